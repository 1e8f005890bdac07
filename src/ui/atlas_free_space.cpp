// Atlas free space (see atlas_free_space.h). The shelf state in the rect's glyph fields:
//   GlyphOffset.x  where the open shelf's next cell starts (texels from the rect's left)
//   GlyphOffset.y  the open shelf's top (texels from the rect's top)
//   GlyphAdvanceX  the open shelf's height so far
// All three are whole numbers below 65,536, exact in a float.
#include "ui/atlas_free_space.h"

#include <imgui.h>

#include <algorithm>

namespace ap::ui {
namespace {

constexpr unsigned int kTag = 0xF5ACE;  // GlyphID of the free space's rect (its Font is null)

ImFontAtlasCustomRect* Find(ImFontAtlas* atlas) {
  for (ImFontAtlasCustomRect& r : atlas->CustomRects)
    if (r.Font == nullptr && r.GlyphID == kTag) return &r;
  return nullptr;
}

// The open shelf, as the rect's glyph fields hold it.
struct Shelf {
  float cursor_x = 0.0f, top = 0.0f, height = 0.0f;
};
Shelf ShelfOf(const ImFontAtlasCustomRect& r) {
  return {r.GlyphOffset.x, r.GlyphOffset.y, r.GlyphAdvanceX};
}
void SetShelf(ImFontAtlasCustomRect* r, const Shelf& s) {
  r->GlyphOffset = ImVec2(s.cursor_x, s.top);
  r->GlyphAdvanceX = s.height;
}

}  // namespace

void ReserveFreeSpace(ImFontAtlas* atlas, int width, int height) {
  ImFontAtlasCustomRect* r = Find(atlas);
  if (!r) {
    r = &atlas->CustomRects[atlas->AddCustomRectRegular(width, height)];
    r->GlyphID = kTag;
  }
  r->Width = static_cast<unsigned short>(width);
  r->Height = static_cast<unsigned short>(height);
  r->X = r->Y = 0xFFFF;  // not packed until the build
  SetShelf(r, Shelf{});
}

bool TakeFreeSpace(ImFontAtlas* atlas, int width, int height, int* x, int* y) {
  ImFontAtlasCustomRect* r = Find(atlas);
  if (!r || !r->IsPacked() || width <= 0 || height <= 0 || width > r->Width) return false;
  Shelf s = ShelfOf(*r);
  if (s.cursor_x + static_cast<float>(width) > static_cast<float>(r->Width)) {
    s.top += s.height;  // a new shelf below the open one
    s.cursor_x = 0.0f;
    s.height = 0.0f;
  }
  if (s.top + static_cast<float>(height) > static_cast<float>(r->Height)) return false;
  *x = r->X + static_cast<int>(s.cursor_x);
  *y = r->Y + static_cast<int>(s.top);
  s.cursor_x += static_cast<float>(width);
  s.height = std::max(s.height, static_cast<float>(height));
  SetShelf(r, s);
  return true;
}

}  // namespace ap::ui
