// The five score functions, forward and backward, for a batch of queries (see scores.h), and the
// name table used by the CLI, JSON and share links. Shapes: Q (m, d), K (n, d), S (m, n).
#include "core/scores.h"

#include <algorithm>
#include <cmath>

namespace ap {

const char* score_function_name(ScoreFunction f) {
  switch (f) {
    case ScoreFunction::Dot:
      return "dot";
    case ScoreFunction::ScaledDot:
      return "scaled_dot";
    case ScoreFunction::General:
      return "general";
    case ScoreFunction::Additive:
      return "additive";
    case ScoreFunction::Cosine:
      return "cosine";
  }
  return "unknown";
}

bool parse_score_function(const std::string& name, ScoreFunction* out) {
  for (ScoreFunction f : {ScoreFunction::Dot, ScoreFunction::ScaledDot, ScoreFunction::General,
                          ScoreFunction::Additive, ScoreFunction::Cosine}) {
    if (name == score_function_name(f)) {
      if (out) *out = f;
      return true;
    }
  }
  return false;
}

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

}  // namespace

// Q: (m, d), K: (n, d) → S: (m, n)
void compute_scores(const AttentionSpec& spec, const Eigen::Ref<const Mat>& Q,
                    const Eigen::Ref<const Mat>& K, Eigen::Ref<Mat> S) {
  const ScoreParams& p = spec.params;
  switch (spec.score) {
    case ScoreFunction::Dot:
      S.noalias() = Q * K.transpose();
      break;
    case ScoreFunction::ScaledDot: {
      // Divide by √d so the scores' spread does not grow with the dimension (Vaswani et al.).
      // Scale after the product: Eigen routes `scale * (A * B)` to its blocked GEMM even for a
      // 1×d query, which measured ~4× slower than the small-product path at n = 16.
      S.noalias() = Q * K.transpose();
      S *= 1.0f / std::sqrt(static_cast<float>(Q.cols()));
      break;
    }
    case ScoreFunction::General: {
      // qᵀ W k for all pairs: U = Q W (m, d), S = U Kᵀ.
      Mat U(Q.rows(), Q.cols());
      U.noalias() = Q * p.W;
      S.noalias() = U * K.transpose();
      break;
    }
    case ScoreFunction::Additive: {
      // A_j = 1·(Wq q_j)ᵀ + K Wkᵀ : (n, h); S(j, :) = (tanh(A_j) v)ᵀ.
      Mat PQ(Q.rows(), p.Wq.rows()), PK(K.rows(), p.Wk.rows()), T(K.rows(), p.Wk.rows());
      PQ.noalias() = Q * p.Wq.transpose();
      PK.noalias() = K * p.Wk.transpose();
      for (Eigen::Index j = 0; j < Q.rows(); ++j) {
        T = (PK.rowwise() + PQ.row(j)).array().tanh();
        S.row(j).noalias() = (T * p.v).transpose();
      }
      break;
    }
    case ScoreFunction::Cosine: {
      Mat Qh, Kh;
      Vec qn, kn;
      normalise_rows(Q, Qh, qn);
      normalise_rows(K, Kh, kn);
      S.noalias() = Qh * Kh.transpose();
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
      dQ.noalias() += dS * K;
      dK.noalias() += dS.transpose() * Q;
      break;
    case ScoreFunction::ScaledDot: {
      const Mat dS_scaled = dS * (1.0f / std::sqrt(static_cast<float>(Q.cols())));  // (m, n)
      dQ.noalias() += dS_scaled * K;
      dK.noalias() += dS_scaled.transpose() * Q;
      break;
    }
    case ScoreFunction::General: {
      // S = U Kᵀ with U = Q W:  dU = dS K, dK += dSᵀ U, dQ += dU Wᵀ, dW += Qᵀ dU.
      zero_like(dparams.W, p.W);
      Mat U(Q.rows(), Q.cols()), dU(Q.rows(), Q.cols());
      U.noalias() = Q * p.W;
      dU.noalias() = dS * K;
      dK.noalias() += dS.transpose() * U;
      dQ.noalias() += dU * p.W.transpose();
      dparams.W.noalias() += Q.transpose() * dU;
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
      PQ.noalias() = Q * p.Wq.transpose();
      PK.noalias() = K * p.Wk.transpose();
      for (Eigen::Index j = 0; j < Q.rows(); ++j) {
        T = (PK.rowwise() + PQ.row(j)).array().tanh();
        dparams.v.noalias() += T.transpose() * dS.row(j).transpose();
        dA.noalias() = dS.row(j).transpose() * p.v.transpose();
        dA.array() *= 1.0f - T.array().square();
        dPK += dA;
        dPQ.row(j) = dA.colwise().sum();
      }
      dparams.Wk.noalias() += dPK.transpose() * K;
      dK.noalias() += dPK * p.Wk;
      dparams.Wq.noalias() += dPQ.transpose() * Q;
      dQ.noalias() += dPQ * p.Wq;
      break;
    }
    case ScoreFunction::Cosine: {
      // S = Q̂ K̂ᵀ (the clamp is ignored: it only removes rounding).
      Mat Qh, Kh;
      Vec qn, kn;
      normalise_rows(Q, Qh, qn);
      normalise_rows(K, Kh, kn);
      Mat dQh(Q.rows(), Q.cols()), dKh(K.rows(), K.cols());
      dQh.noalias() = dS * Kh;
      dKh.noalias() = dS.transpose() * Qh;
      normalise_rows_backward(Qh, qn, dQh, dQ);
      normalise_rows_backward(Kh, kn, dKh, dK);
      break;
    }
  }
}

}  // namespace detail
}  // namespace ap
