// Headless UI tests of the translator's first impression and compare view: the tab
// opens with the article's sentence translated and its alignment drawn; the Compare checkbox
// (kept in the link) shows the reference above the three models' translations, each as the
// service translates it, then RNNsearch's alignment. The Transformer: its layer × head grid, a
// click on a head puts that head's map in the large heatmap and in the link, the best head is
// marked, and the self-attention maps switch in.
#include "screenshot.h"
#include "ui_harness.h"

#include "app/translation/attention_view.h"
#include "app/demos/demo_runs.h"
#include "app/link/share_link.h"
#include "core/corpus/corpus.h"

#include <gtest/gtest.h>

namespace ap::ui::test {
namespace {

void OpenTranslator(UiHarness& h) {
  h.UseShippedModels();
  h.Open(Tab::Translate);
}

// Opens `tab` with the shipped models and clicks its trained source (`button`): the heads are
// then the trained Transformer's encoder's, on the article's sentence.
void OpenTrainedSource(UiHarness& h, Tab tab, const char* button) {
  h.UseShippedModels();
  h.Open(tab);
  h.Click(button);
  h.Frames(3);
  EXPECT_EQ(h.session.state().demos.head_source, demos::HeadSource::Trained);
  EXPECT_EQ(h.session.state().demos.self_sentence, s2s::article_sentence_en());
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
  ASSERT_TRUE(h.HasAll({"translate/reference", "translate/compare/search",
                        "translate/compare/encdec", "translate/compare/transformer"}));
  EXPECT_TRUE(h.Has("translate/cell/0/0"));
  // One above the other: reference, RNNsearch, RNNencdec, Transformer.
  const float ref = h.Center("translate/reference").y,
              search = h.Center("translate/compare/search").y,
              encdec = h.Center("translate/compare/encdec").y,
              transformer = h.Center("translate/compare/transformer").y;
  EXPECT_LT(ref, search);
  EXPECT_LT(search, encdec);
  EXPECT_LT(encdec, transformer);
  // Each line is that model's translation of the sentence.
  for (s2s::ModelKind m :
       {s2s::ModelKind::Search, s2s::ModelKind::EncDec, s2s::ModelKind::Transformer}) {
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

TEST(UiTranslate, TheTransformersHeadsPickTheLargeHeatmap) {
  UiHarness h;
  OpenTranslator(h);
  h.Click("translate/model/transformer");
  h.Frames(2);
  EXPECT_EQ(h.session.state().translation.model, s2s::ModelKind::Transformer);
  // Two layers of four heads and a mean each; the large heatmap opens on the last layer's mean.
  for (int l = 0; l < 2; ++l) {
    const std::string layer = "translate/head/" + std::to_string(l) + "/";
    for (int hd = 0; hd < 4; ++hd) EXPECT_TRUE(h.Has(layer + std::to_string(hd)));
    EXPECT_TRUE(h.Has(layer + "mean"));
  }
  EXPECT_TRUE(h.Has("translate/best_head"));
  // Each thumbnail is at least 80 px a side on a desktop: small enough to scan, large enough to
  // read.
  for (const char* id : {"translate/head/0/0", "translate/head/1/mean"}) {
    EXPECT_GE(h.Rect(id).w, 80.0f) << id;
    EXPECT_GE(h.Rect(id).h, 80.0f) << id;
  }
  ASSERT_TRUE(h.Has("translate/cell/0/0"));
  const TranslationResult& r = h.services.translation.translate(h.session.state().translation);
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_EQ(r.translation.translation,
            "L'accord sur la zone économique européenne a été signé en août 1992.");
  Shoot("translate_transformer");
  h.Click("translate/head/0/2");
  EXPECT_EQ(h.session.state().translation.layer, 0);
  EXPECT_EQ(h.session.state().translation.head, 2);
  AppState shared;
  std::string error;
  ASSERT_TRUE(ShareLink::decode(h.session.link(), &shared, &error)) << error;
  EXPECT_EQ(shared.translation.model, s2s::ModelKind::Transformer);  // the link keeps all three
  EXPECT_EQ(shared.translation.layer, 0);
  EXPECT_EQ(shared.translation.head, 2);
  const AttentionView v = attention_view(r.translation, h.session.state().translation);
  EXPECT_EQ(v.weights, r.translation.cross_attention[0][2]);
  // The decoder's masked self-attention: rows and columns are the decoder's positions.
  h.Click("translate/map/decoder");
  h.Frames(2);
  EXPECT_EQ(h.session.state().translation.attention, AttentionMap::DecoderSelf);
  const std::size_t n = r.translation.target_tokens.size();
  const std::string last = std::to_string(n - 1);
  EXPECT_TRUE(h.Has("translate/cell/" + last + "/" + last));
  EXPECT_FALSE(h.Has("translate/best_head"));  // the star is the cross-attention's
  Shoot("translate_transformer_decoder");
}

// Exercise 13 asks to find the head that aligns like RNNsearch: until it is done the translator
// does not outline that head or name it; once the right head is clicked, it does again.
TEST(UiTranslate, TheExerciseOnTheHeadsHidesTheBestHeadUntilDone) {
  UiHarness h;
  OpenTranslator(h);
  std::string error;
  ASSERT_TRUE(h.services.exercises.start("translate-transformer-head", h.session, &error)) << error;
  h.Frames(3);
  ASSERT_TRUE(h.Has("translate/head/1/2"));
  EXPECT_FALSE(h.Has("translate/best_head"));
  h.Click("translate/head/1/3");  // layer 2, head 4: 10 of 14, not it
  h.Frames(2);
  EXPECT_FALSE(h.services.exercises.progress("translate-transformer-head").done);
  EXPECT_FALSE(h.Has("translate/best_head"));
  h.Click("translate/head/1/2");  // layer 2, head 3: 13 of 14
  h.Frames(2);
  EXPECT_TRUE(h.services.exercises.progress("translate-transformer-head").done);
  EXPECT_TRUE(h.Has("translate/best_head"));
}

// The tour's three reasons, measured: the table and a verdict per reason, each computed from the
// shipped files (the Transformer is bigger than RNNsearch here, so "fewer parameters" says it
// does not hold).
TEST(UiTour, TheThreeReasonsAreMeasuredOnTheShippedModels) {
  UiHarness h(1280.0f, 1600.0f);  // tall enough for the whole step
  h.services.translation.set_fetcher(
      TranslationService::read_files_from(AP_ASSETS_DIR "/..", &h.services.translation));
  h.session.edit([](AppState& s) {
    s.view.tab = Tab::Tour;
    s.demos.tour_step = 6;
  });
  h.Frames(4);
  ASSERT_NE(h.services.translation.speed(), nullptr)
      << h.services.translation.file_error(TranslationService::kSpeed);
  EXPECT_TRUE(h.Has("tour/measured"));
  EXPECT_TRUE(h.Has("tour/measured/params"));
  EXPECT_TRUE(h.Has("tour/measured/speed"));
  EXPECT_TRUE(h.Has("tour/measured/quality"));
  const s2s::Translator* t = h.services.translation.translator(s2s::ModelKind::Transformer);
  const s2s::Translator* r = h.services.translation.translator(s2s::ModelKind::Search);
  ASSERT_TRUE(t && r);
  EXPECT_GT(t->bundle().transformer.params.num_parameters(),
            r->bundle().model.params.num_parameters());
  // speed.json was measured on the shipped files: its parameter counts are theirs.
  EXPECT_EQ(h.services.translation.speed()->find(s2s::ModelKind::Transformer)->parameters,
            static_cast<long long>(t->bundle().transformer.params.num_parameters()));
  Shoot("tour_reasons_measured");
}

// The Multi-head tab's trained source: a click shows the shipped Transformer's encoder heads on
// the sentence (Chinese becomes the article's sentence), one heatmap per head and the mean, the
// same maps as the translator's; the layer is in the link; a sentence without a known English
// word gets the translator's message.
TEST(UiHeads, TheTrainedSourceShowsTheTransformersEncoderHeads) {
  UiHarness h;
  OpenTrainedSource(h, Tab::Heads, "heads/source_trained");
  for (int hd = 0; hd < 4; ++hd) EXPECT_TRUE(h.Has("heads/trained/head/" + std::to_string(hd)));
  EXPECT_TRUE(h.Has("heads/trained/mean"));
  EXPECT_FALSE(h.Has("heads/pattern/0"));  // the word-list heads are not drawn
  Shoot("heads_trained");
  h.Click("heads/trained/layer/1");
  EXPECT_EQ(h.session.state().demos.trained_layer, 1);
  AppState shared;
  std::string error;
  ASSERT_TRUE(ShareLink::decode(h.session.link(), &shared, &error)) << error;
  EXPECT_EQ(shared.demos.head_source, demos::HeadSource::Trained);
  EXPECT_EQ(shared.demos.trained_layer, 1);
  h.session.edit([](AppState& s) { s.demos.self_sentence = "研表究明"; });
  h.Frames(2);
  EXPECT_TRUE(h.Has("heads/trained/error"));
}

// The self-attention tab's trained source: the Transformer encoder's heads of the chosen layer,
// their mean in the heatmap, the same numbers as the translator's maps.
TEST(UiSelf, TheTrainedSourceShowsTheTransformersEncoder) {
  UiHarness h;
  OpenTrainedSource(h, Tab::Self, "self/source_trained");
  EXPECT_TRUE(h.Has("self/trained/layer/1"));
  h.Click("self/trained/layer/1");
  EXPECT_EQ(h.session.state().demos.trained_layer, 1);
  TranslationState st;
  st.model = s2s::ModelKind::Transformer;
  st.sentence = s2s::article_sentence_en();
  const TranslationResult& r = h.services.translation.translate(st);
  ASSERT_TRUE(r.ok) << r.error;
  const demos::SelfAttentionRun run = trained_encoder_run(r.translation, 1);
  ASSERT_EQ(run.result.weights.size(), 4u);
  EXPECT_FLOAT_EQ(run.result.weights[2](3, 5), r.translation.encoder_self_attention[1][2][3][5]);
  Shoot("self_trained");
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
  for (const char* model : {"search", "encdec", "transformer"})  // three curves, five points each
    EXPECT_TRUE(h.Has(std::string("bottleneck/point/") + model + "/4")) << model;
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
