// CJK glyphs added to the built atlas in place (ui/glyph_in_place.h, ui/atlas_free_space.h,
// through ui/fonts.h RebuildFontAtlasIfNeeded): each must be what ImGui's own full build makes
// for the same character in the same face, metrics and pixels; when the free space runs out the
// atlas is built again, and a full build after in-place additions keeps every glyph.
#include "app/page/font_download.h"
#include "ui/cjk_placeholders.h"
#include "ui/fonts.h"

#include <gtest/gtest.h>
#include <imgui.h>

#include <cmath>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace ap::ui::test {
namespace {

constexpr int kFaces = 4;  // body, small, title, mono

// One ImGui context with the UI's faces and the CJK font merged, lazily (as the page has it once
// the font has arrived). It reports texture updates as the page's would: a texture is "held".
class CjkAtlas {
 public:
  // `first`: characters every face asks for before the font is merged, which the merge
  // rasterises. `merge`: InPlace leaves it as the page has it (the font merged into the built
  // atlas, in place); Full builds the atlas again after it (at another scale and back), so the
  // atlas is ImGui's full build with those characters and the free space of a merged font.
  enum class Merge { InPlace, Full };
  explicit CjkAtlas(const std::u32string& first, float scale = 1.0f, Merge merge = Merge::Full)
      : scale_(scale) {
    ctx_ = ImGui::CreateContext();
    Update();
    download_.request();  // natively: reads assets/fonts/cjk-subset.ttf
    EXPECT_FALSE(download_.pending().empty()) << download_.error();
    Ask(first);
    last_ = Update();
    if (merge == Merge::Full) RescaleAndBack(scale * 1.5f);
  }
  ~CjkAtlas() { ImGui::DestroyContext(ctx_); }
  CjkAtlas(const CjkAtlas&) = delete;
  CjkAtlas& operator=(const CjkAtlas&) = delete;

  ImFontAtlas* atlas() const {
    ImGui::SetCurrentContext(ctx_);
    return ImGui::GetIO().Fonts;
  }
  CjkGlyphSet& glyphs() { return download_.glyphs(); }
  const AtlasUpdate& last() const { return last_; }

  // Every face draws `chars` (as placeholders); then the platform's step between frames, as many
  // times as the batching asks, until they are in the atlas. Returns the update that added them.
  AtlasUpdate Add(const std::u32string& chars, float scale = 0.0f) {
    ImGui::SetCurrentContext(ctx_);
    if (scale > 0.0f) scale_ = scale;
    Ask(chars);
    for (int i = 0; i <= CjkGlyphSet::kFramesBetweenBatches && glyphs().has_waiting(); ++i)
      last_ = Update();
    EXPECT_FALSE(glyphs().has_waiting());
    return last_;
  }
  // A full build at another scale and back (both through Rescale).
  void RescaleAndBack(float other) {
    ImGui::SetCurrentContext(ctx_);
    const float s = scale_;
    scale_ = other;
    EXPECT_TRUE(Update().rebuilt);
    scale_ = s;
    EXPECT_TRUE(Update().rebuilt);
  }

 private:
  void Ask(const std::u32string& chars) {
    for (int face = 0; face < kFaces; ++face)
      for (char32_t c : chars) glyphs().note_missing(face, c);
  }
  // RebuildFontAtlasIfNeeded with a texture held (TexID set, as the backend sets it), and the
  // RGBA pixels made as the backend makes them, so both pixel buffers are kept up to date.
  AtlasUpdate Update() {
    if (atlas()->TexID == ImTextureID()) atlas()->SetTexID(reinterpret_cast<ImTextureID>(1));
    const AtlasUpdate u = RebuildFontAtlasIfNeeded(download_, scale_);
    unsigned char* pixels = nullptr;
    int w = 0, h = 0;
    atlas()->GetTexDataAsRGBA32(&pixels, &w, &h);
    return u;
  }

  ImGuiContext* ctx_ = nullptr;
  FontDownload download_;
  float scale_;
  AtlasUpdate last_;
};

// A glyph as drawn: its metrics and its texels (alpha and RGBA) from the atlas.
struct GlyphShot {
  float x0 = 0, y0 = 0, x1 = 0, y1 = 0, advance = 0;
  bool visible = false;
  int w = 0, h = 0;
  std::vector<unsigned char> alpha;
  std::vector<unsigned int> rgba;
};

GlyphShot Shoot(const ImFontAtlas* atlas, const ImFontGlyph& g) {
  GlyphShot s;
  s.x0 = g.X0;
  s.y0 = g.Y0;
  s.x1 = g.X1;
  s.y1 = g.Y1;
  s.advance = g.AdvanceX;
  s.visible = g.Visible != 0;
  const int x = static_cast<int>(std::lround(g.U0 * atlas->TexWidth));
  const int y = static_cast<int>(std::lround(g.V0 * atlas->TexHeight));
  s.w = static_cast<int>(std::lround(g.U1 * atlas->TexWidth)) - x;
  s.h = static_cast<int>(std::lround(g.V1 * atlas->TexHeight)) - y;
  for (int row = 0; row < s.h; ++row)
    for (int col = 0; col < s.w; ++col) {
      const int at = (y + row) * atlas->TexWidth + x + col;
      s.alpha.push_back(atlas->TexPixelsAlpha8[at]);
      s.rgba.push_back(atlas->TexPixelsRGBA32[at]);
    }
  return s;
}

// Every face's glyph of each character (a test failure for a missing one or a placeholder).
std::map<std::pair<int, char32_t>, GlyphShot> ShootAll(const ImFontAtlas* atlas,
                                                       const std::u32string& chars) {
  std::map<std::pair<int, char32_t>, GlyphShot> shots;
  EXPECT_EQ(atlas->Fonts.Size, kFaces);
  for (int face = 0; face < atlas->Fonts.Size; ++face)
    for (char32_t c : chars) {
      const ImFontGlyph* g = atlas->Fonts[face]->FindGlyphNoFallback(static_cast<ImWchar>(c));
      if (!g || IsCjkPlaceholder(*g)) {
        ADD_FAILURE() << "face " << face << " has no glyph for U+" << std::hex << unsigned(c);
        continue;
      }
      shots[{face, c}] = Shoot(atlas, *g);
    }
  return shots;
}

void ExpectSameGlyphs(const std::map<std::pair<int, char32_t>, GlyphShot>& want,
                      const std::map<std::pair<int, char32_t>, GlyphShot>& got) {
  ASSERT_EQ(want.size(), got.size());
  for (const auto& [key, a] : want) {
    const GlyphShot& b = got.at(key);
    const std::string at =
        "face " + std::to_string(key.first) + " U+" + std::to_string(unsigned(key.second));
    EXPECT_EQ(a.x0, b.x0) << at;
    EXPECT_EQ(a.y0, b.y0) << at;
    EXPECT_EQ(a.x1, b.x1) << at;
    EXPECT_EQ(a.y1, b.y1) << at;
    EXPECT_EQ(a.advance, b.advance) << at;
    EXPECT_EQ(a.visible, b.visible) << at;
    EXPECT_EQ(a.w, b.w) << at;
    EXPECT_EQ(a.h, b.h) << at;
    EXPECT_TRUE(a.alpha == b.alpha) << at << ": alpha texels differ";
    EXPECT_TRUE(a.rgba == b.rgba) << at << ": RGBA texels differ";
  }
}

// `n` characters of the CJK font, every `step`-th of its ideographs from `from`, none of the
// toggle font's (which every face has from the start, so they would test nothing).
std::u32string FontIdeographs(const CjkGlyphSet& glyphs, std::size_t n, std::size_t step,
                              std::size_t from = 0) {
  std::u32string out;
  std::size_t i = 0;
  const ImFont* body = ImGui::GetIO().Fonts->Fonts[0];
  for (char32_t c : glyphs.font_code_points()) {
    if (c < 0x4E00 || c > 0x9FFF) continue;
    const ImFontGlyph* g = body->FindGlyphNoFallback(static_cast<ImWchar>(c));
    if (g && !IsCjkPlaceholder(*g)) continue;
    if (i++ >= from && (i - 1 - from) % step == 0) out.push_back(c);
    if (out.size() == n) break;
  }
  return out;
}

// The golden test: atlas A is built by ImGui with every character; atlas B with a few, the rest
// added in place in two batches. Each face's glyph of each character is the same in both.
TEST(CjkInPlace, GlyphsAddedInPlaceAreTheFullBuildsOwn) {
  // Characters of the article and the presets, full-width punctuation among them.
  const std::u32string chars = U"研表究明牛圣母和孩子注意力机制，。「」！？（）";
  const std::u32string first = chars.substr(0, 6);
  const std::u32string second = chars.substr(6, 8);
  const std::u32string third = chars.substr(14);

  CjkAtlas a(chars);  // ImGui's full build
  const auto want = ShootAll(a.atlas(), chars);
  ASSERT_FALSE(HasFailure());

  CjkAtlas b(first);
  const int tex_w = b.atlas()->TexWidth, tex_h = b.atlas()->TexHeight;
  for (const std::u32string& batch : {second, third}) {
    const AtlasUpdate u = b.Add(batch);
    EXPECT_FALSE(u.rebuilt) << "added in place";
    EXPECT_FALSE(u.patched.empty());
    EXPECT_EQ(b.atlas()->TexWidth, tex_w);
    EXPECT_EQ(b.atlas()->TexHeight, tex_h);
  }
  ExpectSameGlyphs(want, ShootAll(b.atlas(), chars));
}

// The CJK font's arrival: merged into the built atlas in place, the characters asked for so far
// rasterised as ImGui's full build would, the font's other characters placeholders.
TEST(CjkInPlace, TheFontMergesIntoTheBuiltAtlasInPlace) {
  const std::u32string chars = U"研表究明牛圣母和孩子，。";
  CjkAtlas a(chars);  // ImGui's full build
  const auto want = ShootAll(a.atlas(), chars);
  ASSERT_FALSE(HasFailure());

  CjkAtlas b(chars, 1.0f, CjkAtlas::Merge::InPlace);
  EXPECT_FALSE(b.last().rebuilt) << "merged in place";
  EXPECT_FALSE(b.last().patched.empty());
  ExpectSameGlyphs(want, ShootAll(b.atlas(), chars));
  const std::u32string other = FontIdeographs(b.glyphs(), 1, 1);
  ASSERT_EQ(other.size(), 1u);
  for (const ImFont* font : b.atlas()->Fonts) {
    const ImFontGlyph* g = font->FindGlyphNoFallback(static_cast<ImWchar>(other[0]));
    EXPECT_TRUE(g && IsCjkPlaceholder(*g)) << "a character not asked for is a placeholder";
    // The font's configs as a build leaves them: its first (its own face), and how many it has.
    int configs = 0;
    for (const ImFontConfig& cfg : b.atlas()->ConfigData) configs += cfg.DstFont == font ? 1 : 0;
    ASSERT_NE(font->ConfigData, nullptr);
    EXPECT_EQ(font->ConfigData->DstFont, font);
    EXPECT_FALSE(font->ConfigData->MergeMode);
    EXPECT_EQ(font->ConfigDataCount, configs);
  }
  // Later characters go in place too, and a full build afterwards gives the same glyphs.
  EXPECT_FALSE(b.Add(U"注意").rebuilt);
  const std::u32string all = chars + U"注意";
  const auto in_place = ShootAll(b.atlas(), all);
  b.RescaleAndBack(1.5f);
  ExpectSameGlyphs(in_place, ShootAll(b.atlas(), all));
}

// The same at twice the pixel density (a phone's), where the glyphs are four times larger.
TEST(CjkInPlace, GlyphsAddedInPlaceAreTheFullBuildsOwnAtScaleTwo) {
  CjkAtlas probe(U"");
  const std::u32string chars = FontIdeographs(probe.glyphs(), 24, 97);
  ASSERT_EQ(chars.size(), 24u);
  CjkAtlas a(chars, 2.0f);
  const auto want = ShootAll(a.atlas(), chars);
  CjkAtlas b(chars.substr(0, 4), 2.0f);
  const AtlasUpdate u = b.Add(chars.substr(4));
  EXPECT_FALSE(u.rebuilt);
  ExpectSameGlyphs(want, ShootAll(b.atlas(), chars));
}

// The patched rectangle covers every texel that changed, and nothing else changed.
TEST(CjkInPlace, ThePatchedRectangleHoldsEveryChangedTexel) {
  CjkAtlas b(U"研表");
  const ImFontAtlas* atlas = b.atlas();
  const std::vector<unsigned int> before(
      atlas->TexPixelsRGBA32, atlas->TexPixelsRGBA32 + atlas->TexWidth * atlas->TexHeight);
  const AtlasUpdate u = b.Add(U"究明牛圣母");
  ASSERT_FALSE(u.rebuilt);
  ASSERT_FALSE(u.patched.empty());
  int changed = 0;
  for (int y = 0; y < atlas->TexHeight; ++y)
    for (int x = 0; x < atlas->TexWidth; ++x) {
      if (atlas->TexPixelsRGBA32[y * atlas->TexWidth + x] == before[y * atlas->TexWidth + x])
        continue;
      ++changed;
      EXPECT_TRUE(x >= u.patched.x && x < u.patched.x + u.patched.w && y >= u.patched.y &&
                  y < u.patched.y + u.patched.h)
          << x << "," << y;
    }
  EXPECT_GT(changed, 5 * kFaces * 20);  // five hanzi in four faces, each well over 20 texels
}

// When the free space is full the atlas is built again (with fresh space), and has every glyph.
TEST(CjkInPlace, AFullFreeSpaceFallsBackToAFullBuild) {
  CjkAtlas b(U"");
  const std::u32string all = FontIdeographs(b.glyphs(), 640, 3);
  ASSERT_EQ(all.size(), 640u);
  const int tex_height = b.atlas()->TexHeight;
  int in_place = 0, rebuilt = 0;
  std::size_t added = 0;
  for (; added < all.size() && rebuilt == 0; added += 16) {
    const AtlasUpdate u = b.Add(all.substr(added, 16));
    in_place += !u.rebuilt && !u.patched.empty() ? 1 : 0;
    rebuilt += u.rebuilt ? 1 : 0;
  }
  EXPECT_GE(in_place, 4) << "a few batches of 16 characters × 4 faces fit";
  ASSERT_EQ(rebuilt, 1) << "the space ran out within 640 characters × 4 faces";
  EXPECT_GT(b.atlas()->TexHeight, tex_height);  // the new characters are in the atlas proper
  ShootAll(b.atlas(), all.substr(0, added));
  // The rebuild kept fresh space: the next batch goes in place again.
  const AtlasUpdate next = b.Add(all.substr(added, 8));
  EXPECT_FALSE(next.rebuilt);
  EXPECT_FALSE(next.patched.empty());
}

// A full build after in-place additions (a new raster scale and back) has every glyph, the same.
TEST(CjkInPlace, AFullBuildAfterInPlaceAdditionsKeepsEveryGlyph) {
  const std::u32string chars = U"研表究明牛圣母和孩子";
  CjkAtlas b(U"研表");
  EXPECT_FALSE(b.Add(U"究明牛").rebuilt);
  EXPECT_FALSE(b.Add(U"圣母和孩子").rebuilt);
  const auto in_place = ShootAll(b.atlas(), chars);
  b.RescaleAndBack(1.5f);
  ExpectSameGlyphs(in_place, ShootAll(b.atlas(), chars));
  EXPECT_FALSE(b.Add(U"注意").rebuilt);  // and the rebuilt atlas has free space again
}

}  // namespace
}  // namespace ap::ui::test
