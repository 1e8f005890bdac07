// The translator's functions of window.attention (registered next to add_session_api):
//   loadModels()                 → true; starts fetching the model files (once)
//   translationStatus()          → {state: "idle"|"loading"|"done", progress: 0..1,
//                                   files: [{url, status: "idle"|"loading"|"ready"|"failed",
//                                   error}]}
//   translate(sentence[, {model: "search"|"encdec"|"transformer", beam: 1..20}])
//                                → translation_to_json (app/translation/translation_json.h, the
//                                object
//                                   `attention translate` prints): model, beam, translation,
//                                   source_tokens, target_tokens, alignment, unknown_words,
//                                   unknown_handling, copied, did_you_mean, and the
//                                   Transformer's log_prob and maps; fails with the reason
//                                   (model not loaded / failed, empty sentence …)
//   getTranslation()             → the same object for the translate tab's current state
//                                   (state.translation) plus sentence and view: {attention,
//                                   layer, head, layers, heads, weights, row_labels,
//                                   col_labels}, the map the large heatmap shows
//                                   (app/translation/attention_view.h); or {error, sentence, model,
//                                   beam} when there is none, or {computing: true, sentence,
//                                   model, beam} while the page's worker computes it
// web/attention-api.js puts a Promise-returning attention.translate(sentence, {model, beam}) in
// front of translate: it waits for the files first, then calls this one (so its errors start
// with "translate:", the public name). On the page the inference worker computes: translate
// then answers {computing: true} until the worker's answer is in, and the wrapper asks again
// after each answer the worker sends.
#pragma once

#include "app/page/page_api.h"
#include "app/translation/translation_service.h"

#include <nlohmann/json.hpp>

namespace ap {

// `session` and `service` must outlive `api`.
void add_translation_api(PageApi* api, AppSession* session, TranslationService* service);

}  // namespace ap
