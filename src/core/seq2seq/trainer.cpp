// Training loop (see trainer.h).
#include "core/seq2seq/trainer.h"

#include "core/rng.h"
#include "core/seq2seq/beam_search.h"
#include "core/seq2seq/bleu.h"
#include "core/seq2seq/train_loop.h"

#include <algorithm>
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
  return validation_bleu_of(model, ex);
}

float scheduled_lr(const TrainOptions& opt, long long step) {
  double f = 1.0;
  if (opt.warmup_steps > 0 && step < opt.warmup_steps)
    f = static_cast<double>(step + 1) / static_cast<double>(opt.warmup_steps);
  if (opt.max_steps <= 0 || opt.lr_decay_from >= 1.0)
    return f == 1.0 ? opt.lr : static_cast<float>(static_cast<double>(opt.lr) * f);
  const double from = std::max(0.0, opt.lr_decay_from) * static_cast<double>(opt.max_steps);
  const double span = static_cast<double>(opt.max_steps) - from;
  const double t = static_cast<double>(step) - from;
  if (t > 0 && span > 0) f *= 1.0 - (1.0 - opt.lr_final) * std::min(1.0, t / span);
  return f == 1.0 ? opt.lr : static_cast<float>(static_cast<double>(opt.lr) * f);
}

void report_progress(const TrainOptions& opt, const TrainLoopClock& clock, double batches_per_epoch,
                     long long steps, int epoch, double loss_sum, double loss_tokens,
                     long long tokens_total, TrainProgress* prog) {
  prog->step = steps;
  prog->epoch = epoch;
  prog->elapsed_s = clock.elapsed();
  prog->cpu_s = clock.cpu();
  // The run ends at the first of its limits: the time, the epochs, the updates (--steps).
  double fraction = std::max(prog->elapsed_s / (opt.max_minutes * 60.0),
                             static_cast<double>(steps) / (batches_per_epoch * opt.max_epochs));
  if (opt.max_steps > 0)
    fraction = std::max(fraction, static_cast<double>(steps) / static_cast<double>(opt.max_steps));
  prog->fraction = std::min(1.0, fraction);
  prog->eta_s = prog->fraction > 0 ? prog->elapsed_s * (1 - prog->fraction) / prog->fraction : 0;
  prog->loss = loss_sum / std::max(1.0, loss_tokens);
  prog->tokens_per_s = static_cast<double>(tokens_total) / std::max(1e-9, prog->elapsed_s);
  if (opt.on_progress) opt.on_progress(*prog);
}

TrainResult train_model(const std::vector<TrainExample>& train,
                        const std::vector<TrainExample>& valid, const TrainOptions& opt) {
  TrainRun run(&train, opt);  // the same steps the page takes (train_run.h)
  return train_loop(&run, train, valid, opt);
}

}  // namespace ap::s2s
