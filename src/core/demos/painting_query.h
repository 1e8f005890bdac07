// The painting demo's query: words typed in English or Chinese → a feature vector → attention
// over the painting's parts (painting.h).
//
// A bilingual word table maps each known word (English forms with plurals/synonyms, Chinese
// forms) to a sparse feature vector. The query vector is the normalised sum of the known words'
// vectors. Stop words ("the", "and", "的", "和") are skipped quietly; any other word not in the
// table is kept as an Unknown token so the UI can show it as ignored.
// Chinese has no spaces: a run of CJK characters is segmented by greedy longest match against the
// Chinese forms (and Chinese stop words); a character that starts no known form becomes a
// one-character Unknown token.
#pragma once

#include "core/attention.h"
#include "core/demos/painting.h"

#include <string>
#include <string_view>
#include <vector>

namespace ap::demos {

struct LexiconEntry {
  std::vector<std::string> english;  // lower-case forms: "animal", "animals", "beast", …
  std::vector<std::string> chinese;  // "动物", "牲畜", …
  Vec features;                      // (kPaintingFeatures)
};
const std::vector<LexiconEntry>& painting_lexicon();
bool is_painting_stop_word(std::string_view word);  // English (lower-case) or Chinese

enum class QueryTokenKind { Word, StopWord, Unknown };

struct QueryToken {
  std::string text;  // as typed (lower-cased for English)
  QueryTokenKind kind = QueryTokenKind::Unknown;
  int entry = -1;     // index into painting_lexicon() when kind == Word
  std::string lemma;  // the table form it matched ("animal" for "animals"), "" otherwise
};

struct PaintingQuery {
  std::vector<QueryToken> tokens;  // in typing order
  Vec query;                       // (kPaintingFeatures) unit length, or all zeros if no known word
  bool has_known_word() const;
  std::vector<std::string> unknown_words() const;
};

PaintingQuery parse_painting_query(std::string_view text);

struct PaintingResult {
  PaintingQuery query;
  AttentionSpec spec;
  AttentionResult attention;  // scores/weights over the parts (n = kPaintingParts), output (6)
};

// score: ScoreFunction::Cosine or ScaledDot (others are accepted but not offered in the UI).
// temperature > 0 (clamped to [0.01, 10]).
PaintingResult run_painting_query(std::string_view text, ScoreFunction score, float temperature);

// The demo's preset queries, in display order.
const std::vector<std::string>& painting_presets();
// Each preset's name in Latin letters (pinyin for the Chinese ones, the preset itself otherwise),
// in the same order: the button's label while the CJK font has not arrived.
const std::vector<std::string>& painting_preset_latin_names();

}  // namespace ap::demos
