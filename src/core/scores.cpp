// The five score functions, forward and backward, for a batch of queries (see scores.h). Shapes: Q
// (m, d), K (n, d), S (m, n).
#include "core/scores.h"

#include "core/attention_kernels.h"
#include "core/kernels/elementwise.h"
#include "core/kernels/reduce.h"

#include <algorithm>
#include <cmath>

namespace ap {

namespace detail {
namespace {

void zero_like(Mat& d, const Mat& like) {
  if (d.rows() != like.rows() || d.cols() != like.cols()) d.setZero(like.rows(), like.cols());
}
void zero_like(Vec& d, const Vec& like) {
  if (d.size() != like.size()) d.setZero(like.size());
}

// X: (r, d) → Xhat: (r, d) rows scaled to unit length, norms: (r). A zero row stays zero, so
// its cosine with anything is 0 rather than 0/0 = NaN.
// The plain norm squares the entries: for |x| ≳ 1e19 that overflows and for |x| ≲ 1e-19 it
// underflows, so outside a safe band we pay for Eigen's scaled stableNorm (slow, so not always).
float row_norm(const Eigen::Ref<const Mat>& X, Eigen::Index r) {
  const float len = X.row(r).norm();
  return (len > 1e-15f && len < 1e18f) ? len : X.row(r).stableNorm();
}

void normalise_rows(const Eigen::Ref<const Mat>& X, Mat& Xhat, Vec& norms) {
  Xhat.resize(X.rows(), X.cols());
  norms.resize(X.rows());
  for (Eigen::Index r = 0; r < X.rows(); ++r) {
    const float len = row_norm(X, r);
    norms[r] = len;
    if (len > 0.0f && std::isfinite(len))
      Xhat.row(r) = X.row(r) / len;
    else
      Xhat.row(r).setZero();
  }
}

// The unit rows of the cosine score: Q̂ (m, d), K̂ (n, d) and the norms |q| (m), |k| (n). The
// backward pass recomputes them rather than keeping the forward's copies.
struct UnitRows {
  Mat Qh, Kh;
  Vec qn, kn;
};

UnitRows unit_rows(const Eigen::Ref<const Mat>& Q, const Eigen::Ref<const Mat>& K) {
  UnitRows u;
  normalise_rows(Q, u.Qh, u.qn);
  normalise_rows(K, u.Kh, u.kn);
  return u;
}

// Backward of x̂ = x/|x| row by row: dx = (dx̂ − x̂ (x̂·dx̂)) / |x|; zero rows get 0.
// Xhat, dXhat: (r, d), norms: (r) → dX += (r, d)
void normalise_rows_backward(const Mat& Xhat, const Vec& norms, const Mat& dXhat,
                             Eigen::Ref<Mat> dX) {
  for (Eigen::Index r = 0; r < Xhat.rows(); ++r) {
    if (!(norms[r] > 0.0f && std::isfinite(norms[r]))) continue;
    const float along = Xhat.row(r).dot(dXhat.row(r));
    dX.row(r) += (dXhat.row(r) - along * Xhat.row(r)) / norms[r];
  }
}

// U = Q W for the general score. Q: (m, d), W: (d, d) → U: (m, d), U(j, c) = q_j · W(:, c), one
// kern::dot per element (16-lane contract), each query row on its own. A single query thus reads
// W once, column by column, where a GEMM would first pack all of W for one row (twice the time);
// and every row has the same order, so a batched row equals single-query attend() bit for bit.
void query_times_w(const Eigen::Ref<const Mat>& Q, const Mat& W, Mat& U) {
  U.resize(Q.rows(), W.cols());
  Vec q(Q.cols());
  for (Eigen::Index j = 0; j < Q.rows(); ++j) {
    q = Q.row(j).transpose();  // contiguous copy of the row
    // Y's leading dimension 0: every column of W is dotted with the same q.
    kern::col_dots(W.data(), static_cast<std::size_t>(W.outerStride()), q.data(), 0,
                   static_cast<std::size_t>(W.rows()), static_cast<std::size_t>(W.cols()),
                   U.data() + j, static_cast<std::size_t>(U.outerStride()));
  }
}

}  // namespace

// Q: (m, d), K: (n, d) → S: (m, n)
void compute_scores(const AttentionSpec& spec, const Eigen::Ref<const Mat>& Q,
                    const Eigen::Ref<const Mat>& K, Eigen::Ref<Mat> S) {
  const ScoreParams& p = spec.params;
  switch (spec.score) {
    case ScoreFunction::Dot:
      matmul(Q, false, K, true, S, false);  // S = Q Kᵀ (attention_kernels.h: f32x4 GEMM)
      break;
    case ScoreFunction::ScaledDot: {
      // Divide by √d so the scores' spread does not grow with the dimension (Vaswani et al.).
      matmul(Q, false, K, true, S, false);
      S *= 1.0f / std::sqrt(static_cast<float>(Q.cols()));
      break;
    }
    case ScoreFunction::General: {
      // qᵀ W k for all pairs: U = Q W (m, d), S = U Kᵀ.
      Mat U;
      query_times_w(Q, p.W, U);
      matmul(U, false, K, true, S, false);
      break;
    }
    case ScoreFunction::Additive: {
      // PQ = Q Wqᵀ (m, h), PK = K Wkᵀ (n, h); S(j, i) = vᵀ tanh(PK(i, :) + PQ(j, :)).
      Mat PQ(Q.rows(), p.Wq.rows()), PK(K.rows(), p.Wk.rows());
      matmul(Q, false, p.Wq, true, PQ, false);
      matmul(K, false, p.Wk, true, PK, false);
      additive_scores(PQ, PK, p.v, S);
      break;
    }
    case ScoreFunction::Cosine: {
      const UnitRows u = unit_rows(Q, K);
      matmul(u.Qh, false, u.Kh, true, S, false);
      // Rounding can push |cos| a hair past 1; keep it in the mathematical range.
      S = S.cwiseMax(-1.0f).cwiseMin(1.0f);
      break;
    }
  }
}

// dS: (m, n) → dQ += (m, d), dK += (n, d), dparams +=
void scores_backward(const AttentionSpec& spec, const Eigen::Ref<const Mat>& Q,
                     const Eigen::Ref<const Mat>& K, const Eigen::Ref<const Mat>& dS,
                     Eigen::Ref<Mat> dQ, Eigen::Ref<Mat> dK, ScoreParams& dparams) {
  const ScoreParams& p = spec.params;
  switch (spec.score) {
    case ScoreFunction::Dot:
      matmul(dS, false, K, false, dQ, true);  // dQ += dS K
      matmul(dS, true, Q, false, dK, true);   // dK += dSᵀ Q
      break;
    case ScoreFunction::ScaledDot: {
      const Mat dS_scaled = dS * (1.0f / std::sqrt(static_cast<float>(Q.cols())));  // (m, n)
      matmul(dS_scaled, false, K, false, dQ, true);
      matmul(dS_scaled, true, Q, false, dK, true);
      break;
    }
    case ScoreFunction::General: {
      // S = U Kᵀ with U = Q W:  dU = dS K, dK += dSᵀ U, dQ += dU Wᵀ, dW += Qᵀ dU.
      zero_like(dparams.W, p.W);
      Mat U, dU(Q.rows(), Q.cols());
      query_times_w(Q, p.W, U);
      matmul(dS, false, K, false, dU, false);
      matmul(dS, true, U, false, dK, true);
      matmul(dU, false, p.W, true, dQ, true);
      matmul(Q, true, dU, false, dparams.W, true);
      break;
    }
    case ScoreFunction::Additive: {
      // Recompute T_j = tanh(A_j); dA_j = (dS(j,:)ᵀ vᵀ) ⊙ (1 − T_j²).
      // A_j's rows share Wq q_j, so dPQ(j,:) = column sums of dA_j; every dA_j adds into dPK.
      zero_like(dparams.Wq, p.Wq);
      zero_like(dparams.Wk, p.Wk);
      zero_like(dparams.v, p.v);
      const Eigen::Index h = p.Wk.rows();
      Mat PQ(Q.rows(), h), PK(K.rows(), h), T(K.rows(), h), dA(K.rows(), h);
      Mat dPQ(Q.rows(), h), dPK = Mat::Zero(K.rows(), h);
      matmul(Q, false, p.Wq, true, PQ, false);
      matmul(K, false, p.Wk, true, PK, false);
      for (Eigen::Index j = 0; j < Q.rows(); ++j) {
        T = PK.rowwise() + PQ.row(j);
        kern::tanh_n(T.data(), T.data(), static_cast<std::size_t>(T.size()));  // as the forward
        dparams.v.noalias() += T.transpose() * dS.row(j).transpose();
        dA.noalias() = dS.row(j).transpose() * p.v.transpose();
        dA.array() *= 1.0f - T.array().square();
        dPK += dA;
        dPQ.row(j) = dA.colwise().sum();
      }
      matmul(dPK, true, K, false, dparams.Wk, true);
      matmul(dPK, false, p.Wk, false, dK, true);
      matmul(dPQ, true, Q, false, dparams.Wq, true);
      matmul(dPQ, false, p.Wq, false, dQ, true);
      break;
    }
    case ScoreFunction::Cosine: {
      // S = Q̂ K̂ᵀ (the clamp is ignored: it only removes rounding).
      const UnitRows u = unit_rows(Q, K);
      Mat dQh(Q.rows(), Q.cols()), dKh(K.rows(), K.cols());
      matmul(dS, false, u.Kh, false, dQh, false);
      matmul(dS, true, u.Qh, false, dKh, false);
      normalise_rows_backward(u.Qh, u.qn, dQh, dQ);
      normalise_rows_backward(u.Kh, u.kn, dKh, dK);
      break;
    }
  }
}

}  // namespace detail
}  // namespace ap
