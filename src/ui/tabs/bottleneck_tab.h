// BottleneckTab: BLEU against source sentence length for RNNsearch and RNNencdec (the miniature
// of Bahdanau et al. 2015, Figure 2), drawn with ImDrawList from the precomputed
// assets/models/bottleneck.json (`attention evaluate` on the held-out test split). Clicking a
// point shows that length bucket's sample: the source, the reference and both models' outputs.
// Widget ids: bottleneck/chart, bottleneck/point/<search|encdec>/<bucket>, bottleneck/sample,
// bottleneck/sample/<bucket> (the sample shown: the longest bucket until another is clicked).
#pragma once

#include "app/translation/translation_service.h"
#include "ui/tabs/tab_panel.h"

namespace ap::ui {

class BottleneckTab : public TabPanel {
 public:
  explicit BottleneckTab(TranslationService& service) : service_(service) {}
  Tab Id() const override { return Tab::Bottleneck; }
  const char* Title() const override;
  void Draw(AppSession& session) override;

 private:
  void DrawChart(const BottleneckData& data, float height);
  void DrawSample(const BottleneckBucket& b);

  TranslationService& service_;
  int selected_bucket_ = -1;    // UI-only: the clicked length bucket
  bool bucket_chosen_ = false;  // the first draw selects the longest bucket
};

}  // namespace ap::ui
