// SelfAttentionTab ("self"): the article's second example. A typed sentence (Chinese characters
// or English words, one token each) through multi-head self-attention whose parameters are
// derived from a built-in word list (core/demos/word_memory.h); the scrambled "研表究明" is read
// back as "研究表明" by mutual attention. Views: a BertViz-style head view (two columns of tokens,
// lines with opacity = weight; hover a token to see where it looks) and the n×n heatmap with the
// hovered row highlighted. Also hosts the heatmap helper shared with the multi-head tab.
#pragma once

#include "app/demos/demo_runs.h"
#include "ui/tab_panel.h"

#include <imgui.h>

#include <string>
#include <vector>

namespace ap::ui {

// A heatmap of M (rows × cols, values in [lo, hi]) with cell size `cell`; rows/cols wider than
// max_cells are averaged into blocks so big matrices stay cheap to draw. highlight_row ≥ 0 is
// outlined. Returns the hovered (row, col) block's first row or −1. labels (optional) name rows
// and columns (square matrices).
int DrawMatrixHeatmap(const char* id, const Mat& M, float cell, float lo, float hi,
                      int highlight_row, const std::vector<std::string>* labels = nullptr,
                      int max_cells = 48);

// "研 (U+7814)" when the glyph may be missing, else the token itself.
std::string TokenLabel(const demos::SelfAttentionToken& t);

// The sentence editor, presets and the model controls (heads, d_model, causal, PE).
void DrawSelfAttentionControls(AppSession& session);

class SelfAttentionTab : public TabPanel {
 public:
  Tab Id() const override { return Tab::Self; }
  const char* Title() const override;
  void Draw(AppSession& session) override;

 private:
  void DrawHeadView(const demos::SelfAttentionRun& run, const Mat& W, float width);

  SelfAttentionRunCache cache_;
  int hovered_token_ = -1;
  int shown_head_ = -1;  // −1 = the heads' average
};

}  // namespace ap::ui
