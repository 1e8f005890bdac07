// Fetches the translator's files (app/translation/translation_service.h) from the page's own origin
// with the same streaming fetch as the CJK font (web/attention-api.js fetchIntoWasm, sink
// "ap_model_file"): the figures' files; the model files are the inference worker's
// (platform/inference_worker.h).
#pragma once

#include "app/translation/translation_service.h"

namespace ap::platform {

// Installs the web fetcher into `service` (the files are only requested when a tab needs them).
void install_model_fetcher(TranslationService* service);

// Once no file is on its way any more, tells the page (window.attention's translate() waits for
// that). Called after each file's answer, whoever fetched it.
void notify_if_files_settled();

}  // namespace ap::platform
