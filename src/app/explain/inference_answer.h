// The computation behind an inference request (app/translation/inference_remote.h), on local
// services: the inference worker answers the page with it, and the native tests check with it
// that the page's remote answers are the local ones. It runs the same translate(), explain() and
// use_trained_model() the CLI and the native tests call: only the transport differs.
#pragma once

#include "app/explain/explain_service.h"
#include "app/translation/inference_remote.h"
#include "app/translation/translation_service.h"

namespace ap {

// The services must be local (not TranslationService::set_remote) and their models loaded; a
// model still loading is answered like the local service answers it (!ok, "… is still loading").
InferenceAnswer answer_inference(TranslationService& translation, ExplainService& explain,
                                 const InferenceRequest& request);

}  // namespace ap
