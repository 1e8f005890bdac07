// Fetches the translator's files (app/translation/translation_service.h) from the page's own origin
// with the same streaming fetch as the CJK font (web/attention-api.js fetchIntoWasm, sink
// "ap_model_file").
#pragma once

#include "app/translation/translation_service.h"

namespace ap::platform {

// Installs the web fetcher into `service` (the files are only requested when a tab needs them).
void install_model_fetcher(TranslationService* service);

}  // namespace ap::platform
