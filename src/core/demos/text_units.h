// Text units for the article's demos: split what a user types into UTF-8 characters, and into
// tokens where every CJK character is one token and every run of ASCII letters/digits is one
// (lower-cased) word. Whitespace and punctuation (ASCII and the common full-width marks) separate
// tokens and are dropped. Invalid UTF-8 bytes become U+FFFD, one per byte (core/utf8.h), so nothing
// downstream sees a broken sequence. What counts as CJK is core/cjk.h's is_cjk.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ap::demos {

// One UTF-8 character (its bytes) with its code point.
struct Utf8Char {
  std::string text;
  std::uint32_t code_point = 0;
};

std::vector<Utf8Char> utf8_chars(std::string_view s);

// Separators: ASCII whitespace/punctuation, and full-width punctuation (U+3000–U+303F, U+FF00–
// U+FF0F, U+FF1A–U+FF20, …) — everything that is neither a word letter nor a CJK character.
bool is_separator(std::uint32_t cp);

// Tokens for the self-attention demo: CJK characters one by one, ASCII words lower-cased.
// Other characters (accented letters, emoji, kana) are single-character tokens too, so the user
// sees them (and that they are unknown) instead of having them silently dropped.
std::vector<std::string> split_tokens(std::string_view s);

// "U+7814" for a code point (shown next to glyphs the font may lack).
std::string code_point_label(std::uint32_t cp);

}  // namespace ap::demos
