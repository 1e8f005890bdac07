// Training loop (see trainer.h).
#include "core/seq2seq/trainer.h"

#include "core/rng.h"
#include "core/seq2seq/beam_search.h"
#include "core/seq2seq/bleu.h"
#include "core/seq2seq/train_run.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <string>

namespace ap::s2s {

std::vector<std::string> id_tokens(const std::vector<int>& ids) {
  std::vector<std::string> out;
  out.reserve(ids.size());
  for (int id : ids) out.push_back(std::to_string(id));
  return out;
}

std::vector<std::string> greedy_id_tokens(const Seq2SeqModel<float>& model,
                                          const std::vector<int>& src) {
  const int max_len = default_max_length(static_cast<int>(src.size()));
  return id_tokens(beam_search(model, src, 1, max_len).tokens);
}

double validation_bleu(const Seq2SeqModel<float>& model, const std::vector<TrainExample>& ex) {
  std::vector<std::vector<std::string>> hyps, refs;
  for (const TrainExample& e : ex) {
    hyps.push_back(greedy_id_tokens(model, e.src));
    refs.push_back(id_tokens(e.tgt));
  }
  return corpus_bleu(hyps, refs);
}

float scheduled_lr(const TrainOptions& opt, long long step) {
  if (opt.max_steps <= 0 || opt.lr_decay_from >= 1.0) return opt.lr;
  const double from = std::max(0.0, opt.lr_decay_from) * static_cast<double>(opt.max_steps);
  const double span = static_cast<double>(opt.max_steps) - from;
  const double t = static_cast<double>(step) - from;
  if (t <= 0 || span <= 0) return opt.lr;
  const double f = 1.0 - (1.0 - opt.lr_final) * std::min(1.0, t / span);
  return static_cast<float>(static_cast<double>(opt.lr) * f);
}

TrainResult train_model(const std::vector<TrainExample>& train,
                        const std::vector<TrainExample>& valid, const TrainOptions& opt) {
  Eigen::setNbThreads(1);  // determinism: one thread, fixed summation order
  using clock = std::chrono::steady_clock;
  const auto t0 = clock::now();
  auto elapsed = [&] { return std::chrono::duration<double>(clock::now() - t0).count(); };
  const std::clock_t c0 = std::clock();
  auto cpu = [&] { return static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC; };
  TrainResult result;
  TrainRun run(&train, opt);  // the same steps the page takes (train_run.h)
  result.model = run.model();
  const double budget_s = opt.max_minutes * 60.0;
  TrainProgress prog;
  double loss_sum = 0, loss_tokens = 0;
  long long tokens_total = 0;
  int bad_validations = 0;
  bool stop = train.empty();
  double best = -1;
  const double batches_per_epoch =
      std::max(1.0, static_cast<double>(train.size()) / opt.batch_size);
  while (!stop && run.epoch() < opt.max_epochs) {
    const int epoch = run.epoch();
    result.epochs_started = epoch + 1;
    const TrainStepResult step = run.step(opt.threads);
    if (step.failed) break;  // a non-finite loss: keep the best validated model
    result.steps = run.steps();
    loss_sum += step.loss;
    loss_tokens += step.tokens;
    tokens_total += step.tokens;
    const Seq2SeqModel<float>& model = run.model();

    const bool validate = result.steps % opt.validate_every == 0;
    const double t = elapsed();
    if (t >= budget_s || (opt.max_steps > 0 && result.steps >= opt.max_steps)) stop = true;
    prog.validated = false;
    if (validate || stop) {
      const double bleu = validation_bleu(model, valid);
      prog.last_valid_bleu = bleu;
      prog.validated = true;
      if (bleu > best) {
        best = bleu;
        result.model = model;
        bad_validations = 0;
      } else if (++bad_validations >= opt.patience) {
        stop = true;
        result.stopped_early = true;
      }
      if (bleu >= opt.target_bleu) {
        stop = true;
        result.stopped_early = true;
      }
      prog.best_valid_bleu = best;
    }
    if (validate || stop || result.steps % opt.report_every == 0) {
      prog.step = result.steps;
      prog.epoch = epoch;
      prog.elapsed_s = elapsed();
      prog.cpu_s = cpu();
      const double done_steps = static_cast<double>(result.steps);
      const double frac_epochs = done_steps / (batches_per_epoch * opt.max_epochs);
      prog.fraction = std::min(1.0, std::max(prog.elapsed_s / budget_s, frac_epochs));
      prog.eta_s = prog.fraction > 0 ? prog.elapsed_s * (1 - prog.fraction) / prog.fraction : 0;
      prog.loss = loss_sum / std::max(1.0, loss_tokens);
      prog.tokens_per_s = static_cast<double>(tokens_total) / std::max(1e-9, prog.elapsed_s);
      if (opt.on_progress) opt.on_progress(prog);
      loss_sum = loss_tokens = 0;
    }
  }
  if (best < 0) {  // no validation happened (empty training set): keep the current model
    best = valid.empty() ? 0 : validation_bleu(run.model(), valid);
    result.model = run.model();
  }
  result.best_valid_bleu = best;
  result.seconds = elapsed();
  result.cpu_seconds = cpu();
  result.tokens_per_s = static_cast<double>(tokens_total) / std::max(1e-9, result.seconds);
  return result;
}

}  // namespace ap::s2s
