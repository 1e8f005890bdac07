// RNNencdec's fixed context (Cho et al. 2014 style encoder–decoder, the baseline of Bahdanau et al.
// 2015): the whole source is squeezed into ONE vector
//   summary = [→h_{Tx}; ←h_1]   (last forward state, first backward state): (2He, B)
//   c = tanh(Wc summary + bc):  (C, B)
// which the decoder sees at every step in place of the attention context (and which also sets
// its initial state). Padding is at the end of each column and the forward GRU carries its state
// through padding, so the forward state at the last column block is the state at the last word.
//   ann: (2He, Tx·B) → c: (C, B)
#pragma once

#include "core/seq2seq/tensor.h"
#include "core/seq2seq/visit_params.h"

namespace ap::s2s {

template <class S>
struct FixedContextParams : VisitParams<FixedContextParams<S>> {
  Mat<S> Wc;  // (C, 2He)
  Mat<S> bc;  // (C, 1)
  template <class Self, class F>
  static void each_param(Self& self, F&& f) {
    f("ctx.W", self.Wc);
    f("ctx.b", self.bc);
  }
};

// ann: (2He, Tx·B), batch B → summary: (2He, B), ctx: (C, B)
template <class S>
void fixed_context_forward(const FixedContextParams<S>& p, const Mat<S>& ann, Eigen::Index B,
                           Mat<S>* summary, Mat<S>* ctx);

// dctx: (C, B) → grads +=, dann += (2He, Tx·B)
template <class S>
void fixed_context_backward(const FixedContextParams<S>& p, const Mat<S>& summary,
                            const Mat<S>& ctx, const Mat<S>& dctx, FixedContextParams<S>* grads,
                            Mat<S>* dann);

}  // namespace ap::s2s
