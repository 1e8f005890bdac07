// A set of English sentences with their French references, for measuring a translator on text
// it was not trained on (tests/fixtures/newcomer_set.tsv), and the exact-match scorer.
// The file is UTF-8 text, one sentence a line, tab-separated: topic, English, the French
// reference, then the accepted alternatives separated by " | " (tu/vous, gender, word order; the
// column may be empty). Lines starting with # are comments.
// A translation matches when, after normalise_for_match(), it equals the reference or one of the
// alternatives: case, white space (no-break spaces too) and the spaces before . , ; : ? ! » and
// after « do not count, ’ is ', so "Où est la gare ?" matches "où est la gare?".
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace ap::s2s {

struct ReferenceSentence {
  std::string topic;
  std::string english;
  std::vector<std::string> french;  // [0] the reference, then the accepted alternatives
};

// Parses the whole file; false with *error ("line 12: …") on a malformed line, an empty English
// or French field, or an English sentence given twice.
bool parse_sentence_set(std::string_view text, std::vector<ReferenceSentence>* out,
                        std::string* error);

std::string normalise_for_match(std::string_view french);

// True when the translation matches the reference or one of its alternatives.
bool matches_reference(std::string_view translation, const ReferenceSentence& sentence);

}  // namespace ap::s2s
