// UTF-8 splitting and demo tokenisation (see text_units.h).
#include "core/demos/text_units.h"

#include <cstdio>

namespace ap::demos {

std::vector<Utf8Char> utf8_chars(std::string_view s) {
  std::vector<Utf8Char> out;
  std::size_t i = 0;
  while (i < s.size()) {
    const auto b0 = static_cast<unsigned char>(s[i]);
    int len = 0;
    std::uint32_t cp = 0;
    if (b0 < 0x80) {
      len = 1;
      cp = b0;
    } else if ((b0 & 0xE0) == 0xC0) {
      len = 2;
      cp = b0 & 0x1F;
    } else if ((b0 & 0xF0) == 0xE0) {
      len = 3;
      cp = b0 & 0x0F;
    } else if ((b0 & 0xF8) == 0xF0) {
      len = 4;
      cp = b0 & 0x07;
    }
    bool ok = len > 0 && i + static_cast<std::size_t>(len) <= s.size();
    for (int k = 1; ok && k < len; ++k) {
      const auto b = static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]);
      if ((b & 0xC0) != 0x80) ok = false;
      cp = (cp << 6) | (b & 0x3F);
    }
    // Overlong forms and surrogates are invalid too.
    if (ok && ((len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000) ||
               (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF))
      ok = false;
    if (!ok) {
      out.push_back({"\xEF\xBF\xBD", 0xFFFD});  // one replacement char per bad byte
      ++i;
      continue;
    }
    out.push_back({std::string(s.substr(i, static_cast<std::size_t>(len))), cp});
    i += static_cast<std::size_t>(len);
  }
  return out;
}

bool is_cjk(std::uint32_t cp) {
  return (cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0x3400 && cp <= 0x4DBF) ||
         (cp >= 0xF900 && cp <= 0xFAFF);
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
