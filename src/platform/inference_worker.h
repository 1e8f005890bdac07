// The inference Web Worker, the page's end: install_inference_worker makes the page's
// TranslationService remote (app/translation/translation_service.h). Its requests go to
// web/inference-host.js (window.__attentionInference.post), and the functions that script calls
// back reach the service: ap_inference_answer (an answer's bytes), ap_inference_model (the facts
// of a model file the worker loaded or failed to load), ap_inference_progress (its download) and
// ap_inference_lost.
#pragma once

#include "app/translation/translation_service.h"

namespace ap::platform {

// Not owned; it must outlive the page.
void install_inference_worker(TranslationService* service);

}  // namespace ap::platform
