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
#pragma once

#include "core/seq2seq/optimizer.h"
#include "core/seq2seq/trainer.h"

#include <vector>

namespace ap::s2s {

struct TrainStepResult {
  bool updated = false;  // an Adam update was applied by this call
  double loss = 0;       // summed cross-entropy of the update's tokens (when updated)
  int tokens = 0;        // target tokens of the update (when updated)
  int examples = 0;      // examples of the update (when updated)
  bool failed = false;   // the loss was not finite: nothing applied, the run has stopped
};

class TrainRun {
 public:
  // `train` must outlive the run and must not change while it runs. Uses opt.model, seed,
  // batch_size, lr (and its schedule), clip_norm, grad_chunk; the stopping fields are the caller's.
  TrainRun(const std::vector<TrainExample>* train, const TrainOptions& opt);

  // One minibatch update (all its chunks; natively on up to `threads` workers).
  TrainStepResult step(int threads = 1);
  // One gradient chunk; the chunk that completes a minibatch also applies the update.
  TrainStepResult step_chunk();

  const Seq2SeqModel<float>& model() const { return model_; }
  long long steps() const { return steps_; }  // updates applied
  int epoch() const;  // 0-based epoch of the next chunk's batch (a new one once an epoch ends)
  bool at_batch_start() const { return next_chunk_ == 0; }
  bool failed() const { return failed_; }
  bool empty() const { return train_->empty(); }

 private:
  void start_batch();              // takes the next batch (a new epoch when the last one is done)
  void compute_chunk(int c);       // loss and gradient of chunk c of the current batch
  TrainStepResult finish_batch();  // sums the chunks in order, checks the loss, applies Adam

  const std::vector<TrainExample>* train_;
  TrainOptions opt_;
  Rng rng_;
  Seq2SeqModel<float> model_;
  Seq2SeqParams<float> previous_;  // weights before the last update (restored on a bad loss)
  Adam adam_;
  std::vector<std::vector<int>> batches_;  // this epoch's batches (example indices)
  size_t batch_index_ = 0;
  int epoch_ = -1;
  int chunks_ = 0, next_chunk_ = 0;
  std::vector<Seq2SeqParams<float>> part_grads_;  // one per chunk of the largest minibatch
  std::vector<float> part_loss_;
  std::vector<int> part_tokens_;
  long long steps_ = 0;
  bool failed_ = false;
};

}  // namespace ap::s2s
