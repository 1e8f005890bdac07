// The one test for "a CJK character": a character of the Chinese, Japanese or Korean scripts or
// their wide punctuation. Three readers rely on it: the line breaker may break between two such
// characters; the UI needs the CJK font to show one; the painting demo reads a run of them as
// Chinese text (its separators, CJK punctuation included, are tested before this).
#pragma once

namespace ap {

// U+2E80–U+9FFF   radicals, CJK symbols and punctuation (、。「」), kana, bopomofo, Hangul
//                 compatibility jamo, enclosed CJK, extension A, unified ideographs
// U+AC00–U+D7AF   Hangul syllables
// U+F900–U+FAFF   compatibility ideographs
// U+FF00–U+FFEF   full-width and half-width forms (，！Ａ and half-width katakana)
// U+20000–U+3FFFF supplementary and tertiary ideographic planes (extensions B–H)
constexpr bool is_cjk(char32_t c) {
  return (c >= 0x2E80 && c <= 0x9FFF) || (c >= 0xAC00 && c <= 0xD7AF) ||
         (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFF00 && c <= 0xFFEF) ||
         (c >= 0x20000 && c <= 0x3FFFF);
}

}  // namespace ap
