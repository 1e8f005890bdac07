// Line breaking for mixed Chinese/Latin text (see text_wrap.h). One pass over the code points;
// on overflow the line ends at the last break opportunity and scanning resumes there.
#include "app/text_wrap.h"

#include "core/cjk.h"
#include "core/utf8.h"

#include <string>

namespace ap {
namespace {

constexpr std::size_t kNone = static_cast<std::size_t>(-1);

bool is_blank(char32_t c) { return c == ' ' || c == '\t' || c == 0x3000; }

}  // namespace

bool is_closing_punct(char32_t c) {
  static const std::u32string kClosing = U"，。、；：？！）」』》〉】〕”’…—·％,.;:?!)]}%\"'";
  return kClosing.find(c) != std::u32string::npos;
}

bool is_opening_punct(char32_t c) {
  static const std::u32string kOpening = U"（「『《〈【〔“‘([{";
  return kOpening.find(c) != std::u32string::npos;
}

std::vector<LineSpan> wrap_text(std::string_view text, float width,
                                const std::function<float(char32_t)>& advance) {
  std::vector<LineSpan> lines;
  auto push = [&](std::size_t b, std::size_t e) {
    while (e > b && (text[e - 1] == ' ' || text[e - 1] == '\t' || text[e - 1] == '\r')) --e;
    lines.push_back({b, e});
  };
  std::size_t line_begin = 0;
  float line_w = 0.0f;
  std::size_t brk_end = kNone, brk_next = kNone;  // last opportunity: line end / next line start
  char32_t prev = 0;                              // previous code point on this line (0: none)
  std::size_t i = 0;
  while (i < text.size()) {
    // An invalid byte is one U+FFFD of length 1 (core/utf8.h), so a broken sequence never
    // swallows the '\n' or blank after it.
    const utf8::CodePoint cp = utf8::decode(text, i);
    const char32_t c = cp.value;
    const std::size_t len = cp.length;
    if (c == '\n') {
      push(line_begin, i);
      line_begin = i + 1;
      line_w = 0.0f;
      brk_end = brk_next = kNone;
      prev = 0;
      i += 1;
      continue;
    }
    const float a = advance(c);
    if (is_blank(c)) {
      // A blank ends a word: the line may end before it and the next one start after it.
      if (prev != 0 && !is_blank(prev)) brk_end = i;
      brk_next = i + len;
      line_w += a;
      prev = c;
      i += len;
      continue;
    }
    if (prev != 0 && !is_blank(prev) && (is_cjk(prev) || is_cjk(c)) && !is_closing_punct(c) &&
        !is_opening_punct(prev)) {
      brk_end = brk_next = i;  // break opportunity between two characters, one of them CJK
    }
    if (line_w + a > width && i > line_begin && prev != 0) {
      std::size_t end = i, next = i;  // no opportunity: cut the word here
      if (brk_end != kNone && brk_end > line_begin) {
        end = brk_end;
        next = brk_next;
      }
      push(line_begin, end);
      while (next < text.size() && (text[next] == ' ' || text[next] == '\t')) ++next;
      line_begin = i = next;
      line_w = 0.0f;
      brk_end = brk_next = kNone;
      prev = 0;
      continue;
    }
    line_w += a;
    prev = c;
    i += len;
  }
  push(line_begin, text.size());
  return lines;
}

}  // namespace ap
