// The attention core's SIMD kernels (src/core/attention_kernels.h) against their scalar
// references, bit for bit, on random shapes with ragged tails (n, m or h not multiples of 4),
// random masks, temperatures and special values; and the batched path against single-query
// attend(). Runs natively (SSE2) and compiled to wasm (SIMD128) under node: ctest -R
// wasm.core_tests.
#include <gtest/gtest.h>

#include "core/attention_kernels.h"
#include "core/kernels/elementwise.h"
#include "core/rng.h"
#include "core/softmax.h"

#include <cmath>
#include <cstring>
#include <limits>

namespace ap {
namespace {

Mat random_mat(Rng& rng, Eigen::Index r, Eigen::Index c, float scale = 1.0f) {
  Mat m(r, c);
  for (Eigen::Index j = 0; j < c; ++j)
    for (Eigen::Index i = 0; i < r; ++i) m(i, j) = scale * static_cast<float>(rng.normal());
  return m;
}

int random_int(Rng& rng, int lo, int hi) {  // [lo, hi]
  return lo + static_cast<int>(rng.uniform() * (hi - lo + 1)) % (hi - lo + 1);
}

// Bitwise equality (NaN == NaN when the bits match).
::testing::AssertionResult same_bits(const Mat& a, const Mat& b) {
  if (a.rows() != b.rows() || a.cols() != b.cols())
    return ::testing::AssertionFailure()
           << "shape " << a.rows() << "x" << a.cols() << " vs " << b.rows() << "x" << b.cols();
  for (Eigen::Index j = 0; j < a.cols(); ++j)
    for (Eigen::Index i = 0; i < a.rows(); ++i)
      // NaN stays NaN, but its sign and payload are not part of the contract: wasm's f32x4 and
      // scalar paths may give NaN and -NaN for the same garbage input (the kernels' header says
      // so).
      if (!(std::isnan(a(i, j)) && std::isnan(b(i, j))) &&
          std::memcmp(&a(i, j), &b(i, j), sizeof(float)) != 0)
        return ::testing::AssertionFailure()
               << "(" << i << ", " << j << "): " << a(i, j) << " vs " << b(i, j);
  return ::testing::AssertionSuccess();
}

TEST(AttentionKernels, MatmulMatchesReferenceForEveryTransposeAndStride) {
  Rng rng(11);
  for (int trial = 0; trial < 60; ++trial) {
    const int M = random_int(rng, 1, 19), N = random_int(rng, 1, 13), K = random_int(rng, 0, 70);
    const bool ta = trial % 2, tb = (trial / 2) % 2, acc = (trial / 4) % 2;
    // Operands as blocks of larger matrices, so the leading dimension is not the row count.
    const Mat Abig = random_mat(rng, (ta ? K : M) + 3, (ta ? M : K) + 1);
    const Mat Bbig = random_mat(rng, (tb ? N : K) + 2, (tb ? K : N));
    const auto A = Abig.block(1, 0, ta ? K : M, ta ? M : K);
    const auto B = Bbig.block(2, 0, tb ? N : K, tb ? K : N);
    Mat C = random_mat(rng, M, N), Cref = C;
    detail::matmul(A, ta, B, tb, C, acc);
    detail::matmul_ref(A, ta, B, tb, Cref, acc);
    ASSERT_TRUE(same_bits(C, Cref)) << M << "x" << N << "x" << K << " ta " << ta << " tb " << tb;
    if (acc) continue;
    // And against a double-precision product.
    const Eigen::MatrixXd want =
        (ta ? Eigen::MatrixXd(A.cast<double>().transpose()) : Eigen::MatrixXd(A.cast<double>())) *
        (tb ? Eigen::MatrixXd(B.cast<double>().transpose()) : Eigen::MatrixXd(B.cast<double>()));
    EXPECT_LT((C.cast<double>() - want).cwiseAbs().maxCoeff(), 1e-4 * (K + 1));
  }
}

TEST(AttentionKernels, WeightedSumMatchesReferenceAndSkipsZeroWeights) {
  Rng rng(17);
  const float inf = std::numeric_limits<float>::infinity();
  for (int trial = 0; trial < 60; ++trial) {
    const int n = random_int(rng, 0, 21), e = random_int(rng, 1, 19);
    // Values as a block of a larger matrix (outer stride ≠ rows), weights with zeros.
    const Mat big = random_mat(rng, n + 2, e + 1);
    Mat Vals = big.block(1, 1, n, e);
    Vec w(n);
    for (int i = 0; i < n; ++i)
      w[i] = rng.uniform() < 0.3 ? 0.0f : static_cast<float>(rng.uniform());
    if (n > 0 && w[0] == 0.0f) Vals(0, 0) = inf;  // a masked key's inf must not leak
    if (n > 1 && w[n - 1] == 0.0f) Vals(n - 1, e - 1) = std::nanf("");
    Mat X(n, e), Xref(n, e);
    Vec out(e), out_ref(e);
    detail::weighted_sum(w, Vals, X, out);
    detail::weighted_sum_ref(w, Vals, Xref, out_ref);
    ASSERT_TRUE(same_bits(X, Xref)) << n << "x" << e;
    ASSERT_TRUE(same_bits(out, out_ref)) << n << "x" << e;
    // The contract itself, written out: X(i, c) = w_i·V(i, c) or 0; out(c) sequential from +0.
    for (int c = 0; c < e; ++c) {
      float acc = 0.0f;
      for (int i = 0; i < n; ++i) {
        const float x = w[i] == 0.0f ? 0.0f : w[i] * Vals(i, c);
        ASSERT_EQ(X(i, c), x) << i << ", " << c;
        acc += x;
      }
      ASSERT_EQ(out[c], acc) << c;
      ASSERT_TRUE(std::isfinite(out[c]));
    }
  }
}

TEST(AttentionKernels, AdditiveScoresMatchReferenceAndFormula) {
  Rng rng(12);
  for (int trial = 0; trial < 40; ++trial) {
    const int m = random_int(rng, 1, 6), n = random_int(rng, 1, 23), h = random_int(rng, 1, 37);
    const Mat PQ = random_mat(rng, m, h), PK = random_mat(rng, n, h);
    const Vec v = random_mat(rng, h, 1);
    Mat S(m, n), Sref(m, n);
    detail::additive_scores(PQ, PK, v, S);
    detail::additive_scores_ref(PQ, PK, v, Sref);
    ASSERT_TRUE(same_bits(S, Sref)) << m << "x" << n << " h " << h;
    for (int j = 0; j < m; ++j)
      for (int i = 0; i < n; ++i) {
        double want = 0;
        for (int c = 0; c < h; ++c) want += double(v[c]) * std::tanh(double(PK(i, c)) + PQ(j, c));
        EXPECT_NEAR(S(j, i), want, 2e-6 * h);
      }
  }
}

Mask random_mask(Rng& rng, int n) {
  if (rng.uniform() < 0.3) return {};
  Mask m(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) m[static_cast<size_t>(i)] = rng.uniform() < 0.7;
  return m;
}

TEST(AttentionKernels, SoftmaxRowsMatchReferenceAndSoftmaxSpan) {
  Rng rng(13);
  const float inf = std::numeric_limits<float>::infinity();
  for (int trial = 0; trial < 80; ++trial) {
    const int m = random_int(rng, 1, 11), n = random_int(rng, 1, 41);
    Mat S = random_mat(rng, m, n, trial % 3 == 0 ? 30.0f : 3.0f);
    if (trial % 5 == 1) S(random_int(rng, 0, m - 1), random_int(rng, 0, n - 1)) = inf;
    if (trial % 5 == 2) S.row(random_int(rng, 0, m - 1)).setConstant(-inf);
    if (trial % 7 == 3) S(random_int(rng, 0, m - 1), random_int(rng, 0, n - 1)) = NAN;
    const Mask mask = random_mask(rng, n);
    const float inv_tau = detail::inverse_temperature(std::exp(2.0f * float(rng.uniform()) - 1.0f));
    Mat W(m, n), Wref(m, n);
    const bool any = detail::softmax_rows(S, inv_tau, mask, W);
    EXPECT_EQ(any, detail::softmax_rows_ref(S, inv_tau, mask, Wref));
    ASSERT_TRUE(same_bits(W, Wref)) << m << "x" << n << " trial " << trial;
    for (int j = 0; j < m; ++j) {  // each row is exactly what the single-query softmax gives
      Vec w(n);
      const Vec row = S.row(j).transpose();
      detail::softmax_span(row, inv_tau, mask, n, w);
      ASSERT_TRUE(same_bits(W.row(j).transpose(), w)) << "row " << j;
    }
  }
}

TEST(AttentionKernels, SoftmaxRowsAgreeWithDoublePrecision) {
  Rng rng(14);
  for (int trial = 0; trial < 20; ++trial) {
    const int m = random_int(rng, 1, 9), n = random_int(rng, 1, 70);
    const Mat S = random_mat(rng, m, n, 5.0f);
    Mat W(m, n);
    detail::softmax_rows(S, 0.7f, {}, W);
    for (int j = 0; j < m; ++j) {
      const Eigen::VectorXd z = S.row(j).transpose().cast<double>() * 0.7;
      const Eigen::VectorXd e = (z.array() - z.maxCoeff()).exp();
      for (int i = 0; i < n; ++i) EXPECT_NEAR(W(j, i), e[i] / e.sum(), 1e-6);
    }
  }
}

TEST(AttentionKernels, SoftmaxBackwardMatchesReference) {
  Rng rng(15);
  for (int trial = 0; trial < 30; ++trial) {
    const int m = random_int(rng, 1, 10), n = random_int(rng, 1, 35);
    Mat W(m, n);
    detail::softmax_rows(random_mat(rng, m, n), 1.3f, random_mask(rng, n), W);
    const Mat dW = random_mat(rng, m, n);
    Mat dS(m, n), dSref(m, n), in_place = dW;
    detail::softmax_rows_backward(W, dW, 1.3f, dS);
    detail::softmax_rows_backward_ref(W, dW, 1.3f, dSref);
    ASSERT_TRUE(same_bits(dS, dSref));
    detail::softmax_rows_backward(W, in_place, 1.3f, in_place);  // dS may be dW itself
    ASSERT_TRUE(same_bits(in_place, dSref));
    for (int j = 0; j < m; ++j) {
      Vec ds(n);
      detail::softmax_span_backward(W.row(j), dW.row(j), 1.3f, ds);
      ASSERT_TRUE(same_bits(dS.row(j).transpose(), ds));
    }
  }
}

// The batched path (4 queries per f32x4 softmax block, one GEMM for Σ w V) gives every query
// exactly what attend() gives it alone: the GEMM's fixed order makes the shape irrelevant.
TEST(AttentionKernels, BatchedRowsEqualSingleQueryAttendBitForBit) {
  Rng rng(16);
  for (auto f : {ScoreFunction::Dot, ScoreFunction::ScaledDot, ScoreFunction::General,
                 ScoreFunction::Additive, ScoreFunction::Cosine}) {
    for (int trial = 0; trial < 6; ++trial) {
      const int m = random_int(rng, 1, 9), n = random_int(rng, 1, 21), d = random_int(rng, 1, 19),
                e = random_int(rng, 1, 7), h = random_int(rng, 1, 9);
      AttentionSpec spec;
      spec.score = f;
      spec.temperature = 0.8f;
      spec.params.W = random_mat(rng, d, d);
      spec.params.Wq = random_mat(rng, h, d);
      spec.params.Wk = random_mat(rng, h, d);
      spec.params.v = random_mat(rng, h, 1);
      const Mat Q = random_mat(rng, m, d), K = random_mat(rng, n, d), V = random_mat(rng, n, e);
      const Mask mask = random_mask(rng, n);
      const BatchedAttentionResult b = attend_batched(spec, Q, K, V, mask);
      for (int j = 0; j < m; ++j) {
        const AttentionResult r = attend(spec, Q.row(j).transpose(), K, V, mask);
        ASSERT_TRUE(same_bits(b.scores.row(j).transpose(), r.scores)) << score_function_name(f);
        ASSERT_TRUE(same_bits(b.weights.row(j).transpose(), r.weights)) << score_function_name(f);
        ASSERT_TRUE(same_bits(b.output.row(j).transpose(), r.output)) << score_function_name(f);
      }
    }
  }
}

// The exp used by every softmax (kern::exp) over the range it is used in: exp(z − max) with
// z − max ∈ [−87, 0] (below, the weight is under 1.7e-38 of the largest one).
TEST(AttentionKernels, SoftmaxExpRelativeErrorOverItsRange) {
  double worst = 0;
  for (int i = 0; i <= 200000; ++i) {
    const float x = -87.0f * static_cast<float>(i) / 200000.0f;
    const double want = std::exp(static_cast<double>(x));
    worst = std::max(worst, std::abs(kern::exp(x) - want) / want);
  }
  EXPECT_LT(worst, 2.5e-7);  // 2 ulp
}

}  // namespace
}  // namespace ap
