// Bidirectional GRU encoder of RNNsearch / RNNencdec: embedding → forward GRU and backward GRU;
// the annotation of source word j is h_j = [→h_j; ←h_j] (Bahdanau et al. 2015, §3.2).
//
//   ids:  (Tx, B) source token ids, mask: (Tx, B) 1 = real token, 0 = padding (padding is at the
//         END of each column; the backward GRU therefore starts from zeros over the padding and
//         only begins to move at the last real word)
//   ann:  (2He, Tx·B) annotations, block j = columns [j·B, (j+1)·B), rows [0, He) forward,
//         rows [He, 2He) backward
#pragma once

#include "core/seq2seq/gru.h"

#include <vector>

namespace ap::s2s {

template <class S>
struct EncoderParams : VisitParams<EncoderParams<S>> {
  Mat<S> emb;  // (E, Vs) one column per source word
  GruParams<S> fwd, bwd;

  int hidden() const { return fwd.hidden(); }
  template <class Self, class F>
  static void each_param(Self& self, F&& f) {
    f("enc.emb", self.emb);
    self.fwd.visit("enc.fwd", f);
    self.bwd.visit("enc.bwd", f);
  }
};

template <class S>
struct EncoderCache {
  IdMat ids;
  Mat<S> mask;                            // (Tx, B)
  std::vector<GruStepCache<S>> fwd, bwd;  // one per time step
};

// ids: (Tx, B), mask: (Tx, B) → ann: (2He, Tx·B)
template <class S>
void encoder_forward(const EncoderParams<S>& p, const IdMat& ids, const Mat<S>& mask, Mat<S>* ann,
                     EncoderCache<S>* cache);

// dann: (2He, Tx·B) → grads += dθ (embedding scatter-added)
template <class S>
void encoder_backward(const EncoderParams<S>& p, const EncoderCache<S>& cache, const Mat<S>& dann,
                      EncoderParams<S>* grads);

}  // namespace ap::s2s
