// Unknown words through attention (Luong et al. 2015, "Addressing the rare word problem"): the
// decoder emits <unk> for a word it cannot translate, and the translator replaces each target
// <unk> by the source word its attention weights point to most. To make the model emit <unk>
// where a source word is unknown, the trainer masks now and then a copyable word (a first name,
// a city written the same in French, a number) with <unk> on both sides (mask_copyable).
// A likely typo gets a suggestion: the closest vocabulary word by edit distance.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/rng.h"
#include "core/seq2seq/vocabulary.h"

namespace ap::s2s {

struct CopiedWord {
  int target = 0;  // index in the target tokens
  int source = 0;  // index in the source tokens (the argmax of that row's attention)
  std::string word;
  float weight = 0;  // the attention weight of that source word
};

// Replaces every "<unk>" in *target by the source token with the largest weight in its row of
// alignment (target × source). Rows missing from alignment leave the <unk> in place. Returns
// what was copied, in target order.
std::vector<CopiedWord> copy_unknowns(const std::vector<std::string>& source,
                                      const std::vector<std::vector<float>>& alignment,
                                      std::vector<std::string>* target);

// Whether one of `copied` came from source token `source`, or went to target token `target`
// (the heatmaps mark those words).
bool copied_from_source(const std::vector<CopiedWord>& copied, int source);
bool copied_to_target(const std::vector<CopiedWord>& copied, int target);

// Levenshtein distance on bytes (UTF-8 accents count as one or two edits).
int edit_distance(const std::string& a, const std::string& b);

// The vocabulary word closest to `word` (letters only, distance ≤ 1 for words of up to 4 bytes,
// ≤ 2 otherwise; ties: the more frequent word, i.e. the smaller id), or "" if none. Numbers and
// words of fewer than 3 bytes get no suggestion.
std::string suggest_word(const std::string& word, const Vocabulary& vocabulary);

// The words (lowercased) written with a capital letter inside `sentence`, the first word not
// counted: names the user typed ("I love Mary." → {"mary"}). They get no "did you mean".
std::vector<std::string> capitalised_words(std::string_view sentence);

// A token the same in English and French that may stand for any unknown word: a number, a first
// name, a city written the same in both languages.
bool is_copyable(const std::string& token);

// Source/target ids of one pair where each copyable token that occurs once on each side is
// replaced by <unk> on both sides with probability per_mille / 1000 (draws from *rng).
void mask_copyable(const std::vector<std::string>& en, const std::vector<std::string>& fr,
                   const Vocabulary& en_vocab, const Vocabulary& fr_vocab, int per_mille, Rng* rng,
                   std::vector<int>* src, std::vector<int>* tgt);

}  // namespace ap::s2s
