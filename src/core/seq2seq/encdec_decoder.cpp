// RNNencdec fixed context forward/backward (see encdec_decoder.h).
#include "core/seq2seq/encdec_decoder.h"

#include "core/seq2seq/dense.h"

namespace ap::s2s {

template <class S>
void fixed_context_forward(const FixedContextParams<S>& p, const Mat<S>& ann, Eigen::Index B,
                           Mat<S>* summary, Mat<S>* ctx) {
  const Eigen::Index H = ann.rows() / 2, T = ann.cols() / B;
  summary->resize(2 * H, B);
  summary->topRows(H) = ann.block(0, (T - 1) * B, H, B);  // →h at the last position
  summary->bottomRows(H) = ann.block(H, 0, H, B);         // ←h at the first position
  tanh_layer_forward(p.Wc, p.bc, *summary, ctx);
}

template <class S>
void fixed_context_backward(const FixedContextParams<S>& p, const Mat<S>& summary,
                            const Mat<S>& ctx, const Mat<S>& dctx, FixedContextParams<S>* g,
                            Mat<S>* dann) {
  const Eigen::Index H = summary.rows() / 2, B = summary.cols(), T = dann->cols() / B;
  Mat<S> dsum = Mat<S>::Zero(2 * H, B);
  tanh_layer_backward(p.Wc, summary, ctx, dctx, &g->Wc, &g->bc, &dsum);
  dann->block(0, (T - 1) * B, H, B) += dsum.topRows(H);
  dann->block(H, 0, H, B) += dsum.bottomRows(H);
}

template void fixed_context_forward(const FixedContextParams<float>&, const Mat<float>&,
                                    Eigen::Index, Mat<float>*, Mat<float>*);
template void fixed_context_forward(const FixedContextParams<double>&, const Mat<double>&,
                                    Eigen::Index, Mat<double>*, Mat<double>*);
template void fixed_context_backward(const FixedContextParams<float>&, const Mat<float>&,
                                     const Mat<float>&, const Mat<float>&,
                                     FixedContextParams<float>*, Mat<float>*);
template void fixed_context_backward(const FixedContextParams<double>&, const Mat<double>&,
                                     const Mat<double>&, const Mat<double>&,
                                     FixedContextParams<double>*, Mat<double>*);

}  // namespace ap::s2s
