// The check table (see checks.h): each kind's parameters, function and what it reads;
// validation, dispatch, the "all" combinator and what a check needs. The kinds themselves live in
// lab_checks.cpp, view_checks.cpp and model_checks.cpp.
#include "app/classroom/checks.h"

#include "app/classroom/check_detail.h"
#include "app/i18n.h"

#include <cmath>
#include <cstdio>

namespace ap::exercises {

namespace detail {

std::string number(double x, double threshold) {
  char buf[32];
  for (int decimals = 2; decimals <= 6; ++decimals) {
    std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
    if (threshold < 0 || x == threshold) break;
    char limit[32];
    std::snprintf(limit, sizeof limit, "%.*f", decimals, threshold);
    if (std::string(buf) != limit) break;
  }
  return buf;
}

std::string string_param(const json& c, const char* name, const char* fallback) {
  const auto it = c.find(name);
  return it != c.end() && it->is_string() ? it->get<std::string>() : fallback;
}

double number_param(const json& c, const char* name, double fallback) {
  const auto it = c.find(name);
  if (it == c.end() || !it->is_number()) return fallback;
  const double x = it->get<double>();
  return std::isfinite(x) ? x : fallback;
}

CheckResult no_state(const CheckContext& ctx) {
  return not_yet(i18n::translate(ctx.language, "exercise.check.no_state", "not yet"));
}

CheckResult no_answer(const CheckContext& ctx) {
  return not_yet(
      i18n::translate(ctx.language, "exercise.check.no_answer", "not yet: choose an answer"));
}

}  // namespace detail

namespace {

using detail::json;
using RunFn = CheckResult (*)(const json&, const CheckContext&);

enum class ParamType { Text, Number, TextList, Checks };
struct Param {
  const char* name;
  ParamType type;
  bool required;
};
// What a kind reads besides the state (CheckNeeds).
enum class Reads { State, Models, Training };
struct Kind {
  const char* name;
  std::vector<Param> params;
  RunFn run;  // null for "all" (run_check handles it)
  Reads reads = Reads::State;
};

// The one table of the kinds (checks.h lists what each passes on): its name, its parameters, its
// function and what it reads. Exercises (exercise_table.h) and lessons' steps both come here.
const std::vector<Kind>& kinds() {
  using P = ParamType;
  static const std::vector<Kind> table = {
      {"lab_weight_at_least",
       {{"key", P::Text, true}, {"min", P::Number, true}},
       &detail::lab_weight_at_least},
      {"lab_weight_at_most",
       {{"key", P::Text, true}, {"max", P::Number, true}},
       &detail::lab_weight_at_most},
      {"lab_winner", {{"key", P::Text, true}, {"by", P::Text, false}}, &detail::lab_winner},
      {"lab_near_uniform", {{"tolerance", P::Number, true}}, &detail::lab_near_uniform},
      {"lab_output_is_value", {{"tolerance", P::Number, false}}, &detail::lab_output_is_value},
      {"lab_score_is", {{"score", P::Text, true}}, &detail::lab_score_is},
      {"lab_unchanged", {{"allow", P::TextList, true}}, &detail::lab_unchanged},
      {"lab_predict_winners", {{"scores", P::TextList, false}}, &detail::lab_predict_winners},
      {"batched_shared_winner", {}, &detail::batched_shared_winner},
      {"translate_search_beats_encdec", {}, &detail::translate_search_beats_encdec, Reads::Models},
      {"translate_split_attention",
       {{"min", P::Number, false}, {"sentence", P::Text, false}},
       &detail::translate_split_attention,
       Reads::Models},
      {"self_causal_visible", {{"token", P::Text, true}}, &detail::self_causal_visible},
      {"self_shuffle_weight",
       {{"from", P::Text, true}, {"to", P::Text, true}},
       &detail::self_shuffle_weight},
      {"train_probe_aligned",
       {{"min", P::Number, true}, {"hidden", P::Number, false}},
       &detail::train_probe_aligned,
       Reads::Training},
      {"bottleneck_first_below",
       {{"bleu", P::Number, true}, {"model", P::Text, false}},
       &detail::bottleneck_first_below,
       Reads::Models},
      {"translate_head_aligned",
       {{"min", P::Number, false}},
       &detail::translate_head_aligned,
       Reads::Models},
      {"explain_methods_disagree",
       {{"method", P::Text, false}},
       &detail::explain_methods_disagree,
       Reads::Models},
      {"explain_intervention_word",
       {{"intervention", P::Text, false}, {"expect", P::Text, false}},
       &detail::explain_intervention_word,
       Reads::Models},
      {"all", {{"checks", P::Checks, true}}, nullptr},
  };
  return table;
}

const Kind* find_kind(const std::string& name) {
  for (const Kind& k : kinds())
    if (name == k.name) return &k;
  return nullptr;
}

bool has_type(const json& v, ParamType type) {
  switch (type) {
    case ParamType::Text:
      return v.is_string();
    case ParamType::Number:
      return v.is_number() && std::isfinite(v.get<double>());
    case ParamType::TextList:
      if (!v.is_array()) return false;
      for (const json& e : v)
        if (!e.is_string()) return false;
      return true;
    case ParamType::Checks:
      return v.is_array();
  }
  return false;
}

const char* type_text(ParamType type) {
  switch (type) {
    case ParamType::Text:
      return "a string";
    case ParamType::Number:
      return "a finite number";
    case ParamType::TextList:
      return "an array of strings";
    case ParamType::Checks:
      return "an array of checks";
  }
  return "";
}

bool validate_at_depth(const json& check, int depth, std::string* error) {
  if (depth > 8) {
    *error = "checks nested more than 8 deep";
    return false;
  }
  if (!check.is_object()) {
    *error = "a check must be an object {\"kind\": ...}";
    return false;
  }
  const auto kind_it = check.find("kind");
  if (kind_it == check.end() || !kind_it->is_string()) {
    *error = "a check needs \"kind\" (a string)";
    return false;
  }
  const Kind* kind = find_kind(kind_it->get<std::string>());
  if (!kind) {
    *error = "unknown check kind \"" + kind_it->get<std::string>() + "\"";
    return false;
  }
  for (const Param& p : kind->params) {
    const auto it = check.find(p.name);
    if (it == check.end()) {
      if (!p.required) continue;
      *error = std::string(kind->name) + ": missing \"" + p.name + "\"";
      return false;
    }
    if (!has_type(*it, p.type)) {
      *error = std::string(kind->name) + ": \"" + p.name + "\" must be " + type_text(p.type);
      return false;
    }
    if (p.type == ParamType::Checks)
      for (const json& sub : *it)
        if (!validate_at_depth(sub, depth + 1, error)) return false;
  }
  return true;
}

}  // namespace

bool validate_check(const json& check, std::string* error) {
  std::string ignored;
  return validate_at_depth(check, 0, error ? error : &ignored);
}

const std::vector<std::string>& check_kinds() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const Kind& k : kinds()) out.push_back(k.name);
    return out;
  }();
  return names;
}

CheckNeeds check_needs(const json& check) {
  CheckNeeds needs;
  std::string error;
  if (!validate_check(check, &error)) return needs;
  const Kind* kind = find_kind(check["kind"].get<std::string>());
  needs.models = kind->reads == Reads::Models;
  needs.training = kind->reads == Reads::Training;
  if (!kind->run)
    for (const json& sub : check["checks"]) {
      const CheckNeeds n = check_needs(sub);
      needs.models = needs.models || n.models;
      needs.training = needs.training || n.training;
    }
  return needs;
}

CheckResult run_check(const json& check, const CheckContext& ctx) {
  std::string error;
  if (!validate_check(check, &error)) return detail::failed("check: " + error);
  const Kind* kind = find_kind(check["kind"].get<std::string>());
  if (kind->run) return kind->run(check, ctx);
  // "all": every check in order; the first that does not pass speaks.
  CheckResult last = detail::passed("");
  for (const json& sub : check["checks"]) {
    CheckResult r = run_check(sub, ctx);
    if (!r.passed) return r;
    if (!r.message.empty()) last.message = r.message;
  }
  return last;
}

}  // namespace ap::exercises
