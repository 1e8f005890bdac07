// CJK placeholders: how the atlas learns which Chinese characters the page draws (the ImGui side
// of app/page/cjk_glyph_set.h).
//
// After each atlas build, every character of the CJK font that a face has no glyph for gets a
// placeholder glyph: the advance of a real hanzi (so the layout does not move when the real glyph
// comes) and a near-empty quad whose texture coordinates point at a blank patch of the atlas and
// encode the face and the character in their integer parts (real glyphs' are in [0, 1)). After a
// frame, NoteDrawnPlaceholders() reads them back from the draw data into the glyph set; between
// frames the atlas is built again with them. The placeholder draws nothing: a new character is
// blank for a frame or a few, never "�".
#pragma once

#include "app/page/cjk_glyph_set.h"

struct ImDrawData;
struct ImFont;
struct ImFontAtlas;
struct ImFontGlyph;

namespace ap::ui {

// Before a build: the atlas keeps a small blank rectangle for the placeholders to sample.
void ReservePlaceholderPatch(ImFontAtlas* atlas);

// After a build: placeholders in `font` (the atlas's font number `face`) for each character of
// glyphs.font_code_points() it lacks, with `advance` pixels each.
void AddCjkPlaceholders(ImFontAtlas* atlas, ImFont* font, int face, float advance,
                        const CjkGlyphSet& glyphs);

// Whether a font's glyph is a placeholder (its texture coordinates encode a character).
bool IsCjkPlaceholder(const ImFontGlyph& glyph);

// After ImGui::Render(): each placeholder drawn → glyphs.note_missing(face, character).
void NoteDrawnPlaceholders(const ImDrawData* draw_data, CjkGlyphSet& glyphs);

}  // namespace ap::ui
