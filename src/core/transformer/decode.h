// Incremental decoding for the Transformer: one target token at a time, as greedy (or beam)
// search needs. The source is encoded once and each decoder layer's cross-attention keys and
// values are projected once per sentence; each layer's self-attention keys and values of the
// tokens decoded so far are cached and grow by one column per step, so step t costs O(t) instead
// of re-running the whole prefix. The causal mask is implicit: the cache holds only the past.
// Step t gives the same logits as column t of the teacher-forced TransformerModel::forward
// (a test checks every step).
//   memory: (D, Tx); per layer K, V caches: (D, t); logits: (Vt, 1)
#pragma once

#include "core/transformer/model.h"

#include <vector>

namespace ap::tfm {

// One source sentence, encoded, with each decoder layer's cross-attention K/V.
template <class S>
struct EncodedSentence {
  Mat<S> memory;                // (D, Tx)
  std::vector<Mat<S>> cross_K;  // per decoder layer (D, Tx)
  std::vector<Mat<S>> cross_V;  // per decoder layer (D, Tx)
};

// The decoder's past: each layer's self-attention keys and values, one column per step taken.
template <class S>
struct DecoderState {
  int steps = 0;
  std::vector<Mat<S>> self_K, self_V;  // per decoder layer (D, steps)
};

// src: word ids WITHOUT <eos> (this appends it, like s2s::make_batch) → encoded sentence
template <class S>
EncodedSentence<S> encode_sentence(const TransformerModel<S>& model, const std::vector<int>& src);

// Feeds y_prev at position state->steps (the first call feeds <bos>) → logits: (Vt, 1) for the
// next token; appends this step's keys and values to the state.
template <class S>
void decoder_step(const TransformerModel<S>& model, const EncodedSentence<S>& src, int y_prev,
                  DecoderState<S>* state, Mat<S>* logits);

// Greedy decoding: argmax at every step (lowest id on ties) until <eos> or max_len words. Returns
// the words without <bos>/<eos>.
template <class S>
std::vector<int> greedy_decode(const TransformerModel<S>& model, const std::vector<int>& src,
                               int max_len);

}  // namespace ap::tfm
