// Decoding either attention translator one word at a time, forced or free, with its
// cross-attention replaced at one step: the part of the explanations (explain.h) that runs the
// real decoders. RNNsearch's step takes its α from the hook (Seq2SeqModel::step's override); the
// Transformer's incremental step takes every decoder layer's and head's cross-attention weights
// from it (tfm::CrossAttentionHook). Templated on the scalar: float for the shipped models,
// double for the tests.
//   src: source ids WITHOUT </s> (the decoders append it), so Tx = src.size() + 1
//   StepWeights: per decoder layer, (Tx, heads) weights over the source positions incl. </s>
//   (RNNsearch: one layer with one head)
#pragma once

#include "core/seq2seq/model.h"
#include "core/transformer/decode.h"

#include <climits>
#include <memory>
#include <vector>

namespace ap::explain {

template <class S>
using Mat = s2s::Mat<S>;
template <class S>
using StepWeights = std::vector<Mat<S>>;

// One model's decoder, restartable on any source.
template <class S>
class Stepper {
 public:
  virtual ~Stepper() = default;
  // Encodes src (ids without </s>) and resets the decoder to its first step.
  virtual void start(const std::vector<int>& src) = 0;
  // Feeds y_prev (<bos> first) → logp: (V, 1) log-probabilities of the next word. replace
  // (optional): the step's cross-attention weights instead of the model's; record (optional)
  // gets the weights used.
  virtual void step(int y_prev, const StepWeights<S>* replace, StepWeights<S>* record,
                    Mat<S>* logp) = 0;
};

template <class S>
std::unique_ptr<Stepper<S>> search_stepper(const s2s::Seq2SeqModel<S>& model);
template <class S>
std::unique_ptr<Stepper<S>> transformer_stepper(const tfm::TransformerModel<S>& model);

// What one decoding run saw at each position t (t = 0 emits the first target word).
template <class S>
struct Decoded {
  std::vector<int> argmax;              // the model's most likely word (lowest id on ties)
  std::vector<int> next;                // the word that followed (forced, or the argmax)
  std::vector<S> logp;                  // log p(next[t] | …)
  std::vector<StepWeights<S>> weights;  // the cross-attention used
  // The emitted words: next without the final </s>.
  std::vector<int> words() const;
};

// How a run feeds the decoder. Position t < free_from feeds the forced words: position t emits
// forced[t] (and position forced.size() emits </s>, where a forced run stops). From position
// free_from on, the decoder gets its own argmax back, until </s> or max_len positions (greedy).
// At position override_at, the cross-attention is *replace instead of the model's. The run
// stops after position last at the latest.
template <class S>
struct RunPlan {
  std::vector<int> forced;
  int free_from = INT_MAX;
  int max_len = 0;
  int override_at = -1;
  const StepWeights<S>* replace = nullptr;
  int last = INT_MAX;
};

template <class S>
Decoded<S> decode(Stepper<S>& stepper, const std::vector<int>& src, const RunPlan<S>& plan);

// Greedy decoding (beam 1): every position free.
template <class S>
Decoded<S> greedy(Stepper<S>& stepper, const std::vector<int>& src, int max_len);

// Teacher forcing along target (ids without </s>): positions 0 … target.size().
template <class S>
Decoded<S> forced(Stepper<S>& stepper, const std::vector<int>& src, const std::vector<int>& target);

}  // namespace ap::explain
