// The Explain tab's functions of window.attention (registered next to add_translation_api):
//   explainNow(sentence[, {model: "search"|"transformer", view: "head"|"mean"|"rollout"|"norm",
//              layer, head, intervention: {kind: "none"|"uniform"|"permute"|"word", position,
//              word, release, seed}}])
//                   → the JSON of `attention explain --json` (app/explain/explain_json.h: model,
//                     source and target tokens, translation, attention, gradient,
//                     gradient_signed, leave_one_out, [rollout, norm], summary,
//                     [intervention]); fails
//                     with the reason (models still loading or missing, RNNencdec, empty
//                     sentence, no known word, a field out of range named)
//   getExplanation() → the same for the Explain tab's state (state.explain) with "sentence",
//                     and "intervention_error" when its intervention cannot be made; or
//                     {error, sentence, model} when there is no explanation
// web/attention-api.js wraps explainNow in the Promise-returning explain(sentence, options),
// which waits for the model files first.
#pragma once

#include "app/explain/explain_service.h"
#include "app/page/page_api.h"

namespace ap {

// `session` and `service` must outlive `api`.
void add_explain_api(PageApi* api, AppSession* session, ExplainService* service);

}  // namespace ap
