// The tour's computed illustrations (app/demos/tour_math.h). Parameter counts are checked against
// the project's own layers: the GRU of core/seq2seq/gru.h and the multi-head attention of
// core/multihead.h, counting the elements they actually allocate.
#include "app/demos/tour_math.h"

#include "core/multihead.h"
#include "core/rng.h"
#include "core/seq2seq/gru.h"

#include <gtest/gtest.h>

namespace {

TEST(TourMath, BottleneckShares) {
  const auto b = ap::tour::bottleneck(8, 16);
  EXPECT_EQ(b.context_numbers, 16);
  EXPECT_DOUBLE_EQ(b.numbers_per_word, 2.0);
  EXPECT_EQ(b.attention_numbers, 128);
  // Longer sentence, same context: each word gets less.
  EXPECT_LT(ap::tour::bottleneck(80, 16).numbers_per_word, b.numbers_per_word);
  EXPECT_DOUBLE_EQ(ap::tour::bottleneck(0, 16).numbers_per_word, 16.0);  // n clamped to 1
}

TEST(TourMath, StepsAndPaths) {
  const auto r = ap::tour::three_reasons(20, 64);
  EXPECT_EQ(r.rnn_sequential_steps, 20);
  EXPECT_EQ(r.attention_sequential_steps, 1);
  EXPECT_EQ(r.rnn_max_path, 19);
  EXPECT_EQ(r.attention_max_path, 1);
  EXPECT_EQ(ap::tour::three_reasons(1, 64).attention_max_path, 0);
}

TEST(TourMath, GruCountMatchesTheProjectsGru) {
  for (int d : {1, 5, 16}) {
    ap::Rng rng(1);
    ap::s2s::GruParams<float> p;
    p.init(d, d, rng);
    std::int64_t count = 0;
    p.visit("gru", [&](const std::string&, const ap::s2s::Mat<float>& m) { count += m.size(); });
    EXPECT_EQ(ap::tour::gru_params(d), count) << d;
  }
}

TEST(TourMath, AttentionCountMatchesTheProjectsMultiHead) {
  for (int d : {2, 8, 32}) {
    const ap::MultiHeadParams p = ap::random_multihead_params(1, d, d, 7);
    const std::int64_t count = p.Wq[0].size() + p.Wk[0].size() + p.Wv[0].size() + p.Wo.size();
    EXPECT_EQ(ap::tour::attention_params(d), count) << d;
  }
}

TEST(TourMath, ArticleClaimHoldsAgainstGatedRnns) {
  for (int d : {8, 64, 512}) {
    EXPECT_LT(ap::tour::attention_params(d), ap::tour::gru_params(d));
    EXPECT_LT(ap::tour::gru_params(d), ap::tour::lstm_params(d));
    EXPECT_LT(ap::tour::rnn_params(d), ap::tour::attention_params(d));  // said honestly in the text
  }
  EXPECT_EQ(ap::tour::lstm_params(10), 8 * 100 + 40);
  EXPECT_EQ(ap::tour::rnn_params(10), 2 * 100 + 10);
}

}  // namespace
