// The self-attention demo: with parameters derived from the word list alone, the scrambled
// "研表究明" is read as "研究表明" by computation — 研 attends to 究, 表 to 明 and back — with or
// without positional encoding; the factorisation reproduces PMI; unknown tokens are flagged.
#include "core/demos/common_words.h"
#include "core/demos/self_attention_text.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>

namespace ap::demos {
namespace {

void Print(const char* label, const SelfAttentionRun& r) {
  std::printf("%s heads=%zu reading=%s pe_change=%.3f\n", label, r.result.weights.size(),
              r.reading.text.c_str(), r.pe_max_change);
  for (Eigen::Index i = 0; i < r.mean_weights.rows(); ++i) {
    std::printf("  %s:", r.tokens[static_cast<std::size_t>(i)].text.c_str());
    for (Eigen::Index j = 0; j < r.mean_weights.cols(); ++j)
      std::printf(" %.3f", r.mean_weights(i, j));
    std::printf("\n");
  }
}

SelfAttentionConfig Defaults() { return SelfAttentionConfig{}; }  // heads 2, d_model 256, PE on

void ExpectReadsResearchShows(const SelfAttentionConfig& cfg, const char* label) {
  const SelfAttentionRun r = run_self_attention("研表究明", cfg);
  ASSERT_TRUE(r.error.empty()) << r.error;
  Print(label, r);
  // tokens: 0 研, 1 表, 2 究, 3 明
  EXPECT_EQ(r.reading.partner, (std::vector<int>{2, 3, 0, 1})) << label;
  EXPECT_EQ(r.reading.text, "研究表明") << label;
}

TEST(DemosSelfAttention, ScrambledResearchShowsIsReadBack) {
  ExpectReadsResearchShows(Defaults(), "default (PE on)");
  SelfAttentionConfig no_pe = Defaults();
  no_pe.positional_encoding = false;
  ExpectReadsResearchShows(no_pe, "PE off");
  SelfAttentionConfig one_head = no_pe;
  one_head.heads = 1;
  ExpectReadsResearchShows(one_head, "1 head");
  SelfAttentionConfig four = Defaults();
  four.heads = 4;
  ExpectReadsResearchShows(four, "4 heads");
}

TEST(DemosSelfAttention, PositionalEncodingPerturbsButDoesNotBreak) {
  SelfAttentionConfig on = Defaults();
  const SelfAttentionRun r = run_self_attention("研表究明", on);
  EXPECT_GT(r.pe_max_change, 1e-3f);  // it does change the weights …
  EXPECT_LT(r.pe_max_change, 0.3f);   // … but only a little
}

TEST(DemosSelfAttention, OtherPresetsReadBack) {
  SelfAttentionConfig cfg = Defaults();
  EXPECT_EQ(run_self_attention("力机量制", cfg).reading.text, "力量机制");
  EXPECT_EQ(run_self_attention("习学意注", cfg).reading.text, "学习注意");
  EXPECT_EQ(run_self_attention("learning new machine york", cfg).reading.text,
            "machine learning new york");
}

TEST(DemosSelfAttention, CausalMaskHidesTheLaterCharacter) {
  SelfAttentionConfig cfg = Defaults();
  cfg.causal = true;
  const SelfAttentionRun r = run_self_attention("研表究明", cfg);
  ASSERT_TRUE(r.error.empty());
  EXPECT_EQ(r.reading.partner[0], -1);          // 研 sees only itself
  EXPECT_FLOAT_EQ(r.mean_weights(0, 2), 0.0f);  // and not 究
  EXPECT_EQ(r.reading.partner[2], 0);           // 究 still finds 研 (it comes later)
}

TEST(DemosSelfAttention, LogitsReproduceTheAssociation) {
  // Without PE, logits q·k are the sketch of the stored association max(PMI, 4): the listed
  // word's pair scores near it, unrelated pairs near 0.
  SelfAttentionConfig cfg = Defaults();
  cfg.positional_encoding = false;
  cfg.heads = 1;
  cfg.d_model = 256;
  const SelfAttentionRun r = run_self_attention("研表究明", cfg);
  const Mat logits = r.result.Q[0] * r.result.K[0].transpose() / std::sqrt(float(r.d_head));
  const WordStatistics& st = word_statistics();
  const float pmi_rj = st.strength(st.find("研"), st.find("究"));
  const float pmi_bm = st.strength(st.find("表"), st.find("明"));
  std::printf(
      "strength(研,究)=%.3f logit=%.3f  strength(表,明)=%.3f logit=%.3f  logit(研,明)=%.3f\n",
      pmi_rj, logits(0, 2), pmi_bm, logits(1, 3), logits(0, 3));
  EXPECT_GT(st.association(st.find("研"), st.find("究")), 2.0f);
  EXPECT_GT(st.association(st.find("表"), st.find("明")), 1.0f);
  EXPECT_NEAR(logits(0, 2), pmi_rj, 0.35f * pmi_rj);
  EXPECT_NEAR(logits(1, 3), pmi_bm, 0.35f * pmi_bm);
  EXPECT_NEAR(logits(0, 2), logits(2, 0), 1e-3f);  // symmetric: order does not matter
  EXPECT_LT(std::abs(logits(0, 3)), 0.5f * pmi_bm);
  EXPECT_EQ(st.association(st.find("研"), st.find("明")), 0.0f);
}

TEST(DemosSelfAttention, PmiMatchesTheDefinition) {
  const WordStatistics& st = word_statistics();
  // Count by hand from the list: N words, c(研), c(究), C(研,究).
  int N = 0, c_yan = 0, c_jiu = 0, both = 0;
  for (const CommonWord& w : common_words()) {
    ++N;
    const bool y = w.first == "研" || w.second == "研", j = w.first == "究" || w.second == "究";
    c_yan += y;
    c_jiu += j;
    both += y && j;
  }
  EXPECT_EQ(N, st.word_count);
  EXPECT_GE(N, 300);
  const float expected = static_cast<float>(std::log(double(N) * both / (double(c_yan) * c_jiu)));
  EXPECT_NEAR(st.association(st.find("研"), st.find("究")), expected, 1e-5f);
  EXPECT_EQ(st.word_of(st.find("究"), st.find("研")), "研究");
}

TEST(DemosSelfAttention, UnknownTokensAreFlaggedAndNeutral) {
  SelfAttentionConfig cfg = Defaults();
  cfg.positional_encoding = false;
  const SelfAttentionRun r = run_self_attention("研 zzz 究", cfg);
  ASSERT_TRUE(r.error.empty());
  ASSERT_EQ(r.tokens.size(), 3u);
  EXPECT_TRUE(r.tokens[0].known);
  EXPECT_FALSE(r.tokens[1].known);
  EXPECT_TRUE(r.X.row(1).isZero());
  EXPECT_EQ(r.reading.partner[1], -1);  // a flat row: it looks nowhere in particular
  for (int j = 0; j < 3; ++j) EXPECT_NEAR(r.mean_weights(1, j), 1.0f / 3.0f, 1e-6f);
  EXPECT_EQ(r.reading.text, "研究 zzz");
}

TEST(DemosSelfAttention, BadSettingsGiveMessagesNotCrashes) {
  SelfAttentionConfig cfg = Defaults();
  cfg.heads = 8;
  cfg.d_model = 8;
  EXPECT_NE(run_self_attention("研表究明", cfg).error.find("d_model"), std::string::npos);
  EXPECT_FALSE(run_self_attention("  ，。 ", Defaults()).error.empty());
  std::string long_text(2 * (kMaxTokens + 1), 'a');
  for (std::size_t i = 1; i < long_text.size(); i += 2) long_text[i] = ' ';
  EXPECT_NE(run_self_attention(long_text, Defaults()).error.find("at most"), std::string::npos);
}

TEST(DemosSelfAttention, RandomHeadsAreSeededAndEditsApply) {
  SelfAttentionConfig cfg = Defaults();
  cfg.source = HeadSource::Random;
  cfg.seed = 7;
  const SelfAttentionRun a = run_self_attention("研表究明", cfg),
                         b = run_self_attention("研表究明", cfg);
  EXPECT_TRUE(a.params.Wq[1].isApprox(b.params.Wq[1]));
  EXPECT_TRUE(a.params.Wq[1].isApprox(random_multihead_params(2, 256, 128, 7).Wq[1]));
  cfg.edits = {{1, 'k', 3, 5, 2.5f}, {9, 'q', 0, 0, 1.0f}};
  const SelfAttentionRun c = run_self_attention("研表究明", cfg);
  EXPECT_FLOAT_EQ(c.params.Wk[1](3, 5), 2.5f);
  MultiHeadParams p = a.params;
  EXPECT_EQ(apply_weight_edits(cfg.edits, &p), 1);  // head 9 does not exist: ignored, counted
}

}  // namespace
}  // namespace ap::demos
