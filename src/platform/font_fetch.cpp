// CJK font fetch (see font_fetch.h): JS fetch() of assets/fonts/cjk-subset.ttf streamed with
// progress; web/attention-api.js calls back ap_cjk_font_progress / _loaded / _failed.
#include "platform/font_fetch.h"

#include "ui/fonts.h"

#include <emscripten.h>

#include <string>

EM_JS(void, ap_js_fetch_font, (const char* url),
      { window.__attentionPage.fetchIntoWasm(UTF8ToString(url), 'ap_cjk_font'); });

extern "C" {

EMSCRIPTEN_KEEPALIVE void ap_cjk_font_progress(double received, double total) {
  ap::ui::SetCjkFontProgress(received, total);
}

EMSCRIPTEN_KEEPALIVE void ap_cjk_font_loaded(const void* data, int size) {
  ap::ui::ProvideCjkFont(data, size > 0 ? static_cast<std::size_t>(size) : 0);
}

EMSCRIPTEN_KEEPALIVE void ap_cjk_font_failed(const char* message) {
  ap::ui::FailCjkFont(message ? message : "download failed");
}

}  // extern "C"

namespace ap::platform {

void install_cjk_font_fetcher() {
  ui::SetCjkFontFetcher([] { ap_js_fetch_font("assets/fonts/cjk-subset.ttf"); });
}

}  // namespace ap::platform
