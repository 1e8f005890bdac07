// Additive attention forward/backward (see additive_attention.h).
#include "core/seq2seq/additive_attention.h"

#include <cmath>
#include <limits>

namespace ap::s2s {

template <class S>
void masked_softmax_columns(const Mat<S>& scores, const Mat<S>& mask, Mat<S>* out) {
  const Eigen::Index T = scores.rows(), B = scores.cols();
  out->setZero(T, B);
  for (Eigen::Index b = 0; b < B; ++b) {
    S mx = -std::numeric_limits<S>::infinity();
    for (Eigen::Index t = 0; t < T; ++t)
      if (mask(t, b) > S(0) && scores(t, b) > mx) mx = scores(t, b);
    if (!(mx > -std::numeric_limits<S>::infinity())) continue;  // all masked → zeros
    S sum = 0;
    for (Eigen::Index t = 0; t < T; ++t) {
      if (mask(t, b) > S(0)) {
        const S e = std::exp(scores(t, b) - mx);  // ≤ 1: subtracting the max avoids overflow
        (*out)(t, b) = e;
        sum += e;
      }
    }
    out->col(b) /= sum;
  }
}

// ann: (C, Tx·B) → uh: (A, Tx·B)
template <class S>
void attention_precompute(const AttentionParams<S>& p, const Mat<S>& ann, Mat<S>* uh) {
  uh->resize(p.U.rows(), ann.cols());
  uh->noalias() = p.U * ann;
}

template <class S>
void attention_precompute_backward(const AttentionParams<S>& p, const Mat<S>& ann,
                                   const Mat<S>& duh, AttentionParams<S>* g, Mat<S>* dann) {
  g->U.noalias() += duh * ann.transpose();
  dann->noalias() += p.U.transpose() * duh;
}

// s: (Hd, B) → ctx: (C, B)
template <class S>
void attention_forward(const AttentionParams<S>& p, const Mat<S>& s, const Mat<S>& ann,
                       const Mat<S>& uh, const Mat<S>& mask, Mat<S>* ctx, AttentionCache<S>* c) {
  const Eigen::Index B = s.cols(), T = mask.rows(), A = p.W.rows(), C = ann.rows();
  Mat<S> ws(A, B);
  ws.noalias() = p.W * s;
  c->s = s;
  c->pre.resize(A, T * B);
  Mat<S> scores(T, B);
  for (Eigen::Index j = 0; j < T; ++j) {
    auto pre_j = c->pre.middleCols(j * B, B);
    pre_j = (ws + uh.middleCols(j * B, B)).array().tanh().matrix();
    scores.row(j).noalias() = p.v.transpose() * pre_j;
  }
  masked_softmax_columns(scores, mask, &c->alpha);
  ctx->setZero(C, B);
  for (Eigen::Index j = 0; j < T; ++j)
    ctx->array() += ann.middleCols(j * B, B).array().rowwise() * c->alpha.row(j).array();
}

// dctx: (C, B) → grads +=, ds +=, dann +=, duh +=
template <class S>
void attention_backward(const AttentionParams<S>& p, const AttentionCache<S>& c, const Mat<S>& ann,
                        const Mat<S>& dctx, AttentionParams<S>* g, Mat<S>* ds, Mat<S>* dann,
                        Mat<S>* duh) {
  const Eigen::Index B = dctx.cols(), T = c.alpha.rows(), A = p.W.rows();
  // c = Σ_j α_j h_j → dα_j = ⟨dc, h_j⟩ per column, dh_j += α_j dc.
  Mat<S> dalpha(T, B);
  for (Eigen::Index j = 0; j < T; ++j) {
    dalpha.row(j) = dctx.cwiseProduct(ann.middleCols(j * B, B)).colwise().sum();
    dann->middleCols(j * B, B).array() += dctx.array().rowwise() * c.alpha.row(j).array();
  }
  // Softmax backward: de = α ⊙ (dα − Σ_j α_j dα_j); masked rows have α = 0 so get 0.
  const Eigen::Matrix<S, 1, Eigen::Dynamic> dot = c.alpha.cwiseProduct(dalpha).colwise().sum();
  Mat<S> de = c.alpha.cwiseProduct(dalpha - dot.replicate(T, 1));
  // e_j = vᵀ pre_j, pre_j = tanh(ws + uh_j).
  Mat<S> dws = Mat<S>::Zero(A, B);
  for (Eigen::Index j = 0; j < T; ++j) {
    const auto pre_j = c.pre.middleCols(j * B, B);
    g->v.noalias() += pre_j * de.row(j).transpose();
    Mat<S> da = (p.v * de.row(j)).cwiseProduct((S(1) - pre_j.array().square()).matrix());
    dws += da;
    duh->middleCols(j * B, B) += da;
  }
  g->W.noalias() += dws * c.s.transpose();
  ds->noalias() += p.W.transpose() * dws;
}

#define AP_INSTANTIATE(S)                                                                      \
  template void masked_softmax_columns(const Mat<S>&, const Mat<S>&, Mat<S>*);                 \
  template void attention_precompute(const AttentionParams<S>&, const Mat<S>&, Mat<S>*);       \
  template void attention_precompute_backward(const AttentionParams<S>&, const Mat<S>&,        \
                                              const Mat<S>&, AttentionParams<S>*, Mat<S>*);    \
  template void attention_forward(const AttentionParams<S>&, const Mat<S>&, const Mat<S>&,     \
                                  const Mat<S>&, const Mat<S>&, Mat<S>*, AttentionCache<S>*);  \
  template void attention_backward(const AttentionParams<S>&, const AttentionCache<S>&,        \
                                   const Mat<S>&, const Mat<S>&, AttentionParams<S>*, Mat<S>*, \
                                   Mat<S>*, Mat<S>*);
AP_INSTANTIATE(float)
AP_INSTANTIATE(double)
#undef AP_INSTANTIATE

}  // namespace ap::s2s
