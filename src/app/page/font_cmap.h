// font_code_points: the characters a TrueType/OpenType font maps to a glyph, read from its
// 'cmap' table (format 4 subtables: the Basic Multilingual Plane, which is all ImGui 1.86 draws).
// The CJK glyph set (cjk_glyph_set.h) uses it to know which characters it may request.
#pragma once

#include <cstddef>
#include <vector>

namespace ap {

// Sorted code points with a glyph other than .notdef; empty if the bytes hold no readable
// format 4 cmap (the caller then falls back to rasterising every character of its ranges).
std::vector<char32_t> font_code_points(const void* data, std::size_t size);

}  // namespace ap
