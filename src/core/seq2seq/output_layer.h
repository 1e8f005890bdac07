// Output layer of both decoders: a tanh readout of [s_i; c_i; emb(y_{i−1})] followed by a linear
// map to the target vocabulary, softmax and cross-entropy (Bahdanau et al. 2015, App. A.2.2 use a
// maxout readout; a tanh readout of the same inputs is our simpler choice).
//   z: (K, N) with K = Hd + C + E and N = Ty·B (all decoder steps at once)
//   t = tanh(Wr z + br): (R, N);  logits = Wo t + bo: (Vt, N)
//   loss = Σ_n w_n · −log softmax(logits_n)[y_n]   (w_n = 0 for <pad> targets)
#pragma once

#include "core/seq2seq/tensor.h"
#include "core/seq2seq/visit_params.h"

namespace ap::s2s {

template <class S>
struct OutputParams : VisitParams<OutputParams<S>> {
  Mat<S> Wr;  // (R, K)
  Mat<S> br;  // (R, 1)
  Mat<S> Wo;  // (Vt, R)
  Mat<S> bo;  // (Vt, 1)
  template <class Self, class F>
  static void each_param(Self& self, F&& f) {
    f("out.Wr", self.Wr);
    f("out.br", self.br);
    f("out.Wo", self.Wo);
    f("out.bo", self.bo);
  }
};

// z: (K, N) → t: (R, N), logits: (Vt, N)
template <class S>
void output_forward(const OutputParams<S>& p, const Mat<S>& z, Mat<S>* t, Mat<S>* logits);

// Column log-softmax, max subtracted first so exp never overflows. logits: (V, N) → (V, N)
template <class S>
void log_softmax_columns(const Mat<S>& logits, Mat<S>* out);

// log Σ_v exp(x[v]) of one column x[0..V) whose largest entry is mx, with log_softmax_columns's
// arithmetic: x[v] − this is its output, bit for bit. scratch: V entries, overwritten.
template <class S>
S log_sum_exp_column(const S* x, Eigen::Index V, S mx, S* scratch);

// logits: (Vt, N), targets: (N), weights: (N) → returns Σ w_n·CE_n; dlogits = ∂/∂logits (Vt, N)
template <class S>
S cross_entropy(const Mat<S>& logits, const Eigen::VectorXi& targets, const Mat<S>& weights,
                Mat<S>* dlogits);

// dlogits: (Vt, N) → grads +=, dz += (K, N)
template <class S>
void output_backward(const OutputParams<S>& p, const Mat<S>& z, const Mat<S>& t,
                     const Mat<S>& dlogits, OutputParams<S>* grads, Mat<S>* dz);

}  // namespace ap::s2s
