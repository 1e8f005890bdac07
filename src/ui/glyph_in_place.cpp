// Glyphs added in place (see glyph_in_place.h), with the stb_truetype functions ImGui's atlas
// builder calls (one implementation for both, ui/stb_truetype.cpp), so the raster is the one
// ImGui's builder makes.
#include "ui/glyph_in_place.h"

#include "ui/atlas_free_space.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cstring>
// Declarations only (the implementations: ui/stb_truetype.cpp), rect pack first as ImGui has it.
#include <imstb_rectpack.h>
#include <imstb_truetype.h>

namespace ap::ui {

void TexelRect::unite(const TexelRect& o) {
  if (o.empty()) return;
  if (empty()) {
    *this = o;
    return;
  }
  const int x1 = std::max(x + w, o.x + o.w), y1 = std::max(y + h, o.y + o.h);
  x = std::min(x, o.x);
  y = std::min(y, o.y);
  w = x1 - x;
  h = y1 - y;
}

namespace {

constexpr ImU32 kWhite = IM_COL32_WHITE & ~IM_COL32_A_MASK;  // an RGBA texel's colour, no alpha

// Writes a w × h alpha bitmap at (x, y) into the atlas's CPU pixels: the alpha texture and the
// RGBA one (white with that alpha, as ImFontAtlas::GetTexDataAsRGBA32 converts), whichever exist.
void WritePixels(ImFontAtlas* atlas, int x, int y, int w, int h, const unsigned char* alpha) {
  for (int row = 0; row < h; ++row) {
    const unsigned char* src = alpha + row * w;
    const int at = (y + row) * atlas->TexWidth + x;
    if (atlas->TexPixelsAlpha8) std::memcpy(atlas->TexPixelsAlpha8 + at, src, w);
    if (atlas->TexPixelsRGBA32)
      for (int i = 0; i < w; ++i)
        atlas->TexPixelsRGBA32[at + i] = kWhite | static_cast<ImU32>(src[i]) << IM_COL32_A_SHIFT;
  }
}

// The glyph just added at the end of font->Glyphs takes the place of an older one for the same
// code point (a placeholder), so the font keeps one glyph per code point.
void ReplaceOlderGlyph(ImFont* font) {
  const unsigned int c = font->Glyphs.back().Codepoint;
  for (int i = 0; i + 1 < font->Glyphs.Size; ++i)
    if (font->Glyphs[i].Codepoint == c) {
      font->Glyphs[i] = font->Glyphs.back();
      font->Glyphs.pop_back();
      return;
    }
}

bool CanDoInPlace(const ImFontAtlas* atlas, const ImFontConfig& cfg) {
  return cfg.OversampleH == 1 && cfg.OversampleV == 1 && cfg.RasterizerMultiply == 1.0f &&
         cfg.SizePixels > 0.0f && cfg.DstFont != nullptr && cfg.FontData != nullptr &&
         atlas->TexGlyphPadding > 0 && atlas->TexWidth > 0 && atlas->TexHeight > 0 &&
         (atlas->TexPixelsAlpha8 != nullptr || atlas->TexPixelsRGBA32 != nullptr);
}

// One glyph (ImGui's stbtt_PackFontRangesRenderIntoRects and step 9 of
// ImFontAtlasBuildWithStbTruetype, at 1 × 1 oversampling): false if the free space is full.
bool AddOne(ImFontAtlas* atlas, const ImFontConfig& cfg, const stbtt_fontinfo& info, float scale,
            int glyph, unsigned code_point, std::vector<unsigned char>& bitmap,
            TexelRect* changed) {
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  stbtt_GetGlyphBitmapBox(&info, glyph, scale, scale, &x0, &y0, &x1, &y1);
  const int pad = atlas->TexGlyphPadding;
  const int w = x1 - x0, h = y1 - y0;
  int x = 0, y = 0;
  if (!TakeFreeSpace(atlas, w + pad, h + pad, &x, &y)) return false;
  x += pad;  // ImGui's packer pads a glyph's cell on its left and top
  y += pad;
  bitmap.assign(static_cast<std::size_t>(w) * static_cast<std::size_t>(h), 0);
  if (w > 0 && h > 0) {
    stbtt_MakeGlyphBitmapSubpixel(&info, bitmap.data(), w, h, w, scale, scale, 0.0f, 0.0f, glyph);
    WritePixels(atlas, x, y, w, h, bitmap.data());
    changed->unite({x, y, w, h});
  }
  int advance = 0, lsb = 0;
  stbtt_GetGlyphHMetrics(&info, glyph, &advance, &lsb);
  const float ipw = 1.0f / static_cast<float>(atlas->TexWidth);
  const float iph = 1.0f / static_cast<float>(atlas->TexHeight);
  ImFont* font = cfg.DstFont;
  const float off_x = cfg.GlyphOffset.x;
  const float off_y = cfg.GlyphOffset.y + IM_ROUND(font->Ascent);
  font->AddGlyph(&cfg, static_cast<ImWchar>(code_point), static_cast<float>(x0) + off_x,
                 static_cast<float>(y0) + off_y, static_cast<float>(x0 + w) + off_x,
                 static_cast<float>(y0 + h) + off_y, static_cast<float>(x) * ipw,
                 static_cast<float>(y) * iph, static_cast<float>(x + w) * ipw,
                 static_cast<float>(y + h) * iph, scale * static_cast<float>(advance));
  ReplaceOlderGlyph(font);
  return true;
}

}  // namespace

bool AddGlyphsInPlace(ImFontAtlas* atlas, const ImFontConfig& cfg,
                      const std::vector<unsigned>& code_points, TexelRect* changed) {
  if (!CanDoInPlace(atlas, cfg)) return false;
  const auto* data = static_cast<const unsigned char*>(cfg.FontData);
  const int offset = stbtt_GetFontOffsetForIndex(data, cfg.FontNo);
  stbtt_fontinfo info;
  if (offset < 0 || !stbtt_InitFont(&info, data, offset)) return false;
  const float scale = stbtt_ScaleForPixelHeight(&info, cfg.SizePixels);
  std::vector<unsigned char> bitmap;
  bool ok = true;
  for (unsigned c : code_points) {
    const int glyph = c <= 0xFFFF ? stbtt_FindGlyphIndex(&info, static_cast<int>(c)) : 0;
    if (glyph == 0) continue;  // the font lacks it: a full build skips it too
    if (!AddOne(atlas, cfg, info, scale, glyph, c, bitmap, changed)) {
      ok = false;
      break;
    }
  }
  cfg.DstFont->BuildLookupTable();
  return ok;
}

}  // namespace ap::ui
