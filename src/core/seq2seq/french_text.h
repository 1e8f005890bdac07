// The French a translator shows: its target tokens (lowercase, as the model emits them) written
// as French is written. A word copied for an unknown source word keeps the source's casing
// ("J'aime McCartney."); a word the user capitalised inside the sentence and that the model
// passed through keeps that capital ("Ils habitent à Paris."); a first name, city or country of
// the lexicon gets its capital even when the source was typed in lowercase; je me te se le la de
// ne que elide before a vowel, a mute h or y, and si before il(s) ("je aime" → "J'aime", whichever
// model wrote it); French spacing puts a no-break space before ? ! : ; » and after «
// ("Où est le chien ?"); the first letter is a capital. english_text() does the same for the
// corpus's English.
#pragma once

#include "core/seq2seq/unknown_words.h"

#include <string>
#include <string_view>
#include <vector>

namespace ap::s2s {

// target: the translation's tokens; sentence: the English the user typed (its tokens must be
// tokenize(sentence)); copied: the unknown words copied into target (copy_unknowns).
std::string french_text(const std::vector<std::string>& target, std::string_view sentence,
                        const std::vector<CopiedWord>& copied);

// The same for a French sentence of the corpus, without a typed source: names and spacing.
std::string french_text(const std::vector<std::string>& target);

// Fraction (0–1) of hypotheses that read as their reference once both are written as French is
// written (french_text): "ne arriveront" and "n' arriveront" are the same sentence on screen. 0 for
// an empty corpus or a size mismatch.
double exact_match_as_written(const std::vector<std::vector<std::string>>& hyps,
                              const std::vector<std::vector<std::string>>& refs);

// An English sentence of the corpus (lowercase tokens) as English is written: the pronoun I, first
// names, cities, countries, months and weekdays capitalised anywhere ("Will I see Anna in May?"),
// and the first letter.
std::string english_text(const std::vector<std::string>& source);

}  // namespace ap::s2s
