// explain() on loaded translators (tiny random models in model files, core/explain/explain.h):
// what it refuses and with which message, the shapes of its maps, the attention it reports
// against the translator's own alignment, and an intervention's report.
#include "explain_test_util.h"

#include "core/explain/explain.h"

namespace ap::explain {
namespace {

using s2s::ModelKind;

const s2s::Translator& translator(ModelKind kind) {
  static const s2s::Translator search = testing::tiny_translator(ModelKind::Search);
  static const s2s::Translator transformer = testing::tiny_translator(ModelKind::Transformer);
  return kind == ModelKind::Search ? search : transformer;
}

constexpr const char* kSentence = "the cat sees a dog";

// explain() on kSentence, which must succeed (a failure names its error).
Explanation explained(ModelKind kind, const Options& o) {
  Explanation e;
  std::string error;
  EXPECT_TRUE(explain(translator(kind), kSentence, o, &e, &error)) << error;
  return e;
}

std::string refusal(ModelKind kind, const char* sentence, const Options& o) {
  Explanation e;
  std::string error;
  EXPECT_FALSE(explain(translator(kind), sentence, o, &e, &error));
  return error;
}

TEST(ExplainTranslator, RefusesRnnEncdec) {
  const s2s::Translator encdec = testing::tiny_translator(ModelKind::EncDec);
  Explanation e;
  std::string error;
  EXPECT_FALSE(explain(encdec, kSentence, Options{}, &e, &error));
  EXPECT_EQ(error, "RNNencdec has no attention to explain; pick RNNsearch or the Transformer");
}

TEST(ExplainTranslator, RefusesBadInputWithAMessage) {
  for (ModelKind k : {ModelKind::Search, ModelKind::Transformer}) {
    EXPECT_EQ(refusal(k, "", Options{}),
              "the sentence is empty: type an English sentence to translate");
    EXPECT_EQ(refusal(k, "zebra quokka", Options{}).rfind("none of the words", 0), 0u);
    Options o;
    o.intervention = InterventionKind::Uniform;
    o.position = 99;
    s2s::Translation tr;
    std::string error;
    ASSERT_TRUE(translator(k).translate(kSentence, 1, &tr, &error));
    EXPECT_EQ(refusal(k, kSentence, o), "the translation has " +
                                            std::to_string(tr.target_tokens.size()) +
                                            " words; position 99 does not exist");
    o.position = -1;
    EXPECT_EQ(refusal(k, kSentence, o).find("position -1 does not exist") != std::string::npos,
              true);
    o.position = 0;
    o.intervention = InterventionKind::Word;
    o.word = 5;
    EXPECT_EQ(refusal(k, kSentence, o), "the sentence has 5 words; word 5 does not exist");
  }
  Options o;
  o.layer = 2;
  EXPECT_EQ(refusal(ModelKind::Transformer, kSentence, o),
            "layer 2 does not exist: the Transformer has 2 decoder layers (0–1, or -1 for the "
            "last)");
  o.layer = -1;
  o.head = 2;
  EXPECT_EQ(refusal(ModelKind::Transformer, kSentence, o),
            "head 2 does not exist: each layer has 2 heads (0–1)");
}

TEST(ExplainTranslator, MapsHaveOneRowPerTargetWordAndTheAttentionIsTheAlignment) {
  for (ModelKind k : {ModelKind::Search, ModelKind::Transformer}) {
    const Explanation e = explained(k, Options{});
    s2s::Translation tr;
    std::string error;
    ASSERT_TRUE(translator(k).translate(kSentence, 1, &tr, &error));
    EXPECT_EQ(e.target_tokens, tr.target_tokens);
    EXPECT_EQ(e.translation, tr.translation);
    const size_t m = tr.target_tokens.size();
    ASSERT_GT(m, 0u);
    for (const Map* map : {&e.attention, &e.gradient, &e.gradient_signed, &e.leave_one_out}) {
      ASSERT_EQ(map->size(), m);
      for (const auto& row : *map) EXPECT_EQ(row.size(), 5u);
    }
    for (size_t i = 0; i < m; ++i)
      for (size_t j = 0; j < 5; ++j) {
        EXPECT_NEAR(e.attention[i][j], tr.alignment[i][j], 1e-6) << i << " " << j;
        EXPECT_NEAR(e.gradient[i][j], 0, 1) << "a share";
        EXPECT_GE(e.gradient[i][j], 0);
      }
    const bool tfm = k == ModelKind::Transformer;
    EXPECT_EQ(e.rollout.size(), tfm ? m : 0u);
    EXPECT_EQ(e.norm.size(), tfm ? m : 0u);
    std::vector<std::string> names;
    for (const Agreement& a : e.summary) {
      names.push_back(a.method);
      EXPECT_GE(a.argmax_agreement, 0);
      EXPECT_LE(a.argmax_agreement, 1);
      EXPECT_GE(a.spearman, -1);
      EXPECT_LE(a.spearman, 1);
    }
    const std::vector<std::string> expected =
        tfm ? std::vector<std::string>{"gradient", "leave_one_out", "rollout", "norm"}
            : std::vector<std::string>{"gradient", "leave_one_out"};
    EXPECT_EQ(names, expected);
    EXPECT_FALSE(e.has_intervention);
  }
}

TEST(ExplainTranslator, TheHeadViewIsOneHeadOfTheCrossAttention) {
  Options o;
  o.view = AttentionView::Head;
  o.layer = 1;
  o.head = 1;
  const Explanation e = explained(ModelKind::Transformer, o);
  s2s::Translation tr;
  std::string error;
  ASSERT_TRUE(translator(ModelKind::Transformer).translate(kSentence, 1, &tr, &error));
  for (size_t i = 0; i < e.attention.size(); ++i)
    for (size_t j = 0; j < 5; ++j)
      EXPECT_NEAR(e.attention[i][j], tr.cross_attention[1][1][i][j], 1e-6);
  EXPECT_EQ(e.summary.size(), 5u);  // gradient, leave-one-out, mean, rollout, norm
}

TEST(ExplainTranslator, AWordInterventionReportsItsWeightsAndTheChangedWords) {
  for (ModelKind k : {ModelKind::Search, ModelKind::Transformer}) {
    Options o;
    o.intervention = InterventionKind::Word;
    o.position = 1;
    o.word = 3;
    const Explanation e = explained(k, o);
    ASSERT_TRUE(e.has_intervention);
    const InterventionResult& r = e.intervention;
    EXPECT_EQ(r.position, 1);
    EXPECT_EQ(r.kind, InterventionKind::Word);
    EXPECT_EQ(r.attention_used.size(), k == ModelKind::Search ? 1u : 4u);  // 2 layers × 2 heads
    for (const auto& row : r.attention_used) {
      ASSERT_EQ(row.size(), 6u);  // five words and </s>
      for (size_t j = 0; j < 6; ++j) EXPECT_EQ(row[j], j == 3 ? 1.0f : 0.0f);
    }
    ASSERT_GE(r.tokens.size(), 1u);
    EXPECT_EQ(r.tokens[0], e.target_tokens[0]);
    EXPECT_FALSE(r.changed[0]);
    EXPECT_EQ(r.changed.size(), std::max(r.tokens.size(), e.target_tokens.size()));
    for (size_t i = 0; i < r.changed.size(); ++i) {
      if (i < r.tokens.size() && i < e.target_tokens.size()) {
        EXPECT_EQ(r.changed[i], r.tokens[i] != e.target_tokens[i]) << i;
      }
    }
  }
}

}  // namespace
}  // namespace ap::explain
