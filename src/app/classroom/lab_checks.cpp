// The lab's and the batched view's checks (see checks.h): weights, scores and output of the
// live scene, what changed since the start state, and the predicted winners.
#include "app/classroom/check_detail.h"

#include "app/i18n.h"

#include <cmath>
#include <utility>

namespace ap::exercises::detail {

namespace {

// The live scene's evaluation: the session's, or computed here when the context has none.
struct Lab {
  const AttentionScene* scene = nullptr;
  LabResult own;
  const LabResult* result = nullptr;
};

bool live_lab(const CheckContext& ctx, Lab* lab) {
  if (!ctx.state) return false;
  lab->scene = &ctx.state->lab;
  if (ctx.lab) {
    lab->result = ctx.lab;
    return true;
  }
  std::string error;
  if (!validate_scene(ctx.state->lab, &error)) return false;
  lab->own = evaluate_lab(ctx.state->lab);
  lab->result = &lab->own;
  return true;
}

std::string label_of(const AttentionScene& s, int i) {
  return i < static_cast<int>(s.labels.size()) ? s.labels[i] : default_key_label(i);
}

int find_label(const AttentionScene& s, const std::string& label) {
  for (int i = 0; i < s.n(); ++i)
    if (label_of(s, i) == label) return i;
  return -1;
}

CheckResult no_key(const CheckContext& ctx, const std::string& key) {
  return failed(i18n::fill(ctx.language, "exercise.check.no_key", "no key is labelled \"{key}\"",
                           {{"key", key}}));
}

// The indices of the largest and the second largest entry of v (−1 when there is none).
std::pair<int, int> top_two(const Vec& v) {
  int a = -1, b = -1;
  for (int i = 0; i < static_cast<int>(v.size()); ++i) {
    if (a < 0 || v(i) > v(a)) {
      b = a;
      a = i;
    } else if (b < 0 || v(i) > v(b)) {
      b = i;
    }
  }
  return {a, b};
}

int arg_max(const Vec& v) { return top_two(v).first; }

// Where the weight goes: the two keys with the largest weights, `key` among them when it is
// one ("between dog (0.40) and car (0.35)"), or "at cat (0.80)" when the second is far behind.
std::string where_weight_goes(const Lab& lab, const std::string& language) {
  const Vec& w = lab.result->single.weights;
  const auto [a, b] = top_two(w);
  if (a < 0) return "";
  if (b < 0 || w(b) < 0.5f * w(a))
    return i18n::fill(language, "exercise.check.points_at", "the query points at {a} ({wa})",
                      {{"a", label_of(*lab.scene, a)}, {"wa", number(w(a))}});
  return i18n::fill(language, "exercise.check.points_between",
                    "the query points between {a} ({wa}) and {b} ({wb})",
                    {{"a", label_of(*lab.scene, a)},
                     {"wa", number(w(a))},
                     {"b", label_of(*lab.scene, b)},
                     {"wb", number(w(b))}});
}

}  // namespace

CheckResult lab_weight_at_least(const json& c, const CheckContext& ctx) {
  Lab lab;
  if (!live_lab(ctx, &lab)) return no_state(ctx);
  const std::string key = string_param(c, "key");
  const double min = number_param(c, "min", 0.0);
  const int i = find_label(*lab.scene, key);
  if (i < 0) return no_key(ctx, key);
  const double w = lab.result->single.weights(i);
  const i18n::Fields f = {{"key", key}, {"w", number(w, min)}, {"min", number(min)}};
  if (w >= min)
    return passed(i18n::fill(ctx.language, "exercise.check.weight_reached",
                             "{key} has {w} of the weight (≥ {min})", f));
  if (arg_max(lab.result->single.weights) == i)
    return failed(i18n::fill(ctx.language, "exercise.check.weight_top_not_enough",
                             "{key} has the most weight, {w}, but not yet {min}: the other keys "
                             "still share the rest",
                             f));
  return failed(i18n::fill(
      ctx.language, "exercise.check.weight_short", "{key} has {w}; {where}",
      {{"key", key}, {"w", number(w, min)}, {"where", where_weight_goes(lab, ctx.language)}}));
}

CheckResult lab_weight_at_most(const json& c, const CheckContext& ctx) {
  Lab lab;
  if (!live_lab(ctx, &lab)) return no_state(ctx);
  const std::string key = string_param(c, "key");
  const double max = number_param(c, "max", 1.0);
  const int i = find_label(*lab.scene, key);
  if (i < 0) return no_key(ctx, key);
  const double w = lab.result->single.weights(i);
  const i18n::Fields f = {{"key", key}, {"w", number(w, max)}, {"max", number(max)}};
  if (w <= max)
    return passed(i18n::fill(ctx.language, "exercise.check.weight_low_enough",
                             "{key} has {w} of the weight (≤ {max})", f));
  return failed(i18n::fill(ctx.language, "exercise.check.weight_too_high",
                           "{key} still has {w} of the weight (more than {max})", f));
}

CheckResult lab_winner(const json& c, const CheckContext& ctx) {
  Lab lab;
  if (!live_lab(ctx, &lab)) return no_state(ctx);
  const std::string key = string_param(c, "key");
  const bool by_scores = string_param(c, "by", "weights") == "scores";
  const int i = find_label(*lab.scene, key);
  if (i < 0) return no_key(ctx, key);
  const Vec& v = by_scores ? lab.result->single.scores : lab.result->single.weights;
  const int top = arg_max(v);
  const i18n::Fields f = {{"key", key},
                          {"x", number(v(i))},
                          {"top", label_of(*lab.scene, top)},
                          {"xtop", number(v(top))}};
  if (top == i || v(i) == v(top))
    return passed(by_scores ? i18n::fill(ctx.language, "exercise.check.wins_score",
                                         "{key} has the highest score, {x}", f)
                            : i18n::fill(ctx.language, "exercise.check.wins_weight",
                                         "{key} has the largest weight, {x}", f));
  return failed(by_scores ? i18n::fill(ctx.language, "exercise.check.loses_score",
                                       "{top} has the highest score ({xtop}); {key} scores {x}", f)
                          : i18n::fill(ctx.language, "exercise.check.loses_weight",
                                       "{top} has the largest weight ({xtop}); {key} has {x}", f));
}

CheckResult lab_near_uniform(const json& c, const CheckContext& ctx) {
  Lab lab;
  if (!live_lab(ctx, &lab)) return no_state(ctx);
  const double tolerance = number_param(c, "tolerance", 0.05);
  const AttentionScene& s = *lab.scene;
  int open = 0;
  for (int i = 0; i < s.n(); ++i) open += s.mask.empty() || s.mask[i];
  if (open == 0)
    return failed(i18n::translate(ctx.language, "exercise.check.all_masked",
                                  "every key is masked: there are no weights"));
  const double uniform = 1.0 / open;
  int worst = -1;
  double worst_gap = 0;
  for (int i = 0; i < s.n(); ++i) {
    if (!(s.mask.empty() || s.mask[i])) continue;
    const double gap = std::fabs(lab.result->single.weights(i) - uniform);
    if (worst < 0 || gap > worst_gap) worst = i, worst_gap = gap;
  }
  const i18n::Fields f = {{"key", label_of(s, worst)},
                          {"w", number(lab.result->single.weights(worst))},
                          {"gap", number(worst_gap, tolerance)},
                          {"u", number(uniform)},
                          {"tol", number(tolerance)}};
  if (worst_gap <= tolerance)
    return passed(i18n::fill(ctx.language, "exercise.check.uniform",
                             "every weight is within {tol} of {u}", f));
  return failed(i18n::fill(ctx.language, "exercise.check.not_uniform",
                           "{key} has {w}, {gap} away from the uniform {u} (allowed: {tol})", f));
}

CheckResult lab_output_is_value(const json& c, const CheckContext& ctx) {
  Lab lab;
  if (!live_lab(ctx, &lab)) return no_state(ctx);
  const double tolerance = number_param(c, "tolerance", 1e-6);
  const AttentionScene& s = *lab.scene;
  const AttentionResult& r = lab.result->single;
  for (int i = 0; i < s.n(); ++i) {
    const double gap = (r.output - s.values.row(i).transpose()).cwiseAbs().maxCoeff();
    if (gap <= tolerance)
      return passed(i18n::fill(ctx.language, "exercise.check.output_is_value",
                               "the output equals the value of {key}", {{"key", label_of(s, i)}}));
  }
  std::string mix;
  int parts = 0;
  for (int i = 0; i < s.n(); ++i) {
    if (r.weights(i) <= 0.0f) continue;
    mix += (parts++ ? ", " : "") + label_of(s, i) + " " + number(r.weights(i));
  }
  if (parts == 0)
    return failed(i18n::translate(ctx.language, "exercise.check.output_zero",
                                  "every key is masked, so the output is zero, not a value"));
  return failed(i18n::fill(ctx.language, "exercise.check.output_mix",
                           "the output mixes {count} values: {mix}",
                           {{"count", std::to_string(parts)}, {"mix", mix}}));
}

CheckResult lab_score_is(const json& c, const CheckContext& ctx) {
  if (!ctx.state) return no_state(ctx);
  const std::string want = string_param(c, "score");
  const std::string got = score_function_name(ctx.state->lab.spec.score);
  if (got == want)
    return passed(i18n::fill(ctx.language, "exercise.check.score_is", "the score is {score}",
                             {{"score", got}}));
  return failed(i18n::fill(ctx.language, "exercise.check.score_is_not",
                           "the score function is {got}; the task needs {want}",
                           {{"got", got}, {"want", want}}));
}

}  // namespace ap::exercises::detail
