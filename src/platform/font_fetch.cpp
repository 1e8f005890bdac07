// Font fetches (see font_fetch.h): JS fetch() of assets/fonts/cjk-subset.ttf streamed with
// progress, and of the later UI faces one after another; web/attention-api.js calls back
// ap_cjk_font_progress / _loaded / _failed and ap_ui_font_progress / _loaded / _failed.
#include "platform/font_fetch.h"

#include <emscripten.h>

#include <cstdio>
#include <string>

EM_JS(void, ap_js_fetch_font, (const char* url, const char* sink),
      { window.__attentionPage.fetchIntoWasm(UTF8ToString(url), UTF8ToString(sink)); });

namespace {
ap::FontDownload* g_download = nullptr;  // the page's (install_cjk_font_fetcher)
ap::LateFonts* g_late_fonts = nullptr;   // the page's (install_late_font_fetcher)

// A file that failed (or was no font) leaves its face in Noto Sans; the console says which.
void warn_new_font_error(std::size_t known_length) {
  const std::string& error = g_late_fonts->error();
  if (error.size() > known_length)
    std::fprintf(stderr, "fonts: %s (that face is drawn with Noto Sans)\n",
                 error.c_str() + known_length + (known_length > 0 ? 1 : 0));
}
}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE void ap_cjk_font_progress(double received, double total) {
  if (g_download) g_download->on_progress(received, total);
}

EMSCRIPTEN_KEEPALIVE void ap_cjk_font_loaded(const void* data, int size) {
  if (g_download) g_download->provide(data, size > 0 ? static_cast<std::size_t>(size) : 0);
}

EMSCRIPTEN_KEEPALIVE void ap_cjk_font_failed(const char* message) {
  if (g_download) g_download->fail(message ? message : "download failed");
}

// The later UI faces: no progress shown (they arrive after the page is ready, and until then the
// faces draw in Noto Sans).
EMSCRIPTEN_KEEPALIVE void ap_ui_font_progress(double, double) {}

EMSCRIPTEN_KEEPALIVE void ap_ui_font_loaded(const void* data, int size) {
  if (!g_late_fonts) return;
  const std::size_t known = g_late_fonts->error().size();
  g_late_fonts->provide(data, size > 0 ? static_cast<std::size_t>(size) : 0);
  warn_new_font_error(known);
}

EMSCRIPTEN_KEEPALIVE void ap_ui_font_failed(const char* message) {
  if (!g_late_fonts) return;
  const std::size_t known = g_late_fonts->error().size();
  g_late_fonts->fail(message ? message : "download failed");
  warn_new_font_error(known);
}

}  // extern "C"

namespace ap::platform {

void install_cjk_font_fetcher(FontDownload* download) {
  g_download = download;
  download->set_fetcher([] { ap_js_fetch_font("assets/fonts/cjk-subset.ttf", "ap_cjk_font"); });
}

void install_late_font_fetcher(LateFonts* fonts) {
  g_late_fonts = fonts;
  fonts->set_fetcher([](const char* file_name) {
    const std::string url = std::string("assets/fonts/") + file_name;
    ap_js_fetch_font(url.c_str(), "ap_ui_font");
  });
}

}  // namespace ap::platform
