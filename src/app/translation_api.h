// The translator's functions of window.attention (registered next to add_session_api):
//   loadModels()                 → true; starts fetching the model files (once)
//   translationStatus()          → {state: "idle"|"loading"|"done", progress: 0..1,
//                                   files: [{url, status: "idle"|"loading"|"ready"|"failed",
//                                   error}]}
//   translate(sentence[, {model: "search"|"encdec"|"transformer", beam: 1..20}])
//                                → {translation, source_tokens, target_tokens, alignment,
//                                   unknown_words, unknown_handling, copied: [{target,
//                                   source, word, weight}] (<unk> replaced through attention),
//                                   did_you_mean: {unknown: closest known word}, model, beam};
//                                   the Transformer adds log_prob and its maps
//                                   cross_attention[layer][head][target][source],
//                                   encoder_self_attention[layer][head][i][j] and
//                                   decoder_self_attention[layer][head][i][j]; fails with the
//                                   reason (model not loaded / failed, empty sentence …)
//   getTranslation()             → the same object for the translate tab's current state
//                                   (state.translation) plus view: {attention, layer, head,
//                                   layers, heads, weights, row_labels, col_labels}, the map
//                                   the large heatmap shows (app/attention_view.h); or {error}
//                                   when there is none
// web/attention-api.js puts a Promise-returning attention.translate(sentence, {model, beam}) in
// front of translate: it waits for the files first, then calls this one (so its errors start
// with "translate:", the public name).
#pragma once

#include "app/page_api.h"
#include "app/translation_service.h"

#include <nlohmann/json.hpp>

namespace ap {

nlohmann::json translation_json(const s2s::Translation& t);

// `session` and `service` must outlive `api`.
void add_translation_api(PageApi* api, AppSession* session, TranslationService* service);

}  // namespace ap
