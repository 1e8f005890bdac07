// Line breaking for mixed Chinese/Latin text. Dear ImGui 1.86's word wrap
// (ImFont::CalcWordWrapPositionA) breaks only at blanks and ASCII punctuation: a run of hanzi is
// one "word", so a Chinese sentence after an English word jumps whole to the next line and
// "，。" may start a line. Here a line may also break between any two CJK characters, except
// before closing punctuation (，。！？、）」…) and after opening punctuation (（「“…), the usual
// line-start/line-end rules of Chinese typesetting. Latin words still break at spaces; a word
// longer than the line is cut anywhere. Pure function of the text and a glyph-advance callback,
// so it is tested without a font.
#pragma once

#include <cstddef>
#include <functional>
#include <string_view>
#include <vector>

namespace ap {

struct LineSpan {
  std::size_t begin = 0;  // byte offsets into the text; [begin, end) excludes the line's
  std::size_t end = 0;    // trailing blanks and its '\n'
};

// Splits utf8 into lines no wider than `width` (except a single glyph wider than the line).
// advance(code point) gives a glyph's width. '\n' forces a break. Never returns an empty vector.
std::vector<LineSpan> wrap_text(std::string_view utf8, float width,
                                const std::function<float(char32_t)>& advance);

// Character classes used above (exposed for tests); "CJK" is core/cjk.h's is_cjk.
bool is_closing_punct(char32_t c);  // must not start a line
bool is_opening_punct(char32_t c);  // must not end a line

}  // namespace ap
