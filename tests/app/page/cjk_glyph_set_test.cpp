// CjkGlyphSet (app/page/cjk_glyph_set.h) and font_code_points (app/page/font_cmap.h): which CJK
// characters the atlas is asked for, and when it is built again.
#include "app/page/cjk_glyph_set.h"
#include "app/page/font_cmap.h"

#include <gtest/gtest.h>

#include <array>

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace {

constexpr char32_t kYan = U'研', kBiao = U'表', kJiu = U'究', kMing = U'明', kRare = U'龘';

ap::CjkGlyphSet SetWith(std::vector<char32_t> font) {
  ap::CjkGlyphSet set;
  set.set_font_code_points(std::move(font));
  return set;
}

// The ranges of a face as pairs, without the closing 0.
std::vector<std::pair<unsigned, unsigned>> Pairs(ap::CjkGlyphSet& set, int face) {
  std::vector<std::pair<unsigned, unsigned>> out;
  for (const std::uint16_t* r = set.ranges(face); r[0] != 0; r += 2) out.emplace_back(r[0], r[1]);
  return out;
}

TEST(CjkGlyphSet, StartsEmptyAndRequestsOnlyWhatWasDrawn) {
  ap::CjkGlyphSet set = SetWith({kMing, kYan, kBiao, kJiu, U'中', U'文'});
  EXPECT_TRUE(set.lazy());
  EXPECT_EQ(set.ranges(0)[0], 0);  // nothing rasterised before a frame drew something
  for (char32_t c : {kYan, kBiao, kJiu, kMing}) set.note_missing(0, c);
  EXPECT_TRUE(set.take_batch());
  EXPECT_EQ(set.requested_count(0), 4u);
  EXPECT_EQ(set.requested_count(1), 0u);  // another face drew none of them
  EXPECT_TRUE(set.requested(0, kYan));
  EXPECT_FALSE(set.requested(0, U'中'));
  // Sorted, one pair per run: 明 U+660E, 研 U+7814, 究 U+7A76, 表 U+8868.
  const std::vector<std::pair<unsigned, unsigned>> want = {
      {0x660E, 0x660E}, {0x7814, 0x7814}, {0x7A76, 0x7A76}, {0x8868, 0x8868}};
  EXPECT_EQ(Pairs(set, 0), want);
}

TEST(CjkGlyphSet, ConsecutiveCharactersShareOneRange) {
  ap::CjkGlyphSet set = SetWith({0x3041, 0x3042, 0x3043, 0x3045});
  for (char32_t c : {0x3041, 0x3042, 0x3043, 0x3045}) set.note_missing(2, c);
  ASSERT_TRUE(set.take_batch());
  const std::vector<std::pair<unsigned, unsigned>> want = {{0x3041, 0x3043}, {0x3045, 0x3045}};
  EXPECT_EQ(Pairs(set, 2), want);
}

TEST(CjkGlyphSet, OneBuildPerBatchAndNoneForKnownCharacters) {
  ap::CjkGlyphSet set = SetWith({kYan, kBiao, kJiu, kMing});
  EXPECT_FALSE(set.take_batch());  // nothing drawn: no build
  set.note_missing(0, kYan);
  set.note_missing(0, kYan);  // the same character twice in a frame
  set.note_missing(0, kBiao);
  EXPECT_TRUE(set.has_waiting());
  EXPECT_TRUE(set.take_batch());
  EXPECT_FALSE(set.has_waiting());
  EXPECT_FALSE(set.take_batch());  // the batch is done
  // Drawn again after the build (as real glyphs now, but a stale frame may still report them):
  set.note_missing(0, kYan);
  EXPECT_FALSE(set.has_waiting());
  EXPECT_FALSE(set.take_batch());
  // A character the font lacks would be a placeholder forever: never requested.
  set.note_missing(0, kRare);
  EXPECT_FALSE(set.has_waiting());
}

TEST(CjkGlyphSet, TypingBuildsAtMostEveryFewFrames) {
  ap::CjkGlyphSet set = SetWith({kYan, kBiao, kJiu, kMing});
  const char32_t typed[] = {kYan, kBiao, kJiu, kMing};
  int builds = 0, frame_of_last_build = -100;
  for (int frame = 0; frame < 4; ++frame) {  // one new character per frame
    set.note_missing(0, typed[frame]);
    if (set.take_batch()) {
      EXPECT_GE(frame - frame_of_last_build, ap::CjkGlyphSet::kFramesBetweenBatches);
      frame_of_last_build = frame;
      ++builds;
    }
  }
  EXPECT_EQ(builds, 1);  // the first character at once, the next three wait for the gap
  EXPECT_TRUE(set.has_waiting());
  int frames = 0;
  while (!set.take_batch()) ++frames;
  EXPECT_EQ(frames + 4, ap::CjkGlyphSet::kFramesBetweenBatches);  // then all three together
  EXPECT_EQ(set.requested_count(0), 4u);
}

TEST(CjkGlyphSet, ClearForgetsRequests) {
  ap::CjkGlyphSet set = SetWith({kYan});
  set.note_missing(0, kYan);
  ASSERT_TRUE(set.take_batch());
  set.clear();
  EXPECT_EQ(set.requested_count(0), 0u);
  set.note_missing(0, kYan);
  EXPECT_TRUE(set.take_batch());  // a new font: at once, no gap to wait for
}

TEST(FontCmap, ReadsTheCjkFontsCharacters) {
  std::ifstream in(std::string(AP_ASSETS_DIR) + "/fonts/cjk-subset.ttf", std::ios::binary);
  const std::vector<unsigned char> bytes((std::istreambuf_iterator<char>(in)),
                                         std::istreambuf_iterator<char>());
  ASSERT_FALSE(bytes.empty());
  const std::vector<char32_t> cps = ap::font_code_points(bytes.data(), bytes.size());
  EXPECT_EQ(cps.size(), 3929u);  // fontTools: len(TTFont(...).getBestCmap())
  for (char32_t c : {kYan, kBiao, kJiu, kMing, char32_t{U'，'}, char32_t{U'。'}})
    EXPECT_TRUE(std::binary_search(cps.begin(), cps.end(), c)) << static_cast<unsigned>(c);
  EXPECT_FALSE(std::binary_search(cps.begin(), cps.end(), kRare));  // not GB2312 level 1
}

TEST(FontCmap, GarbageGivesNothing) {
  const unsigned char html[] = "<!doctype html><title>404</title>";
  EXPECT_TRUE(ap::font_code_points(html, sizeof(html)).empty());
  EXPECT_TRUE(ap::font_code_points(html, 3).empty());
  const unsigned char header[12] = {0, 1, 0, 0, 0, 12, 0, 128, 0, 3, 0, 64};  // 12 tables, none
  EXPECT_TRUE(ap::font_code_points(header, sizeof(header)).empty());
}

// A font of one table, cmap, with one format 4 subtable of the given segments
// ({start, end, id delta}, no glyph id array).
std::vector<unsigned char> FontWithSegments(const std::vector<std::array<int, 3>>& segments) {
  std::vector<unsigned char> b;
  auto u16 = [&b](int v) {
    b.push_back(static_cast<unsigned char>(v >> 8 & 0xff));
    b.push_back(static_cast<unsigned char>(v & 0xff));
  };
  auto u32 = [&u16](int v) { u16(v >> 16 & 0xffff), u16(v & 0xffff); };
  u32(0x00010000), u16(1), u16(16), u16(0), u16(0);  // sfnt header: one table
  b.insert(b.end(), {'c', 'm', 'a', 'p'}), u32(0), u32(28), u32(0);
  u16(0), u16(1), u16(3), u16(1), u32(12);  // cmap header, one (3, 1) subtable at +12
  const int n = static_cast<int>(segments.size());
  u16(4), u16(16 + 8 * n), u16(0), u16(2 * n), u16(0), u16(0), u16(0);
  for (const auto& s : segments) u16(s[1]);
  u16(0);
  for (const auto& s : segments) u16(s[0]);
  for (const auto& s : segments) u16(s[2]);
  for (std::size_t i = 0; i < segments.size(); ++i) u16(0);
  return b;
}

TEST(FontCmap, NeverListsU0000AndStopsAtOverlappingSegments) {
  std::vector<unsigned char> font = FontWithSegments({{0, 3, 1}, {0x4E00, 0x4E01, 5}});
  EXPECT_EQ(ap::font_code_points(font.data(), font.size()),
            (std::vector<char32_t>{1, 2, 3, 0x4E00, 0x4E01}));
  // The second segment starts inside the first: the file is damaged there, and a hostile one
  // could otherwise make the reader visit 32,767 × 65,535 code points.
  font = FontWithSegments({{0x20, 0x7E, 1}, {0x21, 0x22, 1}, {0x4E00, 0x4E01, 5}});
  const std::vector<char32_t> cps = ap::font_code_points(font.data(), font.size());
  ASSERT_EQ(cps.size(), 0x7Fu - 0x20u);
  EXPECT_EQ(cps.front(), char32_t{0x20});
  EXPECT_EQ(cps.back(), char32_t{0x7E});
}

}  // namespace
