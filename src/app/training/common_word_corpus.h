// The Train tab's short task on a wide corpus world: only the pairs made entirely of the world's
// most common words (kCommonEnglishWords English, kCommonFrenchWords French), so the tab's small
// model learns from a narrow vocabulary in a minute. The words are counted over a draw of
// kCandidateFactor times the pairs asked for; the kept pairs are the first common-word ones of
// that draw, so train and valid stay disjoint and the whole is deterministic for the options.
//
//   s2s::CorpusOptions co;  co.train = 4000;  co.valid = 100;  co.max_len = 10;  co.world = 2;
//   const s2s::CorpusSplits c = common_word_corpus(co);  // ≤ 4000 / 100 pairs of common words
#pragma once

#include "core/corpus/corpus.h"

#include <string>
#include <vector>

namespace ap {

inline constexpr int kCommonEnglishWords = 500;
inline constexpr int kCommonFrenchWords = 750;
inline constexpr int kCandidateFactor = 10;  // candidate pairs drawn per pair kept

// The n most frequent tokens of `sentences`, sorted alphabetically (for binary search). Equal
// counts are ranked alphabetically, so the cut is deterministic.
std::vector<std::string> most_frequent_words(const std::vector<std::vector<std::string>>& sentences,
                                             int n);

// Whether every token is one of `words` (sorted, as most_frequent_words gives them).
bool uses_only(const std::vector<std::string>& tokens, const std::vector<std::string>& words);

// The first `limit` pairs of `pairs` whose English is all in `en` and French all in `fr`.
std::vector<s2s::SentencePair> keep_common_pairs(const std::vector<s2s::SentencePair>& pairs,
                                                 const std::vector<std::string>& en,
                                                 const std::vector<std::string>& fr, int limit);

// The corpus of `opt` (train and valid; no test split) restricted to common words: draws
// kCandidateFactor × opt.train and × opt.valid candidates, counts the words over the train
// candidates, and keeps up to opt.train / opt.valid common-word pairs.
s2s::CorpusSplits common_word_corpus(const s2s::CorpusOptions& opt);

}  // namespace ap
