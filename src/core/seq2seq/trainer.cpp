// Training loop (see trainer.h).
#include "core/seq2seq/trainer.h"

#include "core/rng.h"
#include "core/seq2seq/beam_search.h"
#include "core/seq2seq/bleu.h"
#include "core/seq2seq/optimizer.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <numeric>
#include <string>
#ifndef __EMSCRIPTEN__
#include <thread>
#endif

namespace ap::s2s {

namespace {

std::vector<std::string> as_tokens(const std::vector<int>& ids) {
  std::vector<std::string> out;
  out.reserve(ids.size());
  for (int id : ids) out.push_back(std::to_string(id));
  return out;
}

template <class T>
void shuffle(std::vector<T>* v, Rng& rng) {
  for (size_t i = v->size(); i > 1; --i) std::swap((*v)[i - 1], (*v)[rng.below(i)]);
}

std::vector<std::vector<int>> make_epoch_batches(const std::vector<TrainExample>& data,
                                                 int batch_size, Rng& rng) {
  std::vector<int> order(data.size());
  std::iota(order.begin(), order.end(), 0);
  shuffle(&order, rng);
  std::vector<std::vector<int>> batches;
  const size_t pool = static_cast<size_t>(batch_size) * 32;
  for (size_t start = 0; start < order.size(); start += pool) {
    const size_t end = std::min(order.size(), start + pool);
    std::stable_sort(order.begin() + start, order.begin() + end,
                     [&](int a, int b) { return data[a].src.size() < data[b].src.size(); });
    for (size_t b = start; b < end; b += batch_size)
      batches.emplace_back(order.begin() + b,
                           order.begin() + std::min(end, b + static_cast<size_t>(batch_size)));
  }
  shuffle(&batches, rng);
  return batches;
}

}  // namespace

double validation_bleu(const Seq2SeqModel<float>& model, const std::vector<TrainExample>& ex) {
  std::vector<std::vector<std::string>> hyps, refs;
  for (const TrainExample& e : ex) {
    const int max_len = default_max_length(static_cast<int>(e.src.size()));
    hyps.push_back(as_tokens(beam_search(model, e.src, 1, max_len).tokens));
    refs.push_back(as_tokens(e.tgt));
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
  Rng rng(opt.seed);
  TrainResult result;
  Seq2SeqModel<float> model(opt.model, rng);
  result.model = model;
  Adam adam(model.params, AdamOptions{opt.lr, 0.9f, 0.999f, 1e-8f, opt.clip_norm});
#ifdef __EMSCRIPTEN__
  const int threads = 1;
#else
  const int threads = std::max(1, opt.threads);
#endif
  const int chunk = std::max(1, opt.grad_chunk);
  std::vector<Seq2SeqParams<float>> part_grads;  // one per chunk of the largest minibatch
  const double budget_s = opt.max_minutes * 60.0;
  TrainProgress prog;
  double loss_sum = 0, loss_tokens = 0;
  long long tokens_total = 0;
  int bad_validations = 0;
  bool stop = false;
  double best = -1;
  const double batches_per_epoch =
      std::max(1.0, static_cast<double>(train.size()) / opt.batch_size);
  for (int epoch = 0; epoch < opt.max_epochs && !stop; ++epoch) {
    result.epochs_started = epoch + 1;
    const auto batches = make_epoch_batches(train, opt.batch_size, rng);
    for (size_t bi = 0; bi < batches.size() && !stop; ++bi) {
      // Fixed chunks of `chunk` examples (the batch is already sorted by length within its pool);
      // thread w takes chunks w, w + workers, …; the sums below run in chunk order.
      const auto& idx = batches[bi];
      const int chunks = static_cast<int>((idx.size() + chunk - 1) / chunk);
      while (static_cast<int>(part_grads.size()) < chunks) {
        part_grads.emplace_back();
        part_grads.back().set_zero_like(model.params);
      }
      const int workers = std::max(1, std::min(threads, chunks));
      std::vector<float> part_loss(chunks, 0.0f);
      std::vector<int> part_tokens(chunks, 0);
      auto work = [&](int w) {
        for (int c = w; c < chunks; c += workers) {
          const size_t lo = static_cast<size_t>(c) * chunk;
          const size_t hi = std::min(idx.size(), lo + static_cast<size_t>(chunk));
          std::vector<const std::vector<int>*> src, tgt;
          for (size_t k = lo; k < hi; ++k) {
            src.push_back(&train[idx[k]].src);
            tgt.push_back(&train[idx[k]].tgt);
          }
          const Batch batch = make_batch(src, tgt);
          part_grads[c].visit([](const std::string&, Mat<float>& m) { m.setZero(); });
          part_loss[c] = model.loss(batch, &part_grads[c]);
          part_tokens[c] = batch.tokens;
        }
      };
#ifndef __EMSCRIPTEN__
      std::vector<std::thread> pool;
      for (int w = 1; w < workers; ++w) pool.emplace_back(work, w);
      work(0);
      for (auto& th : pool) th.join();
#else
      for (int w = 0; w < workers; ++w) work(w);
#endif
      int tokens = 0;
      float l = 0;
      for (int c = 0; c < chunks; ++c) {  // fixed order: deterministic sums
        if (c > 0) {
          std::vector<const Mat<float>*> add;
          part_grads[c].visit([&](const std::string&, const Mat<float>& m) { add.push_back(&m); });
          size_t k = 0;
          part_grads[0].visit([&](const std::string&, Mat<float>& m) { m += *add[k++]; });
        }
        tokens += part_tokens[c];
        l += part_loss[c];
      }
      adam.set_lr(scheduled_lr(opt, result.steps));
      adam.step(&model.params, part_grads[0], 1.0f / static_cast<float>(tokens));
      ++result.steps;
      loss_sum += l;
      loss_tokens += tokens;
      tokens_total += tokens;

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
  }
  if (best < 0) {  // no validation happened (empty training set): keep the initial model
    best = valid.empty() ? 0 : validation_bleu(model, valid);
    result.model = model;
  }
  result.best_valid_bleu = best;
  result.seconds = elapsed();
  result.cpu_seconds = cpu();
  result.tokens_per_s = static_cast<double>(tokens_total) / std::max(1e-9, result.seconds);
  return result;
}

}  // namespace ap::s2s
