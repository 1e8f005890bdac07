// The explanations (core/explain/explain.h) as JSON, and their options read from JSON: one codec
// for the CLI (`attention explain --json`) and the page API, so both give the same bits.
//
// Options: {"view": "head"|"mean"|"rollout"|"norm", "layer": -1…, "head": -1…,
//           "intervention": {"kind": "none"|"uniform"|"permute"|"word", "position": P,
//                            "word": J, "release": false, "seed": 1}}
//   every field optional (the defaults of explain::Options); "model" and "sentence" may sit
//   beside them (the caller reads those); any other field is refused by name. The model's own
//   ranges (layers, heads, the translation's length) are checked by explain().
// Explanation: {model: "search"|"transformer" (the page's kind names, kModelKindNames),
//   source_tokens, target_tokens, translation, attention, gradient, gradient_signed,
//   leave_one_out, [rollout, norm: the Transformer], summary: [{method, argmax_agreement,
//   spearman}], [intervention: {kind, position, release, tokens, changed, translation,
//   attention_used}]}; maps are [target word][source word] (attention_used: [row][source word
//   then </s>]), numbers as the shortest decimals that read back as the same floats.
#pragma once

#include "core/explain/explain.h"

#include <nlohmann/json.hpp>

#include <string>

namespace ap {

// `model`: the kind that made the explanation (its name is the object's "model").
nlohmann::json explanation_to_json(const explain::Explanation& e, s2s::ModelKind model);

// False with *error naming the field ("intervention.kind: must be \"none\", …, not \"x\"");
// *out is changed only on success.
bool explain_options_from_json(const nlohmann::json& j, explain::Options* out, std::string* error);

}  // namespace ap
