// `attention evaluate --sentences FILE`: the exact match of each chosen translator on a sentence
// set with references (core/seq2seq/sentence_set.h; the newcomer set is
// tests/fixtures/newcomer_set.tsv). A sentence the translator refuses (no known word, too long)
// counts as wrong and is counted apart.
#pragma once

#include "core/seq2seq/translator.h"

#include <string>
#include <vector>

namespace ap::cli {

// Prints a table (or, with json, per model the score and every translation); returns the exit
// code (kExitBadInput with one line on stderr when the file cannot be read or parsed).
int evaluate_sentence_set(const std::string& path, const std::vector<ap::s2s::Translator>& models,
                          int beam, bool json);

}  // namespace ap::cli
