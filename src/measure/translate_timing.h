// Timing of translations, shared by bench/translate_bench.cpp (native) and the web build (which
// can call the same function from wasm to compare): translate one tokenised sentence `repeats`
// times with a given beam and report the median and mean wall time per translation.
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

// A 20-word test sentence (21 tokens with the full stop) in the corpus vocabulary.
const char* bench_sentence_20_words();

}  // namespace ap::s2s
