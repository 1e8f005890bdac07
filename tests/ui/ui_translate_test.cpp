// Headless UI tests of the translator's first impression and compare view: the tab
// opens with the article's sentence translated and its alignment drawn; the Compare checkbox
// (kept in the link) shows the reference above both models' translations, each as the service
// translates it, then RNNsearch's alignment.
#include "screenshot.h"
#include "ui_harness.h"

#include "app/share_link.h"
#include "core/corpus/corpus.h"

#include <gtest/gtest.h>

namespace ap::ui::test {
namespace {

void OpenTranslator(UiHarness& h) {
  h.services.translation.set_fetcher(
      TranslationService::read_files_from(AP_ASSETS_DIR "/..", &h.services.translation));
  h.session.edit([](AppState& s) { s.view.tab = Tab::Translate; });
  h.Frames(3);
}

TEST(UiTranslate, OpensWithTheArticlesSentenceTranslated) {
  UiHarness h;
  OpenTranslator(h);
  EXPECT_EQ(h.session.state().translation.sentence, s2s::article_sentence_en());
  ASSERT_TRUE(h.Has("translate/output"));
  EXPECT_TRUE(h.Has("translate/cell/0/0"));  // the alignment heatmap is drawn
  EXPECT_FALSE(h.Has("translate/reference"));
  Shoot("translate_first_impression");
}

TEST(UiTranslate, CompareShowsTheReferenceAndBothModels) {
  UiHarness h;
  OpenTranslator(h);
  h.Click("translate/compare");
  EXPECT_TRUE(h.session.state().translation.compare);
  AppState shared;
  std::string error;
  ASSERT_TRUE(ShareLink::decode(h.session.link(), &shared, &error)) << error;
  EXPECT_TRUE(shared.translation.compare);  // the link keeps it
  h.Frames(2);
  ASSERT_TRUE(h.Has("translate/reference"));
  ASSERT_TRUE(h.Has("translate/compare/search"));
  ASSERT_TRUE(h.Has("translate/compare/encdec"));
  EXPECT_TRUE(h.Has("translate/cell/0/0"));
  // One above the other: reference, RNNsearch, RNNencdec.
  const float ref = h.Center("translate/reference").y,
              search = h.Center("translate/compare/search").y,
              encdec = h.Center("translate/compare/encdec").y;
  EXPECT_LT(ref, search);
  EXPECT_LT(search, encdec);
  // Each line is that model's translation of the sentence.
  for (s2s::ModelKind m : {s2s::ModelKind::Search, s2s::ModelKind::EncDec}) {
    TranslationState st = h.session.state().translation;
    st.model = m;
    const TranslationResult& r = h.services.translation.translate(st);
    ASSERT_TRUE(r.ok) << r.error;
    EXPECT_FALSE(r.translation.translation.empty());
  }
  Shoot("translate_compare");
  // A sentence that is not a test sentence: no reference line, both models still shown.
  h.session.edit([](AppState& s) { s.translation.sentence = "She saw him yesterday."; });
  h.Frames(2);
  EXPECT_FALSE(h.Has("translate/reference"));
  EXPECT_TRUE(h.Has("translate/compare/encdec"));
}

// The bottleneck tab's chart fills the window; it opens on the longest sentences' sample, and a
// click anywhere in a length's column (not only on its point) selects that length's sample.
TEST(UiBottleneck, ChartFillsTheTabAndAColumnClickSelectsItsSample) {
  UiHarness h;
  OpenTranslator(h);
  h.Click("tab/bottleneck");
  h.Frames(2);
  WidgetRect chart;
  ASSERT_TRUE(h.services.widgets.find("bottleneck/chart", &chart));
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  EXPECT_GT(chart.w, display.x * 0.9f);
  EXPECT_GT(chart.y + chart.h, display.y * 0.55f);
  EXPECT_TRUE(h.Has("bottleneck/sample/4"));
  // Column 0, well above its points (both are near the top at 1-10 words).
  WidgetRect point;
  ASSERT_TRUE(h.services.widgets.find("bottleneck/point/encdec/0", &point));
  h.Click(ImVec2(point.x + point.w * 0.5f + 20, chart.y + chart.h * 0.7f));
  EXPECT_TRUE(h.Has("bottleneck/sample/0"));
  EXPECT_FALSE(h.Has("bottleneck/sample/4"));
  h.MoveTo(ImVec2(point.x + 20, chart.y + chart.h * 0.5f));
  Shoot("bottleneck_hover");
}

}  // namespace
}  // namespace ap::ui::test
