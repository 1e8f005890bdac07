// Finite-difference checks of attend_backward and attend_batched_backward: every score function,
// wrt q/Q, K, V and each score parameter, with a mask and a temperature ≠ 1. Loss L = Σ dout ⊙ out.
#include "core/attention.h"
#include "test_util.h"

#include <limits>

namespace ap {
namespace {

using test::dot_double;
using test::expect_gradient;
using test::random_mat;
using test::random_vec;

struct Case {
  ScoreFunction score;
  float temperature;
};

class AttentionGradient : public ::testing::TestWithParam<Case> {
 protected:
  void SetUp() override {
    Rng rng(100 + static_cast<int>(GetParam().score));
    spec.score = GetParam().score;
    spec.temperature = GetParam().temperature;
    if (spec.score == ScoreFunction::General) spec.params.W = random_mat(rng, d, d, 0.7f);
    if (spec.score == ScoreFunction::Additive) {
      spec.params.Wq = random_mat(rng, h, d, 0.7f);
      spec.params.Wk = random_mat(rng, h, d, 0.7f);
      spec.params.v = random_vec(rng, h);
    }
    q = random_vec(rng, d);
    Q = random_mat(rng, m, d);
    K = random_mat(rng, n, d);
    V = random_mat(rng, n, e);
    dout = random_vec(rng, e);
    dOut = random_mat(rng, m, e);
  }

  // Checks dparams of `grads` against FD of `loss` for every parameter the score uses.
  template <class Loss>
  void check_params(const ScoreParams& dparams, Loss loss) {
    ScoreParams& p = spec.params;
    if (spec.score == ScoreFunction::General) {
      ASSERT_EQ(dparams.W.rows(), d);
      expect_gradient("dW", p.W.data(), p.W.size(), dparams.W.data(), loss);
    }
    if (spec.score == ScoreFunction::Additive) {
      ASSERT_EQ(dparams.Wq.rows(), h);
      ASSERT_EQ(dparams.v.size(), h);
      expect_gradient("dWq", p.Wq.data(), p.Wq.size(), dparams.Wq.data(), loss);
      expect_gradient("dWk", p.Wk.data(), p.Wk.size(), dparams.Wk.data(), loss);
      expect_gradient("dv", p.v.data(), p.v.size(), dparams.v.data(), loss);
    }
  }

  static constexpr int d = 4, n = 6, e = 3, h = 5, m = 3;
  AttentionSpec spec;
  Vec q, dout;
  Mat Q, K, V, dOut;
  Mask mask = {true, true, false, true, true, true};
};

TEST_P(AttentionGradient, SingleQuery) {
  const AttentionResult fwd = attend(spec, q, K, V, mask);
  const AttentionGrads g = attend_backward(spec, q, K, V, mask, fwd, dout);
  auto loss = [&] { return dot_double(attend(spec, q, K, V, mask).output, dout); };
  expect_gradient("dquery", q.data(), q.size(), g.dquery.data(), loss);
  expect_gradient("dkeys", K.data(), K.size(), g.dkeys.data(), loss);
  expect_gradient("dvalues", V.data(), V.size(), g.dvalues.data(), loss);
  check_params(g.dparams, loss);
  // The masked key gets no gradient at all.
  EXPECT_TRUE(g.dkeys.row(2).isZero(0.0f));
  EXPECT_TRUE(g.dvalues.row(2).isZero(0.0f));
}

TEST_P(AttentionGradient, Batched) {
  const BatchedAttentionResult fwd = attend_batched(spec, Q, K, V, mask);
  const BatchedAttentionGrads g = attend_batched_backward(spec, Q, K, V, mask, fwd, dOut);
  auto loss = [&] { return dot_double(attend_batched(spec, Q, K, V, mask).output, dOut); };
  expect_gradient("dqueries", Q.data(), Q.size(), g.dqueries.data(), loss);
  expect_gradient("dkeys", K.data(), K.size(), g.dkeys.data(), loss);
  expect_gradient("dvalues", V.data(), V.size(), g.dvalues.data(), loss);
  check_params(g.dparams, loss);
}

TEST_P(AttentionGradient, BatchedEqualsSumOfSingleQueries) {
  const BatchedAttentionGrads g =
      attend_batched_backward(spec, Q, K, V, mask, attend_batched(spec, Q, K, V, mask), dOut);
  Mat dK = Mat::Zero(n, d), dV = Mat::Zero(n, e);
  for (int j = 0; j < m; ++j) {
    const Vec qj = Q.row(j).transpose();
    const Vec dj = dOut.row(j).transpose();
    const AttentionGrads s =
        attend_backward(spec, qj, K, V, mask, attend(spec, qj, K, V, mask), dj);
    EXPECT_TRUE(g.dqueries.row(j).transpose().isApprox(s.dquery, 1e-4f));
    dK += s.dkeys;
    dV += s.dvalues;
  }
  EXPECT_TRUE(g.dkeys.isApprox(dK, 1e-4f));
  EXPECT_TRUE(g.dvalues.isApprox(dV, 1e-4f));
}

INSTANTIATE_TEST_SUITE_P(
    EveryScore, AttentionGradient,
    ::testing::Values(Case{ScoreFunction::Dot, 1.0f}, Case{ScoreFunction::Dot, 0.5f},
                      Case{ScoreFunction::ScaledDot, 1.7f}, Case{ScoreFunction::General, 0.8f},
                      Case{ScoreFunction::Additive, 1.0f}, Case{ScoreFunction::Additive, 0.6f},
                      Case{ScoreFunction::Cosine, 1.0f}, Case{ScoreFunction::Cosine, 0.3f}),
    [](const ::testing::TestParamInfo<Case>& p) {
      return std::string(score_function_name(p.param.score)) + "_tau" +
             std::to_string(static_cast<int>(p.param.temperature * 10));
    });

TEST(AttentionGradientEdge, AllMaskedGivesZeroGradients) {
  Rng rng(11);
  AttentionSpec spec;
  const Vec q = random_vec(rng, 3);
  const Mat K = random_mat(rng, 4, 3), V = random_mat(rng, 4, 2);
  const Mask mask(4, false);
  const AttentionGrads g =
      attend_backward(spec, q, K, V, mask, attend(spec, q, K, V, mask), Vec::Ones(2));
  EXPECT_TRUE(g.dquery.isZero(0.0f));
  EXPECT_TRUE(g.dkeys.isZero(0.0f));
  EXPECT_TRUE(g.dvalues.isZero(0.0f));
  EXPECT_EQ(g.dvalues.rows(), 4);
}

TEST(AttentionGradientEdge, AllMaskedStillShapesParameterGradients) {
  Rng rng(13);
  AttentionSpec spec;
  spec.score = ScoreFunction::Additive;
  spec.params.Wq = random_mat(rng, 2, 3);
  spec.params.Wk = random_mat(rng, 2, 3);
  spec.params.v = random_vec(rng, 2);
  const Vec q = random_vec(rng, 3);
  const Mat K = random_mat(rng, 4, 3), V = random_mat(rng, 4, 2);
  const Mask mask(4, false);
  const AttentionGrads g =
      attend_backward(spec, q, K, V, mask, attend(spec, q, K, V, mask), Vec::Ones(2));
  ASSERT_EQ(g.dparams.Wq.rows(), 2);
  EXPECT_TRUE(g.dparams.Wq.isZero(0.0f));
  EXPECT_TRUE(g.dparams.v.isZero(0.0f));
}

TEST(AttentionGradientEdge, MaskedNonFiniteValueDoesNotPoisonGradients) {
  Rng rng(14);
  AttentionSpec spec;
  const Vec q = random_vec(rng, 3);
  const Mat K = random_mat(rng, 4, 3);
  Mat V = random_mat(rng, 4, 2);
  V(1, 0) = std::numeric_limits<float>::infinity();
  const Mask mask = {true, false, true, true};
  const AttentionGrads g =
      attend_backward(spec, q, K, V, mask, attend(spec, q, K, V, mask), Vec::Ones(2));
  EXPECT_TRUE(g.dquery.allFinite());
  EXPECT_TRUE(g.dkeys.allFinite());
  EXPECT_TRUE(g.dvalues.allFinite());
}

TEST(AttentionGradientEdge, CosineZeroKeyHasZeroGradientAndNoNaN) {
  Rng rng(12);
  AttentionSpec spec;
  spec.score = ScoreFunction::Cosine;
  const Vec q = random_vec(rng, 3);
  Mat K = random_mat(rng, 4, 3);
  K.row(1).setZero();
  const Mat V = random_mat(rng, 4, 2);
  const AttentionGrads g = attend_backward(spec, q, K, V, {}, attend(spec, q, K, V), Vec::Ones(2));
  EXPECT_TRUE(g.dkeys.allFinite());
  EXPECT_TRUE(g.dquery.allFinite());
  EXPECT_TRUE(g.dkeys.row(1).isZero(0.0f));
  EXPECT_FALSE(g.dkeys.row(0).isZero(0.0f));
}

}  // namespace
}  // namespace ap
