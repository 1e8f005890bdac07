// TourTab: the guided tour (tab "Tour"), seven steps a teacher can walk through, following the
// article. Each step is live (numbers of the current lab scene, editable fields) and has a share
// link: the step is state.demos.tour_step, so the page's link reopens the tour at that step.
//   1 the fixed-context bottleneck (computed: d/n numbers per word vs n·d with attention)
//   2 attention as weights (the lab's weights; temperature slider)
//   3 query, key, value with the painting (query field; jump to the painting demo)
//   4 the three steps: scores → softmax → weighted sum (live table; drag the query)
//   5 self-attention with the scrambled text (sentence field; jump to the self-attention demo)
//   6 the translation heatmap (jump to the translator with the article's sentence)
//   7 the three reasons (computed: sequential steps, path length, parameters; plots)
// Widget rects (for browser tests): tour/prev, tour/next, tour/step/<k> (k = 1..7), tour/copy_link,
// tour/content, tour/painting_query, tour/self_sentence, tour/open.
#pragma once

#include "app/page/app_services.h"
#include "ui/tabs/tab_panel.h"

namespace ap::ui {

class TourTab : public TabPanel {
 public:
  explicit TourTab(AppServices& services) : services_(services) {}
  Tab Id() const override { return Tab::Tour; }
  const char* Title() const override;
  void Draw(AppSession& session) override;

 private:
  void DrawBottleneck(AppSession& session);
  void DrawWeights(AppSession& session);
  void DrawPainting(AppSession& session);
  void DrawThreeSteps(AppSession& session);
  void DrawSelfAttention(AppSession& session);
  void DrawTranslation(AppSession& session);
  void DrawThreeReasons(AppSession& session);

  // UI-only state of the computed illustrations (not shared: the link keeps the step).
  int bottleneck_n_ = 12;
  int bottleneck_d_ = 16;
  int reasons_n_ = 20;
  int reasons_d_ = 64;

  AppServices& services_;  // the host: "Copy link to this step"
};

}  // namespace ap::ui
