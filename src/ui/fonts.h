// Fonts: the Latin base font plus the CJK font, merged into ImGui's atlas.
//
// The download itself is app/font_download.h (one per AppServices: request, progress, bytes,
// failure). The platform calls ApplyPendingFonts() each frame before ImGui::NewFrame() (the atlas
// is locked during a frame) to merge whatever has arrived:
//
//   if (ap::ui::ApplyPendingFonts(services.cjk_font)) {  // atlas rebuilt: the GPU copy is stale
//     ImGui_ImplOpenGL3_DestroyFontsTexture();
//     ImGui_ImplOpenGL3_CreateFontsTexture();
//   }
//
// The first call also merges a tiny compiled-in font with the glyphs of the toggle "中文", so the
// language toggle is readable before the big font is fetched.
#pragma once

#include "app/font_download.h"

#include <string_view>

namespace ap::ui {

// For panels showing user text: if it holds CJK characters, the current UI's font download
// starts (ui/ui_services.h). Cheap.
void NoteTextShown(std::string_view utf8);

// Between frames: merges the pending CJK bytes of `download` into the current ImGui atlas
// (creating the default font if the atlas is empty; adding the toggle glyphs once). Returns true
// if the atlas changed AND a GPU texture already existed (TexID set), i.e. the platform must
// recreate it; before the first frame the backend creates it anyway.
bool ApplyPendingFonts(FontDownload& download);

}  // namespace ap::ui
