// The page's end of the inference worker (see inference_worker.h and
// app/translation/inference_remote.h).
#include "platform/inference_worker.h"

#include "platform/frame_scheduler.h"
#include "platform/model_fetch.h"

#include <emscripten.h>

#include <cstdint>
#include <string>

namespace ap::platform {
namespace {
TranslationService* g_service = nullptr;

// Without the host script (it failed to load) there is no worker: the translator says so.
// clang-format off
EM_JS(void, post_inference_request, (const std::uint8_t* bytes, int size), {
  if (window.__attentionInference) window.__attentionInference.post(HEAPU8.slice(bytes, bytes + size));
  else setTimeout(() => Module.ccall('ap_inference_lost', null, ['string'],
                                     ['the page could not start the translation worker']), 0);
});
// clang-format on
}  // namespace

void install_inference_worker(TranslationService* service) {
  g_service = service;
  service->set_remote([](const std::string& request) {
    post_inference_request(reinterpret_cast<const std::uint8_t*>(request.data()),
                           static_cast<int>(request.size()));
  });
}

}  // namespace ap::platform

extern "C" {

// An answer is drawn in one frame: it brings data the open tab may show.
EMSCRIPTEN_KEEPALIVE void ap_inference_answer(const std::uint8_t* bytes, int size) {
  using ap::platform::g_service;
  if (!g_service || size < 0) return;
  g_service->take_remote_answer(std::string(reinterpret_cast<const char*>(bytes), size));
  ap::platform::draw_one_frame();
}

EMSCRIPTEN_KEEPALIVE void ap_inference_model(const std::uint8_t* bytes, int size) {
  using ap::platform::g_service;
  if (!g_service || size < 0) return;
  g_service->take_model_facts(std::string(reinterpret_cast<const char*>(bytes), size));
  ap::platform::notify_if_files_settled();
  ap::platform::draw_one_frame();
}

// The progress bar moves.
EMSCRIPTEN_KEEPALIVE void ap_inference_progress(const char* url, double received, double total) {
  using ap::platform::g_service;
  if (!g_service || !url) return;
  g_service->remote_progress(url, received, total);
  ap::platform::draw_one_frame();
}

EMSCRIPTEN_KEEPALIVE void ap_inference_lost(const char* why) {
  using ap::platform::g_service;
  if (g_service) g_service->remote_lost(why ? why : "the translator's worker stopped");
  ap::platform::notify_if_files_settled();
  ap::platform::draw_one_frame();
}

}  // extern "C"
