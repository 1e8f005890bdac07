// train_bench: training speed of RNNsearch, natively and compiled to wasm (under node), as
// training examples per second of one loss + BPTT gradient (Seq2SeqModel::loss with grads, the
// trainer's inner step, one thread) on minibatches of 32 corpus sentences of 11–20 source words.
// Uses the shipped model's configuration and weights. Figures only, nothing asserted.
// Usage: train_bench [--warmup-ms=N] [--tsv]
#include "bench_batch.h"
#include "bench_timing.h"
#include "measure/heap_tuning.h"
#include "core/seq2seq/translator.h"

#include <cstdio>
#include <string>

#ifndef AP_MODEL_FILE
#define AP_MODEL_FILE AP_SOURCE_DIR "/assets/models/rnnsearch.bin"
#endif

int main(int argc, char** argv) {
  ap::keep_freed_heap_memory();  // see measure/heap_tuning.h
  const ap::bench::Options opt = ap::bench::parse_options(argc, argv);
  ap::s2s::Translator tr;
  std::string error;
  if (!tr.load_file(AP_MODEL_FILE, &error)) {
    std::printf("train_bench: %s\n", error.c_str());
    return 1;
  }
  const int B = 32;
  const ap::s2s::Batch batch = ap::bench::corpus_batch(tr, B);
  const ap::s2s::Seq2SeqModel<float>& model = tr.bundle().model;
  ap::s2s::Seq2SeqParams<float> grads;
  grads.set_zero_like(model.params);
  volatile float sink = 0;
  const ap::bench::Timing t =
      ap::bench::time_ns([&] { sink = sink + model.loss(batch, &grads); }, opt.warmup_ms, 9);
  const double per_ex_med = 1e9 * B / t.median_ns, per_ex_best = 1e9 * B / t.min_ns;
  if (opt.tsv) {
    std::printf("train examples/s (B=%d, Tx=%d)\t%.1f\t%.1f\n", B,
                static_cast<int>(batch.src.rows()), t.median_ns, t.min_ns);
    return 0;
  }
  std::printf(
      "train_bench (%s): RNNsearch loss + gradient, batch of %d sentences (11-20 words, "
      "%d target tokens), one thread\n  %.1f ms per batch (min %.1f) = %.0f examples/s "
      "(best %.0f)\n",
      ap::bench::platform_name(), B, batch.tokens, t.median_ns / 1e6, t.min_ns / 1e6, per_ex_med,
      per_ex_best);
  return 0;
}
