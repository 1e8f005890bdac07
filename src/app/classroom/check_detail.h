// The checks' shared parts (checks.h is the public face): the result constructors, number
// formatting for messages, safe parameter reads, and one function per kind, grouped by view in
// lab_checks.cpp, view_checks.cpp and model_checks.cpp. Every function here is exception-free.
#pragma once

#include "app/classroom/checks.h"
#include "app/translation/translation_service.h"

#include <string>
#include <vector>

namespace ap::exercises::detail {

using nlohmann::json;

inline CheckResult passed(std::string message) { return {true, false, std::move(message)}; }
inline CheckResult failed(std::string message) { return {false, false, std::move(message)}; }
inline CheckResult not_yet(std::string message) { return {false, true, std::move(message)}; }

// An answer "a,b" split at its commas ("" gives one empty part).
std::vector<std::string> split_answer(const std::string& answer);

// "0.41" (two decimals), or more decimals when two would round `x` onto `threshold` ("0.599"
// against 0.6), so a near miss never reads as if it had reached the threshold.
std::string number(double x, double threshold = -1.0);

// Parameters (validated before a kind runs, so these only fall back on a bad type).
std::string string_param(const json& c, const char* name, const char* fallback = "");
double number_param(const json& c, const char* name, double fallback);

// "not yet" for a check that needs the state or an answer and has none.
CheckResult no_state(const CheckContext& ctx);
CheckResult no_answer(const CheckContext& ctx);

// view_checks.cpp: "not yet: the models are still loading".
CheckResult models_not_loaded(const CheckContext& ctx);
// The live sentence translated by `model` (the state's beam), or null when there is no service,
// the model has not arrived or (the page) the worker is still computing it
// or the model is not loaded. The service caches one result per model: the pointer stays valid
// until the same model translates again.
const TranslationResult* translated(const CheckContext& ctx, s2s::ModelKind model);

// lab_checks.cpp
CheckResult lab_weight_at_least(const json& c, const CheckContext& ctx);
CheckResult lab_weight_at_most(const json& c, const CheckContext& ctx);
CheckResult lab_winner(const json& c, const CheckContext& ctx);
CheckResult lab_near_uniform(const json& c, const CheckContext& ctx);
CheckResult lab_output_is_value(const json& c, const CheckContext& ctx);
CheckResult lab_score_is(const json& c, const CheckContext& ctx);
CheckResult lab_unchanged(const json& c, const CheckContext& ctx);
CheckResult lab_predict_winners(const json& c, const CheckContext& ctx);
CheckResult batched_shared_winner(const json& c, const CheckContext& ctx);

// view_checks.cpp
CheckResult translate_search_beats_encdec(const json& c, const CheckContext& ctx);
CheckResult translate_split_attention(const json& c, const CheckContext& ctx);
CheckResult self_causal_visible(const json& c, const CheckContext& ctx);
CheckResult self_shuffle_weight(const json& c, const CheckContext& ctx);
CheckResult train_probe_aligned(const json& c, const CheckContext& ctx);
CheckResult bottleneck_first_below(const json& c, const CheckContext& ctx);

// model_checks.cpp
CheckResult translate_head_aligned(const json& c, const CheckContext& ctx);
CheckResult explain_methods_disagree(const json& c, const CheckContext& ctx);
CheckResult explain_intervention_word(const json& c, const CheckContext& ctx);

}  // namespace ap::exercises::detail
