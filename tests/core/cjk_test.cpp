// The CJK predicate (core/cjk.h): the characters each of its readers needs (the line breaker,
// the font loader, the painting demo's Chinese runs), every range boundary, and the neighbours
// that must stay out (Latin, accents, general punctuation, emoji).
#include <gtest/gtest.h>

#include "core/cjk.h"

#include <string>

namespace ap {
namespace {

TEST(Cjk, CoversIdeographsKanaHangulAndWidePunctuation) {
  const std::u32string groups[] = {
      U"研表究明牛",         // unified ideographs
      U"㐀䶵",               // extension A
      U"豈",                 // compatibility ideograph U+F900
      U"𠀀𪜀𰀀",       // extensions B, C, G (planes 2 and 3)
      U"あカㄅ한ㄱ⺀",       // kana, bopomofo, Hangul, a radical
      U"，。、「」！　Ａｶ",  // CJK and full-width punctuation, ideographic space, wide forms
  };
  for (const std::u32string& g : groups)
    for (char32_t c : g) EXPECT_TRUE(is_cjk(c)) << std::hex << static_cast<unsigned>(c);
}

TEST(Cjk, LeavesOutLatinAccentsPunctuationAndEmoji) {
  for (char32_t c : {U'a', U'Z', U'0', U' ', U',', U'.', U'é', U'Œ', U'—', U'“', U'…', U'€', U'😀',
                     U'\uFFFD', U'\u2E7F', U'\uA000', char32_t{0}})
    EXPECT_FALSE(is_cjk(c)) << std::hex << static_cast<unsigned>(c);
}

TEST(Cjk, RangeBoundaries) {
  const char32_t ranges[][2] = {
      {0x2E80, 0x9FFF}, {0xAC00, 0xD7AF}, {0xF900, 0xFAFF}, {0xFF00, 0xFFEF}, {0x20000, 0x3FFFF}};
  for (const auto& r : ranges) {
    EXPECT_FALSE(is_cjk(r[0] - 1)) << std::hex << static_cast<unsigned>(r[0]);
    EXPECT_TRUE(is_cjk(r[0])) << std::hex << static_cast<unsigned>(r[0]);
    EXPECT_TRUE(is_cjk(r[1])) << std::hex << static_cast<unsigned>(r[1]);
    EXPECT_FALSE(is_cjk(r[1] + 1)) << std::hex << static_cast<unsigned>(r[1]);
  }
  static_assert(is_cjk(U'中') && !is_cjk(U'x'), "usable in constant expressions");
}

}  // namespace
}  // namespace ap
