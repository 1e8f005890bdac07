// The decoder recurrence shared by RNNsearch and RNNencdec: one GRU step fed with the previous
// target word's embedding and a context vector (Bahdanau et al. 2015, eq. 4):
//   s_i = GRU([emb(y_{i−1}); c_i], s_{i−1})
//   y_prev: (B) ids, ctx: (C, B), s_prev: (Hd, B) → s: (Hd, B); also returns emb(y_prev): (E, B)
#pragma once

#include "core/seq2seq/gru.h"

namespace ap::s2s {

template <class S>
struct DecoderParams : VisitParams<DecoderParams<S>> {
  Mat<S> emb;        // (E, Vt) one column per target word
  GruParams<S> gru;  // input E + C, hidden Hd
  template <class Self, class F>
  static void each_param(Self& self, F&& f) {
    f("dec.emb", self.emb);
    self.gru.visit("dec.gru", f);
  }
};

template <class S>
struct DecoderGruCache {
  Eigen::VectorXi y_prev;
  GruStepCache<S> gru;
};

// y_prev: (B), ctx: (C, B), s_prev: (Hd, B) → s: (Hd, B), emb_prev: (E, B)
template <class S>
void decoder_gru_forward(const DecoderParams<S>& p, const Eigen::VectorXi& y_prev,
                         const Mat<S>& ctx, const Mat<S>& s_prev, Mat<S>* s, Mat<S>* emb_prev,
                         DecoderGruCache<S>* cache);

// ds: (Hd, B), demb_prev: (E, B) (gradient reaching emb(y_prev) from elsewhere, e.g. the readout)
// → grads +=, dctx += (C, B), ds_prev += (Hd, B)
template <class S>
void decoder_gru_backward(const DecoderParams<S>& p, const DecoderGruCache<S>& cache,
                          const Mat<S>& ds, const Mat<S>& demb_prev, DecoderParams<S>* grads,
                          Mat<S>* dctx, Mat<S>* ds_prev);

}  // namespace ap::s2s
