// TrainRun (see train_run.h): batching, chunked gradients, the checked Adam update.
// AP_WORKER_THREADS (set by CMake, src/core/CMakeLists.txt) says whether step() may start
// std::thread workers: 1 natively, 0 in the wasm build, which has no threads; there step()
// computes every chunk on the calling thread, which is what one worker does anyway.
#include "core/seq2seq/train_run.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#if !defined(AP_WORKER_THREADS)
#error "AP_WORKER_THREADS (0 or 1) is set by src/core/CMakeLists.txt"
#elif AP_WORKER_THREADS
#include <thread>
#endif

namespace ap::s2s {

namespace {

template <class T>
void shuffle(std::vector<T>* v, Rng& rng) {
  for (size_t i = v->size(); i > 1; --i) std::swap((*v)[i - 1], (*v)[rng.below(i)]);
}

// Shuffles the examples, cuts them into pools of 32 batches, sorts each pool by source length and
// cuts it into batches (little padding), then shuffles the batch order.
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

TrainRun::TrainRun(const std::vector<TrainExample>* train, const TrainOptions& opt)
    : train_(train),
      opt_(opt),
      rng_(opt.seed),
      model_(opt.model, rng_),
      adam_(model_.params, AdamOptions{opt.lr, 0.9f, 0.999f, 1e-8f, opt.clip_norm}) {
  opt_.batch_size = std::max(1, opt_.batch_size);
  opt_.grad_chunk = std::max(1, opt_.grad_chunk);
  previous_ = model_.params;
}

int TrainRun::epoch() const {
  return batch_index_ < batches_.size() || next_chunk_ > 0 ? epoch_ : epoch_ + 1;
}

void TrainRun::start_batch() {
  if (batch_index_ >= batches_.size()) {
    ++epoch_;
    batches_ = make_epoch_batches(*train_, opt_.batch_size, rng_);
    batch_index_ = 0;
  }
  const auto& idx = batches_[batch_index_];
  chunks_ = static_cast<int>((idx.size() + opt_.grad_chunk - 1) / opt_.grad_chunk);
  while (static_cast<int>(part_grads_.size()) < chunks_) {
    part_grads_.emplace_back();
    part_grads_.back().set_zero_like(model_.params);
  }
  part_loss_.assign(chunks_, 0.0f);
  part_tokens_.assign(chunks_, 0);
  next_chunk_ = 0;
}

void TrainRun::compute_chunk(int c) {
  const auto& idx = batches_[batch_index_];
  const size_t lo = static_cast<size_t>(c) * opt_.grad_chunk;
  const size_t hi = std::min(idx.size(), lo + static_cast<size_t>(opt_.grad_chunk));
  std::vector<const std::vector<int>*> src, tgt;
  for (size_t k = lo; k < hi; ++k) {
    src.push_back(&(*train_)[idx[k]].src);
    tgt.push_back(&(*train_)[idx[k]].tgt);
  }
  const Batch batch = make_batch(src, tgt);
  part_grads_[c].visit([](const std::string&, Mat<float>& m) { m.setZero(); });
  part_loss_[c] = model_.loss(batch, &part_grads_[c]);
  part_tokens_[c] = batch.tokens;
}

TrainStepResult TrainRun::finish_batch() {
  int tokens = 0;
  float l = 0;
  for (int c = 0; c < chunks_; ++c) {  // fixed order: deterministic sums
    if (c > 0) {
      std::vector<const Mat<float>*> add;
      part_grads_[c].visit([&](const std::string&, const Mat<float>& m) { add.push_back(&m); });
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
  previous_ = model_.params;
  adam_.set_lr(scheduled_lr(opt_, steps_));
  adam_.step(&model_.params, part_grads_[0], 1.0f / static_cast<float>(std::max(1, tokens)));
  ++steps_;
  r.updated = true;
  r.loss = l;
  r.tokens = tokens;
  r.examples = examples;
  return r;
}

TrainStepResult TrainRun::step_chunk() {
  if (failed_ || train_->empty()) return {false, 0, 0, 0, failed_};
  if (next_chunk_ == 0) start_batch();
  compute_chunk(next_chunk_++);
  if (next_chunk_ < chunks_) return {};
  return finish_batch();
}

TrainStepResult TrainRun::step(int threads) {
  if (failed_ || train_->empty()) return {false, 0, 0, 0, failed_};
  if (next_chunk_ == 0) start_batch();
  const int first = next_chunk_;
  const int left = chunks_ - first;
  const int workers = AP_WORKER_THREADS ? std::max(1, std::min(threads, left)) : 1;
  // Worker w takes chunks first + w, first + w + workers, …; the sum in finish_batch() runs in
  // chunk order whichever worker computed a chunk.
  auto work = [&](int w) {
    for (int c = first + w; c < chunks_; c += workers) compute_chunk(c);
  };
#if AP_WORKER_THREADS
  std::vector<std::thread> pool;
  for (int w = 1; w < workers; ++w) pool.emplace_back(work, w);
  work(0);
  for (auto& th : pool) th.join();
#else
  work(0);  // workers == 1
#endif
  next_chunk_ = chunks_;
  return finish_batch();
}

}  // namespace ap::s2s
