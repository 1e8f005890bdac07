// Tokenizer and detokenizer (see tokenizer.h). Works on UTF-8 bytes: every byte ≥ 0x80 is part of
// a word, so accented letters never split a word.
#include "core/seq2seq/tokenizer.h"

#include <array>

namespace ap::s2s {
namespace {

// Prefixes that French elides before a vowel; the token keeps the apostrophe.
constexpr std::array<std::string_view, 12> kElided = {"l", "d", "qu", "n",     "s",      "j",
                                                      "c", "m", "t",  "jusqu", "lorsqu", "puisqu"};

bool is_punct(char c) {
  switch (c) {
    case '.':
    case ',':
    case ';':
    case ':':
    case '?':
    case '!':
    case '(':
    case ')':
    case '"':
      return true;
    default:
      return false;
  }
}

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// English contractions are written out, so the translator sees the words its corpus has:
// don't → do not, can't → can not, won't → will not, I'm → I am, you're → you are, I'll → I will,
// I've → I have, I'd → I would, let's → let us, and 's after a pronoun or a question word
// (it's, that's, where's) → is; after a noun 's stays the possessive's token. `word` is the part
// before the apostrophe (as written), `suffix` the letters after it (lowercase). True if it
// expanded (the tokens are in *out).
bool expand_contraction(const std::string& word, const std::string& suffix,
                        std::vector<std::string>* out) {
  const std::string lower = to_lower_utf8(word);
  auto emit = [&](std::string first, const char* second) {
    out->push_back(std::move(first));
    out->push_back(second);
    return true;
  };
  if (suffix == "t" && lower.size() >= 2 && lower.back() == 'n') {
    if (lower == "won") return emit(word[0] == 'W' ? "Will" : "will", "not");
    if (lower == "can") return emit(word, "not");
    return emit(word.substr(0, word.size() - 1), "not");
  }
  if (suffix == "m" && lower == "i") return emit(word, "am");
  if (suffix == "re") return emit(word, "are");
  if (suffix == "ll") return emit(word, "will");
  if (suffix == "ve") return emit(word, "have");
  if (suffix == "d") return emit(word, "would");
  if (suffix == "s" && lower == "let") return emit(word, "us");
  constexpr std::array<std::string_view, 12> kIsBefore = {
      "it", "he", "she", "that", "what", "where", "who", "how", "there", "here", "when", "why"};
  if (suffix == "s")
    for (std::string_view w : kIsBefore)
      if (lower == w) return emit(word, "is");
  return false;
}

// Splits one whitespace-free, lowercased chunk (already with ’ replaced by ') into tokens.
void split_chunk(const std::string& chunk, std::vector<std::string>* out) {
  std::string word;
  auto flush = [&]() {
    if (!word.empty()) out->push_back(word);
    word.clear();
  };
  for (std::size_t i = 0; i < chunk.size(); ++i) {
    const char c = chunk[i];
    // A '.' or ',' between digits belongs to the number ("1.5").
    if ((c == '.' || c == ',') && !word.empty() && is_digit(word.back()) && i + 1 < chunk.size() &&
        is_digit(chunk[i + 1])) {
      word += c;
      continue;
    }
    if (is_punct(c)) {
      flush();
      out->push_back(std::string(1, c));
      continue;
    }
    if (c == '\'') {
      const std::string lower = to_lower_utf8(word);  // a cased chunk splits like its lowercase
      if (lower == "aujourd") {                       // "aujourd'hui" is one word, not an elision
        word += c;
        continue;
      }
      bool elided = false;
      for (std::string_view e : kElided) elided = elided || lower == e;
      if (elided && i + 1 < chunk.size()) {
        out->push_back(word + "'");
        word.clear();
        continue;
      }
      if (word.empty() || i + 1 >= chunk.size()) {  // quote mark at a word edge: its own token
        flush();
        out->push_back("'");
        continue;
      }
      std::size_t end = i + 1;  // the letters after the apostrophe
      while (end < chunk.size() && !is_punct(chunk[end]) && chunk[end] != '\'') ++end;
      if (expand_contraction(word, to_lower_utf8(chunk.substr(i + 1, end - i - 1)), out)) {
        word.clear();
        i = end - 1;
        continue;
      }
      // English possessive (or a contraction not written out): "council's" → "council" "'s".
      flush();
      word = "'";
      continue;
    }
    word += c;
  }
  flush();
}

}  // namespace

std::string to_lower_utf8(std::string_view s) {
  std::string r;
  r.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (c >= 'A' && c <= 'Z') {
      r += static_cast<char>(c - 'A' + 'a');
    } else if (c == 0xC3 && i + 1 < s.size()) {
      const unsigned char d = static_cast<unsigned char>(s[i + 1]);
      r += s[i];
      // À..Þ (C3 80..C3 9E) except × (C3 97) lowercase by +0x20 on the second byte.
      r += static_cast<char>((d >= 0x80 && d <= 0x9E && d != 0x97) ? d + 0x20 : d);
      ++i;
    } else if (c == 0xC5 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0x92) {
      r += "\xC5\x93";  // Œ → œ
      ++i;
    } else {
      r += s[i];
    }
  }
  return r;
}

bool is_elided_token(std::string_view token) {
  if (token.size() < 2 || token.back() != '\'') return false;
  const std::string_view stem = token.substr(0, token.size() - 1);
  for (std::string_view e : kElided)
    if (stem == e) return true;
  return false;
}

namespace {

// Splits text at white space and punctuation (with ’ read as '), keeping or dropping its case.
std::vector<std::string> split_text(std::string_view text, bool lowercase) {
  const std::string cased = lowercase ? to_lower_utf8(text) : std::string(text);
  // Typographic apostrophe ’ (E2 80 99) → '; no-break spaces U+00A0 (C2 A0) and U+202F
  // (E2 80 AF), as French puts before ? ! : ;, → ' '.
  std::string norm;
  norm.reserve(cased.size());
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(cased[i]); };
  for (std::size_t i = 0; i < cased.size(); ++i) {
    const bool e280 = i + 2 < cased.size() && byte(i) == 0xE2 && byte(i + 1) == 0x80;
    if (e280 && byte(i + 2) == 0x99) {
      norm += '\'';
      i += 2;
    } else if (e280 && byte(i + 2) == 0xAF) {
      norm += ' ';
      i += 2;
    } else if (i + 1 < cased.size() && byte(i) == 0xC2 && byte(i + 1) == 0xA0) {
      norm += ' ';
      i += 1;
    } else {
      norm += cased[i];
    }
  }
  std::vector<std::string> out;
  std::string chunk;
  for (char c : norm) {
    if (is_space(c)) {
      if (!chunk.empty()) split_chunk(chunk, &out);
      chunk.clear();
    } else {
      chunk += c;
    }
  }
  if (!chunk.empty()) split_chunk(chunk, &out);
  return out;
}

}  // namespace

std::vector<std::string> tokenize(std::string_view text) { return split_text(text, true); }

std::vector<std::string> tokenize_cased(std::string_view text) { return split_text(text, false); }

namespace {

bool attaches_left(const std::string& t) {
  return t == "." || t == "," || t == ";" || t == ":" || t == "?" || t == "!" || t == ")" ||
         (t.size() >= 2 && t[0] == '\'' && t != "'");  // "'s"
}

}  // namespace

std::string capitalise(std::string s) {
  if (s.empty()) return s;
  const unsigned char c = static_cast<unsigned char>(s[0]);
  if (c >= 'a' && c <= 'z') {
    s[0] = static_cast<char>(c - 'a' + 'A');
  } else if (c == 0xC3 && s.size() > 1) {
    const unsigned char d = static_cast<unsigned char>(s[1]);
    if (d >= 0xA0 && d <= 0xBE && d != 0xB7) s[1] = static_cast<char>(d - 0x20);
  }
  return s;
}

namespace {

constexpr std::string_view kNoBreakSpace = "\xC2\xA0";  // U+00A0
constexpr std::string_view kOpenQuote = "\xC2\xAB";     // «
constexpr std::string_view kCloseQuote = "\xC2\xBB";    // »

bool takes_french_space(const std::string& t) {
  return t == "?" || t == "!" || t == ":" || t == ";" || t == kCloseQuote;
}

// French puts a no-break space before ? ! : ; » and after «, so a mark never starts or ends a
// line apart from its words.
std::string join_tokens(const std::vector<std::string>& tokens, bool french) {
  std::string out;
  bool glue_next = true;  // no space before the first token
  for (const std::string& t : tokens) {
    if (french && takes_french_space(t) && !out.empty())
      out += kNoBreakSpace;
    else if (!glue_next && !attaches_left(t))
      out += ' ';
    out += t;
    const bool opens_quote = french && t == kOpenQuote;
    if (opens_quote) out += kNoBreakSpace;
    glue_next = t == "(" || is_elided_token(t) || opens_quote;
  }
  return capitalise(out);
}

}  // namespace

std::string detokenize(const std::vector<std::string>& tokens) {
  return join_tokens(tokens, false);
}

std::string detokenize_french(const std::vector<std::string>& tokens) {
  return join_tokens(tokens, true);
}

}  // namespace ap::s2s
