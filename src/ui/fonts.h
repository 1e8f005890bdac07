// Fonts: the Latin base font plus the CJK font, loaded lazily.
//
// The English first load never downloads the CJK font (assets/fonts/cjk-subset.ttf, ~680 KB,
// ~370 KB gzipped). RequestCjkFont() — called when the Chinese UI or Chinese text is needed —
// asks the platform to fetch it (web: fetch() from the page's origin with progress; native: read
// from AP_ASSETS_DIR). The bytes arrive through ProvideCjkFont() and are merged into every font
// of ImGui's atlas by ApplyPendingFonts(), which the platform calls each frame before
// ImGui::NewFrame() (the atlas is locked during a frame):
//
//   if (ap::ui::ApplyPendingFonts()) {      // atlas rebuilt: the GPU copy is stale
//     ImGui_ImplOpenGL3_DestroyFontsTexture();
//     ImGui_ImplOpenGL3_CreateFontsTexture();
//   }
//
// The first call also merges a tiny compiled-in font with the glyphs of the toggle "中文", so the
// language toggle is readable before the big font is fetched.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>

namespace ap::ui {

enum class CjkFontStatus { NotRequested, Loading, Ready, Failed };

// The platform installs how to fetch the font (web: JS fetch). Natively the default reads
// AP_ASSETS_DIR/fonts/cjk-subset.ttf synchronously.
void SetCjkFontFetcher(std::function<void()> fetch);
// Idempotent: the first call starts the fetch; later calls do nothing (also after a failure:
// RetryCjkFont() tries again).
void RequestCjkFont();
void RetryCjkFont();
// If the text holds CJK characters, RequestCjkFont(). Cheap; for panels showing user text.
void NoteTextShown(std::string_view utf8);

// Called by the platform as the download progresses / completes / fails.
void SetCjkFontProgress(double received_bytes, double total_bytes);
void ProvideCjkFont(const void* data, std::size_t size);  // copied
void FailCjkFont(const std::string& message);

CjkFontStatus GetCjkFontStatus();
bool CjkFontReady();      // merged into the atlas (Chinese text renders)
float CjkFontProgress();  // 0..1 while loading (negative: size unknown)
const std::string& CjkFontError();

// Between frames: merges pending fonts into ImGui's atlas (creating the default font if the atlas
// is empty). Returns true if the atlas changed AND a GPU texture already existed (TexID set), i.e.
// the platform must recreate it; before the first frame the backend creates it anyway.
bool ApplyPendingFonts();

// For tests: forget everything (status NotRequested, no fetcher, no bytes). Does not touch ImGui.
void ResetFontsForTesting();

}  // namespace ap::ui
