// Strict UTF-8 decoding, validation and encoding (see utf8.h for the invalid-input policy).
#include "core/utf8.h"

namespace ap::utf8 {

CodePoint decode(std::string_view s, std::size_t i) {
  const auto b0 = static_cast<unsigned char>(s[i]);
  if (b0 < 0x80) return {b0, 1, true};
  std::size_t len;
  char32_t cp;
  if ((b0 & 0xE0) == 0xC0) {
    len = 2;
    cp = b0 & 0x1Fu;
  } else if ((b0 & 0xF0) == 0xE0) {
    len = 3;
    cp = b0 & 0x0Fu;
  } else if ((b0 & 0xF8) == 0xF0) {
    len = 4;
    cp = b0 & 0x07u;
  } else {  // a continuation byte (80–BF) or F8–FF, which no sequence starts with
    return {kReplacement, 1, false};
  }
  if (len > s.size() - i) return {kReplacement, 1, false};  // cut short by the end of the text
  for (std::size_t k = 1; k < len; ++k) {
    const auto b = static_cast<unsigned char>(s[i + k]);
    if ((b & 0xC0) != 0x80) return {kReplacement, 1, false};
    cp = (cp << 6) | (b & 0x3Fu);
  }
  static constexpr char32_t kMinForLength[5] = {0, 0, 0x80, 0x800, 0x10000};
  if (cp < kMinForLength[len] || !is_scalar_value(cp))  // overlong, surrogate, > U+10FFFF
    return {kReplacement, 1, false};
  return {cp, len, true};
}

bool is_valid(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    const CodePoint c = decode(s, i);
    if (!c.valid) return false;
    i += c.length;
  }
  return true;
}

void append(char32_t cp, std::string* out) {
  if (!is_scalar_value(cp)) cp = kReplacement;
  auto put = [out](char32_t byte) { out->push_back(static_cast<char>(byte)); };
  if (cp < 0x80) {
    put(cp);
  } else if (cp < 0x800) {
    put(0xC0 | (cp >> 6));
    put(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    put(0xE0 | (cp >> 12));
    put(0x80 | ((cp >> 6) & 0x3F));
    put(0x80 | (cp & 0x3F));
  } else {
    put(0xF0 | (cp >> 18));
    put(0x80 | ((cp >> 12) & 0x3F));
    put(0x80 | ((cp >> 6) & 0x3F));
    put(0x80 | (cp & 0x3F));
  }
}

std::string encode(char32_t cp) {
  std::string s;
  append(cp, &s);
  return s;
}

std::string make_valid(std::string_view s) {
  if (is_valid(s)) return std::string(s);
  std::string out;
  for (std::size_t i = 0; i < s.size();) {
    const CodePoint c = decode(s, i);
    if (c.valid)
      out.append(s.substr(i, c.length));
    else
      append(kReplacement, &out);
    i += c.length;
  }
  return out;
}

}  // namespace ap::utf8
