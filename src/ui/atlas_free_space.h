// Atlas free space: a blank rectangle that a full atlas build keeps aside (a custom rect of
// ImGui's), where glyphs are later added in place without building the atlas again
// (ui/glyph_in_place.h). Filled shelf by shelf, left to right: a glyph goes on the open shelf if it
// fits in the width left, otherwise a new shelf opens below the tallest glyph of the last one.
//
//   ReserveFreeSpace(atlas, w, h) → atlas->Build() → TakeFreeSpace(atlas, gw, gh, &x, &y)*
//
// The shelf state rides in the rect itself (its glyph fields, which ImGui ignores for a rect
// without a font), so it lives and dies with the atlas; a full build after ReserveFreeSpace
// starts it empty. The rect is told from others by a tag in GlyphID.
#pragma once

struct ImFontAtlas;

namespace ap::ui {

// Before a build: the atlas keeps a blank w × h rectangle (its size changed and emptied if it
// already keeps one). It is packed only if w is at most the width the build chooses.
void ReserveFreeSpace(ImFontAtlas* atlas, int width, int height);

// A width × height cell of the free space (texels, top-left corner in *x, *y), now taken; false
// (nothing taken) if it does not fit in what is left, or no free space was packed.
bool TakeFreeSpace(ImFontAtlas* atlas, int width, int height, int* x, int* y);

}  // namespace ap::ui
