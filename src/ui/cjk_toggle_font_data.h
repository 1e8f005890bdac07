// The tiny compiled-in CJK font (glyphs of the language toggle "中文" and the loading message);
// generated into cjk_toggle_font_data.cpp by tools/gen/make-font-subset.sh.
#pragma once

namespace ap::ui {
extern const unsigned char kCjkToggleFont[];
extern const unsigned int kCjkToggleFontSize;
}  // namespace ap::ui
