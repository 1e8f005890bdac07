// UTF-8 splitting and demo tokenisation (see text_units.h).
#include "core/demos/text_units.h"

#include "core/utf8.h"

#include <cstdio>

namespace ap::demos {

std::vector<Utf8Char> utf8_chars(std::string_view s) {
  std::vector<Utf8Char> out;
  for (std::size_t i = 0; i < s.size();) {
    const utf8::CodePoint c = utf8::decode(s, i);  // an invalid byte: U+FFFD, one byte long
    out.push_back({c.valid ? std::string(s.substr(i, c.length)) : utf8::encode(c.value), c.value});
    i += c.length;
  }
  return out;
}

bool is_separator(std::uint32_t cp) {
  if (cp < 0x80) {
    const bool alnum =
        (cp >= '0' && cp <= '9') || (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
    return !alnum && cp != '\'';  // keep "don't" together
  }
  return (cp >= 0x2000 && cp <= 0x206F) ||  // general punctuation (— “ ” …)
         (cp >= 0x3000 && cp <= 0x303F) ||  // CJK punctuation (、。《》「」 ideographic space)
         (cp >= 0xFF00 && cp <= 0xFF0F) || (cp >= 0xFF1A && cp <= 0xFF20) ||
         (cp >= 0xFF3B && cp <= 0xFF40) || (cp >= 0xFF5B && cp <= 0xFF65) || cp == 0x00A0 ||
         cp == 0x00B7;
}

std::vector<std::string> split_tokens(std::string_view s) {
  std::vector<std::string> tokens;
  std::string word;
  auto flush = [&] {
    // Apostrophes only glue letters: strip them at the ends of a word.
    while (!word.empty() && word.front() == '\'') word.erase(word.begin());
    while (!word.empty() && word.back() == '\'') word.pop_back();
    if (!word.empty()) tokens.push_back(word);
    word.clear();
  };
  for (const Utf8Char& c : utf8_chars(s)) {
    if (c.code_point < 0x80 && !is_separator(c.code_point)) {
      char ch = static_cast<char>(c.code_point);
      if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
      word.push_back(ch);
      continue;
    }
    flush();
    if (!is_separator(c.code_point)) tokens.push_back(c.text);
  }
  flush();
  return tokens;
}

std::string code_point_label(std::uint32_t cp) {
  char buf[16];
  std::snprintf(buf, sizeof(buf), "U+%04X", static_cast<unsigned>(cp));
  return buf;
}

}  // namespace ap::demos
