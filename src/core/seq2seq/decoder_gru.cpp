// Decoder GRU step forward/backward (see decoder_gru.h).
#include "core/seq2seq/decoder_gru.h"

#include "core/seq2seq/scratch.h"

namespace ap::s2s {
namespace {

// The temporaries of each function, kept between calls (scratch.h).
template <class S>
struct ForwardScratch {
  Mat<S> x;  // (E + C, B)
  Mat<S> no_mask;
};
template <class S>
struct BackwardScratch {
  Mat<S> dx;    // (E + C, B)
  Mat<S> demb;  // (E, B)
};

}  // namespace

template <class S>
void decoder_gru_forward(const DecoderParams<S>& p, const Eigen::VectorXi& y_prev,
                         const Mat<S>& ctx, const Mat<S>& s_prev, Mat<S>* s, Mat<S>* emb_prev,
                         DecoderGruCache<S>* c) {
  const Eigen::Index E = p.emb.rows(), C = ctx.rows(), B = ctx.cols();
  gather_columns(p.emb, y_prev, emb_prev);
  ForwardScratch<S>& kept = thread_scratch<ForwardScratch<S>>();
  Mat<S>& x = kept.x;  // [emb(y_{i−1}); c_i]
  x.resize(E + C, B);
  x.topRows(E) = *emb_prev;
  x.bottomRows(C) = ctx;
  c->y_prev = y_prev;
  gru_step_forward(p.gru, x, s_prev, kept.no_mask, s, &c->gru);
}

template <class S>
void decoder_gru_backward(const DecoderParams<S>& p, const DecoderGruCache<S>& c, const Mat<S>& ds,
                          const Mat<S>& demb_prev, DecoderParams<S>* g, Mat<S>* dctx,
                          Mat<S>* ds_prev) {
  const Eigen::Index E = p.emb.rows(), B = ds.cols();
  BackwardScratch<S>& kept = thread_scratch<BackwardScratch<S>>();
  Mat<S>& dx = kept.dx;
  dx.setZero(p.gru.input(), B);
  gru_step_backward(p.gru, c.gru, ds, &g->gru, &dx, ds_prev);
  *dctx += dx.bottomRows(dx.rows() - E);
  Mat<S>& demb = kept.demb;
  demb = dx.topRows(E) + demb_prev;
  scatter_add_columns(demb, c.y_prev, &g->emb);
}

template void decoder_gru_forward(const DecoderParams<float>&, const Eigen::VectorXi&,
                                  const Mat<float>&, const Mat<float>&, Mat<float>*, Mat<float>*,
                                  DecoderGruCache<float>*);
template void decoder_gru_forward(const DecoderParams<double>&, const Eigen::VectorXi&,
                                  const Mat<double>&, const Mat<double>&, Mat<double>*,
                                  Mat<double>*, DecoderGruCache<double>*);
template void decoder_gru_backward(const DecoderParams<float>&, const DecoderGruCache<float>&,
                                   const Mat<float>&, const Mat<float>&, DecoderParams<float>*,
                                   Mat<float>*, Mat<float>*);
template void decoder_gru_backward(const DecoderParams<double>&, const DecoderGruCache<double>&,
                                   const Mat<double>&, const Mat<double>&, DecoderParams<double>*,
                                   Mat<double>*, Mat<double>*);

}  // namespace ap::s2s
