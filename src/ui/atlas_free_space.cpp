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
const ImFontAtlasCustomRect* Find(const ImFontAtlas* atlas) {
  return Find(const_cast<ImFontAtlas*>(atlas));
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
  RestoreFreeSpace(atlas, FreeSpaceMark{});
}

bool FreeSpaceRect(const ImFontAtlas* atlas, int* x, int* y, int* width, int* height) {
  const ImFontAtlasCustomRect* r = Find(atlas);
  if (!r || !r->IsPacked() || atlas->TexWidth <= 0) return false;
  *x = r->X;
  *y = r->Y;
  *width = r->Width;
  *height = r->Height;
  return true;
}

bool TakeFreeSpace(ImFontAtlas* atlas, int width, int height, int* x, int* y) {
  ImFontAtlasCustomRect* r = Find(atlas);
  if (!r || !r->IsPacked() || width <= 0 || height <= 0 || width > r->Width) return false;
  FreeSpaceMark m = MarkFreeSpace(atlas);
  if (m.cursor_x + static_cast<float>(width) > static_cast<float>(r->Width)) {
    m.shelf_y += m.shelf_height;  // a new shelf below the open one
    m.cursor_x = 0.0f;
    m.shelf_height = 0.0f;
  }
  if (m.shelf_y + static_cast<float>(height) > static_cast<float>(r->Height)) return false;
  *x = r->X + static_cast<int>(m.cursor_x);
  *y = r->Y + static_cast<int>(m.shelf_y);
  m.cursor_x += static_cast<float>(width);
  m.shelf_height = std::max(m.shelf_height, static_cast<float>(height));
  RestoreFreeSpace(atlas, m);
  return true;
}

FreeSpaceMark MarkFreeSpace(const ImFontAtlas* atlas) {
  const ImFontAtlasCustomRect* r = Find(atlas);
  if (!r) return {};
  return {r->GlyphOffset.x, r->GlyphOffset.y, r->GlyphAdvanceX};
}

void RestoreFreeSpace(ImFontAtlas* atlas, const FreeSpaceMark& mark) {
  ImFontAtlasCustomRect* r = Find(atlas);
  if (!r) return;
  r->GlyphOffset = ImVec2(mark.cursor_x, mark.shelf_y);
  r->GlyphAdvanceX = mark.shelf_height;
}

}  // namespace ap::ui
