// Speed of the browser translator's work: median time of greedy and beam-5 translation of one
// 20-word sentence with the shipped RNNsearch model (Translator::translate, the call the translate
// tab makes on each change). The same code builds natively (bench/) and for wasm under node
// (tests/CMakeLists.txt: node --no-experimental-fetch build/<web>/tests/translate_wasm_bench.js).
// Each figure is timed after >= 1 s of the same work (warm-up). Prints figures; asserts nothing.
// Targets, so that the translator feels instant in the page: wasm greedy ≤ 2 ms, beam 5 ≤ 10 ms.
// Usage: translate_wasm_bench [model file]   (default: AP_MODEL_FILE = assets/models/rnnsearch.bin)
#include "measure/heap_tuning.h"
#include "core/seq2seq/translator.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#ifndef AP_MODEL_FILE
#define AP_MODEL_FILE AP_SOURCE_DIR "/assets/models/rnnsearch.bin"
#endif

namespace {

// 20 words + the full stop.
constexpr const char* kSentence =
    "The agreement on the European Economic Area was signed in August 1992 and the committee "
    "approved the report in May.";

struct Ms {
  double median, min;
};

// ≥ 1 s of the same translations first (V8 tiers the wasm up to TurboFan; caches warm), then
// `reps` timed runs: median and min.
Ms time_ms(const ap::s2s::Translator& t, int beam, int reps) {
  ap::s2s::Translation out;
  std::string error;
  const auto w0 = std::chrono::steady_clock::now();
  while (std::chrono::duration<double>(std::chrono::steady_clock::now() - w0).count() < 1.0)
    t.translate(kSentence, beam, &out, &error);
  std::vector<double> ms;
  for (int i = 0; i < reps; ++i) {
    const auto t0 = std::chrono::steady_clock::now();
    t.translate(kSentence, beam, &out, &error);
    const auto t1 = std::chrono::steady_clock::now();
    ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
  }
  std::sort(ms.begin(), ms.end());
  return {ms[ms.size() / 2], ms.front()};
}

}  // namespace

int main(int argc, char** argv) {
  ap::keep_freed_heap_memory();  // see measure/heap_tuning.h
  const std::string path = argc > 1 ? argv[1] : AP_MODEL_FILE;
#ifdef __EMSCRIPTEN__
  const char* where = "wasm";
#else
  const char* where = "native";
#endif
  ap::s2s::Translator t;
  std::string error;
  if (!t.load_file(path, &error)) {
    std::printf("translate_wasm_bench (%s): cannot load %s: %s\n", where, path.c_str(),
                error.c_str());
    return 1;
  }
  ap::s2s::Translation out;
  if (!t.translate(kSentence, 1, &out, &error)) {
    std::printf("translate_wasm_bench: %s\n", error.c_str());
    return 1;
  }
  std::printf("model %s (%s)\nsentence (%zu source tokens): %s\ngreedy: %s\n", path.c_str(),
              ap::s2s::model_kind_name(t.kind()), out.source_tokens.size(), kSentence,
              out.translation.c_str());
  if (!out.unknown_words.empty())
    std::printf("(%zu unknown words mapped to <unk>)\n", out.unknown_words.size());
  const Ms greedy = time_ms(t, 1, 101);
  const Ms beam5 = time_ms(t, 5, 41);
  std::printf("%s greedy: median %.3f ms, min %.3f ms  (target in wasm <= 2 ms)\n", where,
              greedy.median, greedy.min);
  std::printf("%s beam 5: median %.3f ms, min %.3f ms  (target in wasm <= 10 ms)\n", where,
              beam5.median, beam5.min);
  std::printf("%s beam 5 / greedy: %.2f (min %.2f)  (target <= 2.5)\n", where,
              beam5.median / greedy.median, beam5.min / greedy.min);
  return 0;
}
