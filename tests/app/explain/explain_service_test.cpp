// ExplainService (app/explain/explain_service.h) over the shipped models: it answers what the
// core's explain() answers for the same input, bit for bit; it computes once per input (the maps
// stay cached while interventions change); bad input gives a message in place of a throw; the
// screen-reader summary of the Explain tab; and the test-set figures' reader
// (app/explain/explain_figures.h).
#include "app/explain/explain_figures.h"
#include "app/explain/explain_service.h"
#include "app/state/session.h"
#include "app/page/view_summary.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>

namespace ap {
namespace {

void LoadShipped(TranslationService* ts) {
  ts->set_fetcher(TranslationService::read_files_from(AP_ASSETS_DIR "/..", ts));
  ts->request_load();
}

TEST(ExplainService, SaysLoadingAndComputesNothingUntilTheModelsArrive) {
  TranslationService ts;
  ts.set_fetcher([](const std::string&) {});  // never answers
  ExplainService es(ts);
  const ExplainResult& r = es.explain(ExplainState{});
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.error, "RNNsearch is still loading");
  EXPECT_EQ(es.computations(), 0);
  EXPECT_TRUE(ts.load_requested());  // asking started the download
}

TEST(ExplainService, AnswersWhatTheCoreAnswersAndComputesOncePerInput) {
  TranslationService ts;
  LoadShipped(&ts);
  ExplainService es(ts);
  for (s2s::ModelKind model : {s2s::ModelKind::Search, s2s::ModelKind::Transformer}) {
    ExplainState st;
    st.model = model;
    st.view = explain::AttentionView::Head;
    st.head = 1;
    explain::Explanation direct;
    std::string error;
    ASSERT_TRUE(
        explain::explain(*ts.translator(model), st.sentence, explain_options(st), &direct, &error))
        << error;
    const int before = es.computations();
    const ExplainResult& r = es.explain(st);
    ASSERT_TRUE(r.ok) << r.error;
    EXPECT_EQ(r.explanation.translation, direct.translation);
    EXPECT_EQ(r.explanation.attention, direct.attention);  // bit for bit: the same floats
    EXPECT_EQ(r.explanation.gradient, direct.gradient);
    EXPECT_EQ(r.explanation.leave_one_out, direct.leave_one_out);
    EXPECT_FALSE(r.has_intervention);
    EXPECT_EQ(es.computations(), before + 1);
    es.explain(st);
    es.explain(st);
    EXPECT_EQ(es.computations(), before + 1);  // cached
    // An intervention: one more computation, and the maps' entry stays cached.
    st.intervention = explain::InterventionKind::Uniform;
    st.position = 1;
    const ExplainResult& u = es.explain(st);
    ASSERT_TRUE(u.intervention_ok) << u.intervention_error;
    explain::Explanation with;
    ASSERT_TRUE(
        explain::explain(*ts.translator(model), st.sentence, explain_options(st), &with, &error))
        << error;
    EXPECT_EQ(u.intervention.tokens, with.intervention.tokens);
    EXPECT_EQ(u.intervention.changed, with.intervention.changed);
    EXPECT_EQ(es.computations(), before + 2);
    st.intervention = explain::InterventionKind::None;
    es.explain(st);
    EXPECT_EQ(es.computations(), before + 2);
  }
}

TEST(ExplainService, BadInputGivesAMessage) {
  TranslationService ts;
  LoadShipped(&ts);
  ExplainService es(ts);
  ExplainState st;
  st.sentence = "";
  EXPECT_FALSE(es.explain(st).ok);
  EXPECT_FALSE(es.explain(st).error.empty());
  st.sentence = "zzzq qqqz";
  EXPECT_FALSE(es.explain(st).ok);
  st.sentence = "The agreement was signed.";
  st.model = s2s::ModelKind::EncDec;
  EXPECT_EQ(es.explain(st).error,
            "RNNencdec has no attention to explain: its decoder never looks back at the source "
            "words");
  st.model = s2s::ModelKind::Search;
  st.intervention = explain::InterventionKind::Word;
  st.position = 1;
  st.word = 30;
  const ExplainResult& w = es.explain(st);
  ASSERT_TRUE(w.ok) << w.error;
  const int sources = static_cast<int>(w.explanation.source_tokens.size());
  EXPECT_FALSE(w.intervention_ok);
  EXPECT_EQ(w.intervention_error, "the English word 31 no longer exists: the sentence has " +
                                      std::to_string(sources) + " words");
  st.position = 40;
  const ExplainResult& p = es.explain(st);
  EXPECT_TRUE(p.ok);
  EXPECT_EQ(p.intervention_error, "the French position 41 no longer exists: the translation has " +
                                      std::to_string(p.explanation.target_tokens.size()) +
                                      " words");
  st.position = -1;
  EXPECT_EQ(es.explain(st).intervention_error, "choose a French word to intervene on");
  st.sentence = "The agreement on the European Economic Area was signed in August 1992.";
  st.model = s2s::ModelKind::Transformer;
  st.intervention = explain::InterventionKind::None;
  st.view = explain::AttentionView::Head;
  st.head = 15;  // a link made for a bigger model: the core refuses it by name
  const ExplainResult& h = es.explain(st);
  EXPECT_FALSE(h.ok);
  EXPECT_NE(h.error.find("head"), std::string::npos) << h.error;
}

TEST(ExplainService, TheScreenReaderSummaryGivesEachMethodsAgreement) {
  AppState s = AppSession().state();
  s.view.tab = Tab::Explain;
  TranslationService ts;
  ExplainService es(ts);
  EXPECT_EQ(summarize_view(s, evaluate_lab(s.lab), ts, "en", &es),
            "Explain: the translation models are loading.");
  LoadShipped(&ts);
  const std::string text = summarize_view(s, evaluate_lab(s.lab), ts, "en", &es);
  const ExplainResult& r = es.explain(s.explain);
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_EQ(text.find("Explain (RNNsearch). Translation: " + r.explanation.translation), 0u)
      << text;
  ASSERT_FALSE(r.explanation.summary.empty());
  for (const explain::Agreement& a : r.explanation.summary) {
    char row[64];
    std::snprintf(row, sizeof(row), "for %.0f%% of the French words, Spearman %.2f",
                  100.0 * a.argmax_agreement, a.spearman);
    EXPECT_NE(text.find(row), std::string::npos) << row << " missing from: " << text;
  }
  EXPECT_NE(text.find("gradient × input: same strongest English word"), std::string::npos) << text;
}

const char* kFigures = R"({"generated_by": "attention explain --test-set --json",
  "test_split": {"corpus_seed": 7, "per_bucket": 20, "sentences": 100},
  "models": {
    "search": {"sentences": 100, "target_words": 900,
      "views": [{"view": "attention", "gradient": {"argmax_agreement": 0.61, "spearman": 0.42},
                 "leave_one_out": {"argmax_agreement": 0.55, "spearman": 0.3}}],
      "interventions": {"uniform_unchanged": 0.2, "permute_unchanged": 0.1}},
    "transformer": {"sentences": 100, "target_words": 910,
      "views": [{"view": "mean", "gradient": {"argmax_agreement": 0.5, "spearman": -0.1},
                 "leave_one_out": {"argmax_agreement": 0.4, "spearman": 0.2}}],
      "interventions": {"uniform_unchanged": 0.7, "permute_unchanged": 0.6},
      "best_head": {"layer": 1, "head": 2}},
    "future": {"anything": true}}})";

TEST(ExplainFigures, ReadsTheTestSetFigures) {
  ExplainFigures f;
  std::string error;
  ASSERT_TRUE(parse_explain_figures(kFigures, &f, &error)) << error;
  ASSERT_EQ(f.models.size(), 2u);
  EXPECT_EQ(f.test_sentences, 100);
  const ExplainModelFigures* t = f.find("transformer");
  ASSERT_NE(t, nullptr);
  EXPECT_EQ(t->target_words, 910);
  ASSERT_EQ(t->views.size(), 1u);
  EXPECT_EQ(t->views[0].view, "mean");
  EXPECT_DOUBLE_EQ(t->views[0].gradient_spearman, -0.1);
  EXPECT_DOUBLE_EQ(t->views[0].loo_argmax, 0.4);
  EXPECT_DOUBLE_EQ(t->uniform_unchanged, 0.7);
  EXPECT_TRUE(t->has_best_head);
  EXPECT_EQ(t->best_head, 2);
  EXPECT_FALSE(f.find("search")->has_best_head);
}

TEST(ExplainFigures, BadFilesAreRefusedByField) {
  const struct {
    std::string text;
    const char* message;
  } cases[] = {
      {"[1]", "explain.json is not a JSON object"},
      {R"({"models": {}})", "explain.json has no \"models\" object"},
      {R"({"models": {"search": {"sentences": -1}}})",
       "explain.json search: \"sentences\" must be a number in [0, 1000000000]"},
      {R"({"models": {"search": {"sentences": 1, "target_words": 2, "views": [{"view": "mean",
          "gradient": {"argmax_agreement": 1.5, "spearman": 0}}]}}})",
       "explain.json search view 1 gradient: \"argmax_agreement\" must be a number in [0, 1]"},
      {R"({"models": {"search": {"sentences": 1, "target_words": 2, "views": [{"view": "mean",
          "gradient": {"argmax_agreement": 0.5, "spearman": 0}}]}}})",
       "explain.json search view 1: no \"leave_one_out\""},
      {R"({"models": {"search": {"sentences": 1, "target_words": 2, "views": []}}})",
       "explain.json search: no \"interventions\""},
  };
  for (const auto& c : cases) {
    ExplainFigures f;
    std::string error;
    EXPECT_FALSE(parse_explain_figures(c.text, &f, &error)) << c.text;
    EXPECT_EQ(error, c.message) << c.text;
  }
}

}  // namespace
}  // namespace ap
