// Rng behaviour (ranges, moments, reproducibility) and the input checks with their messages.
#include "core/attention.h"
#include "core/multihead.h"
#include "test_util.h"

#include <stdexcept>

namespace ap {
namespace {

TEST(Rng, SameSeedSameStreamDifferentSeedDifferentStream) {
  Rng a(123), b(123), c(124);
  for (int i = 0; i < 100; ++i) {
    const auto x = a.next();
    EXPECT_EQ(x, b.next());
    EXPECT_NE(x, c.next());
  }
}

TEST(Rng, UniformInRangeAndNormalMoments) {
  Rng rng(9);
  double sum = 0, sumsq = 0, usum = 0;
  const int N = 20000;
  for (int i = 0; i < N; ++i) {
    const float u = rng.uniform();
    ASSERT_GE(u, 0.0f);
    ASSERT_LT(u, 1.0f);
    usum += u;
    const float z = rng.normal();
    ASSERT_TRUE(std::isfinite(z));
    sum += z;
    sumsq += double(z) * z;
  }
  EXPECT_NEAR(usum / N, 0.5, 0.01);
  EXPECT_NEAR(sum / N, 0.0, 0.03);
  EXPECT_NEAR(sumsq / N, 1.0, 0.04);
  for (int i = 0; i < 1000; ++i) EXPECT_LT(rng.below(7), 7u);
  EXPECT_EQ(rng.below(1), 0u);
  const float x = rng.uniform(-2.0f, 3.0f);
  EXPECT_GE(x, -2.0f);
  EXPECT_LT(x, 3.0f);
}

TEST(ScoreNames, RoundTrip) {
  for (auto f : {ScoreFunction::Dot, ScoreFunction::ScaledDot, ScoreFunction::General,
                 ScoreFunction::Additive, ScoreFunction::Cosine}) {
    ScoreFunction g = ScoreFunction::Dot;
    ASSERT_TRUE(parse_score_function(score_function_name(f), &g));
    EXPECT_EQ(f, g);
  }
  ScoreFunction g = ScoreFunction::Cosine;
  EXPECT_FALSE(parse_score_function("Dot", &g));
  EXPECT_FALSE(parse_score_function("", &g));
  EXPECT_EQ(g, ScoreFunction::Cosine);  // untouched on failure
}

TEST(InputErrors, MessagesNameTheProblem) {
  AttentionSpec spec;
  const Mat K = Mat::Ones(4, 3), V = Mat::Ones(4, 2);
  EXPECT_EQ(attention_input_error(spec, 3, K, V, {}), "");
  EXPECT_NE(attention_input_error(spec, 2, K, V, {}).find("query has 2"), std::string::npos);
  EXPECT_NE(attention_input_error(spec, 3, K, Mat::Ones(5, 2), {}).find("values have 5 rows"),
            std::string::npos);
  EXPECT_NE(attention_input_error(spec, 3, K, V, Mask(3, true)).find("mask has 3"),
            std::string::npos);
  spec.temperature = 0.0f;
  EXPECT_NE(attention_input_error(spec, 3, K, V, {}).find("temperature"), std::string::npos);
  spec.temperature = 1.0f;
  spec.score = ScoreFunction::General;
  EXPECT_NE(attention_input_error(spec, 3, K, V, {}).find("W of shape (3, 3)"), std::string::npos);
  spec.score = ScoreFunction::Additive;
  spec.params.v = Vec::Ones(2);
  spec.params.Wq = Mat::Ones(2, 3);
  spec.params.Wk = Mat::Ones(2, 4);
  EXPECT_NE(attention_input_error(spec, 3, K, V, {}).find("Wk of shape (2, 3)"), std::string::npos);
}

// Exceptions are only catchable natively: Debian's emscripten build links the wasm tests
// without exception catching, where a throw aborts with the same message instead.
#ifndef __EMSCRIPTEN__
TEST(InputErrors, KernelsThrowInvalidArgument) {
  AttentionSpec spec;
  const Mat K = Mat::Ones(4, 3), V = Mat::Ones(4, 2);
  EXPECT_THROW(attend(spec, Vec::Ones(2), K, V), std::invalid_argument);
  EXPECT_THROW(attend_batched(spec, Mat::Ones(2, 3), K, V, Mask(2, true)), std::invalid_argument);
  EXPECT_THROW(masked_softmax(Vec::Ones(3), 1.0f, Mask(2, true)), std::invalid_argument);
  MultiHeadParams p = random_multihead_params(2, 4, 2, 1);
  EXPECT_THROW(multihead_self_attention(Mat::Ones(3, 5), p), std::invalid_argument);
  p.Wo.resize(4, 3);
  EXPECT_THROW(multihead_self_attention(Mat::Ones(3, 4), p), std::invalid_argument);
  EXPECT_THROW(random_multihead_params(0, 4, 2, 1), std::invalid_argument);
  try {
    attend(spec, Vec::Ones(2), K, V);
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "attend: query has 2 entries but keys have d = 3");
  }
}
#endif

}  // namespace
}  // namespace ap
