// Incremental decoding for the Transformer: one target token at a time, as greedy (or beam)
// search needs. The source is encoded once and each decoder layer's cross-attention keys and
// values are projected once per sentence; each layer's self-attention keys and values of the
// tokens decoded so far are cached and grow by one column per step, so step t costs O(t) instead
// of re-running the whole prefix. The causal mask is implicit: the cache holds only the past.
// Step t gives the same logits as column t of the teacher-forced TransformerModel::forward
// (a test checks every step).
// A step advances k hypotheses at once (beam search; greedy is k = 1): their columns go through
// every linear layer as one (D, k) product, each attends over its own self-attention cache, and
// the cross-attention's shared keys take all k queries in one product. The caches are
// preallocated (reserve_steps) and the step's scratch matrices are kept in the state, so a step
// allocates nothing once the sizes are reached.
//   memory: (D, Tx); per layer K, V caches: (D, t) per hypothesis; logits: (Vt, k)
#pragma once

#include "core/transformer/feed_forward.h"
#include "core/transformer/layer_norm.h"
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

// The matrices one step writes, kept between steps so that their storage is reused.
template <class S>
struct DecodeScratch {
  Mat<S> x, a, q, kv, ctx, r;  // (D, k) each
  Mat<S> w, pe;                // (≥ n, ≥ k) one head's weights over n keys; (D, 1) the position
  LayerNormCache<S> ln;
  FeedForwardCache<S> ffn;
};

// The decoder's past for `hyps` hypotheses: each layer's self-attention keys and values, one
// column per step taken. Hypothesis h of layer l owns columns [h·capacity, h·capacity + steps)
// of self_K[l] and self_V[l]: (D, max_hyps·capacity); spare_K/V are as large, for reorder.
template <class S>
struct DecoderState {
  int steps = 0;
  int hyps = 1;      // hypotheses the next step advances (reorder_hypotheses changes it)
  int capacity = 0;  // steps each hypothesis's cache holds before it has to grow
  int max_hyps = 0;  // hypotheses the caches hold
  std::vector<Mat<S>> self_K, self_V, spare_K, spare_V;
  DecodeScratch<S> scratch;
  // Layer l's keys / values of hypothesis h so far: (D, steps)
  auto keys(size_t l, int h = 0) const {
    return self_K[l].middleCols(static_cast<Eigen::Index>(h) * capacity, steps);
  }
  auto values(size_t l, int h = 0) const {
    return self_V[l].middleCols(static_cast<Eigen::Index>(h) * capacity, steps);
  }
};

// src: word ids WITHOUT <eos> (this appends it, like s2s::make_batch) → encoded sentence
template <class S>
EncodedSentence<S> encode_sentence(const TransformerModel<S>& model, const std::vector<int>& src);

// Sizes the caches of an empty state for `steps` steps of up to `hyps` hypotheses at once (the
// caches grow past that if needed; this only spares the growing).
template <class S>
void reserve_steps(const TransformerModel<S>& model, int steps, int hyps, DecoderState<S>* state);

// Feeds y_prev(h) to hypothesis h (h < k = y_prev.size(), which must equal state->hyps) at position
// state->steps (the first call feeds <bos>) → logits: (Vt, k), column h for hypothesis h's next
// token; appends this step's keys and values to every hypothesis's caches.
template <class S>
void decoder_step(const TransformerModel<S>& model, const EncodedSentence<S>& src,
                  const Eigen::VectorXi& y_prev, DecoderState<S>* state, Mat<S>* logits);

// The explanations' hook into the cross-attention (core/explain), per decoder layer l:
//   replace (optional): (*replace)[l]: (Tx, heads), column h = the weights head h of layer l uses
//     at this step INSTEAD of its own (every hypothesis gets the same);
//   record (optional): (*record)[l] gets (Tx, heads), the weights used by hypothesis 0.
// Replacing with the recorded weights of the same step gives the same logits bit for bit.
template <class S>
struct CrossAttentionHook {
  const std::vector<Mat<S>>* replace = nullptr;
  std::vector<Mat<S>>* record = nullptr;
};

// decoder_step with the hook.
template <class S>
void decoder_step(const TransformerModel<S>& model, const EncodedSentence<S>& src,
                  const Eigen::VectorXi& y_prev, DecoderState<S>* state, Mat<S>* logits,
                  const CrossAttentionHook<S>& hook);

// The one-hypothesis step: logits: (Vt, 1).
template <class S>
void decoder_step(const TransformerModel<S>& model, const EncodedSentence<S>& src, int y_prev,
                  DecoderState<S>* state, Mat<S>* logits);

// Hypothesis i of the state becomes what hypothesis parents[i] was (parents may repeat and drop
// hypotheses); hyps becomes parents.size(). Copies only the caches that move.
template <class S>
void reorder_hypotheses(const std::vector<int>& parents, DecoderState<S>* state);

// Greedy decoding: argmax at every step (lowest id on ties) until <eos> or max_len words. Returns
// the words without <bos>/<eos>.
template <class S>
std::vector<int> greedy_decode(const TransformerModel<S>& model, const std::vector<int>& src,
                               int max_len);

}  // namespace ap::tfm
