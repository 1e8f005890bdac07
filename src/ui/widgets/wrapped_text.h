// TextWrappedCjk: wrapped text that breaks correctly in Chinese (between hanzi, never before
// "，。" or after "（“"), for the tour and any panel showing long Chinese text. ImGui 1.86's own
// TextWrapped treats a run of hanzi as one word (see app/text_wrap.h). Also asks for the CJK font
// when the text needs it.
#pragma once

namespace ap::ui {

// Wraps at the current content region's width (or wrap_width if > 0).
void TextWrappedCjk(const char* text, float wrap_width = 0.0f);
// The same in the disabled (hint) colour.
void TextDisabledWrappedCjk(const char* text, float wrap_width = 0.0f);

}  // namespace ap::ui
