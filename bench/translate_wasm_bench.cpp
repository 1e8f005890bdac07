// Speed of the browser translator's work: greedy and beam-5 translation of the 20-word benchmark
// sentence (bench_sentence_20_words()) with the shipped RNNsearch model, timed by
// time_translation() from measure/translate_timing.h: the same sentence and the same loop as
// bench/translate_bench.cpp, so its rnnsearch lines and these compare wasm with native. The same
// file builds natively (bench/) and for wasm under node (tests/CMakeLists.txt:
// node --no-experimental-fetch build/<web>/tests/translate_wasm_bench.js). Each figure is timed
// after >= 1 s of the same work (warm-up). Prints figures; asserts nothing.
// Targets, so that the translator feels instant in the page: wasm greedy ≤ 2 ms, beam 5 ≤ 10 ms.
// Usage: translate_wasm_bench [model file]   (default: AP_MODEL_FILE = assets/models/rnnsearch.bin)
#include "core/seq2seq/tokenizer.h"
#include "core/seq2seq/translator.h"
#include "measure/heap_tuning.h"
#include "measure/translate_timing.h"

#include <cstdio>
#include <string>
#include <vector>

#ifndef AP_MODEL_FILE
#define AP_MODEL_FILE AP_SOURCE_DIR "/assets/models/rnnsearch.bin"
#endif

namespace {

using namespace ap::s2s;

#ifdef __EMSCRIPTEN__
constexpr const char* kWhere = "wasm";
#else
constexpr const char* kWhere = "native";
#endif

TranslateTiming warm_then_time(const Translator& t, const std::vector<std::string>& tokens,
                               int beam, int repeats) {
  warm_up_translation(t, tokens, beam, 1.0);
  return time_translation(t, tokens, beam, repeats);
}

void print_timing(const char* label, const TranslateTiming& t, const char* target) {
  std::printf(
      "%s %-7s median %7.3f ms  mean %7.3f ms  min %7.3f ms  (%d target tokens, %d runs)"
      "  (target in wasm %s)\n",
      kWhere, label, t.median_ms, t.mean_ms, t.min_ms, t.target_tokens, t.repeats, target);
}

}  // namespace

int main(int argc, char** argv) {
  ap::keep_freed_heap_memory();  // see measure/heap_tuning.h
  const std::string path = argc > 1 ? argv[1] : AP_MODEL_FILE;
  Translator t;
  std::string error;
  if (!t.load_file(path, &error)) {
    std::printf("translate_wasm_bench (%s): cannot load %s: %s\n", kWhere, path.c_str(),
                error.c_str());
    return 1;
  }
  const std::vector<std::string> tokens = tokenize(bench_sentence_20_words());
  std::printf("model %s (%s)\nsentence: %s (%zu tokens)\ngreedy: %s\n", path.c_str(),
              model_kind_name(t.kind()), bench_sentence_20_words(), tokens.size(),
              detokenize(t.translate_tokens(tokens, 1)).c_str());
  const TranslateTiming greedy = warm_then_time(t, tokens, 1, 101);
  const TranslateTiming beam5 = warm_then_time(t, tokens, 5, 41);
  print_timing("greedy", greedy, "<= 2 ms");
  print_timing("beam-5", beam5, "<= 10 ms");
  std::printf("%s beam 5 / greedy: %.2f (min %.2f)  (target <= 2.5)\n", kWhere,
              beam5.median_ms / greedy.median_ms, beam5.min_ms / greedy.min_ms);
  return 0;
}
