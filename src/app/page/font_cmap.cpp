// font_code_points (see font_cmap.h): a bounds-checked reader of the sfnt table directory and
// of cmap format 4 (segments of [start, end] with an id delta or an id range offset).
#include "app/page/font_cmap.h"

#include <algorithm>
#include <cstdint>

namespace ap {
namespace {

class Bytes {
 public:
  Bytes(const void* data, std::size_t size)
      : p_(static_cast<const unsigned char*>(data)), size_(size) {}
  bool has(std::size_t offset, std::size_t n) const {
    return offset <= size_ && n <= size_ - offset;
  }
  std::uint16_t u16(std::size_t o) const {
    return has(o, 2) ? static_cast<std::uint16_t>(p_[o] << 8 | p_[o + 1]) : 0;
  }
  std::uint32_t u32(std::size_t o) const {
    return has(o, 4) ? static_cast<std::uint32_t>(u16(o)) << 16 | u16(o + 2) : 0;
  }

 private:
  const unsigned char* p_;
  std::size_t size_;
};

// Offset of the table tagged `tag` ("cmap"), or 0 if there is none.
std::size_t table_offset(const Bytes& b, const char* tag) {
  const std::uint32_t want =
      static_cast<std::uint32_t>(tag[0]) << 24 | static_cast<std::uint32_t>(tag[1]) << 16 |
      static_cast<std::uint32_t>(tag[2]) << 8 | static_cast<std::uint32_t>(tag[3]);
  const std::uint16_t tables = b.u16(4);
  for (std::size_t i = 0; i < tables; ++i) {
    const std::size_t record = 12 + 16 * i;
    if (!b.has(record, 16)) return 0;
    if (b.u32(record) == want) return b.u32(record + 8);
  }
  return 0;
}

void read_format4(const Bytes& b, std::size_t sub, std::vector<char32_t>& out) {
  const std::size_t segments = b.u16(sub + 6) / 2;
  const std::size_t ends = sub + 14, starts = ends + 2 * segments + 2;
  const std::size_t deltas = starts + 2 * segments, offsets = deltas + 2 * segments;
  if (!b.has(offsets, 2 * segments)) return;
  // The format sorts segments by end and keeps them apart; reading stops at the first that is
  // not, so the code points visited stay under 65,536 whatever the file says (overlapping
  // segments could otherwise ask for 32,767 × 65,535).
  std::int64_t previous_end = -1;
  for (std::size_t s = 0; s < segments; ++s) {
    const std::uint32_t start = b.u16(starts + 2 * s), end = b.u16(ends + 2 * s);
    if (start > end || static_cast<std::int64_t>(start) <= previous_end) return;
    previous_end = end;
    const std::uint16_t delta = b.u16(deltas + 2 * s), range_offset = b.u16(offsets + 2 * s);
    // U+0000 is no character to draw, even when a font gives it a glyph.
    for (std::uint32_t c = start == 0 ? 1 : start; c <= end && c != 0xFFFF; ++c) {
      std::uint16_t glyph = 0;
      if (range_offset == 0) {
        glyph = static_cast<std::uint16_t>(c + delta);
      } else {  // glyphIdArray, addressed from the idRangeOffset entry itself
        const std::size_t at = offsets + 2 * s + range_offset + 2 * (c - start);
        if (!b.has(at, 2)) break;
        glyph = b.u16(at);
        if (glyph != 0) glyph = static_cast<std::uint16_t>(glyph + delta);
      }
      if (glyph != 0) out.push_back(c);
    }
  }
}

}  // namespace

std::vector<char32_t> font_code_points(const void* data, std::size_t size) {
  const Bytes b(data, size);
  std::vector<char32_t> out;
  const std::size_t cmap = table_offset(b, "cmap");
  if (cmap == 0) return out;
  const std::uint16_t subtables = b.u16(cmap + 2);
  for (std::size_t i = 0; i < subtables && out.empty(); ++i) {
    const std::size_t record = cmap + 4 + 8 * i;
    const std::size_t sub = cmap + b.u32(record + 4);
    if (b.has(sub, 14) && b.u16(sub) == 4) read_format4(b, sub, out);
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace ap
