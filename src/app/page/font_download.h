// FontDownload: the lazy download of the CJK font (assets/fonts/cjk-subset.ttf, ~680 KB, ~370 KB
// gzipped), as plain data. The English first load never downloads it; request() — when the
// Chinese UI or Chinese text is needed — asks the platform's fetcher (web: fetch() from the page's
// origin with progress; native default: read AP_ASSETS_DIR/fonts/cjk-subset.ttf). The bytes come
// back through provide() and wait in pending() until the UI merges them into ImGui's atlas
// between frames (ui/fonts.h ApplyPendingFonts), which calls mark_merged().
//
//   NotRequested → request() → Loading → provide() → (pending) → mark_merged() → Ready
//   fail() → Failed → retry() → Loading …
//
// The font's characters are rasterised lazily, as the page draws them: glyphs() says which.
//
// One object per app, owned by AppServices: nothing here is process-wide. No ImGui.
#pragma once

#include "app/page/cjk_glyph_set.h"

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

// Checks the sfnt magic before font bytes reach the rasteriser (which asserts on garbage, e.g. an
// HTML error page served instead of the font): TrueType 00 01 00 00, 'true', 'OTTO'.
bool looks_like_font(const void* data, std::size_t size);

enum class CjkFontStatus { NotRequested, Loading, Ready, Failed };

class FontDownload {
 public:
  // How to fetch the font (the platform installs one; empty → the native default reader).
  void set_fetcher(std::function<void()> fetch) { fetcher_ = std::move(fetch); }

  // Idempotent: the first call starts the fetch; later calls do nothing (also after a failure:
  // retry() tries again).
  void request();
  void retry();
  // request() if the UTF-8 text holds characters the Latin font lacks (i18n::needs_cjk_font).
  void note_text_shown(std::string_view utf8);

  // The fetcher's answers.
  void on_progress(double received_bytes, double total_bytes);
  void provide(const void* data, std::size_t size);  // copied; non-font bytes → fail()
  void fail(const std::string& message);

  CjkFontStatus status() const { return status_; }
  bool ready() const { return status_ == CjkFontStatus::Ready; }
  float progress() const { return progress_; }  // 0..1 while loading (negative: size unknown)
  const std::string& error() const { return error_; }

  // Bytes received and not yet merged into the atlas (empty if none).
  const std::vector<unsigned char>& pending() const { return pending_; }
  // The UI merged pending() into its atlas: drop the bytes, status Ready.
  void mark_merged();

  // Which of the font's characters the atlas holds and which it still has to rasterise.
  CjkGlyphSet& glyphs() { return glyphs_; }
  const CjkGlyphSet& glyphs() const { return glyphs_; }

 private:
  void fetch_from_assets_dir();

  CjkFontStatus status_ = CjkFontStatus::NotRequested;
  std::function<void()> fetcher_;
  float progress_ = 0.0f;
  std::string error_;
  std::vector<unsigned char> pending_;
  CjkGlyphSet glyphs_;
};

}  // namespace ap
