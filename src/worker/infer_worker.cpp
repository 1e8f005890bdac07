// The inference Web Worker's module (dist/infer_worker.js + .wasm; web/infer-worker.js loads and
// drives it). It holds a local TranslationService and ExplainService, the classes the CLI and the
// native tests use, and answers the page's requests (app/translation/inference_remote.h) with
// answer_inference (app/explain/inference_answer.h). The script calls:
//   ap_infer_start()                  fetch the three models (once)
//   ap_infer_request(bytes, size)     answer a request: 1 with the answer ready, 0 if refused, 2
//                                     while the model it needs is on its way (asked again after
//                                     the next file: the first answer does not wait for all three)
//   ap_infer_answer()                 the answer's bytes (valid until the next request), and
//   ap_infer_answer_size()            their count
//   ap_infer_loaded(bytes, size) / ap_infer_failed(message)   the fetch of the file asked for
//   ap_infer_facts() / ap_infer_facts_size()   then, what the page needs of that model
//                                              (model_facts_message), posted to the page
// The files are fetched by the script (infer_fetch below); the data files (figures) stay with the
// page, so the worker refuses them at once.
#include "app/explain/explain_service.h"
#include "app/explain/inference_answer.h"
#include "app/translation/inference_remote.h"
#include "app/translation/translation_service.h"

#include <emscripten.h>

#include <cstdint>
#include <string>

namespace {

// clang-format off
EM_JS(void, infer_fetch, (const char* url), {
  self.inferFetch(UTF8ToString(url));
});
// clang-format on

ap::TranslationService& translation() {
  static ap::TranslationService s;
  return s;
}
ap::ExplainService& explanations() {
  static ap::ExplainService s(translation());
  return s;
}

constexpr ap::s2s::ModelKind kModels[] = {ap::s2s::ModelKind::Search, ap::s2s::ModelKind::EncDec,
                                          ap::s2s::ModelKind::Transformer};

// The model in the file at `url`; false for a data file.
bool model_at(const std::string& url, ap::s2s::ModelKind* model) {
  for (ap::s2s::ModelKind m : kModels)
    if (url == ap::TranslationService::file_url(ap::TranslationService::model_file(m))) {
      *model = m;
      return true;
    }
  return false;
}

std::string g_answer;
ap::s2s::ModelKind g_fetching = ap::s2s::ModelKind::Search;  // the model file asked for last
std::string g_facts;  // its facts, once it has arrived or failed

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE void ap_infer_start() {
  translation().set_fetcher([](const std::string& url) {
    if (model_at(url, &g_fetching))
      infer_fetch(url.c_str());
    else
      translation().on_failed("the page reads this file, not the worker");
  });
  translation().request_load();
}

// Each notes the facts of the model whose file it was: the service asks for the next file
// within the call, which changes g_fetching.
EMSCRIPTEN_KEEPALIVE void ap_infer_loaded(const std::uint8_t* bytes, int size) {
  const ap::s2s::ModelKind model = g_fetching;
  translation().on_loaded(bytes, size > 0 ? static_cast<std::size_t>(size) : 0);
  g_facts = translation().model_facts_message(model);
}

EMSCRIPTEN_KEEPALIVE void ap_infer_failed(const char* message) {
  const ap::s2s::ModelKind model = g_fetching;
  translation().on_failed(message ? message : "the download failed");
  g_facts = translation().model_facts_message(model);
}

EMSCRIPTEN_KEEPALIVE const char* ap_infer_facts() { return g_facts.data(); }

EMSCRIPTEN_KEEPALIVE int ap_infer_facts_size() { return static_cast<int>(g_facts.size()); }

EMSCRIPTEN_KEEPALIVE int ap_infer_request(const std::uint8_t* bytes, int size) {
  ap::InferenceRequest request;
  std::string error;
  const std::string text(reinterpret_cast<const char*>(bytes), size > 0 ? size : 0);
  if (!ap::decode_inference_request(text, &request, &error)) return 0;
  const int file = ap::TranslationService::model_file(request.model);
  if (request.kind != ap::InferenceRequest::Kind::UseModel &&
      translation().status(file) == ap::TranslationService::FileStatus::Loading)
    return 2;
  g_answer =
      ap::encode_inference_answer(ap::answer_inference(translation(), explanations(), request));
  return 1;
}

EMSCRIPTEN_KEEPALIVE const char* ap_infer_answer() { return g_answer.data(); }

EMSCRIPTEN_KEEPALIVE int ap_infer_answer_size() { return static_cast<int>(g_answer.size()); }

}  // extern "C"
