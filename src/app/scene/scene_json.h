// The lab scene as JSON (the input of `attention eval`, the JS API and test fixtures) and the
// evaluation result as JSON (the output of `attention eval`).
//
// scene:  {"score": "dot"|"scaled_dot"|"general"|"additive"|"cosine"   (optional, default "dot"),
//          "temperature": τ > 0                                         (optional, default 1),
//          "query":   [d numbers],
//          "queries": [[d numbers] × m]      (optional, batched; if both are given query must equal
//                                             queries[0]; d comes from "query", else queries[0]),
//          "keys":    [[d numbers] × n],
//          "values":  [[e numbers] × n],     (e from values[0])
//          "labels":  [n strings]            (optional, default "k1".."kn"),
//          "mask":    [n booleans]           (optional, true = may attend; default all true),
//          "W":  [[d numbers] × d]           (required for general: score = qᵀ W k),
//          "Wq": [[d numbers] × h], "Wk": [[d numbers] × h], "v": [h numbers]
//                                            (required for additive: score = vᵀ tanh(Wq q + Wk k))}
//   Unknown fields are ignored. Limits: app/scene/scene.h. Numbers must be finite and fit a float.
// result: {"scores": [n], "weights": [n], "output": [e], "contributions": [[e] × n],
//          "all_masked": bool,
//          "batch": {"scores": [[n] × m], "weights": [[n] × m], "output": [[e] × m]}  (only if m >
//          1)}
// Floats are written as the shortest decimal that reads back bit-exactly (app/json_util.h).
#pragma once

#include "app/scene/scene.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace ap {

nlohmann::json scene_to_json(const AttentionScene& s);
// Parses and validates; on failure returns false, leaves *out untouched and sets *error to one
// line naming the field, e.g. `keys[2]: expected 3 numbers (d from "query"), got 2`.
bool scene_from_json(const nlohmann::json& j, AttentionScene* out, std::string* error);
bool scene_from_json_text(std::string_view text, AttentionScene* out, std::string* error);

// The "batch" member is written only when with_batch (the CLI passes scene.m() > 1).
nlohmann::json result_to_json(const LabResult& r, bool with_batch);

}  // namespace ap
