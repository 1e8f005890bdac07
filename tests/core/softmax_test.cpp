// Properties of masked_softmax and attend: normalisation, masking, temperature limits, extreme
// and infinite scores, the all-masked case, key permutation, and the single/batched agreement.
#include "core/attention.h"
#include "test_util.h"

#include <cmath>
#include <limits>
#include <numeric>

namespace ap {
namespace {

using test::random_mat;
using test::random_vec;

const float kInf = std::numeric_limits<float>::infinity();

bool all_finite(const Eigen::Ref<const Mat>& m) { return m.allFinite(); }

TEST(Softmax, WeightsSumToOneAndArePositive) {
  Rng rng(1);
  for (int trial = 0; trial < 20; ++trial) {
    const Vec s = random_vec(rng, 1 + trial % 9, 3.0f);
    const Vec w = masked_softmax(s, 0.3f + 0.2f * trial, {});
    EXPECT_NEAR(w.sum(), 1.0f, 1e-6f);
    EXPECT_TRUE((w.array() > 0.0f).all());
  }
}

TEST(Softmax, MaskedKeysGetExactlyZeroAndTheRestSumToOne) {
  const Vec s = (Vec(5) << 1.0f, 9.0f, -2.0f, 0.5f, 30.0f).finished();
  const Mask mask = {true, false, true, true, false};
  const Vec w = masked_softmax(s, 1.0f, mask);
  EXPECT_EQ(w[1], 0.0f);
  EXPECT_EQ(w[4], 0.0f);
  EXPECT_NEAR(w.sum(), 1.0f, 1e-6f);
  // Unmasked weights equal the softmax of the unmasked scores alone.
  const Vec sub = (Vec(3) << 1.0f, -2.0f, 0.5f).finished();
  const Vec ws = masked_softmax(sub, 1.0f, {});
  EXPECT_NEAR(w[0], ws[0], 1e-7f);
  EXPECT_NEAR(w[2], ws[1], 1e-7f);
  EXPECT_NEAR(w[3], ws[2], 1e-7f);
}

TEST(Softmax, AllMaskedGivesZerosNotNaN) {
  const Vec s = Vec::Constant(4, 2.0f);
  const Vec w = masked_softmax(s, 1.0f, Mask(4, false));
  EXPECT_TRUE(w.isZero(0.0f));
}

TEST(Softmax, ShiftInvariantAndTemperatureDividesScores) {
  const Vec s = (Vec(4) << 0.3f, -1.2f, 2.0f, 0.7f).finished();
  const Vec a = masked_softmax(s, 1.0f, {});
  const Vec b = masked_softmax((s.array() + 100.0f).matrix(), 1.0f, {});
  EXPECT_TRUE(a.isApprox(b, 1e-5f));
  const Vec c = masked_softmax(s, 2.5f, {});
  const Vec d = masked_softmax(s / 2.5f, 1.0f, {});
  EXPECT_TRUE(c.isApprox(d, 1e-6f));
}

TEST(Softmax, SmallTemperatureApproachesArgmax) {
  const Vec s = (Vec(4) << 0.3f, 1.1f, 1.0f, -0.7f).finished();
  const Vec w = masked_softmax(s, 1e-3f, {});
  EXPECT_NEAR(w[1], 1.0f, 1e-6f);
  EXPECT_LT(w[2], 1e-6f);
  // Monotone: the max weight grows as τ shrinks.
  float prev = 0.0f;
  for (float tau : {10.0f, 1.0f, 0.1f, 0.01f}) {
    const float top = masked_softmax(s, tau, {})[1];
    EXPECT_GT(top, prev);
    prev = top;
  }
}

TEST(Softmax, LargeTemperatureApproachesUniform) {
  const Vec s = (Vec(5) << 0.3f, 1.1f, 1.0f, -0.7f, 4.0f).finished();
  const Vec w = masked_softmax(s, 1e5f, {});
  for (int i = 0; i < 5; ++i) EXPECT_NEAR(w[i], 0.2f, 1e-4f);
  // Masked keys stay exactly 0 even in the uniform limit.
  const Vec wm = masked_softmax(s, 1e5f, {true, true, false, true, true});
  EXPECT_EQ(wm[2], 0.0f);
  EXPECT_NEAR(wm[0], 0.25f, 1e-4f);
}

TEST(Softmax, ExtremeScoresStayFinite) {
  const Vec s = (Vec(4) << 1e30f, -1e30f, 0.0f, 1e30f).finished();
  const Vec w = masked_softmax(s, 1.0f, {});
  ASSERT_TRUE(w.allFinite());
  EXPECT_FLOAT_EQ(w[0], 0.5f);
  EXPECT_FLOAT_EQ(w[3], 0.5f);
  EXPECT_EQ(w[1], 0.0f);
  // Tiny temperature makes 1e30/τ overflow to inf: still finite weights.
  const Vec t = masked_softmax(s, 1e-20f, {});
  ASSERT_TRUE(t.allFinite());
  EXPECT_NEAR(t.sum(), 1.0f, 1e-6f);
  const Vec neg = masked_softmax(Vec::Constant(3, -1e30f), 1.0f, {});
  ASSERT_TRUE(neg.allFinite());
  EXPECT_NEAR(neg[0], 1.0f / 3.0f, 1e-6f);
}

TEST(Softmax, InfiniteScoresUseTheLimit) {
  const Vec pos = (Vec(4) << kInf, 1.0f, kInf, -kInf).finished();
  const Vec w = masked_softmax(pos, 1.0f, {});
  ASSERT_TRUE(w.allFinite());
  EXPECT_EQ(w[0], 0.5f);
  EXPECT_EQ(w[1], 0.0f);
  EXPECT_EQ(w[2], 0.5f);
  EXPECT_EQ(w[3], 0.0f);
  // Masked +inf is ignored.
  const Vec m = masked_softmax(pos, 1.0f, {false, true, false, true});
  EXPECT_EQ(m[1], 1.0f);
  EXPECT_EQ(m[3], 0.0f);
  const Vec allneg = masked_softmax(Vec::Constant(2, -kInf), 1.0f, {});
  EXPECT_EQ(allneg[0], 0.5f);
}

TEST(Attend, ExtremeKeysAndQueriesStayFiniteForEveryScoreFunction) {
  Rng rng(3);
  const int d = 3, n = 4, e = 2, h = 3;
  for (auto f : {ScoreFunction::Dot, ScoreFunction::ScaledDot, ScoreFunction::General,
                 ScoreFunction::Additive, ScoreFunction::Cosine}) {
    SCOPED_TRACE(score_function_name(f));
    AttentionSpec spec;
    spec.score = f;
    spec.params.W = random_mat(rng, d, d);
    spec.params.Wq = random_mat(rng, h, d);
    spec.params.Wk = random_mat(rng, h, d);
    spec.params.v = random_vec(rng, h);
    Mat K = random_mat(rng, n, d);
    K.row(1) *= 1e30f;
    K.row(2) *= -1e30f;
    const Vec q = random_vec(rng, d);  // scores reach ±1e30 but each product stays finite
    const Mat V = random_mat(rng, n, e);
    const AttentionResult r = attend(spec, q, K, V);
    EXPECT_TRUE(all_finite(r.weights));
    EXPECT_TRUE(all_finite(r.output));
    EXPECT_NEAR(r.weights.sum(), 1.0f, 1e-5f);
  }
}

TEST(Attend, AllMaskedGivesZeroOutputAndFlag) {
  Rng rng(4);
  AttentionSpec spec;
  const AttentionResult r = attend(spec, random_vec(rng, 3), random_mat(rng, 4, 3),
                                   random_mat(rng, 4, 2), Mask(4, false));
  EXPECT_TRUE(r.all_masked);
  EXPECT_TRUE(r.weights.isZero(0.0f));
  EXPECT_TRUE(r.output.isZero(0.0f));
  EXPECT_TRUE(r.contributions.isZero(0.0f));
  EXPECT_EQ(r.output.size(), 2);
  const AttentionResult some =
      attend(spec, random_vec(rng, 3), random_mat(rng, 4, 3), random_mat(rng, 4, 2));
  EXPECT_FALSE(some.all_masked);
}

TEST(Attend, MaskedKeyContributesExactlyZeroEvenWithNonFiniteValue) {
  Rng rng(5);
  AttentionSpec spec;
  Mat V = random_mat(rng, 4, 2);
  V(2, 0) = kInf;
  V(2, 1) = std::numeric_limits<float>::quiet_NaN();
  const AttentionResult r =
      attend(spec, random_vec(rng, 3), random_mat(rng, 4, 3), V, {true, true, false, true});
  EXPECT_EQ(r.weights[2], 0.0f);
  EXPECT_TRUE(r.contributions.row(2).isZero(0.0f));
  EXPECT_TRUE(r.output.allFinite());
}

TEST(Attend, OutputIsWeightedSumAndContributionsAddUp) {
  Rng rng(6);
  AttentionSpec spec;
  spec.score = ScoreFunction::ScaledDot;
  spec.temperature = 0.8f;
  const Mat K = random_mat(rng, 6, 4), V = random_mat(rng, 6, 3);
  const AttentionResult r = attend(spec, random_vec(rng, 4), K, V);
  const Vec expected = V.transpose() * r.weights;
  EXPECT_TRUE(r.output.isApprox(expected, 1e-5f));
  EXPECT_TRUE(r.contributions.colwise().sum().transpose().isApprox(r.output, 1e-5f));
  for (int i = 0; i < 6; ++i)
    EXPECT_TRUE(r.contributions.row(i).isApprox(r.weights[i] * V.row(i), 1e-6f));
}

TEST(Attend, PermutingKeysAndValuesPermutesWeightsAndKeepsOutput) {
  Rng rng(7);
  for (auto f : {ScoreFunction::Dot, ScoreFunction::ScaledDot, ScoreFunction::General,
                 ScoreFunction::Additive, ScoreFunction::Cosine}) {
    SCOPED_TRACE(score_function_name(f));
    const int n = 6, d = 4, e = 3;
    AttentionSpec spec;
    spec.score = f;
    spec.temperature = 0.6f;
    spec.params.W = random_mat(rng, d, d);
    spec.params.Wq = random_mat(rng, 5, d);
    spec.params.Wk = random_mat(rng, 5, d);
    spec.params.v = random_vec(rng, 5);
    const Vec q = random_vec(rng, d);
    const Mat K = random_mat(rng, n, d), V = random_mat(rng, n, e);
    const Mask mask = {true, true, false, true, true, true};
    const int perm[n] = {3, 0, 5, 1, 2, 4};  // new row i = old row perm[i]
    Mat Kp(n, d), Vp(n, e);
    Mask maskp(n);
    for (int i = 0; i < n; ++i) {
      Kp.row(i) = K.row(perm[i]);
      Vp.row(i) = V.row(perm[i]);
      maskp[i] = mask[perm[i]];
    }
    const AttentionResult a = attend(spec, q, K, V, mask), b = attend(spec, q, Kp, Vp, maskp);
    for (int i = 0; i < n; ++i) EXPECT_NEAR(b.weights[i], a.weights[perm[i]], 1e-6f);
    EXPECT_TRUE(b.output.isApprox(a.output, 1e-5f));
  }
}

TEST(Attend, CosineWithZeroVectorScoresZero) {
  AttentionSpec spec;
  spec.score = ScoreFunction::Cosine;
  Mat K(3, 2);
  K << 1, 0, 0, 0, -2, 0;
  const Vec s = attention_scores(spec, Vec::Unit(2, 0) * 3.0f, K);
  EXPECT_FLOAT_EQ(s[0], 1.0f);
  EXPECT_EQ(s[1], 0.0f);
  EXPECT_FLOAT_EQ(s[2], -1.0f);
  const Vec z = attention_scores(spec, Vec::Zero(2), K);
  EXPECT_TRUE(z.isZero(0.0f));
  // Huge vectors: the norm must not overflow to inf (cos would become 0).
  const Vec big = attention_scores(spec, Vec::Unit(2, 0) * 1e30f, K * 1e30f);
  EXPECT_FLOAT_EQ(big[0], 1.0f);
  EXPECT_FLOAT_EQ(big[2], -1.0f);
  // Tiny vectors: the squared entries underflow, yet the direction is still well defined.
  const Vec tiny = attention_scores(spec, Vec::Unit(2, 0) * 1e-30f, K * 1e-30f);
  EXPECT_FLOAT_EQ(tiny[0], 1.0f);
  EXPECT_EQ(tiny[1], 0.0f);
}

TEST(Attend, BatchedRowsEqualSingleQueries) {
  Rng rng(8);
  for (auto f : {ScoreFunction::Dot, ScoreFunction::ScaledDot, ScoreFunction::General,
                 ScoreFunction::Additive, ScoreFunction::Cosine}) {
    SCOPED_TRACE(score_function_name(f));
    AttentionSpec spec;
    spec.score = f;
    spec.temperature = 1.3f;
    spec.params.W = random_mat(rng, 4, 4);
    spec.params.Wq = random_mat(rng, 3, 4);
    spec.params.Wk = random_mat(rng, 3, 4);
    spec.params.v = random_vec(rng, 3);
    const Mat Q = random_mat(rng, 5, 4), K = random_mat(rng, 7, 4), V = random_mat(rng, 7, 2);
    const Mask mask = {true, false, true, true, true, false, true};
    const BatchedAttentionResult b = attend_batched(spec, Q, K, V, mask);
    ASSERT_EQ(b.weights.rows(), 5);
    ASSERT_EQ(b.output.cols(), 2);
    for (int j = 0; j < 5; ++j) {
      const AttentionResult r = attend(spec, Q.row(j).transpose(), K, V, mask);
      EXPECT_TRUE(b.weights.row(j).transpose().isApprox(r.weights, 1e-5f));
      EXPECT_TRUE(b.output.row(j).transpose().isApprox(r.output, 1e-5f));
    }
  }
}

TEST(Attend, BatchedAllMasked) {
  Rng rng(9);
  AttentionSpec spec;
  const BatchedAttentionResult b = attend_batched(
      spec, random_mat(rng, 2, 3), random_mat(rng, 4, 3), random_mat(rng, 4, 2), Mask(4, false));
  EXPECT_TRUE(b.all_masked);
  EXPECT_TRUE(b.weights.isZero(0.0f));
  EXPECT_TRUE(b.output.isZero(0.0f));
}

}  // namespace
}  // namespace ap
