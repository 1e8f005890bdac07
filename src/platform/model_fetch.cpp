// Model file fetch (see model_fetch.h). The service asks for one file at a time, so the
// callbacks need no id: they always refer to the file last requested. When the last file has
// arrived or failed, window.attention hears it (its translate() Promise waits for that).
#include "platform/model_fetch.h"

#include <emscripten.h>

EM_JS(void, ap_js_fetch_model_file, (const char* url),
      { window.__attentionPage.fetchIntoWasm(UTF8ToString(url), 'ap_model_file'); });
EM_JS(void, ap_js_models_settled, (), { window.__attentionPage.modelsSettled(); });

namespace {
ap::TranslationService* g_service = nullptr;
}  // namespace

void ap::platform::notify_if_files_settled() {
  if (g_service && g_service->load_requested() && !g_service->loading()) ap_js_models_settled();
}

extern "C" {

EMSCRIPTEN_KEEPALIVE void ap_model_file_progress(double received, double total) {
  if (g_service) g_service->on_progress(received, total);
}

EMSCRIPTEN_KEEPALIVE void ap_model_file_loaded(const void* data, int size) {
  if (g_service)
    g_service->on_loaded(static_cast<const std::uint8_t*>(data),
                         size > 0 ? static_cast<std::size_t>(size) : 0);
  ap::platform::notify_if_files_settled();
}

EMSCRIPTEN_KEEPALIVE void ap_model_file_failed(const char* message) {
  if (g_service) g_service->on_failed(message ? message : "download failed");
  ap::platform::notify_if_files_settled();
}

// The page is idle (web/loader.js): the figures' files now, the models at their first use.
EMSCRIPTEN_KEEPALIVE void ap_prefetch_figures() {
  if (g_service) g_service->request_figures();
}

}  // extern "C"

namespace ap::platform {

void install_model_fetcher(TranslationService* service) {
  g_service = service;
  service->set_fetcher([](const std::string& url) { ap_js_fetch_model_file(url.c_str()); });
}

}  // namespace ap::platform
