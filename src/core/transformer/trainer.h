// The Transformer's trainer: the RNN trainer's run and loop (seq2seq/train_run.h, train_loop.h)
// over a TransformerModel, so batching, the fixed-order chunk sums, Adam with clipping, the
// learning-rate schedule (with its optional warm-up), seeds and validation are the same code and
// give the same kind of guarantee: bit-identical weights for a seed, natively and in wasm, for
// any thread count. What differs is the model's loss (model_loss below) and its greedy decoder
// (decode.h) for validation.
#pragma once

#include "core/seq2seq/train_run.h"
#include "core/transformer/model.h"

#include <string>
#include <vector>

namespace ap::tfm {

using TransformerTrainResult = s2s::TrainResultOf<TransformerModel<float>>;

// The minibatch's summed cross-entropy; ADDS its gradient to *g (TrainRunOf's model_loss).
inline float model_loss(const TransformerModel<float>& m, const s2s::Batch& b,
                        TransformerParams<float>* g) {
  return m.loss_and_gradients(b, g);
}

// One resumable training run of a Transformer of config `cfg` (the RNN fields of opt.model are
// not used).
class TransformerTrainRun : public s2s::TrainRunOf<TransformerModel<float>> {
 public:
  TransformerTrainRun(const std::vector<s2s::TrainExample>* train, const s2s::TrainOptions& opt,
                      const TransformerConfig& cfg)
      : TrainRunOf(train, opt, cfg) {}
};

// The greedy translation of `src` (up to s2s::default_max_length words) as id tokens.
std::vector<std::string> greedy_id_tokens(const TransformerModel<float>& model,
                                          const std::vector<int>& src);
// Greedy-decodes `examples`: corpus BLEU against their targets (ids as tokens).
double validation_bleu(const TransformerModel<float>& model,
                       const std::vector<s2s::TrainExample>& examples);

// `attention train --model transformer`: the loop of s2s::train_model over a TransformerTrainRun.
TransformerTrainResult train_transformer(const std::vector<s2s::TrainExample>& train,
                                         const std::vector<s2s::TrainExample>& valid,
                                         const s2s::TrainOptions& opt,
                                         const TransformerConfig& cfg);

}  // namespace ap::tfm
