// Multi-head scaled dot-product attention (Vaswani et al. 2017, §3.2), one layer, forward and
// backward: self-attention (queries and keys from the same tokens, optionally causal) and
// cross-attention (queries from the decoder, keys/values from the encoder memory).
//   xq: (D, B·Tq) queries' input, xkv: (D, B·Tk) keys'/values' input (tensor.h layout)
//   Q = Wq xq + bq, K = Wk xkv + bk, V = Wv xkv + bv: (D, ·); head h owns rows [h·dk, (h+1)·dk)
//   per sentence b and head h:  S = K_hᵀ Q_h / √dk: (Tk, Tq), one column per query
//                               P = masked column softmax of S;  C_h = V_h P: (dk, Tq)
//   out = Wo C + bo: (D, B·Tq)
// Masks: key j of sentence b is visible to query i iff j < klen[b] and (not causal or j ≤ i).
// Hidden keys get weight exactly 0; a query that sees no key at all (klen[b] = 0) gets an all-zero
// weight column and context 0 (never NaN).
#pragma once

#include "core/transformer/tensor.h"

namespace ap::tfm {

template <class S>
struct AttentionParams : VisitParams<AttentionParams<S>> {
  LinearParams<S> q, k, v, o;  // each D → D
  template <class Self, class F>
  static void each_param(Self& self, const std::string& prefix, F&& f) {
    self.q.visit(prefix + ".q", f);
    self.k.visit(prefix + ".k", f);
    self.v.visit(prefix + ".v", f);
    self.o.visit(prefix + ".o", f);
  }
};

template <class S>
struct AttentionCache {
  int heads = 0;
  bool causal = false;
  SeqShape sq, sk;  // query / key batch shapes (sk.len masks the keys)
  Mat<S> xq, xkv;   // (D, B·Tq), (D, B·Tk)
  Mat<S> Q, K, V;   // (D, B·Tq), (D, B·Tk), (D, B·Tk)
  Mat<S> P;         // (Tk, B·H·Tq): block (b, h) in columns [(b·H + h)·Tq, …)
  Mat<S> C;         // (D, B·Tq) concatenated head contexts
  // Weights of sentence b, head h: (Tk, Tq), column i = where query i looks.
  auto weights(int b, int h) const {
    return P.middleCols((static_cast<Eigen::Index>(b) * heads + h) * sq.T, sq.T);
  }
};

// Masked column softmax in place on S: (Tk, Tq); column i keeps rows [0, visible(i)) where
// visible(i) = causal ? min(klen, i + 1) : klen, the rest set to exactly 0.
template <class S>
void masked_softmax_columns(MRef<S> scores, int klen, bool causal);

// xq: (D, B·Tq) with shape sq, xkv: (D, B·Tk) with shape sk → out: (D, B·Tq)
template <class S>
void attention_forward(const AttentionParams<S>& p, int heads, const CArg<S>& xq,
                       const SeqShape& sq, const CArg<S>& xkv, const SeqShape& sk, bool causal,
                       Mat<S>* out, AttentionCache<S>* cache);

// dout: (D, B·Tq) → g +=, dxq += (D, B·Tq), dxkv += (D, B·Tk). dxq and dxkv may be the same
// matrix (self-attention) or null.
template <class S>
void attention_backward(const AttentionParams<S>& p, const AttentionCache<S>& cache,
                        const Mat<S>& dout, AttentionParams<S>* g, Mat<S>* dxq, Mat<S>* dxkv);

}  // namespace ap::tfm
