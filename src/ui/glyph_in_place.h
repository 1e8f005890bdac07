// Glyphs added to a built ImGui atlas in place: a merged font config's code points rasterised
// with stb_truetype into the atlas's free space (ui/atlas_free_space.h), written into its CPU
// pixels (alpha and RGBA, whichever it holds) and made glyphs of the config's font, exactly as
// ImGui 1.86's own stb_truetype builder would have made them in a full build: the same scale
// (stbtt_ScaleForPixelHeight of SizePixels), bitmap box, pixels, padding, offset
// (GlyphOffset + the rounded ascent of the font) and advance (through ImFont::AddGlyph with the
// config, so PixelSnapH and the advance clamps apply). A glyph already there for the code point
// (a placeholder, ui/cjk_placeholders.h) is replaced.
//
// Only configs without oversampling and with RasterizerMultiply 1 (the CJK merges), in an atlas
// with glyph padding, are done in place; for any other the call declines and the caller builds
// the atlas again.
#pragma once

#include <vector>

struct ImFontAtlas;
struct ImFontConfig;

namespace ap::ui {

// A rectangle of the atlas texture, in texels.
struct TexelRect {
  int x = 0, y = 0, w = 0, h = 0;
  bool empty() const { return w <= 0 || h <= 0; }
  void unite(const TexelRect& o);
};

// Makes each of `code_points` that cfg's font has a glyph of cfg.DstFont, in the free space
// (code points the font lacks are skipped, as a full build skips them); then rebuilds the font's
// lookup table. Grows *changed by the texels written. Returns false if the config cannot be done
// in place or the free space ran out (glyphs added before that stay: the caller builds the atlas
// again from its configs anyway).
bool AddGlyphsInPlace(ImFontAtlas* atlas, const ImFontConfig& cfg,
                      const std::vector<unsigned>& code_points, TexelRect* changed);

}  // namespace ap::ui
