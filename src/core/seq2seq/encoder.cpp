// Bidirectional GRU encoder forward/backward (see encoder.h).
#include "core/seq2seq/encoder.h"

namespace ap::s2s {

// ids: (Tx, B), mask: (Tx, B) → ann: (2He, Tx·B)
template <class S>
void encoder_forward(const EncoderParams<S>& p, const IdMat& ids, const Mat<S>& mask, Mat<S>* ann,
                     EncoderCache<S>* c) {
  const Eigen::Index T = ids.rows(), B = ids.cols(), H = p.hidden();
  c->ids = ids;
  c->mask = mask;
  // A reused cache keeps its steps' matrices: each is overwritten below, without reallocating
  // when the shapes repeat (the trainer's loss keeps one cache per thread).
  c->fwd.resize(T);
  c->bwd.resize(T);
  ann->resize(2 * H, T * B);
  Mat<S> x, h = Mat<S>::Zero(H, B), h_next, mask_t;
  for (Eigen::Index t = 0; t < T; ++t) {
    gather_columns(p.emb, ids.row(t), &x);
    mask_t = mask.row(t);
    gru_step_forward(p.fwd, x, h, mask_t, &h_next, &c->fwd[t]);
    h.swap(h_next);
    ann->block(0, t * B, H, B) = h;
  }
  h.setZero();
  for (Eigen::Index t = T - 1; t >= 0; --t) {
    gather_columns(p.emb, ids.row(t), &x);
    mask_t = mask.row(t);
    gru_step_forward(p.bwd, x, h, mask_t, &h_next, &c->bwd[t]);
    h.swap(h_next);
    ann->block(H, t * B, H, B) = h;
  }
}

// dann: (2He, Tx·B) → grads +=
template <class S>
void encoder_backward(const EncoderParams<S>& p, const EncoderCache<S>& c, const Mat<S>& dann,
                      EncoderParams<S>* g) {
  const Eigen::Index T = c.ids.rows(), B = c.ids.cols(), H = p.hidden();
  const Eigen::Index E = p.emb.rows();
  Mat<S> dh = Mat<S>::Zero(H, B), dh_prev, dx;
  // Forward direction: step t fed step t+1, so walk t = T−1 … 0.
  for (Eigen::Index t = T - 1; t >= 0; --t) {
    dh += dann.block(0, t * B, H, B);
    dh_prev = Mat<S>::Zero(H, B);
    dx = Mat<S>::Zero(E, B);
    gru_step_backward(p.fwd, c.fwd[t], dh, &g->fwd, &dx, &dh_prev);
    scatter_add_columns(dx, c.ids.row(t), &g->emb);
    dh.swap(dh_prev);
  }
  dh.setZero();
  // Backward direction: step t fed step t−1, so walk t = 0 … T−1.
  for (Eigen::Index t = 0; t < T; ++t) {
    dh += dann.block(H, t * B, H, B);
    dh_prev = Mat<S>::Zero(H, B);
    dx = Mat<S>::Zero(E, B);
    gru_step_backward(p.bwd, c.bwd[t], dh, &g->bwd, &dx, &dh_prev);
    scatter_add_columns(dx, c.ids.row(t), &g->emb);
    dh.swap(dh_prev);
  }
}

template void encoder_forward(const EncoderParams<float>&, const IdMat&, const Mat<float>&,
                              Mat<float>*, EncoderCache<float>*);
template void encoder_forward(const EncoderParams<double>&, const IdMat&, const Mat<double>&,
                              Mat<double>*, EncoderCache<double>*);
template void encoder_backward(const EncoderParams<float>&, const EncoderCache<float>&,
                               const Mat<float>&, EncoderParams<float>*);
template void encoder_backward(const EncoderParams<double>&, const EncoderCache<double>&,
                               const Mat<double>&, EncoderParams<double>*);

}  // namespace ap::s2s
