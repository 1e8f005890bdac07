// Timing of translations, shared by bench/translate_bench.cpp (native) and
// bench/translate_wasm_bench.cpp (built for wasm too), so both time the same call on the same
// sentence: translate one tokenised sentence `repeats` times with a given beam and report the
// median, mean and min wall time per translation.
#pragma once

#include "core/seq2seq/translator.h"

#include <string>
#include <vector>

namespace ap::s2s {

struct TranslateTiming {
  int beam = 1;
  int repeats = 0;
  int target_tokens = 0;  // length of the produced translation
  double median_ms = 0, mean_ms = 0, min_ms = 0;
};

TranslateTiming time_translation(const Translator& translator,
                                 const std::vector<std::string>& source_tokens, int beam,
                                 int repeats);

// Translates the sentence again and again for at least `seconds` (V8 tiers wasm up to TurboFan
// only after the code has run a while; the first figures are otherwise about 3x slow).
void warm_up_translation(const Translator& translator,
                         const std::vector<std::string>& source_tokens, int beam, double seconds);

// A 20-word test sentence (21 tokens with the full stop) in the corpus vocabulary.
const char* bench_sentence_20_words();

}  // namespace ap::s2s
