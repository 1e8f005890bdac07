// Trainer: minibatch training of a Seq2SeqModel with teacher forcing, Adam, gradient clipping and
// early stopping on validation BLEU. Bit-reproducible for a seed on every machine and in wasm:
// every random choice comes from ap::Rng, every float product, reduction and exp/tanh/sigmoid/log
// of the layers goes through ap::kern (fixed orders, own functions; see seq2seq/linalg.h), and
// the minibatch gradient is a fixed-order sum of fixed chunks (independent of the thread count).
// The trainer works on word ids; BLEU is computed on the ids as tokens, which gives the same number
// as on the words.
//
// The loop itself (train_loop.h) is shared with the Transformer's trainer (transformer/trainer.h).
//
// Batching: each epoch shuffles the examples, cuts them into pools of 32 batches, sorts each pool
// by source length and cuts it into batches (little padding), then shuffles the batch order.
#pragma once

#include "core/seq2seq/model.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace ap::s2s {

struct TrainExample {
  std::vector<int> src, tgt;  // without <bos>/<eos>
};

struct TrainProgress {
  long long step = 0;
  int epoch = 0;
  double fraction = 0;      // of the time budget, the epochs or max_steps: the largest
  double loss = 0;          // running mean cross-entropy per token
  double tokens_per_s = 0;  // target tokens
  double elapsed_s = 0, eta_s = 0;
  double cpu_s = 0;  // process CPU time so far
  double last_valid_bleu = -1, best_valid_bleu = -1;
  bool validated = false;  // this report follows a validation
};

struct TrainOptions {
  ModelConfig model;
  std::uint64_t seed = 1;
  int batch_size = 64;
  float lr = 3e-3f;
  float clip_norm = 5.0f;
  double max_minutes = 12.0;  // wall-clock budget (training stops at the next batch)
  int max_epochs = 20;
  long long max_steps = 0;   // > 0: stop after this many updates (reproduces a timed run)
  int validate_every = 200;  // steps
  int patience = 6;          // validations without improvement before stopping early
  // Learning-rate schedule: constant `lr` until step lr_decay_from · max_steps, then linear down
  // to lr · lr_final at step max_steps (needs max_steps > 0; lr_decay_from ≥ 1 = constant lr).
  // The noisy end of a constant-lr Adam run (validation BLEU swinging by points between
  // validations) settles this way. Computed from integers in double: the same on every machine.
  double lr_decay_from = 1.0;
  double lr_final = 0.05;
  // Linear warm-up: update k (0-based) uses lr · (k + 1) / warmup_steps while k < warmup_steps
  // (0 = none; the RNNs use none). Multiplies the schedule above.
  long long warmup_steps = 0;
  double target_bleu = 101;  // stop as soon as validation BLEU reaches this
  int report_every = 20;     // steps between progress callbacks
  // Worker threads per minibatch (native only; the wasm build always uses 1). The minibatch is cut
  // into fixed chunks of `grad_chunk` examples (in batch order); each chunk's loss and gradient
  // are computed on their own, whichever thread takes the chunk, and then summed in chunk order.
  // So the result depends on grad_chunk but NOT on the thread count: 1, 2 or 8 threads, native or
  // wasm, give the same bits (tests/core/seq2seq_train_repro_test.cpp).
  int threads = 2;
  int grad_chunk = 32;
  std::function<void(const TrainProgress&)> on_progress;
};

template <class Model>
struct TrainResultOf {
  Model model;  // parameters of the best validation BLEU
  double best_valid_bleu = 0;
  long long steps = 0;
  int epochs_started = 0;
  double seconds = 0;
  double cpu_seconds = 0;  // process CPU time (all threads): comparable across machine loads
  double tokens_per_s = 0;
  bool stopped_early = false;
  // The wall-clock budget (max_minutes) ended the run, before max_steps updates when it has
  // them: the one stop that depends on the machine's speed (`attention train --steps` refuses
  // to write such a model).
  bool out_of_time = false;
};
using TrainResult = TrainResultOf<Seq2SeqModel<float>>;

// The learning rate of update number `step` (0-based) under opt's schedule.
float scheduled_lr(const TrainOptions& opt, long long step);

// Validation scores ids, not words: each id written as a string is one token for BLEU and exact
// match (the vocabulary is not needed, and no two words can merge).
std::vector<std::string> id_tokens(const std::vector<int>& ids);
// The greedy translation of `src` (beam 1, up to default_max_length), without </s>, as id tokens:
// one validation sentence (the page validates a few per frame; validation_bleu all at once).
std::vector<std::string> greedy_id_tokens(const Seq2SeqModel<float>& model,
                                          const std::vector<int>& src);
// Greedy-decodes `examples` and returns corpus BLEU against their targets (ids as tokens).
double validation_bleu(const Seq2SeqModel<float>& model, const std::vector<TrainExample>& examples);

TrainResult train_model(const std::vector<TrainExample>& train,
                        const std::vector<TrainExample>& valid, const TrainOptions& opt);

}  // namespace ap::s2s
