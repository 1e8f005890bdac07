// The lab checks that compare two scenes (see checks.h): what changed since the start state
// (lab_unchanged), the winners under two score functions (lab_predict_winners), and the batched
// view's shared winner.
#include "app/classroom/check_detail.h"

#include "app/i18n.h"

#include <cmath>

namespace ap::exercises::detail {

namespace {

std::string label_at(const AttentionScene& s, int i) {
  return i < static_cast<int>(s.labels.size()) ? s.labels[i] : default_key_label(i);
}

// The first row where two (n, ·) matrices differ, −1 if none, −2 if their shapes differ.
int first_changed_row(const Mat& a, const Mat& b) {
  if (a.rows() != b.rows() || a.cols() != b.cols()) return -2;
  for (int i = 0; i < a.rows(); ++i)
    if (!same_field(Mat(a.row(i)), Mat(b.row(i)))) return i;
  return -1;
}

std::string field_title(const std::string& field, const std::string& language) {
  if (field == "queries") return i18n::translate(language, "exercise.field.queries", "the query");
  if (field == "keys") return i18n::translate(language, "exercise.field.keys", "the keys");
  if (field == "values") return i18n::translate(language, "exercise.field.values", "the values");
  if (field == "labels") return i18n::translate(language, "exercise.field.labels", "the labels");
  if (field == "mask") return i18n::translate(language, "exercise.field.mask", "the mask");
  if (field == "score")
    return i18n::translate(language, "exercise.field.score", "the score function");
  if (field == "temperature")
    return i18n::translate(language, "exercise.field.temperature", "the temperature τ");
  return field;  // W, Wq, Wk, v: the formula's own names
}

// What changed in `field`, as a phrase: "the key dog", "the mask", "the query".
std::string what_changed(const std::string& field, const AttentionScene& start,
                         const AttentionScene& now, const std::string& language) {
  int row = -1;
  if (field == "keys") row = first_changed_row(start.keys, now.keys);
  if (field == "values") row = first_changed_row(start.values, now.values);
  if (row >= 0 && field == "keys")
    return i18n::fill(language, "exercise.changed.key", "the key {key}",
                      {{"key", label_at(now, row)}});
  if (row >= 0)
    return i18n::fill(language, "exercise.changed.value", "the value of {key}",
                      {{"key", label_at(now, row)}});
  return field_title(field, language);
}

bool allowed(const json& allow, const char* field) {
  for (const json& a : allow)
    if (a.is_string() && a.get_ref<const std::string&>() == field) return true;
  return false;
}

}  // namespace

CheckResult lab_unchanged(const json& c, const CheckContext& ctx) {
  if (!ctx.state) return no_state(ctx);
  if (!ctx.start) return passed("");
  const json& allow = c["allow"];
  std::string changed;
  AttentionScene::visit_fields(
      [&](const char* name, const auto&, const auto& a, const auto& b) {
        if (changed.empty() && !allowed(allow, name) && !same_field(a, b)) changed = name;
      },
      ctx.start->lab, ctx.state->lab);
  if (changed.empty()) return passed("");
  std::string allowed_text;
  for (std::size_t i = 0; i < allow.size(); ++i)
    allowed_text += (i ? i18n::translate(ctx.language, "a11y.list_sep", ", ") : "") +
                    field_title(allow[i].get<std::string>(), ctx.language);
  return failed(i18n::fill(
      ctx.language, "exercise.check.forbidden_change",
      "{what} changed, but the task lets you change only {allowed}: Reset the exercise, or "
      "change it back",
      {{"what", what_changed(changed, ctx.start->lab, ctx.state->lab, ctx.language)},
       {"allowed", allowed_text}}));
}

namespace {

// The strongest key of the scene's main query under `score`, or −1 if the scene cannot be
// evaluated with it (e.g. "general" without W). *weight: its weight.
int winner_under(AttentionScene scene, ScoreFunction score, float* weight) {
  scene.spec.score = score;
  std::string error;
  if (!validate_scene(scene, &error)) return -1;
  const LabResult r = evaluate_lab(scene);
  int best = 0;
  for (int i = 1; i < scene.n(); ++i)
    if (r.single.weights(i) > r.single.weights(best)) best = i;
  *weight = r.single.weights(best);
  return best;
}

}  // namespace

CheckResult lab_predict_winners(const json& c, const CheckContext& ctx) {
  if (!ctx.state) return no_state(ctx);
  if (!ctx.answer || ctx.answer->empty()) return no_answer(ctx);
  std::vector<std::string> names = {"dot", "scaled_dot"};
  if (c.contains("scores") && c["scores"].size() == 2)
    names = {c["scores"][0].get<std::string>(), c["scores"][1].get<std::string>()};
  const AttentionScene& s = ctx.state->lab;
  int win[2];
  float weight[2];
  for (int k = 0; k < 2; ++k) {
    ScoreFunction f;
    if (!parse_score_function(names[k], &f) || (win[k] = winner_under(s, f, &weight[k])) < 0)
      return failed("check: cannot evaluate the scene with the score " + names[k]);
  }
  const std::vector<std::string> said = split_answer(*ctx.answer);
  const bool right =
      said.size() == 2 && said[0] == label_at(s, win[0]) && said[1] == label_at(s, win[1]);
  const i18n::Fields f = {{"a", label_at(s, win[0])},
                          {"wa", number(weight[0])},
                          {"b", label_at(s, win[1])},
                          {"wb", number(weight[1])},
                          {"sqrtd", number(std::sqrt(static_cast<double>(s.d())))}};
  if (win[0] == win[1]) {
    const std::string why = i18n::fill(
        ctx.language, "exercise.check.scaling_keeps_order",
        "{a} wins both times ({wa} before, {wb} after): dividing every score by √d = {sqrtd} "
        "keeps their order, it only flattens the weights",
        f);
    return right ? passed(why) : failed(why);
  }
  const std::string why = i18n::fill(ctx.language, "exercise.check.winners_differ",
                                     "{a} wins before ({wa}), {b} after ({wb})", f);
  return right ? passed(why) : failed(why);
}

CheckResult batched_shared_winner(const json&, const CheckContext& ctx) {
  if (!ctx.state) return no_state(ctx);
  const AttentionScene& s = ctx.state->lab;
  std::string error;
  if (!validate_scene(s, &error)) return no_state(ctx);
  const LabResult own = ctx.lab ? LabResult{} : evaluate_lab(s);
  const Mat& w = (ctx.lab ? *ctx.lab : own).batched.weights;  // (m, n)
  // A query's strongest key: the largest weight, clear of the next by more than 1e-6 (a tie,
  // e.g. the zero query's uniform row, has none: −1).
  std::vector<int> best(static_cast<std::size_t>(w.rows()), -1);
  std::string list;
  const std::string tie = i18n::translate(ctx.language, "exercise.check.tie", "a tie");
  for (int j = 0; j < w.rows(); ++j) {
    int top = 0;
    w.row(j).maxCoeff(&top);
    bool clear = true;
    for (int i = 0; i < w.cols(); ++i)
      if (i != top && w(j, i) > w(j, top) - 1e-6f) clear = false;
    if (clear) best[j] = top;
    for (int i = 0; i < j; ++i)
      if (best[j] >= 0 && best[i] == best[j])
        return passed(i18n::fill(ctx.language, "exercise.check.shared_winner",
                                 "q{a} and q{b} both attend most to {key}",
                                 {{"a", std::to_string(i + 1)},
                                  {"b", std::to_string(j + 1)},
                                  {"key", label_at(s, best[j])}}));
    list +=
        (j ? ", " : "") + ("q" + std::to_string(j + 1)) + " → " + (clear ? label_at(s, top) : tie);
  }
  return failed(i18n::fill(ctx.language, "exercise.check.no_shared_winner",
                           "each query has its own strongest key: {list}", {{"list", list}}));
}

std::vector<std::string> split_answer(const std::string& answer) {
  std::vector<std::string> parts(1);
  for (char ch : answer) {
    if (ch == ',')
      parts.emplace_back();
    else
      parts.back() += ch;
  }
  return parts;
}

}  // namespace ap::exercises::detail
