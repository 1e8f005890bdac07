// MultiHeadTab ("heads"): the multi-head view of the self-attention sentence. Every head's n×n
// pattern side by side, then the concatenation of the heads' outputs, the output projection W_o
// (a square-celled matrix fitted to the panel) and the output, each with its own signed scale and
// the strips' rows 16 px tall; the selected head's W_q / W_k / W_v as a heatmap and a small grid
// editor (a window of 6×6 cells you can move). The parameters come from the word list or from
// random_multihead_params(heads, d_model, d_head, state.demos.head_seed); edits are stored as
// single-weight overrides in state.demos.weight_edits, so both travel in the share link. A third
// source, "trained (Transformer encoder)", shows the shipped Transformer's encoder heads on the
// sentence instead (trained_encoder_heads.h).
#pragma once

#include "app/demos/demo_runs.h"
#include "app/translation/translation_service.h"
#include "ui/tabs/tab_panel.h"

#include <imgui.h>

namespace ap::ui {

class MultiHeadTab : public TabPanel {
 public:
  explicit MultiHeadTab(TranslationService& translation) : translation_(translation) {}
  Tab Id() const override { return Tab::Heads; }
  const char* Title() const override;
  void Draw(AppSession& session) override;

 private:
  void DrawSourceControls(AppSession& session);
  void DrawHeads(const demos::SelfAttentionRun& run, ImVec2 avail);
  void DrawEditor(AppSession& session, const demos::SelfAttentionRun& run);

  TranslationService& translation_;  // the trained source: the shipped Transformer
  SelfAttentionRunCache cache_;
  int selected_head_ = 0;
  int matrix_ = 0;           // 0 = W_q, 1 = W_k, 2 = W_v
  int row0_ = 0, col0_ = 0;  // the editor's window
};

}  // namespace ap::ui
