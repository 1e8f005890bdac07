// Line breaking for Chinese and mixed text (app/text_wrap.h), with a fixed-width "font": Latin
// characters 1 unit wide, CJK characters 2 units (like a real CJK font beside a Latin one).
#include "app/text_wrap.h"
#include "core/cjk.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

float Advance(char32_t c) { return ap::is_cjk(c) ? 2.0f : 1.0f; }

std::vector<std::string> Wrap(const std::string& text, float width) {
  std::vector<std::string> out;
  for (const auto& l : ap::wrap_text(text, width, Advance))
    out.push_back(text.substr(l.begin, l.end - l.begin));
  return out;
}

using Lines = std::vector<std::string>;

TEST(TextWrap, LatinBreaksAtSpaces) {
  EXPECT_EQ(Wrap("the quick brown fox", 10), (Lines{"the quick", "brown fox"}));
  EXPECT_EQ(Wrap("short", 10), (Lines{"short"}));
  EXPECT_EQ(Wrap("", 10), (Lines{""}));
}

TEST(TextWrap, LongLatinWordIsCut) {
  EXPECT_EQ(Wrap("abcdefghij", 4), (Lines{"abcd", "efgh", "ij"}));
}

TEST(TextWrap, ChineseBreaksBetweenCharacters) {
  // 8 hanzi of width 2 in lines of width 6: three per line.
  EXPECT_EQ(Wrap("注意力机制就是权重", 6), (Lines{"注意力", "机制就", "是权重"}));
}

TEST(TextWrap, MixedTextFillsTheLineInsteadOfJumping) {
  // ImGui 1.86 would move the whole hanzi run to the next line; here it continues after
  // "Attention".
  EXPECT_EQ(Wrap("Attention 机制实现", 14), (Lines{"Attention 机制", "实现"}));
}

TEST(TextWrap, ClosingPunctuationNeverStartsALine) {
  // Width 6 fits "研究表" but "，" must not begin the next line: "表" moves down with it.
  EXPECT_EQ(Wrap("研究表，明白", 6), (Lines{"研究", "表，明", "白"}));
}

TEST(TextWrap, OpeningPunctuationNeverEndsALine) {
  // "看画《" would fit width 6, but "《" must not end a line; and "》" must not start one, so
  // "母" goes down with it.
  EXPECT_EQ(Wrap("看画《圣母》", 6), (Lines{"看画", "《圣", "母》"}));
}

TEST(TextWrap, NewlinesForceBreaksAndKeepEmptyLines) {
  EXPECT_EQ(Wrap("第一\n\n第二", 100), (Lines{"第一", "", "第二"}));
}

TEST(TextWrap, EveryByteIsCoveredAndNoLineTooWide) {
  const std::string text =
      "在Encoder-"
      "Decoder模型框架中，不论输入和输出的语句长度是什么，中间的上下文向量长度都是固定的。"
      "The agreement on the European Economic Area was signed in August 1992.";
  for (float width : {3.0f, 7.0f, 20.0f, 55.0f}) {
    const auto lines = ap::wrap_text(text, width, Advance);
    std::size_t pos = 0;
    for (const auto& l : lines) {
      ASSERT_GE(l.begin, pos);
      // Only blanks may be skipped between lines.
      for (std::size_t i = pos; i < l.begin; ++i) EXPECT_EQ(text[i], ' ') << width;
      float w = 0;
      std::u32string dummy;
      // Width of the line, decoding UTF-8 by the lead byte.
      for (std::size_t i = l.begin; i < l.end;) {
        unsigned char c = static_cast<unsigned char>(text[i]);
        const int n = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
        w += n == 3 ? 2.0f : 1.0f;  // every 3-byte character in this text is CJK
        i += static_cast<std::size_t>(n);
      }
      EXPECT_LE(w, std::max(width, 2.0f))
          << "width " << width << ": " << text.substr(l.begin, l.end - l.begin);
      pos = l.end;
    }
    EXPECT_EQ(pos, text.size()) << width;
  }
}

TEST(TextWrap, MalformedUtf8DoesNotHang) {
  const std::string bad = "ab\xE4\xB8 cd\xFF\xFE ef";
  const auto lines = ap::wrap_text(bad, 3, Advance);
  EXPECT_FALSE(lines.empty());
  EXPECT_EQ(lines.back().end, bad.size());
}

}  // namespace
