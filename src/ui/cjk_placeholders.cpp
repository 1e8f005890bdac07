// CJK placeholders (see cjk_placeholders.h). The encoding, for a character c drawn in face f:
//   u = patch_u + (c & 0xFF),   v = patch_v + 2 + 256 f + (c >> 8)
// where (patch_u, patch_v) is the centre of the blank patch, so with the texture's default
// GL_REPEAT wrap any pixel the quad might touch samples transparent texels. v ≥ 2 marks it (an
// image's texture coordinates reach 1). v stays below 2,050 for up to 8 faces, where a float
// still resolves 1/4,096 of a texture, far finer than the patch.
#include "ui/cjk_placeholders.h"

#include <imgui.h>

#include <cmath>

namespace ap::ui {
namespace {

constexpr int kPatchSize = 5;  // texels; odd, so its centre is a texel's centre
constexpr int kMaxFaces = 8;

const ImFontAtlasCustomRect* FindPatch(const ImFontAtlas* atlas) {
  for (const ImFontAtlasCustomRect& r : atlas->CustomRects)
    if (r.Font == nullptr && r.Width == kPatchSize && r.Height == kPatchSize) return &r;
  return nullptr;
}

}  // namespace

void ReservePlaceholderPatch(ImFontAtlas* atlas) {
  if (!FindPatch(atlas)) atlas->AddCustomRectRegular(kPatchSize, kPatchSize);
}

void AddCjkPlaceholders(ImFontAtlas* atlas, ImFont* font, int face, float advance,
                        const CjkGlyphSet& glyphs) {
  const ImFontAtlasCustomRect* patch = FindPatch(atlas);
  if (!patch || !patch->IsPacked() || face < 0 || face >= kMaxFaces) return;
  ImVec2 uv_min, uv_max;
  atlas->CalcCustomRectUV(patch, &uv_min, &uv_max);
  const float patch_u = 0.5f * (uv_min.x + uv_max.x);
  const float patch_v = 0.5f * (uv_min.y + uv_max.y);
  bool added = false;
  for (char32_t c : glyphs.font_code_points()) {
    if (c > 0xFFFF || font->FindGlyphNoFallback(static_cast<ImWchar>(c))) continue;
    const float u = patch_u + static_cast<float>(c & 0xFF);
    const float v = patch_v + static_cast<float>(2 + 256 * face + (c >> 8));
    // A quad of a hundredth of a pixel: ImGui only draws glyphs with an area.
    font->AddGlyph(nullptr, static_cast<ImWchar>(c), 0.0f, 0.0f, 0.01f, 0.01f, u, v, u, v, advance);
    added = true;
  }
  if (added) font->BuildLookupTable();
}

bool IsCjkPlaceholder(const ImFontGlyph& glyph) { return glyph.V0 >= 2.0f; }

void NoteDrawnPlaceholders(const ImDrawData* draw_data, CjkGlyphSet& glyphs) {
  if (!draw_data || !glyphs.lazy()) return;
  for (int l = 0; l < draw_data->CmdListsCount; ++l)
    for (const ImDrawVert& vert : draw_data->CmdLists[l]->VtxBuffer) {
      if (vert.uv.y < 2.0f) continue;
      const int high = static_cast<int>(std::floor(vert.uv.y)) - 2;
      const int low = static_cast<int>(std::floor(vert.uv.x));
      glyphs.note_missing(high / 256, static_cast<char32_t>((high % 256) << 8 | low));
    }
}

}  // namespace ap::ui
