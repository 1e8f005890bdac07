// BatchedTab ("batched"): several queries at once. The queries Q (m x d, row 0 is the lab's
// query; the default scene has four, each attending differently) are edited as a grid with
// add/delete buttons, with each query's strongest key (or the keys that tie at the shown precision)
// and output below; the m x n softmax weights are a heatmap that fills the rest of the window (the
// Heatmap widget, heatmap.h: key labels in their key colours, q0..q(m−1) down the side). Embed mode
// shows only the heatmap. Widget ids: queries/add, queries/delete, queries/<row>/<col>,
// batched/output/<row>, batched/heatmap (the cells' rectangle), heatmap/<row>/<col>.
#pragma once

#include "ui/widgets/heatmap.h"
#include "ui/widgets/number_field.h"
#include "ui/tabs/tab_panel.h"

#include <string>
#include <vector>

namespace ap::ui {

class BatchedTab : public TabPanel {
 public:
  Tab Id() const override { return Tab::Batched; }
  const char* Title() const override;
  void Draw(AppSession& session) override;

 private:
  void DrawEditors(AppSession& session, float grid_max_height);
  void DrawOutputs(const AttentionScene& s, const BatchedAttentionResult& r);
  void DrawWeights(const AttentionScene& s, const BatchedAttentionResult& r, ImVec2 size);

  NumberFields fields_;
  std::vector<std::string> queries_;  // "q0", "q1", ...: the heatmap's row labels
};

}  // namespace ap::ui
