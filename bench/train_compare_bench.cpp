// train_compare_bench: training speed of the three shipped models in one run, as training
// examples per second of one loss + gradient (the trainer's inner step, one thread) on the same
// minibatch of 32 corpus sentences of 11–20 source words: RNNsearch, RNNencdec and the
// Transformer (assets/models/*.bin; the Transformer 2 + 2 layers, d_model 64, 4 heads, d_ff 128),
// over the same vocabularies. Also prints each model's parameter count and sequential steps per
// sentence (the RNN's recurrences run once per source word in each encoder direction and once
// per target word; the Transformer's layers once per layer, over all positions at once in
// training). Figures only, nothing asserted. Natively and in wasm (node).
// Usage: train_compare_bench [--warmup-ms=N] [--tsv]
//   --tsv: one line per model, "model<TAB>parameters<TAB>median_ns<TAB>min_ns<TAB>batch<TAB>
//          training_steps<TAB>decoding_steps" (tools/gen/speed-figures.sh writes them into
//          assets/models/speed.json, which the tour's three reasons read).
#include "bench_batch.h"
#include "bench_timing.h"
#include "measure/heap_tuning.h"
#include "core/seq2seq/translator.h"
#include "core/transformer/model.h"

#include <cstdio>
#include <string>

namespace {

struct Figure {
  const char* model;  // the page's name: search, encdec, transformer
  std::size_t parameters;
  ap::bench::Timing timing;
  int training_steps, decoding_steps;  // sequential steps per sentence of this batch
};

bool load(ap::s2s::Translator* tr, const char* file) {
  std::string error;
  if (tr->load_file(std::string(AP_SOURCE_DIR "/assets/models/") + file, &error)) return true;
  std::printf("train_compare_bench: %s\n", error.c_str());
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  ap::keep_freed_heap_memory();  // see measure/heap_tuning.h
  const ap::bench::Options opt = ap::bench::parse_options(argc, argv);
  ap::s2s::Translator search, encdec, transformer;
  if (!load(&search, "rnnsearch.bin") || !load(&encdec, "rnnencdec.bin") ||
      !load(&transformer, "transformer.bin"))
    return 1;
  const int B = 32;
  const ap::s2s::Batch batch = ap::bench::corpus_batch(search, B);
  const int Tx = static_cast<int>(batch.src.rows()), Ty = static_cast<int>(batch.tgt_in.rows());
  volatile float sink = 0;
  auto rnn_figure = [&](const char* name, const ap::s2s::Translator& tr) {
    const ap::s2s::Seq2SeqModel<float>& m = tr.bundle().model;
    ap::s2s::Seq2SeqParams<float> grads;
    grads.set_zero_like(m.params);
    const ap::bench::Timing t =
        ap::bench::time_ns([&] { sink = sink + m.loss(batch, &grads); }, opt.warmup_ms, 9);
    return Figure{name, m.params.num_parameters(), t, Tx + Ty, Tx + Ty};
  };
  const ap::tfm::TransformerModel<float>& tfm = transformer.bundle().transformer;
  ap::tfm::TransformerParams<float> tfm_grads = tfm.zero_params();
  const ap::bench::Timing tt = ap::bench::time_ns(
      [&] { sink = sink + tfm.loss_and_gradients(batch, &tfm_grads); }, opt.warmup_ms, 9);
  const Figure figures[3] = {
      rnn_figure("search", search),
      rnn_figure("encdec", encdec),
      {"transformer", tfm.params.num_parameters(), tt,
       tfm.config.enc_layers + tfm.config.dec_layers, tfm.config.enc_layers + Ty}};
  if (opt.tsv) {
    for (const Figure& f : figures)
      std::printf("%s\t%zu\t%.0f\t%.0f\t%d\t%d\t%d\n", f.model, f.parameters, f.timing.median_ns,
                  f.timing.min_ns, B, f.training_steps, f.decoding_steps);
    return 0;
  }
  std::printf(
      "train_compare_bench (%s): loss + gradient, batch of %d sentences (11-20 words, %d target "
      "tokens, padded Tx %d, Ty %d), one thread\n",
      ap::bench::platform_name(), B, batch.tokens, Tx, Ty);
  for (const Figure& f : figures)
    std::printf(
        "  %-12s %7zu parameters  %6.1f ms per batch (min %.1f) = %4.0f examples/s"
        "  sequential steps per sentence: %d in training, %d decoding\n",
        f.model, f.parameters, f.timing.median_ns / 1e6, f.timing.min_ns / 1e6,
        1e9 * B / f.timing.median_ns, f.training_steps, f.decoding_steps);
  return 0;
}
