// SelfAttentionTab ("self"): the article's second example. A typed sentence (Chinese characters
// or English words, one token each) through multi-head self-attention whose parameters are
// derived from a built-in word list (core/demos/word_memory.h); the scrambled "研表究明" is read
// back as "研究表明" by mutual attention. Views: a BertViz-style head view (two columns of tokens,
// lines with opacity = weight; hover a token to see where it looks) and the n×n heatmap with the
// hovered row highlighted. The weights' source is the multi-head tab's (state.demos.head_source):
// the word list, a seeded random draw, or the trained Transformer's encoder (its layer's heads on
// the sentence, demos::trained_encoder_run). The widgets it shares with the multi-head tab are in
// demo_widgets.h.
#pragma once

#include "app/demos/demo_runs.h"
#include "app/translation/translation_service.h"
#include "ui/tabs/tab_panel.h"

#include <imgui.h>

namespace ap::ui {

class SelfAttentionTab : public TabPanel {
 public:
  explicit SelfAttentionTab(TranslationService& translation) : translation_(translation) {}
  Tab Id() const override { return Tab::Self; }
  const char* Title() const override;
  void Draw(AppSession& session) override;

 private:
  // The BertViz view `width` px wide, one token per `row_h` px, token labels `label_w` wide.
  void DrawHeadView(const demos::SelfAttentionRun& run, const Mat& W, float width, float row_h,
                    float label_w);

  // The trained source: the Transformer's encoder run of the sentence into *out, with the layer
  // switch; false (and its message drawn) while the model loads or cannot read the sentence.
  bool TrainedRun(AppSession& session, demos::SelfAttentionRun* out);

  TranslationService& translation_;  // the trained source: the shipped Transformer
  SelfAttentionRunCache cache_;
  int hovered_token_ = -1;
  int shown_head_ = -1;  // −1 = the heads' average
};

}  // namespace ap::ui
