// The full computation for one key with the live numbers, shown as a tooltip when the user hovers
// that key in any view: the score formula with the actual product terms, the temperature, the
// exponential (shifted by the max score, as the softmax does), the sum, the weight and the
// contribution weight × value. The final numbers come from the session's result (the core), so
// the tooltip always agrees with the bars; the intermediate terms are only for display.
#pragma once

#include "app/state/session.h"

#include <string>

namespace ap::ui {

// The text (several lines) for key `key` of the lab scene; empty if key is out of range.
std::string ExplainKey(const AttentionScene& scene, const AttentionResult& result, int key);

// ImGui tooltip with ExplainKey's text, titled with the key's label in its colour.
void KeyComputationTooltip(const AttentionScene& scene, const AttentionResult& result, int key);

// One line naming the score function's formula in ASCII (the default font has no ᵀ or √),
// e.g. "score(q, k) = q^T k / sqrt(d)".
const char* ScoreFormula(ScoreFunction f);

}  // namespace ap::ui
