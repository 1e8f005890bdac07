// french_text (see french_text.h): casing first, token by token, then elision, then French
// spacing.
#include "core/seq2seq/french_text.h"

#include "core/corpus/french_spelling.h"
#include "core/corpus/lexicon.h"
#include "core/seq2seq/tokenizer.h"

#include <array>
#include <cctype>
#include <string_view>
#include <utility>

namespace ap::s2s {
namespace {

bool has_capital(const std::string& surface) { return to_lower_utf8(surface) != surface; }

// The source's surface form of `token` when the user wrote it with a capital inside the
// sentence (not as its first word, whose capital only starts the sentence), or "".
std::string typed_capitalised(const std::string& token, const std::vector<std::string>& source,
                              const std::vector<std::string>& surface) {
  for (std::size_t j = 1; j < source.size() && j < surface.size(); ++j)
    if (source[j] == token && has_capital(surface[j])) return surface[j];
  return "";
}

// The words French elides before a vowel or a mute h, each with its elided form.
constexpr std::array<std::pair<std::string_view, std::string_view>, 12> kElidable = {{
    {"je", "j'"},
    {"me", "m'"},
    {"te", "t'"},
    {"se", "s'"},
    {"le", "l'"},
    {"la", "l'"},
    {"de", "d'"},
    {"ne", "n'"},
    {"que", "qu'"},
    {"jusque", "jusqu'"},
    {"lorsque", "lorsqu'"},
    {"puisque", "puisqu'"},
}};

// True when the word before `next` elides: a vowel or mute h, or the pronoun y ("j'y vais").
bool elides_before(const std::string& next) {
  const std::string lower = to_lower_utf8(next);
  return lower == "y" || french_vowel_start(lower);
}

// True when `next` starts with a letter or a digit (not a punctuation mark): an ASCII letter or
// digit, or a Latin letter of the UTF-8 blocks French uses (lead byte C3: à ç é …, C5: œ).
bool starts_a_word(const std::string& next) {
  if (next.empty()) return false;
  const unsigned char c = static_cast<unsigned char>(next[0]);
  return std::isalnum(c) != 0 || c == 0xC3 || c == 0xC5;
}

// An elided word before a word that does not elide gets its full form back ("n' faisait" →
// "ne faisait"), whichever model put it there. l' is left as it is: le or la is the model's
// gender to say, not the writer's.
void restore_full_form(std::string* word) {
  const std::string lower = to_lower_utf8(*word);
  if (lower == "s'") {  // si elides only before il(s), a vowel: before a consonant it is se
    *word = "se";
    return;
  }
  for (const auto& [full, elided] : kElidable)
    if (lower == elided && elided != "l'") *word = std::string(full);
}

// Elision over the whole sentence, whichever model wrote it: "je aime" → "j'aime", "si il" →
// "s'il", and back where a model elided before a consonant ("n' faisait" → "ne faisait"). A word
// keeps its place, so the tokens' indices still hold.
void elide(std::vector<std::string>* words) {
  std::vector<std::string>& w = *words;
  for (std::size_t k = 0; k + 1 < w.size(); ++k) {
    if (!elides_before(w[k + 1])) {
      if (starts_a_word(w[k + 1])) restore_full_form(&w[k]);
      continue;
    }
    const std::string lower = to_lower_utf8(w[k]);
    for (const auto& [full, elided] : kElidable)
      if (lower == full) w[k] = elided;
    if (lower == "si" && (to_lower_utf8(w[k + 1]) == "il" || to_lower_utf8(w[k + 1]) == "ils"))
      w[k] = "s'";
  }
}

}  // namespace

std::string french_text(const std::vector<std::string>& target, std::string_view sentence,
                        const std::vector<CopiedWord>& copied) {
  const std::vector<std::string> source = tokenize(sentence), surface = tokenize_cased(sentence);
  std::vector<std::string> cased = target;
  for (std::size_t k = 0; k < cased.size(); ++k) {
    const std::string typed = typed_capitalised(cased[k], source, surface);
    if (!typed.empty())
      cased[k] = typed;
    else if (is_french_proper_name(cased[k]))
      cased[k] = capitalise(cased[k]);
  }
  for (const CopiedWord& c : copied)  // a copy is the source word as typed
    if (c.target >= 0 && c.target < static_cast<int>(cased.size()) && c.source >= 0 &&
        c.source < static_cast<int>(surface.size()))
      cased[static_cast<std::size_t>(c.target)] = surface[static_cast<std::size_t>(c.source)];
  elide(&cased);
  return detokenize_french(cased);
}

std::string french_text(const std::vector<std::string>& target) {
  return french_text(target, "", {});
}

double exact_match_as_written(const std::vector<std::vector<std::string>>& hyps,
                              const std::vector<std::vector<std::string>>& refs) {
  if (hyps.empty() || hyps.size() != refs.size()) return 0;
  std::size_t same = 0;
  for (std::size_t i = 0; i < hyps.size(); ++i)
    same += french_text(hyps[i]) == french_text(refs[i]) ? 1 : 0;
  return static_cast<double>(same) / static_cast<double>(hyps.size());
}

std::string english_text(const std::vector<std::string>& source) {
  std::vector<std::string> cased = source;
  for (std::string& w : cased)
    if (is_english_capitalised(w)) w = capitalise(w);
  return detokenize(cased);
}

}  // namespace ap::s2s
