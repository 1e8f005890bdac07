// Fonts: the UI's four faces in ImGui's atlas, the CJK font merged into them, and the atlas
// rebuilt at the screen's pixel density.
//
//   Fonts::Body()   Noto Sans 17 px     everything by default (io.FontDefault)
//   Fonts::Small()  Noto Sans 14 px     captions, hints
//   Fonts::Title()  Noto Sans Bold 21 px  tab and section titles
//   Fonts::Mono()   Noto Sans Mono 16 px  numbers: the key table, matrix cells
// (sizes are ImGui's: ascent + descent in pixels, so 17 px is about CSS 12.5 px Noto Sans).
// Noto Sans Math is merged into the three sans faces for arrows and operators (→ √ ∈ ≤).
// The fonts are compiled in (ui/ui_font_data.h, tools/gen/make-ui-fonts.sh; the page compiles in
// Noto Sans only and fetches the others after its first frame, app/page/late_fonts.h); Chinese
// comes from the lazily downloaded CJK font (app/page/font_download.h), merged once it arrives;
// of its characters the atlas rasterises only those the page has drawn (a few dozen for the
// English UI's Chinese preset, not the font's 3,929), growing as new ones are drawn.
// Use:
//
//   ImGui::PushFont(ap::ui::Fonts::Title()); ImGui::TextUnformatted(...); ImGui::PopFont();
//
// The platform calls RebuildFontAtlasIfNeeded() each frame before ImGui::NewFrame() (the atlas is
// locked during a frame), with the raster scale = device pixel ratio × UI scale, and draws with
// io.FontGlobalScale = 1 / device pixel ratio, so glyphs are rasterised at the physical size:
//
//   const auto u = ap::ui::RebuildFontAtlasIfNeeded(services.cjk_font, dpr * ui_scale);
//   if (u.rebuilt) {  // GPU copy stale
//     ImGui_ImplOpenGL3_DestroyFontsTexture();
//     ImGui_ImplOpenGL3_CreateFontsTexture();
//   } else if (!u.patched.empty()) {
//     // upload u.patched's texels of io.Fonts->TexPixelsRGBA32 (glTexSubImage2D)
//   }
//
// The first call also merges a tiny compiled-in font with the glyphs of the toggle "中文", so the
// language toggle is readable before the big font is fetched.
#pragma once

#include "app/page/font_download.h"
#include "app/page/late_fonts.h"
#include "ui/glyph_in_place.h"

#include <string_view>

struct ImFont;

namespace ap::ui {

enum class FontRole { Body, Small, Title, Mono };

// The UI's faces in the current ImGui context's atlas. Before the atlas holds them (a bare
// context) each returns nullptr, which ImGui::PushFont takes as the default font.
struct Fonts {
  static ImFont* Body();
  static ImFont* Small();
  static ImFont* Title();
  static ImFont* Mono();
  static ImFont* Get(FontRole role);
  // The role's size in layout pixels at raster scale 1 (the atlas holds it × raster scale).
  static float BasePixels(FontRole role);
};

// For panels showing user text: if it holds CJK characters, the current UI's font download
// starts (ui/ui_services.h). Cheap.
void NoteTextShown(std::string_view utf8);

// Whether the current font draws every character of utf8 with a glyph of its own (none would
// fall back to "�"): false for Chinese until the CJK font is merged.
bool FontHasGlyphs(std::string_view utf8);

// What RebuildFontAtlasIfNeeded did to the atlas texture the platform holds. Both empty if the
// atlas did not change, or if the platform holds no texture yet (TexID unset: before the first
// frame the backend makes one from the atlas anyway).
struct AtlasUpdate {
  bool rebuilt = false;  // built again: the platform must create the texture again
  TexelRect patched;     // otherwise: only these texels changed (upload them from its pixels)
};

// Between frames: makes the current ImGui atlas hold the UI fonts rasterised at `raster_scale`
// (creating them if the atlas has none; re-rasterising every face, merged CJK included, when
// the scale differs from the last build by more than 1 %), merges the pending CJK bytes of
// `download`, and adds the toggle glyphs once. raster_scale is clamped to [0.5, 8].
// The CJK characters the page drew since the last call are added in place when nothing else
// changed: rasterised into the free space every full build keeps for them (ui/glyph_in_place.h),
// a few texels to upload instead of a whole build; when the space is full, the atlas is built
// again (with fresh space).
// `late`: the faces fetched after the first frame (the page's; natively they are compiled in and
// it is null): until they arrive those faces are drawn with Noto Sans; once every file has
// answered, the atlas is built again with them.
AtlasUpdate RebuildFontAtlasIfNeeded(FontDownload& download, float raster_scale,
                                     LateFonts* late = nullptr);

// After ImGui::Render(): the CJK characters the frame drew without a glyph of their own (as
// placeholders, ui/cjk_placeholders.h) go to download.glyphs(); the next
// RebuildFontAtlasIfNeeded rasterises them (at most once every few frames; while they wait the
// page must draw frames: download.glyphs().has_waiting()).
void NoteDrawnCjkGlyphs(FontDownload& download);

// RebuildFontAtlasIfNeeded at the scale of the last build (1 for a new atlas): for callers that
// only merge the download (the headless tests).
AtlasUpdate ApplyPendingFonts(FontDownload& download);

}  // namespace ap::ui
