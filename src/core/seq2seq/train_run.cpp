// TrainRunOf's untemplated parts (see train_run.h): the epoch's batches, a chunk's batch, the
// chunks' workers.
// AP_WORKER_THREADS (set by CMake, src/core/CMakeLists.txt) says whether run_chunks() may start
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

}  // namespace

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

void run_chunks(int first, int last, int threads, const std::function<void(int)>& compute) {
  const int left = last - first;
  if (left <= 0) return;
  const int workers = AP_WORKER_THREADS ? std::max(1, std::min(threads, left)) : 1;
  // The caller sums the chunks in chunk order whichever worker computed a chunk.
  auto work = [&](int w) {
    for (int c = first + w; c < last; c += workers) compute(c);
  };
#if AP_WORKER_THREADS
  std::vector<std::thread> pool;
  for (int w = 1; w < workers; ++w) pool.emplace_back(work, w);
  work(0);
  for (auto& th : pool) th.join();
#else
  work(0);  // workers == 1
#endif
}

Batch chunk_batch(const std::vector<TrainExample>& data, const std::vector<int>& idx, size_t lo,
                  size_t hi) {
  std::vector<const std::vector<int>*> src, tgt;
  for (size_t k = lo; k < hi; ++k) {
    src.push_back(&data[idx[k]].src);
    tgt.push_back(&data[idx[k]].tgt);
  }
  return make_batch(src, tgt);
}

}  // namespace ap::s2s
