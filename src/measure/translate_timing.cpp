// Translation timing loop (see translate_timing.h).
#include "measure/translate_timing.h"

#include <algorithm>
#include <chrono>
#include <numeric>

namespace ap::s2s {

const char* bench_sentence_20_words() {
  return "The European Commission signed the new agreement on the economic reform in Geneva "
         "last month and the minister left again.";
}

TranslateTiming time_translation(const Translator& translator,
                                 const std::vector<std::string>& source_tokens, int beam,
                                 int repeats) {
  using clock = std::chrono::steady_clock;
  TranslateTiming t;
  t.beam = beam;
  t.repeats = std::max(1, repeats);
  std::vector<double> ms;
  translator.translate_tokens(source_tokens, beam);  // warm-up (allocations, caches)
  for (int i = 0; i < t.repeats; ++i) {
    const auto t0 = clock::now();
    t.target_tokens = static_cast<int>(translator.translate_tokens(source_tokens, beam).size());
    ms.push_back(std::chrono::duration<double, std::milli>(clock::now() - t0).count());
  }
  t.mean_ms = std::accumulate(ms.begin(), ms.end(), 0.0) / static_cast<double>(ms.size());
  std::sort(ms.begin(), ms.end());
  t.median_ms = ms[ms.size() / 2];
  t.min_ms = ms.front();
  return t;
}

void warm_up_translation(const Translator& translator,
                         const std::vector<std::string>& source_tokens, int beam, double seconds) {
  using clock = std::chrono::steady_clock;
  const auto t0 = clock::now();
  do {
    translator.translate_tokens(source_tokens, beam);
  } while (std::chrono::duration<double>(clock::now() - t0).count() < seconds);
}

}  // namespace ap::s2s
