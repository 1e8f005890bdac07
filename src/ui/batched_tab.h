// BatchedTab ("batched"): several queries at once. The queries Q (m x d, row 0 is the lab's
// query) are edited as a grid with add/delete buttons; the m x n softmax weights are a heatmap
// (heatmap.h). Embed mode shows only the heatmap.
#pragma once

#include "ui/heatmap.h"
#include "ui/number_field.h"
#include "ui/tab_panel.h"

namespace ap::ui {

class BatchedTab : public TabPanel {
 public:
  Tab Id() const override { return Tab::Batched; }
  const char* Title() const override;
  void Draw(AppSession& session) override;

 private:
  NumberFields fields_;
  WeightsHeatmap heatmap_;
};

}  // namespace ap::ui
