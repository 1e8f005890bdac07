// train_loop: the `attention train` loop over a resumable run (train_run.h), for any model family:
// updates until the step, epoch or time budget ends, validation BLEU every validate_every steps
// (the best validated weights are kept), early stopping on patience or target_bleu, progress
// reports. validation_bleu(model, valid) is found by argument-dependent lookup (trainer.h for the
// RNNs, transformer/trainer.h for the Transformer).
#pragma once

#include "core/seq2seq/bleu.h"
#include "core/seq2seq/train_run.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <string>
#include <vector>

namespace ap::s2s {

// The running figures of a loop between two progress reports.
struct TrainLoopClock {
  std::chrono::steady_clock::time_point t0 = std::chrono::steady_clock::now();
  std::clock_t c0 = std::clock();
  double elapsed() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  }
  double cpu() const { return static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC; }
};

// Corpus BLEU of the greedy translations of `examples` (greedy_id_tokens(model, src), by
// argument-dependent lookup) against their targets, ids as tokens.
template <class Model>
double validation_bleu_of(const Model& model, const std::vector<TrainExample>& examples) {
  std::vector<std::vector<std::string>> hyps, refs;
  for (const TrainExample& e : examples) {
    hyps.push_back(greedy_id_tokens(model, e.src));
    refs.push_back(id_tokens(e.tgt));
  }
  return corpus_bleu(hyps, refs);
}

// Fills the report's timing, fraction and loss fields and calls opt.on_progress.
void report_progress(const TrainOptions& opt, const TrainLoopClock& clock, double batches_per_epoch,
                     long long steps, int epoch, double loss_sum, double loss_tokens,
                     long long tokens_total, TrainProgress* prog);

template <class Model>
TrainResultOf<Model> train_loop(TrainRunOf<Model>* run, const std::vector<TrainExample>& train,
                                const std::vector<TrainExample>& valid, const TrainOptions& opt) {
  Eigen::setNbThreads(1);  // determinism: one thread, fixed summation order
  const TrainLoopClock clock;
  TrainResultOf<Model> result;
  result.model = run->model();
  const double budget_s = opt.max_minutes * 60.0;
  TrainProgress prog;
  double loss_sum = 0, loss_tokens = 0, best = -1;
  long long tokens_total = 0;
  int bad_validations = 0;
  bool stop = train.empty();
  const double batches_per_epoch =
      std::max(1.0, static_cast<double>(train.size()) / opt.batch_size);
  while (!stop && run->epoch() < opt.max_epochs) {
    const int epoch = run->epoch();
    result.epochs_started = epoch + 1;
    const TrainStepResult step = run->step(opt.threads);
    if (step.failed) break;  // a non-finite loss: keep the best validated model
    result.steps = run->steps();
    loss_sum += step.loss;
    loss_tokens += step.tokens;
    tokens_total += step.tokens;
    const bool validate = result.steps % opt.validate_every == 0;
    if (opt.max_steps > 0 && result.steps >= opt.max_steps)
      stop = true;
    else if (clock.elapsed() >= budget_s)
      stop = result.out_of_time = true;
    prog.validated = false;
    if (validate || stop) {
      const double bleu = validation_bleu(run->model(), valid);
      prog.last_valid_bleu = bleu;
      prog.validated = true;
      if (bleu > best) {
        best = bleu;
        result.model = run->model();
        bad_validations = 0;
      } else if (++bad_validations >= opt.patience) {
        stop = result.stopped_early = true;
      }
      if (bleu >= opt.target_bleu) stop = result.stopped_early = true;
      prog.best_valid_bleu = best;
    }
    if (validate || stop || result.steps % opt.report_every == 0) {
      report_progress(opt, clock, batches_per_epoch, result.steps, epoch, loss_sum, loss_tokens,
                      tokens_total, &prog);
      loss_sum = loss_tokens = 0;
    }
  }
  if (best < 0) {  // no validation happened (empty training set): keep the current model
    best = valid.empty() ? 0 : validation_bleu(run->model(), valid);
    result.model = run->model();
  }
  result.best_valid_bleu = best;
  result.seconds = clock.elapsed();
  result.cpu_seconds = clock.cpu();
  result.tokens_per_s = static_cast<double>(tokens_total) / std::max(1e-9, result.seconds);
  return result;
}

}  // namespace ap::s2s
