// Corpus BLEU-4: hand-computed cases and golden values from an independent Python implementation
// of sacreBLEU's formula (tools/gen/golden/make_bleu_golden.py → tests/fixtures/bleu_golden.json).
#include <gtest/gtest.h>

#include <cmath>

#include "core/seq2seq/bleu.h"
#include "test_util.h"

namespace ap::s2s {
namespace {

using Corpus = std::vector<std::vector<std::string>>;

TEST(Bleu, PerfectTranslationIs100) {
  const Corpus refs = {{"l'", "accord", "a", "été", "signé", "."},
                       {"le", "conseil", "a", "approuvé", "le", "plan", "."}};
  EXPECT_NEAR(corpus_bleu(refs, refs), 100.0, 1e-9);
  EXPECT_DOUBLE_EQ(exact_match(refs, refs), 1.0);
}

TEST(Bleu, NoFourGramMatchIsZero) {
  // Every unigram, bigram and trigram matches something, but no 4-gram does: no smoothing → 0.
  const Corpus hyps = {{"a", "b", "c", "x", "b", "c", "d"}};
  const Corpus refs = {{"a", "b", "c", "d", "a", "b"}};
  const BleuStats s = corpus_bleu_stats(hyps, refs);
  EXPECT_EQ(s.matches[3], 0);
  EXPECT_GT(s.matches[2], 0);
  EXPECT_EQ(s.bleu, 0.0);
  // Too short for any 4-gram at all: also 0.
  EXPECT_EQ(corpus_bleu({{"a", "b", "c"}}, {{"a", "b", "c"}}), 0.0);
}

TEST(Bleu, BrevityPenalty) {
  // The hypothesis is the first 6 of 8 reference words: every n-gram matches (p_n = 100), so
  // BLEU = 100 · exp(1 − 8/6).
  const Corpus refs = {{"a", "b", "c", "d", "e", "f", "g", "h"}};
  const Corpus hyps = {{"a", "b", "c", "d", "e", "f"}};
  const BleuStats s = corpus_bleu_stats(hyps, refs);
  EXPECT_NEAR(s.brevity_penalty, std::exp(1.0 - 8.0 / 6.0), 1e-12);
  EXPECT_NEAR(s.bleu, 100.0 * std::exp(1.0 - 8.0 / 6.0), 1e-9);  // 71.653…
  EXPECT_NEAR(s.bleu, 71.65313105737893, 1e-9);
  // Longer hypotheses are not penalised by BP (only by precision).
  const BleuStats l = corpus_bleu_stats({{"a", "b", "c", "d", "e", "f", "g", "h", "h"}}, refs);
  EXPECT_EQ(l.brevity_penalty, 1.0);
}

TEST(Bleu, ClippedCountsAndHandComputedValue) {
  // hyp: the the the cat sat on the mat (8) · ref: the cat sat on the mat (6)
  // p1 = clip(the:4→2) + cat + sat + on + mat = 6/8; p2: "the the"×2 no, "the cat", "cat sat",
  // "sat on", "on the", "the mat" = 5/7; p3 = 4/6; p4 = 3/5; BP = 1 (8 ≥ 6).
  const Corpus hyps = {{"the", "the", "the", "cat", "sat", "on", "the", "mat"}};
  const Corpus refs = {{"the", "cat", "sat", "on", "the", "mat"}};
  const BleuStats s = corpus_bleu_stats(hyps, refs);
  EXPECT_EQ(s.matches[0], 6);
  EXPECT_EQ(s.totals[0], 8);
  EXPECT_EQ(s.matches[1], 5);
  EXPECT_EQ(s.matches[3], 3);
  const double expected = 100.0 * std::pow((6.0 / 8) * (5.0 / 7) * (4.0 / 6) * (3.0 / 5), 0.25);
  EXPECT_NEAR(s.bleu, expected, 1e-9);
}

TEST(Bleu, CountsAreSummedOverTheCorpusNotAveraged) {
  // Sentence 1 alone has no 4-gram (BLEU 0); the corpus score is not 0 because counts are pooled.
  const Corpus hyps = {{"a", "b"}, {"c", "d", "e", "f", "g"}};
  const Corpus refs = {{"a", "b"}, {"c", "d", "e", "f", "g"}};
  EXPECT_NEAR(corpus_bleu(hyps, refs), 100.0, 1e-9);
}

TEST(Bleu, ExactMatchAndBadInput) {
  const Corpus a = {{"x"}, {"y"}, {"z"}, {"w"}};
  const Corpus b = {{"x"}, {"y", "y"}, {"z"}, {}};
  EXPECT_DOUBLE_EQ(exact_match(a, b), 0.5);
  EXPECT_DOUBLE_EQ(exact_match({}, {}), 0.0);
  EXPECT_EQ(corpus_bleu({}, {}), 0.0);
  EXPECT_EQ(corpus_bleu({{}}, {{"a", "b", "c", "d"}}), 0.0);  // empty hypothesis
  std::string error;
  EXPECT_EQ(corpus_bleu({{"a"}}, {}, &error), 0.0);
  EXPECT_NE(error.find("1 hypotheses but 0 references"), std::string::npos) << error;
  error.clear();
  EXPECT_EQ(exact_match({{"a"}, {"b"}}, {{"a"}}, &error), 0.0);
  EXPECT_NE(error.find("2 hypotheses but 1 references"), std::string::npos) << error;
  EXPECT_EQ(corpus_bleu({{"a"}}, {}), 0.0);  // no error pointer: still no crash
}

TEST(Bleu, MatchesIndependentPythonGolden) {
  const nlohmann::json j = ap::test::load_fixture("bleu_golden.json");
  ASSERT_TRUE(j.contains("cases"));
  ASSERT_GE(j["cases"].size(), 5u);
  for (const auto& c : j["cases"]) {
    const Corpus hyps = c["hyps"].get<Corpus>();
    const Corpus refs = c["refs"].get<Corpus>();
    const BleuStats s = corpus_bleu_stats(hyps, refs);
    const std::string name = c["name"].get<std::string>();
    EXPECT_NEAR(s.bleu, c["bleu"].get<double>(), 1e-6) << name;
    EXPECT_NEAR(s.brevity_penalty, c["brevity_penalty"].get<double>(), 1e-9) << name;
    EXPECT_EQ(s.hyp_length, c["hyp_length"].get<long long>()) << name;
    EXPECT_EQ(s.ref_length, c["ref_length"].get<long long>()) << name;
    for (int n = 0; n < 4; ++n) {
      EXPECT_EQ(s.matches[n], c["matches"][n].get<long long>()) << name << " n=" << n + 1;
      EXPECT_EQ(s.totals[n], c["totals"][n].get<long long>()) << name << " n=" << n + 1;
      EXPECT_NEAR(s.precision[n], c["precisions"][n].get<double>(), 1e-9) << name << " n=" << n + 1;
    }
  }
}

}  // namespace
}  // namespace ap::s2s
