// One decoder step of RNNsearch: attend with the previous state, then run the decoder GRU on
// [emb(y_{i−1}); c_i] (Bahdanau et al. 2015, eqs. 4–6).
//   s_prev: (Hd, B), y_prev: (B), ann: (C, Tx·B), uh: (A, Tx·B), mask: (Tx, B)
//   → ctx c_i: (C, B), s_i: (Hd, B), emb(y_{i−1}): (E, B), α_i: (Tx, B) in the cache
#pragma once

#include "core/seq2seq/additive_attention.h"
#include "core/seq2seq/decoder_gru.h"

namespace ap::s2s {

template <class S>
struct AttentionDecoderCache {
  AttentionCache<S> att;
  DecoderGruCache<S> dec;
};

template <class S>
void attention_decoder_forward(const AttentionParams<S>& att, const DecoderParams<S>& dec,
                               const Mat<S>& s_prev, const Eigen::VectorXi& y_prev,
                               const Mat<S>& ann, const Mat<S>& uh, const Mat<S>& mask, Mat<S>* ctx,
                               Mat<S>* s, Mat<S>* emb_prev, AttentionDecoderCache<S>* cache);

// ds: (Hd, B), dctx_out: (C, B) and demb_out: (E, B) are gradients reaching c_i and emb(y_{i−1})
// from the readout → grads +=, ds_prev += (Hd, B), dann += (C, Tx·B), duh += (A, Tx·B)
template <class S>
void attention_decoder_backward(const AttentionParams<S>& att, const DecoderParams<S>& dec,
                                const AttentionDecoderCache<S>& cache, const Mat<S>& ann,
                                const Mat<S>& ds, const Mat<S>& dctx_out, const Mat<S>& demb_out,
                                AttentionParams<S>* gatt, DecoderParams<S>* gdec, Mat<S>* ds_prev,
                                Mat<S>* dann, Mat<S>* duh);

}  // namespace ap::s2s
