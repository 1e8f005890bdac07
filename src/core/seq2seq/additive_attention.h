// Additive (Bahdanau) attention over the encoder annotations, batched, forward and backward.
//
//   ann:  (C, Tx·B) annotations (C = 2He), block j = columns [j·B, (j+1)·B)
//   uh:   (A, Tx·B) = U · ann, computed ONCE per sentence batch (attention_precompute)
//   s:    (Hd, B) previous decoder state s_{i−1}
//   e_ij = vᵀ tanh(W s_{i−1} + U h_j)           scores (Tx, B)
//   α_i  = masked softmax_j(e_i)                  weights (Tx, B), padding gets exactly 0
//   c_i  = Σ_j α_ij h_j                           context (C, B)
// With v = 0 (the initial value) every score is 0 and attention starts uniform over the words.
#pragma once

#include "core/seq2seq/tensor.h"
#include "core/seq2seq/visit_params.h"

#include <string>

namespace ap::s2s {

template <class S>
struct AttentionParams : VisitParams<AttentionParams<S>> {
  Mat<S> W;  // (A, Hd)
  Mat<S> U;  // (A, C)
  Mat<S> v;  // (A, 1)
  template <class Self, class F>
  static void each_param(Self& self, F&& f) {
    f("att.W", self.W);
    f("att.U", self.U);
    f("att.v", self.v);
  }
};

template <class S>
struct AttentionCache {
  Mat<S> s;      // (Hd, B)
  Mat<S> pre;    // (A, Tx·B) tanh(W s + U h_j)
  Mat<S> alpha;  // (Tx, B)
};

// Column softmax of scores (Tx, B) over rows where mask (Tx, B) is 1. The max is subtracted first
// so exp never overflows; masked rows get exactly 0; a column with no real row gets all zeros
// (no NaN) — it then contributes a zero context. It is core/softmax.h's softmax (infinite scores
// follow its limits), normalised by division.
template <class S>
void masked_softmax_columns(const Mat<S>& scores, const Mat<S>& mask, Mat<S>* out);

// ann: (C, Tx·B) → uh: (A, Tx·B)
template <class S>
void attention_precompute(const AttentionParams<S>& p, const Mat<S>& ann, Mat<S>* uh);

// duh: (A, Tx·B) → dU +=, dann += (C, Tx·B)
template <class S>
void attention_precompute_backward(const AttentionParams<S>& p, const Mat<S>& ann,
                                   const Mat<S>& duh, AttentionParams<S>* grads, Mat<S>* dann);

// s: (Hd, B), ann: (C, Tx·B), uh: (A, Tx·B), mask: (Tx, B) → ctx: (C, B); cache holds α (Tx, B)
template <class S>
void attention_forward(const AttentionParams<S>& p, const Mat<S>& s, const Mat<S>& ann,
                       const Mat<S>& uh, const Mat<S>& mask, Mat<S>* ctx, AttentionCache<S>* cache);

// Inference over ONE sentence shared by B decoder columns (the hypotheses of a beam search):
// ann (C, Tx) and uh (A, Tx) are the sentence's annotations and projected keys, computed once per
// sentence (EncodedSource) and read in place, never copied per hypothesis. s: (Hd, B) → ctx:
// (C, B), alpha: (Tx, B). Column b equals attention_forward() on B copies of the sentence, bit
// for bit (same expressions on the same shapes), without the (C + A)·Tx·B copies and the cache.
template <class S>
void attention_forward_shared(const AttentionParams<S>& p, const Mat<S>& s, const Mat<S>& ann,
                              const Mat<S>& uh, Mat<S>* ctx, Mat<S>* alpha);

// The context of given weights over one sentence: c_b = Σ_j alpha(j, b) ann_j, the expression
// attention_forward_shared ends with (so weights it computed give its context bit for bit).
// ann: (C, Tx), alpha: (Tx, B) → ctx: (C, B)
template <class S>
void attention_context(const Mat<S>& ann, const Mat<S>& alpha, Mat<S>* ctx);

// dctx: (C, B) → dW, dv +=, ds += (Hd, B), dann += (C, Tx·B), duh += (A, Tx·B)
template <class S>
void attention_backward(const AttentionParams<S>& p, const AttentionCache<S>& cache,
                        const Mat<S>& ann, const Mat<S>& dctx, AttentionParams<S>* grads,
                        Mat<S>* ds, Mat<S>* dann, Mat<S>* duh);

}  // namespace ap::s2s
