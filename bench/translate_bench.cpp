// Translation speed (native): greedy and beam-5 translation of a 20-word sentence with the shipped
// RNNsearch and RNNencdec models. The timing loop lives in measure/translate_timing.h so the
// wasm build can run the very same code. Usage: translate_bench [repeats] [model dir]
#include "measure/heap_tuning.h"
#include "core/seq2seq/tokenizer.h"
#include "measure/translate_timing.h"

#include <cstdio>
#include <cstdlib>
#include <string>

int main(int argc, char** argv) {
  ap::keep_freed_heap_memory();  // see measure/heap_tuning.h
  using namespace ap::s2s;
  const int repeats = argc > 1 ? std::max(1, std::atoi(argv[1])) : 30;
  const std::string dir = argc > 2 ? argv[2] : std::string(AP_ASSETS_DIR) + "/models";
  const auto tokens = tokenize(bench_sentence_20_words());
  std::printf("sentence: %s (%zu tokens)\n", bench_sentence_20_words(), tokens.size());
  for (const char* name : {"rnnsearch", "rnnencdec"}) {
    Translator tr;
    std::string error;
    if (!tr.load_file(dir + "/" + name + ".bin", &error)) {
      std::fprintf(stderr, "translate_bench: %s\n", error.c_str());
      return 2;
    }
    for (int beam : {1, 5}) {
      const TranslateTiming t = time_translation(tr, tokens, beam, repeats);
      std::printf(
          "%-9s %-7s median %7.3f ms  mean %7.3f ms  min %7.3f ms  (%d target tokens, %d runs)\n",
          name, beam == 1 ? "greedy" : "beam-5", t.median_ms, t.mean_ms, t.min_ms, t.target_tokens,
          t.repeats);
    }
  }
  return 0;
}
