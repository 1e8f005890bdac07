// CJK font fetch (see font_fetch.h): JS fetch() of assets/fonts/cjk-subset.ttf streamed with
// progress; web/attention-api.js calls back ap_cjk_font_progress / _loaded / _failed.
#include "platform/font_fetch.h"

#include <emscripten.h>

#include <string>

EM_JS(void, ap_js_fetch_font, (const char* url),
      { window.__attentionPage.fetchIntoWasm(UTF8ToString(url), 'ap_cjk_font'); });

namespace {
ap::FontDownload* g_download = nullptr;  // the page's (install_cjk_font_fetcher)
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

}  // extern "C"

namespace ap::platform {

void install_cjk_font_fetcher(FontDownload* download) {
  g_download = download;
  download->set_fetcher([] { ap_js_fetch_font("assets/fonts/cjk-subset.ttf"); });
}

}  // namespace ap::platform
