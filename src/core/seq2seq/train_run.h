// TrainRun: one training run that advances an update — or one gradient chunk of an update — at a
// time, so a caller can interleave it with other work (the page trains inside its frame budget;
// `attention train` loops over it in train_model()). Both callers share these steps, so for a seed
// and options a run gives the same bits whoever drives it and however it is sliced:
//   - construction: Rng(seed) draws the initial weights (Seq2SeqModel's init), then the same Rng
//     makes each epoch's batches when the epoch starts (make_epoch_batches in train_run.cpp);
//   - an update: the batch is cut into fixed chunks of grad_chunk examples; each chunk's loss and
//     gradient are computed on their own and summed in chunk order, then Adam steps with the
//     scheduled learning rate (trainer.h). step_chunk() does one chunk per call, step() all of
//     them (natively on `threads` workers: same bits).
// A non-finite loss is caught before the update: the weights go back to those of the previous
// update (the last ones whose loss was finite), the run stops and failed() says so.
// TrainRunOf<Model> is the run for any model family whose Model(config, rng) draws the weights,
// whose `params` has a visit() (visit_params.h) and for which model_loss(model, batch, grads)
// gives the summed loss and ADDS its gradient (found by argument-dependent lookup: below for
// Seq2SeqModel, in transformer/trainer.h for the Transformer). TrainRun is RNNsearch/RNNencdec's.
#pragma once

#include "core/kernels/bulk_memory.h"
#include "core/seq2seq/optimizer.h"
#include "core/seq2seq/trainer.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <type_traits>
#include <utility>
#include <vector>

namespace ap::s2s {

struct TrainStepResult {
  bool updated = false;  // an Adam update was applied by this call
  double loss = 0;       // summed cross-entropy of the update's tokens (when updated)
  int tokens = 0;        // target tokens of the update (when updated)
  int examples = 0;      // examples of the update (when updated)
  bool failed = false;   // the loss was not finite: nothing applied, the run has stopped
};

// One epoch's batches (example indices): shuffles the examples, cuts them into pools of 32
// batches, sorts each pool by source length and cuts it into batches (little padding), then
// shuffles the batch order.
std::vector<std::vector<int>> make_epoch_batches(const std::vector<TrainExample>& data,
                                                 int batch_size, Rng& rng);
// compute(c) for every c in [first, last): worker w of min(threads, last − first) takes chunks
// first + w, first + w + workers, …; on one thread in the wasm build (same results: each chunk is
// computed on its own).
void run_chunks(int first, int last, int threads, const std::function<void(int)>& compute);
// The padded batch of examples idx[lo, hi) of data.
Batch chunk_batch(const std::vector<TrainExample>& data, const std::vector<int>& idx, size_t lo,
                  size_t hi);

// The RNN models' loss for TrainRunOf.
inline float model_loss(const Seq2SeqModel<float>& m, const Batch& b, Seq2SeqParams<float>* g) {
  return m.loss(b, g);
}

template <class Model>
class TrainRunOf {
 public:
  using Params = std::decay_t<decltype(std::declval<Model&>().params)>;

  // `train` must outlive the run and must not change while it runs. Uses seed, batch_size, lr (and
  // its schedule), clip_norm, grad_chunk of opt; the stopping fields are the caller's.
  template <class Config>
  TrainRunOf(const std::vector<TrainExample>* train, const TrainOptions& opt, const Config& cfg)
      : train_(train),
        opt_(opt),
        rng_(opt.seed),
        model_(cfg, rng_),
        adam_(model_.params, AdamOptions{opt.lr, 0.9f, 0.999f, 1e-8f, opt.clip_norm}) {
    opt_.batch_size = std::max(1, opt_.batch_size);
    opt_.grad_chunk = std::max(1, opt_.grad_chunk);
    previous_ = model_.params;
  }

  // One minibatch update (all its chunks; natively on up to `threads` workers).
  TrainStepResult step(int threads = 1) {
    if (failed_ || train_->empty()) return {false, 0, 0, 0, failed_};
    if (next_chunk_ == 0) start_batch();
    run_chunks(next_chunk_, chunks_, threads, [this](int c) { compute_chunk(c); });
    next_chunk_ = chunks_;
    return finish_batch();
  }
  // One gradient chunk; the chunk that completes a minibatch also applies the update.
  TrainStepResult step_chunk() {
    if (failed_ || train_->empty()) return {false, 0, 0, 0, failed_};
    if (next_chunk_ == 0) start_batch();
    compute_chunk(next_chunk_++);
    if (next_chunk_ < chunks_) return {};
    return finish_batch();
  }

  const Model& model() const { return model_; }
  long long steps() const { return steps_; }  // updates applied
  // 0-based epoch of the next chunk's batch (a new one once an epoch ends)
  int epoch() const {
    return batch_index_ < batches_.size() || next_chunk_ > 0 ? epoch_ : epoch_ + 1;
  }
  bool at_batch_start() const { return next_chunk_ == 0; }
  bool failed() const { return failed_; }
  bool empty() const { return train_->empty(); }

 private:
  // Takes the next batch (a new epoch when the last one is done).
  void start_batch() {
    if (batch_index_ >= batches_.size()) {
      ++epoch_;
      batches_ = make_epoch_batches(*train_, opt_.batch_size, rng_);
      batch_index_ = 0;
    }
    const auto& idx = batches_[batch_index_];
    chunks_ = static_cast<int>((idx.size() + opt_.grad_chunk - 1) / opt_.grad_chunk);
    while (static_cast<int>(part_grads_.size()) < chunks_) part_grads_.push_back(model_.params);
    part_loss_.assign(chunks_, 0.0f);
    part_tokens_.assign(chunks_, 0);
    next_chunk_ = 0;
  }

  // Loss and gradient of chunk c of the current batch.
  void compute_chunk(int c) {
    const auto& idx = batches_[batch_index_];
    const size_t lo = static_cast<size_t>(c) * opt_.grad_chunk;
    const size_t hi = std::min(idx.size(), lo + static_cast<size_t>(opt_.grad_chunk));
    const Batch batch = chunk_batch(*train_, idx, lo, hi);
    part_grads_[c].visit([](const std::string&, Mat<float>& m) {
      kern::zero_floats(m.data(), static_cast<size_t>(m.size()));
    });
    part_loss_[c] = model_loss(model_, batch, &part_grads_[c]);
    part_tokens_[c] = batch.tokens;
  }

  // Sums the chunks in order, checks the loss, applies Adam.
  TrainStepResult finish_batch() {
    int tokens = 0;
    float l = 0;
    for (int c = 0; c < chunks_; ++c) {  // fixed order: deterministic sums
      if (c > 0) {
        const auto add = param_matrices(part_grads_[c]);
        size_t k = 0;
        part_grads_[0].visit([&](const std::string&, Mat<float>& m) { m += *add[k++]; });
      }
      tokens += part_tokens_[c];
      l += part_loss_[c];
    }
    TrainStepResult r;
    const int examples = static_cast<int>(batches_[batch_index_].size());
    ++batch_index_;
    next_chunk_ = 0;
    if (!std::isfinite(l)) {
      // These weights gave a non-finite loss: go back to the previous update's (finite) ones.
      model_.params = previous_;
      failed_ = true;
      r.failed = true;
      return r;
    }
    copy_params(model_.params, &previous_);
    adam_.set_lr(scheduled_lr(opt_, steps_));
    adam_.step(&model_.params, part_grads_[0], 1.0f / static_cast<float>(std::max(1, tokens)));
    ++steps_;
    r.updated = true;
    r.loss = l;
    r.tokens = tokens;
    r.examples = examples;
    return r;
  }

  // dst = src for two parameter sets of the same shapes (a copy without reallocating).
  static void copy_params(const Params& src, Params* dst) {
    const auto from = param_matrices(src);
    size_t k = 0;
    dst->visit([&](const std::string&, Mat<float>& m) {
      eigen_assert(m.size() == from[k]->size());
      kern::copy_floats(m.data(), from[k++]->data(), static_cast<size_t>(m.size()));
    });
  }

  const std::vector<TrainExample>* train_;
  TrainOptions opt_;
  Rng rng_;
  Model model_;
  Params previous_;  // weights before the last update (restored on a bad loss)
  Adam adam_;
  std::vector<std::vector<int>> batches_;  // this epoch's batches (example indices)
  size_t batch_index_ = 0;
  int epoch_ = -1;
  int chunks_ = 0, next_chunk_ = 0;
  std::vector<Params> part_grads_;  // one per chunk of the largest minibatch
  std::vector<float> part_loss_;
  std::vector<int> part_tokens_;
  long long steps_ = 0;
  bool failed_ = false;
};

// RNNsearch / RNNencdec: the configuration is opt.model.
class TrainRun : public TrainRunOf<Seq2SeqModel<float>> {
 public:
  TrainRun(const std::vector<TrainExample>* train, const TrainOptions& opt)
      : TrainRunOf(train, opt, opt.model) {}
};

}  // namespace ap::s2s
