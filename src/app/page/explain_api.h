// The Explain tab's functions of window.attention (registered next to add_translation_api):
//   explain(sentence[, {model: "search"|"transformer", view: "head"|"mean"|"rollout"|"norm",
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
//                     {error, sentence, model} when there is no explanation, or
//                     {computing: true, sentence, model} while the page's worker computes it
// web/attention-api.js puts a Promise-returning attention.explain(sentence, options) in front of
// explain: it waits for the model files first, then calls this one (so its errors start with
// "explain:"); on the page, explain answers {computing: true} until the inference worker's
// answer is in, and the wrapper asks again after each answer. A model name that is not one of
// "search" or "transformer" is refused with those two named; "encdec" by the service, with the
// reason (it has no attention).
#pragma once

#include "app/explain/explain_service.h"
#include "app/page/page_api.h"

namespace ap {

// `session` and `service` must outlive `api`.
void add_explain_api(PageApi* api, AppSession* session, ExplainService* service);

}  // namespace ap
