// Headless UI tests of the Explain tab on the shipped models: it opens with the article's
// sentence and three heatmaps of one shape whose cells have the colours of the computed maps; a
// click on a French word selects it (and the link keeps it) and shows its bars; an intervention
// chosen with clicks shows the re-decoded French with exactly the changed words highlighted; bad
// input is said in place while the last good maps stay; RNNencdec says it has no attention; on a
// phone the maps stack and nothing runs off the right edge.
#include "screenshot.h"
#include "ui_harness.h"

#include "app/link/share_link.h"
#include "core/corpus/corpus.h"
#include "ui/palette.h"
#include "ui/widget_ids.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace ap::ui::test {
namespace {

const char* const kMethods[] = {"attention", "gradient", "leave_one_out"};

void OpenExplain(UiHarness& h) {
  h.UseShippedModels();
  h.Open(Tab::Explain);
}

const explain::Map& MapOf(const explain::Explanation& e, int method) {
  return method == 0 ? e.attention : method == 1 ? e.gradient : e.leave_one_out;
}

// The colour the tab gives value v of map m: viridis over [0, max] when no value is negative,
// else red–blue over [−r, r], r the largest |value|.
Rgb ExpectedColour(const explain::Map& m, float v) {
  float lo = 0, hi = 0;
  for (const auto& row : m)
    for (float x : row) lo = std::min(lo, x), hi = std::max(hi, x);
  if (lo < 0) {
    const float r = std::max(-lo, hi);
    return RgbOf(SignedColor(v / r));
  }
  return RgbOf(WeightColor(hi > 0 ? v / hi : 0.5f));
}

TEST(UiExplain, OpensWithTheArticlesSentenceAndThreeMapsOfOneShape) {
  UiHarness h(1280.0f, 1000.0f);  // the agreement lines under the maps in view too
  OpenExplain(h);
  EXPECT_EQ(h.session.state().explain.sentence, s2s::article_sentence_en());
  const ExplainResult& r = h.services.explain.explain(h.session.state().explain);
  ASSERT_TRUE(r.ok) << r.error;
  const explain::Explanation& e = r.explanation;
  ASSERT_GT(e.target_tokens.size(), 3u);
  ASSERT_TRUE(h.Has("explain/output"));
  const WidgetRect a = h.Rect("explain/map/attention"), g = h.Rect("explain/map/gradient"),
                   l = h.Rect("explain/map/leave_one_out");
  // The same shape, side by side at 1280 px, aligned.
  EXPECT_FLOAT_EQ(a.w, g.w);
  EXPECT_FLOAT_EQ(a.h, g.h);
  EXPECT_FLOAT_EQ(a.w, l.w);
  EXPECT_FLOAT_EQ(a.h, l.h);
  EXPECT_FLOAT_EQ(a.y, g.y);
  EXPECT_FLOAT_EQ(a.y, l.y);
  EXPECT_LT(a.x + a.w, g.x);
  EXPECT_LT(g.x + g.w, l.x);
  // Every cell of every map has the colour of its computed value.
  const Shot shot = Shoot("explain_first_impression");
  for (int m = 0; m < 3; ++m)
    for (int t = 0; t < static_cast<int>(e.target_tokens.size()); ++t)
      for (int s = 0; s < static_cast<int>(e.source_tokens.size()); ++s) {
        WidgetRect c;
        ASSERT_TRUE(h.services.widgets.find(
            WidgetName("explain/cell/%s/%d/%d", kMethods[m], t, s).c_str(), &c));
        const float v = MapOf(e, m)[static_cast<std::size_t>(t)][static_cast<std::size_t>(s)];
        EXPECT_PRED3(Near, shot.At(c.x + c.w - 2, c.y + c.h * 0.5f), ExpectedColour(MapOf(e, m), v),
                     3)
            << kMethods[m] << " " << t << "," << s << " = " << v;
      }
  // One agreement line per method the core compared.
  for (const explain::Agreement& ag : e.summary)
    EXPECT_TRUE(h.Has("explain/agreement/" + ag.method)) << ag.method;
}

TEST(UiExplain, AClickOnAFrenchWordSelectsItAndShowsItsBars) {
  UiHarness h;
  OpenExplain(h);
  EXPECT_FALSE(h.Has("explain/bars"));
  h.Click("explain/target/gradient/2");
  EXPECT_EQ(h.session.state().explain.selected_target, 2);
  AppState shared;
  std::string error;
  ASSERT_TRUE(ShareLink::decode(h.session.link(), &shared, &error)) << error;
  EXPECT_EQ(shared.explain.selected_target, 2);  // the link keeps it
  EXPECT_TRUE(h.Has("explain/bars"));
  // The interventions come before the maps.
  EXPECT_LT(h.Rect("explain/intervention/none").y, h.Rect("explain/map/attention").y);
  // A cell of another row in another map selects that row; the same label again deselects.
  h.Click("explain/cell/leave_one_out/1/0");
  EXPECT_EQ(h.session.state().explain.selected_target, 1);
  h.Click("explain/target/attention/1");
  EXPECT_EQ(h.session.state().explain.selected_target, -1);
}

TEST(UiExplain, AnInterventionShowsTheChangedWords) {
  UiHarness h(1280.0f, 1600.0f);  // room for the bars and the result
  OpenExplain(h);
  h.Click("explain/target/attention/0");
  h.Click("explain/intervention/word");
  const ExplainState& st = h.session.state().explain;
  EXPECT_EQ(st.intervention, explain::InterventionKind::Word);
  EXPECT_EQ(st.position, 0);                         // the selected word
  EXPECT_TRUE(h.Has("explain/intervention_error"));  // no English word chosen yet
  const ExplainResult& base = h.services.explain.explain(st);
  const int last = static_cast<int>(base.explanation.source_tokens.size()) - 1;
  h.Click(WidgetName("explain/source_word/%d", last).c_str());
  EXPECT_EQ(h.session.state().explain.word, last);
  h.Frames(2);
  const ExplainResult& r = h.services.explain.explain(h.session.state().explain);
  ASSERT_TRUE(r.intervention_ok) << r.intervention_error;
  ASSERT_TRUE(h.Has("explain/intervened/0"));
  for (int t = 0; t < static_cast<int>(r.intervention.tokens.size()); ++t)
    EXPECT_EQ(h.Has(WidgetName("explain/changed/%d", t).c_str()),
              t < static_cast<int>(r.intervention.changed.size()) &&
                  r.intervention.changed[static_cast<std::size_t>(t)])
        << t;
  Shoot("explain_intervention");
  // Uniform weights, released: the result follows the new choice.
  h.Click("explain/intervention/uniform");
  h.Click("explain/release");
  EXPECT_TRUE(h.session.state().explain.release);
  const ExplainResult& u = h.services.explain.explain(h.session.state().explain);
  ASSERT_TRUE(u.intervention_ok) << u.intervention_error;
  EXPECT_EQ(u.intervention.kind, explain::InterventionKind::Uniform);
  EXPECT_TRUE(u.intervention.release);
}

TEST(UiExplain, BadInputIsSaidInPlaceAndTheLastGoodMapsStay) {
  UiHarness h(1280.0f, 1600.0f);
  OpenExplain(h);
  h.session.edit([](AppState& s) { s.explain.sentence = ""; });
  h.Frames(2);
  EXPECT_TRUE(h.Has("explain/error"));
  EXPECT_TRUE(h.Has("explain/map/attention"));  // the last good maps
  h.session.edit([](AppState& s) { s.explain.sentence = "zzzq qqqz"; });
  h.Frames(2);
  EXPECT_TRUE(h.Has("explain/error"));
  EXPECT_TRUE(h.Has("explain/map/attention"));
  // A position the translation does not have (a link made for a longer sentence).
  h.session.edit([](AppState& s) {
    s.explain.sentence = "The agreement was signed.";
    s.explain.intervention = explain::InterventionKind::Uniform;
    s.explain.position = 40;
  });
  h.Frames(2);
  EXPECT_FALSE(h.Has("explain/error"));
  ASSERT_TRUE(h.Has("explain/intervention_error"));
  const ExplainResult& r = h.services.explain.explain(h.session.state().explain);
  EXPECT_TRUE(r.ok);
  EXPECT_FALSE(r.intervention_ok);
  EXPECT_NE(r.intervention_error.find("no longer exists"), std::string::npos)
      << r.intervention_error;
}

TEST(UiExplain, RnnencdecSaysItHasNoAttentionAndTheTransformerHasViews) {
  UiHarness h;
  OpenExplain(h);
  h.Click("explain/model/encdec");
  EXPECT_EQ(h.session.state().explain.model, s2s::ModelKind::EncDec);
  EXPECT_TRUE(h.Has("explain/no_attention"));
  EXPECT_FALSE(h.Has("explain/map/attention"));
  h.Click("explain/model/transformer");
  ASSERT_TRUE(h.Has("explain/view/rollout"));
  h.Click("explain/view/rollout");
  EXPECT_EQ(h.session.state().explain.view, explain::AttentionView::Rollout);
  const ExplainResult& r = h.services.explain.explain(h.session.state().explain);
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_EQ(r.explanation.attention, r.explanation.rollout);  // the map shown is the rollout
  h.Click("explain/view/head");
  ASSERT_TRUE(h.Has("explain/head"));
  EXPECT_TRUE(h.Has("explain/map/attention"));
  Shoot("explain_transformer");
}

TEST(UiExplain, OnAPhoneTheMapsStackAndNothingRunsOff) {
  UiHarness h(390.0f, 844.0f);
  OpenExplain(h);
  h.Frames(2);
  const WidgetRect a = h.Rect("explain/map/attention");
  WidgetRect g;
  // The second map is below the first (it may be scrolled out of view on a short screen).
  if (h.services.widgets.find("explain/map/gradient", &g)) {
    EXPECT_GT(g.y, a.y + a.h);
  }
  EXPECT_TRUE(h.services.layout_overflow.empty())
      << h.services.layout_overflow[0].window << " " << h.services.layout_overflow[0].overflow_px;
  Shoot("explain_phone");
}

}  // namespace
}  // namespace ap::ui::test
