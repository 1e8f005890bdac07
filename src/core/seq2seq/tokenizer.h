// Tokenizer for the synthetic English/French corpus and for what users type in the translator.
// tokenize(): lowercase (ASCII and Latin-1 accented capitals), words and punctuation as tokens, and
// French elision split into its own token ("l'accord" → "l'" "accord"; also d' qu' n' s' j' c' m'
// t' jusqu' lorsqu' puisqu'). "aujourd'hui" stays one word; the typographic apostrophe ’ counts as
// '. English contractions are written out: don't → do not, can't → can not, won't → will not,
// I'm → i am, you're → you are, I'll → i will, I've → i have, I'd → i would, let's → let us, and
// 's → is after a pronoun or question word (it's, what's); "council's" keeps the token 's.
// detokenize(): the inverse for display: capital first letter, no space before . , ; : ? ! ) and
// after ( or an elided token. detokenize_french(): the same with French spacing, a no-break space
// (U+00A0) before ? ! : ; » and after « ("Où est le chien ?"). tokenize_cased(): the tokens of
// tokenize() as the text wrote them ("Mary" where tokenize() gives "mary"), for copying a word with
// its case.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace ap::s2s {

std::vector<std::string> tokenize(std::string_view text);
std::vector<std::string> tokenize_cased(std::string_view text);
std::string detokenize(const std::vector<std::string>& tokens);
std::string detokenize_french(const std::vector<std::string>& tokens);

// Lowercase one UTF-8 string (ASCII, Latin-1 supplement capitals À..Þ, Œ); other bytes unchanged.
std::string to_lower_utf8(std::string_view s);
// The string with its first letter uppercased (ASCII or Latin-1 à..þ).
std::string capitalise(std::string s);
// True if the token is an elided French word that glues to the next one ("l'", "qu'", ...).
bool is_elided_token(std::string_view token);

}  // namespace ap::s2s
