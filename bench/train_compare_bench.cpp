// train_compare_bench: training speed of RNNsearch and the Transformer in one run, natively, as
// training examples per second of one loss + gradient (the trainer's inner step, one thread) on
// the same minibatch of 32 corpus sentences of 11–20 source words. Both models are the shipped
// ones (assets/models/rnnsearch.bin, transformer.bin: 2 + 2 layers, d_model 64, 4 heads, d_ff
// 128), over the same vocabularies. Also prints each
// model's parameter count and sequential steps per sentence (the RNN's recurrences run once per
// source word in each encoder direction and once per target word; the Transformer's layers
// once per layer, over all positions at once in training). Figures only, nothing asserted.
// Usage: train_compare_bench [--warmup-ms=N]
#include "bench_batch.h"
#include "bench_timing.h"
#include "measure/heap_tuning.h"
#include "core/seq2seq/translator.h"
#include "core/transformer/model.h"

#include <cstdio>
#include <string>

int main(int argc, char** argv) {
  ap::keep_freed_heap_memory();  // see measure/heap_tuning.h
  const ap::bench::Options opt = ap::bench::parse_options(argc, argv);
  ap::s2s::Translator tr, shipped_tfm;
  std::string error;
  if (!tr.load_file(AP_SOURCE_DIR "/assets/models/rnnsearch.bin", &error) ||
      !shipped_tfm.load_file(AP_SOURCE_DIR "/assets/models/transformer.bin", &error)) {
    std::printf("train_compare_bench: %s\n", error.c_str());
    return 1;
  }
  const int B = 32;
  const ap::s2s::Batch batch = ap::bench::corpus_batch(tr, B);
  const ap::s2s::Seq2SeqModel<float>& rnn = tr.bundle().model;
  ap::s2s::Seq2SeqParams<float> rnn_grads;
  rnn_grads.set_zero_like(rnn.params);
  const ap::tfm::TransformerModel<float>& tfm = shipped_tfm.bundle().transformer;
  const ap::tfm::TransformerConfig& cfg = tfm.config;
  ap::tfm::TransformerParams<float> tfm_grads = tfm.zero_params();
  volatile float sink = 0;
  const ap::bench::Timing r =
      ap::bench::time_ns([&] { sink = sink + rnn.loss(batch, &rnn_grads); }, opt.warmup_ms, 9);
  const ap::bench::Timing t = ap::bench::time_ns(
      [&] { sink = sink + tfm.loss_and_gradients(batch, &tfm_grads); }, opt.warmup_ms, 9);
  const int Tx = static_cast<int>(batch.src.rows()), Ty = static_cast<int>(batch.tgt_in.rows());
  std::printf(
      "train_compare_bench (%s): loss + gradient, batch of %d sentences (11-20 words, %d target "
      "tokens, padded Tx %d, Ty %d), one thread\n",
      ap::bench::platform_name(), B, batch.tokens, Tx, Ty);
  std::printf(
      "  RNNsearch    %7zu parameters  %6.1f ms per batch (min %.1f) = %4.0f examples/s"
      "  sequential steps per sentence %d (encoder) + %d (decoder)\n",
      rnn.params.num_parameters(), r.median_ns / 1e6, r.min_ns / 1e6, 1e9 * B / r.median_ns, Tx,
      Ty);
  std::printf(
      "  Transformer  %7zu parameters  %6.1f ms per batch (min %.1f) = %4.0f examples/s"
      "  sequential steps per sentence %d (layers) in training, %d + %d decoding\n",
      tfm.params.num_parameters(), t.median_ns / 1e6, t.min_ns / 1e6, 1e9 * B / t.median_ns,
      cfg.enc_layers + cfg.dec_layers, cfg.enc_layers, Ty);
  return 0;
}
