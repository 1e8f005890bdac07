// Readout + vocabulary softmax + cross-entropy (see output_layer.h).
#include "core/seq2seq/output_layer.h"

#include "core/seq2seq/dense.h"
#include "core/seq2seq/linalg.h"

#include <cmath>

namespace ap::s2s {

template <class S>
void output_forward(const OutputParams<S>& p, const Mat<S>& z, Mat<S>* t, Mat<S>* logits) {
  tanh_layer_forward(p.Wr, p.br, z, t);
  logits->resize(p.Wo.rows(), z.cols());
  matmul<S>(Trans::N, p.Wo, Trans::N, *t, *logits, false);
  logits->colwise() += p.bo.col(0);
}

template <class S>
S log_sum_exp_column(const S* x, Eigen::Index V, S mx, S* scratch) {
  Eigen::Map<Mat<S>> e(scratch, V, 1);
  e = Eigen::Map<const Mat<S>>(x, V, 1).array() - mx;  // subtract the max: exp(≤ 0) ≤ 1
  exp_inplace<S>(e);
  return mx + log_s(column_sum(scratch, V));
}

template <class S>
void log_softmax_columns(const Mat<S>& logits, Mat<S>* out) {
  const Eigen::Index V = logits.rows();
  out->resize(V, logits.cols());
  for (Eigen::Index n = 0; n < logits.cols(); ++n) {
    const S mx = column_max(logits.col(n).data(), V);
    const S lse = log_sum_exp_column(logits.col(n).data(), V, mx, out->col(n).data());
    out->col(n) = logits.col(n).array() - lse;
  }
}

template <class S>
S cross_entropy(const Mat<S>& logits, const Eigen::VectorXi& targets, const Mat<S>& weights,
                Mat<S>* dlogits) {
  const Eigen::Index N = logits.cols();
  dlogits->resize(logits.rows(), N);
  S loss = 0;
  for (Eigen::Index n = 0; n < N; ++n) {
    const S w = weights(n);
    if (w == S(0)) {
      dlogits->col(n).setZero();
      continue;
    }
    const S mx = column_max(logits.col(n).data(), logits.rows());
    auto p = dlogits->col(n);
    p = (logits.col(n).array() - mx).matrix();
    exp_inplace<S>(p);
    const S sum = column_sum(p.data(), p.rows());
    loss += w * (log_s(sum) + mx - logits(targets(n), n));
    p *= w / sum;  // ∂CE/∂logits = softmax − onehot
    p(targets(n)) -= w;
  }
  return loss;
}

template <class S>
void output_backward(const OutputParams<S>& p, const Mat<S>& z, const Mat<S>& t,
                     const Mat<S>& dlogits, OutputParams<S>* g, Mat<S>* dz) {
  matmul<S>(Trans::N, dlogits, Trans::T, t, g->Wo, true);
  add_row_sums<S>(dlogits, g->bo);
  Mat<S> dt(p.Wo.cols(), dlogits.cols());
  matmul<S>(Trans::T, p.Wo, Trans::N, dlogits, dt, false);
  tanh_layer_backward(p.Wr, z, t, dt, &g->Wr, &g->br, dz);
}

#define AP_INSTANTIATE(S)                                                                  \
  template void output_forward(const OutputParams<S>&, const Mat<S>&, Mat<S>*, Mat<S>*);   \
  template void log_softmax_columns(const Mat<S>&, Mat<S>*);                               \
  template S log_sum_exp_column(const S*, Eigen::Index, S, S*);                            \
  template S cross_entropy(const Mat<S>&, const Eigen::VectorXi&, const Mat<S>&, Mat<S>*); \
  template void output_backward(const OutputParams<S>&, const Mat<S>&, const Mat<S>&,      \
                                const Mat<S>&, OutputParams<S>*, Mat<S>*);
AP_INSTANTIATE(float)
AP_INSTANTIATE(double)
#undef AP_INSTANTIATE

}  // namespace ap::s2s
