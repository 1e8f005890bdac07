// Additive attention forward/backward (see additive_attention.h).
#include "core/seq2seq/additive_attention.h"

#include "core/seq2seq/linalg.h"
#include "core/seq2seq/scratch.h"
#include "core/softmax.h"

namespace ap::s2s {
namespace {

// The temporaries of each function, kept between calls (scratch.h).
template <class S>
struct ForwardScratch {
  Mat<S> ws;      // (A, B)
  Mat<S> scores;  // (T, B)
};
template <class S>
struct SharedForwardScratch {
  Mat<S> ws, pre;         // (A, B)
  Mat<S> scores, all_in;  // (T, B)
};
template <class S>
struct BackwardScratch {
  Mat<S> dalpha, de;                        // (T, B)
  Eigen::Matrix<S, 1, Eigen::Dynamic> dot;  // (1, B)
  Mat<S> de_j;                              // (1, B)
  Mat<S> dws, da;                           // (A, B)
};

}  // namespace

// Each column of scores through the one masked softmax (core/softmax.h), divided by the sum as the
// pinned models were trained; mask(t, b) > 0 lets column b attend to position t.
template <class S>
void masked_softmax_columns(const Mat<S>& scores, const Mat<S>& mask, Mat<S>* out) {
  const Eigen::Index T = scores.rows(), B = scores.cols();
  out->resize(T, B);
  for (Eigen::Index b = 0; b < B; ++b) {
    auto allowed = [&](Eigen::Index t) { return mask(t, b) > S(0); };
    auto w = out->col(b);
    for (Eigen::Index t = 0; t < T; ++t) w[t] = scores(t, b);
    detail::softmax_logits<S>(T, allowed, detail::Normalise::ByDivision, w);
  }
}

// ann: (C, Tx·B) → uh: (A, Tx·B)
template <class S>
void attention_precompute(const AttentionParams<S>& p, const Mat<S>& ann, Mat<S>* uh) {
  uh->resize(p.U.rows(), ann.cols());
  matmul<S>(Trans::N, p.U, Trans::N, ann, *uh, false);
}

template <class S>
void attention_precompute_backward(const AttentionParams<S>& p, const Mat<S>& ann,
                                   const Mat<S>& duh, AttentionParams<S>* g, Mat<S>* dann) {
  matmul<S>(Trans::N, duh, Trans::T, ann, g->U, true);
  matmul<S>(Trans::T, p.U, Trans::N, duh, *dann, true);
}

// s: (Hd, B) → ctx: (C, B)
template <class S>
void attention_forward(const AttentionParams<S>& p, const Mat<S>& s, const Mat<S>& ann,
                       const Mat<S>& uh, const Mat<S>& mask, Mat<S>* ctx, AttentionCache<S>* c) {
  const Eigen::Index B = s.cols(), T = mask.rows(), A = p.W.rows(), C = ann.rows();
  ForwardScratch<S>& kept = thread_scratch<ForwardScratch<S>>();
  Mat<S>& ws = kept.ws;
  ws.resize(A, B);
  matmul<S>(Trans::N, p.W, Trans::N, s, ws, false);
  c->s = s;
  c->pre.resize(A, T * B);
  Mat<S>& scores = kept.scores;
  scores.resize(T, B);
  for (Eigen::Index j = 0; j < T; ++j) {
    auto pre_j = c->pre.middleCols(j * B, B);
    pre_j = ws + uh.middleCols(j * B, B);
    tanh_inplace<S>(pre_j);
    for (Eigen::Index b = 0; b < B; ++b) scores(j, b) = column_dot(p.v.data(), &pre_j(0, b), A);
  }
  masked_softmax_columns(scores, mask, &c->alpha);
  ctx->setZero(C, B);
  for (Eigen::Index j = 0; j < T; ++j)
    ctx->array() += ann.middleCols(j * B, B).array().rowwise() * c->alpha.row(j).array();
}

// s: (Hd, B), ann: (C, T), uh: (A, T) → ctx: (C, B), alpha: (T, B)
template <class S>
void attention_forward_shared(const AttentionParams<S>& p, const Mat<S>& s, const Mat<S>& ann,
                              const Mat<S>& uh, Mat<S>* ctx, Mat<S>* alpha) {
  const Eigen::Index B = s.cols(), T = ann.cols(), A = p.W.rows();
  SharedForwardScratch<S>& kept = thread_scratch<SharedForwardScratch<S>>();
  Mat<S>& ws = kept.ws;
  Mat<S>& pre = kept.pre;
  Mat<S>& scores = kept.scores;
  ws.resize(A, B);
  scores.resize(T, B);
  matmul<S>(Trans::N, p.W, Trans::N, s, ws, false);
  for (Eigen::Index j = 0; j < T; ++j) {
    pre = ws.colwise() + uh.col(j);  // uh_j shared by every column
    tanh_inplace<S>(pre);
    for (Eigen::Index b = 0; b < B; ++b) scores(j, b) = column_dot(p.v.data(), &pre(0, b), A);
  }
  kept.all_in.setOnes(T, B);  // no position masked
  masked_softmax_columns(scores, kept.all_in, alpha);
  attention_context(ann, *alpha, ctx);
}

// ann: (C, T), alpha: (T, B) → ctx: (C, B)
template <class S>
void attention_context(const Mat<S>& ann, const Mat<S>& alpha, Mat<S>* ctx) {
  ctx->setZero(ann.rows(), alpha.cols());
  for (Eigen::Index j = 0; j < ann.cols(); ++j) ctx->noalias() += ann.col(j) * alpha.row(j);
}

// dctx: (C, B) → grads +=, ds +=, dann +=, duh +=
template <class S>
void attention_backward(const AttentionParams<S>& p, const AttentionCache<S>& c, const Mat<S>& ann,
                        const Mat<S>& dctx, AttentionParams<S>* g, Mat<S>* ds, Mat<S>* dann,
                        Mat<S>* duh) {
  const Eigen::Index B = dctx.cols(), T = c.alpha.rows(), A = p.W.rows();
  // c = Σ_j α_j h_j → dα_j = ⟨dc, h_j⟩ per column, dh_j += α_j dc.
  BackwardScratch<S>& kept = thread_scratch<BackwardScratch<S>>();
  Mat<S>& dalpha = kept.dalpha;
  dalpha.resize(T, B);
  for (Eigen::Index j = 0; j < T; ++j) {
    for (Eigen::Index b = 0; b < B; ++b)
      dalpha(j, b) = column_dot(&dctx(0, b), &ann(0, j * B + b), dctx.rows());
    dann->middleCols(j * B, B).array() += dctx.array().rowwise() * c.alpha.row(j).array();
  }
  // Softmax backward: de = α ⊙ (dα − Σ_j α_j dα_j); masked rows have α = 0 so get 0.
  auto& dot = kept.dot;
  dot.resize(B);
  for (Eigen::Index b = 0; b < B; ++b) dot(b) = column_dot(&c.alpha(0, b), &dalpha(0, b), T);
  Mat<S>& de = kept.de;
  de = c.alpha.cwiseProduct(dalpha - dot.replicate(T, 1));
  // e_j = vᵀ pre_j, pre_j = tanh(ws + uh_j).
  Mat<S>& dws = kept.dws;
  dws.setZero(A, B);
  Mat<S>& de_j = kept.de_j;  // per source position
  Mat<S>& da = kept.da;
  de_j.resize(1, B);
  da.resize(A, B);
  for (Eigen::Index j = 0; j < T; ++j) {
    const auto pre_j = c.pre.middleCols(j * B, B);
    de_j = de.row(j);
    matmul<S>(Trans::N, pre_j, Trans::T, de_j, g->v, true);
    // da = (v ⊗ de_j) ⊙ (1 − pre_j²), the outer product written out (one product per element)
    da = (S(1) - pre_j.array().square()).matrix();
    for (Eigen::Index b = 0; b < B; ++b) da.col(b).array() *= p.v.col(0).array() * de_j(0, b);
    dws += da;
    duh->middleCols(j * B, B) += da;
  }
  matmul<S>(Trans::N, dws, Trans::T, c.s, g->W, true);
  matmul<S>(Trans::T, p.W, Trans::N, dws, *ds, true);
}

#define AP_INSTANTIATE(S)                                                                         \
  template void masked_softmax_columns(const Mat<S>&, const Mat<S>&, Mat<S>*);                    \
  template void attention_precompute(const AttentionParams<S>&, const Mat<S>&, Mat<S>*);          \
  template void attention_precompute_backward(const AttentionParams<S>&, const Mat<S>&,           \
                                              const Mat<S>&, AttentionParams<S>*, Mat<S>*);       \
  template void attention_forward(const AttentionParams<S>&, const Mat<S>&, const Mat<S>&,        \
                                  const Mat<S>&, const Mat<S>&, Mat<S>*, AttentionCache<S>*);     \
  template void attention_forward_shared(const AttentionParams<S>&, const Mat<S>&, const Mat<S>&, \
                                         const Mat<S>&, Mat<S>*, Mat<S>*);                        \
  template void attention_context(const Mat<S>&, const Mat<S>&, Mat<S>*);                         \
  template void attention_backward(const AttentionParams<S>&, const AttentionCache<S>&,           \
                                   const Mat<S>&, const Mat<S>&, AttentionParams<S>*, Mat<S>*,    \
                                   Mat<S>*, Mat<S>*);
AP_INSTANTIATE(float)
AP_INSTANTIATE(double)
#undef AP_INSTANTIATE

}  // namespace ap::s2s
