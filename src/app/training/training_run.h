// TrainingRun: one model's resumable run in the Train tab, whatever its family — RNNsearch and
// RNNencdec (s2s::TrainRun) or the Transformer (tfm::TransformerTrainRun) — behind one
// interface, so TrainingSession's units of work, probe snapshots, validation and export never
// branch on the kind. Both are the CLI's runs (core/seq2seq/train_run.h): the same seed gives the
// same weights. make_training_run (training_run.cpp) is the trainer's: only the local session
// reaches it, so the page's module links none of it.
//
// The Transformer in the page: d_model = the config's hidden size, 4 heads, d_ff = 2 · hidden,
// 2 encoder and 2 decoder layers (the shipped model's shape, narrower), and a 100-update
// learning-rate warm-up (pre-LN trains at the RNNs' learning rate once warmed up).
#pragma once

#include "core/seq2seq/model_kind.h"
#include "core/seq2seq/train_run.h"
#include "core/transformer/model.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace ap {

struct ProbeSnapshot;
struct TrainingConfig;
struct TrainingData;
struct TrainingPlan;

namespace s2s {
struct ModelBundle;
}

class TrainingRun {
 public:
  // Greedy translation of src (ids without </s>) as target-id tokens, without </s>.
  using Decoder = std::function<std::vector<std::string>(const std::vector<int>& src)>;
  virtual ~TrainingRun() = default;

  virtual s2s::ModelKind kind() const = 0;
  // One gradient chunk; the chunk that completes a minibatch applies the update (train_run.h).
  virtual s2s::TrainStepResult step_chunk() = 0;
  virtual long long steps() const = 0;
  virtual int epoch() const = 0;
  virtual bool empty() const = 0;  // no training examples: no update can come
  // A decoder over a copy of the current weights: validation decodes a few sentences a unit
  // while training goes on.
  virtual Decoder frozen_decoder() const = 0;
  // The probe's translation and attention by the current weights (probe_ids: the words without
  // </s>; probe_tokens: with "</s>" last), and its accuracy for the default probe.
  virtual ProbeSnapshot probe(const TrainingData& data, const std::vector<int>& probe_ids,
                              const std::vector<std::string>& probe_tokens) const = 0;
  // The current weights into *b (its kind and model fields).
  virtual void put_weights(s2s::ModelBundle* b) const = 0;
};

// The Transformer's shape in the page (besides d_model = hidden, d_ff = 2 · hidden).
inline constexpr int kTrainingTransformerHeads = 4, kTrainingTransformerLayers = 2;

// Sequential steps of one training pass over a sentence of src_tokens source and tgt_tokens
// target tokens: one per token for a recurrent model (step t needs step t − 1's state), one per
// layer for the page's Transformer (every position of a layer at once).
int training_sequential_steps(s2s::ModelKind kind, int src_tokens, int tgt_tokens);

// The Transformer's shape in the page for a config (see above).
tfm::TransformerConfig training_transformer_config(const TrainingConfig& cfg, int src_vocab,
                                                   int tgt_vocab);

// The run of `kind` for cfg on data.train (which must outlive it), untrained: the weights Play
// starts from.
std::unique_ptr<TrainingRun> make_training_run(s2s::ModelKind kind, const TrainingConfig& cfg,
                                               const TrainingPlan& plan, const TrainingData& data);

}  // namespace ap
