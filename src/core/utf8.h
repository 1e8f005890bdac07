// UTF-8, strictly as RFC 3629 and Unicode §3.9 define it: the one decoder, validator and encoder
// of the project (the line breaker, the font loader, the JSON codec and the demos' tokenisers all
// read text through it).
//
// Well-formed: 1 to 4 bytes, no overlong form (C0 80 for U+0000), no surrogate (U+D800–U+DFFF),
// nothing above U+10FFFF. Invalid input, one policy everywhere: a byte that does not begin a
// well-formed sequence (a stray continuation byte, a bad lead byte, a sequence cut short or broken
// by a non-continuation byte, an overlong form, a surrogate, a value above U+10FFFF) decodes as
// U+FFFD and is consumed ALONE. Decoding resumes at the very next byte, so an ASCII byte after a
// broken sequence (a space, a '\n') is never swallowed, and there is one U+FFFD per bad byte.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace ap::utf8 {

inline constexpr char32_t kReplacement = 0xFFFD;  // what an invalid byte decodes to
inline constexpr char32_t kMaxCodePoint = 0x10FFFF;

struct CodePoint {
  char32_t value = 0;      // the code point, or kReplacement when !valid
  std::size_t length = 0;  // bytes consumed: 1–4 when valid, 1 when not
  bool valid = false;      // false: s[i] does not begin a well-formed sequence
};

// The code point that begins at s[i]. Requires i < s.size().
CodePoint decode(std::string_view s, std::size_t i);

// True if the whole of s is well-formed.
bool is_valid(std::string_view s);

// s with every invalid byte replaced by U+FFFD (one per bad byte, as decode() reads it); valid
// text comes back unchanged.
std::string make_valid(std::string_view s);

// True for the scalar values UTF-8 can encode: ≤ U+10FFFF and not a surrogate.
constexpr bool is_scalar_value(char32_t cp) {
  return cp <= kMaxCodePoint && !(cp >= 0xD800 && cp <= 0xDFFF);
}

// Appends cp's bytes (the shortest form) to *out; a value that is not a scalar value (a surrogate,
// or above U+10FFFF) appends U+FFFD instead.
void append(char32_t cp, std::string* out);
std::string encode(char32_t cp);

}  // namespace ap::utf8
