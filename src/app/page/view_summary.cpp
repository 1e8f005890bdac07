// ViewSummary (see view_summary.h): one function per tab kind, each filling an i18n template.
#include "app/page/view_summary.h"

#include "app/i18n.h"
#include "app/classroom/lesson_session.h"
#include "app/scene/strongest_keys.h"

#include <cstdio>
#include <utility>
#include <vector>

namespace ap {
namespace {

using i18n::Fields;
using i18n::fill;

std::string number(double x, const char* format = "%.2f") {
  char buf[32];
  std::snprintf(buf, sizeof buf, format, x);
  return buf;
}

std::string join(const std::vector<std::string>& parts, std::string_view language) {
  const std::string sep = i18n::translate(language, "a11y.list_sep", ", ");
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) out += (i ? sep : "") + parts[i];
  return out;
}

std::string tab_title(Tab tab, std::string_view language) {
  const std::string key = std::string("tab.") + tab_name(tab);
  return i18n::translate(language, key, tab_name(tab));
}

std::string lab(const AppState& s, const LabResult& r, std::string_view lang) {
  const std::string tab = tab_title(Tab::Lab, lang);
  const AttentionResult& a = r.single;
  if (a.all_masked)
    return fill(lang, "a11y.lab_all_masked",
                "{tab}. Every key is masked: all weights are 0 and the output is zero.",
                {{"tab", tab}});
  std::vector<std::string> weights, output;
  const std::string masked = i18n::translate(lang, "a11y.masked", "masked");
  for (int i = 0; i < static_cast<int>(a.weights.size()); ++i) {
    const std::string& label = i < static_cast<int>(s.lab.labels.size()) ? s.lab.labels[i] : "";
    const bool on = i < static_cast<int>(s.lab.mask.size()) ? s.lab.mask[i] : true;
    weights.push_back(label + " " + (on ? number(a.weights[i]) : masked));
  }
  for (int j = 0; j < static_cast<int>(a.output.size()); ++j) output.push_back(number(a.output[j]));
  return fill(lang, "a11y.lab", "{tab}. Weights: {weights}. Output ({output}).",
              {{"tab", tab}, {"weights", join(weights, lang)}, {"output", join(output, lang)}});
}

std::string batched(const AppState& s, const LabResult& r, std::string_view lang) {
  const Mat& w = r.batched.weights;  // (m, n)
  std::vector<std::string> rows;
  const auto label = [&s](int i) {
    return i < static_cast<int>(s.lab.labels.size()) ? s.lab.labels[i] : std::string();
  };
  for (int q = 0; q < static_cast<int>(w.rows()); ++q) {
    // The strongest keys as the tab prints them (two decimals): keys that print alike are a tie.
    const std::vector<int> top = strongest_keys(w.row(q), 2);
    if (top.empty() || !(w(q, top.front()) > 0.0f)) continue;  // every key masked: nothing to name
    const std::string weight = number(w(q, top.front()));
    if (top.size() == 1) {
      rows.push_back(fill(lang, "a11y.batched_row", "query {q} attends most to {key} ({w})",
                          {{"q", std::to_string(q + 1)}, {"key", label(top[0])}, {"w", weight}}));
      continue;
    }
    std::vector<std::string> keys;
    for (int i : top) keys.push_back(label(i));
    rows.push_back(fill(lang, "a11y.batched_tie", "query {q} attends equally to {keys} ({w} each)",
                        {{"q", std::to_string(q + 1)}, {"keys", join(keys, lang)}, {"w", weight}}));
  }
  return fill(lang, "a11y.batched", "{tab}: {m} queries over {n} keys; {rows}.",
              {{"tab", tab_title(Tab::Batched, lang)},
               {"m", std::to_string(w.rows())},
               {"n", std::to_string(w.cols())},
               {"rows", join(rows, lang)}});
}

// "Translate (RNNsearch): <text>", one string per language so each puts its own brackets.
std::string tab_model_says(const std::string& tab, const std::string& model,
                           const std::string& text, std::string_view lang) {
  return fill(lang, "a11y.tab_model", "{tab} ({model}): {text}",
              {{"tab", tab}, {"model", model}, {"text", text}});
}

std::string translate(const AppState& s, TranslationService& ts, std::string_view lang) {
  const std::string tab = tab_title(Tab::Translate, lang);
  const std::string model = s2s::model_kind_title(s.translation.model);
  if (!ts.load_requested() || ts.loading(s.translation.model))
    return fill(lang, "a11y.translate_loading", "{tab}: the translation models are loading.",
                {{"tab", tab}});
  const TranslationResult& r = ts.translate(s.translation);
  if (r.computing)
    return tab_model_says(tab, model, i18n::translate(lang, "translate.computing", "computing…"),
                          lang);
  if (!r.ok) return tab_model_says(tab, model, r.error, lang);
  const s2s::Translation& t = r.translation;
  std::string text = fill(lang, "a11y.translate", "{tab} ({model}). Translation: {translation}.",
                          {{"tab", tab}, {"model", model}, {"translation", t.translation}});
  if (t.alignment.empty())
    return text + " " +
           i18n::translate(
               lang, "a11y.no_alignment",
               "RNNencdec has no attention, so no French word looks at an English one.");
  std::vector<std::string> pairs;
  for (std::size_t y = 0; y < t.alignment.size() && y < t.target_tokens.size(); ++y) {
    const std::vector<float>& row = t.alignment[y];
    std::size_t best = 0;
    for (std::size_t x = 1; x < row.size(); ++x)
      if (row[x] > row[best]) best = x;
    if (best < t.source_tokens.size())
      pairs.push_back(t.target_tokens[y] + " → " + t.source_tokens[best]);
  }
  return text + " " +
         fill(lang, "a11y.alignment", "Strongest English word for each French word: {pairs}.",
              {{"pairs", join(pairs, lang)}});
}

std::string bottleneck(TranslationService& ts, std::string_view lang) {
  const std::string tab = tab_title(Tab::Bottleneck, lang);
  const BottleneckData* b = ts.bottleneck();
  if (!b)
    return fill(lang, "a11y.translate_loading", "{tab}: the translation models are loading.",
                {{"tab", tab}});
  std::vector<std::string> rows;
  for (const BottleneckBucket& k : b->buckets)
    rows.push_back(fill(lang, "a11y.bottleneck_row",
                        "{lo}–{hi} words: RNNsearch {s}, RNNencdec {e}",
                        {{"lo", std::to_string(k.lo)},
                         {"hi", std::to_string(k.hi)},
                         {"s", number(k.bleu_search, "%.1f")},
                         {"e", number(k.bleu_encdec, "%.1f")}}));
  return fill(lang, "a11y.bottleneck", "{tab}: BLEU by English sentence length; {rows}.",
              {{"tab", tab}, {"rows", join(rows, lang)}});
}

// A method's name as the Explain tab shows it (its keys are the tab's).
std::string method_title(const std::string& method, std::string_view lang) {
  if (method == "gradient")
    return i18n::translate(lang, "explain.method.gradient", "gradient × input");
  if (method == "leave_one_out")
    return i18n::translate(lang, "explain.method.loo", "leave one out");
  if (method == "head") return i18n::translate(lang, "explain.method.head", "one head");
  if (method == "mean") return i18n::translate(lang, "explain.method.mean", "mean over the heads");
  if (method == "rollout")
    return i18n::translate(lang, "explain.method.rollout", "attention rollout");
  if (method == "norm") return i18n::translate(lang, "explain.method.norm", "‖α v‖");
  return method;
}

// The Explain tab: the translation, then each method's agreement with the attention.
std::string explained(const AppState& s, TranslationService& ts, ExplainService& es,
                      std::string_view lang) {
  const std::string tab = tab_title(Tab::Explain, lang);
  const std::string model = s2s::model_kind_title(s.explain.model);
  if (!ts.load_requested() || ts.loading(s.explain.model))
    return fill(lang, "a11y.translate_loading", "{tab}: the translation models are loading.",
                {{"tab", tab}});
  if (s.explain.model == s2s::ModelKind::EncDec)
    return tab_model_says(
        tab, model,
        i18n::translate(lang, "a11y.no_alignment",
                        "RNNencdec has no attention, so no French word looks at an English one."),
        lang);
  const ExplainResult& r = es.explain(s.explain);
  if (r.computing)
    return tab_model_says(tab, model, i18n::translate(lang, "translate.computing", "computing…"),
                          lang);
  if (!r.ok) return tab_model_says(tab, model, r.error, lang);
  std::vector<std::string> lines;
  for (const explain::Agreement& a : r.explanation.summary)
    lines.push_back(fill(lang, "a11y.explain_row",
                         "{method}: same strongest English word for {agree} of the French "
                         "words, Spearman {rho}",
                         {{"method", method_title(a.method, lang)},
                          {"agree", number(100.0 * a.argmax_agreement, "%.0f%%")},
                          {"rho", number(a.spearman)}}));
  std::string text = fill(lang, "a11y.explain",
                          "{tab} ({model}). Translation: {translation}. Against the attention: "
                          "{rows}.",
                          {{"tab", tab},
                           {"model", model},
                           {"translation", r.explanation.translation},
                           {"rows", join(lines, lang)}});
  if (r.has_intervention && r.intervention_ok)
    text += " " + fill(lang, "a11y.explain_intervention", "After the intervention: {translation}.",
                       {{"translation", r.intervention.translation}});
  return text;
}

// The tabs whose pictures are not summarised in numbers yet: their title and introduction.
std::string intro(Tab tab, std::string_view lang) {
  const std::string key = std::string(tab_name(tab)) + ".intro";
  const char* text = i18n::translate(lang, key, "");
  return tab_title(tab, lang) + ". " + text;
}

std::string exercise_list_summary(const exercises::ExerciseSession* ex, std::string_view lang) {
  const auto& list = exercises::exercise_list(lang);
  int done = 0;
  for (const exercises::Exercise& e : list) done += ex && ex->progress(e.id).done;
  return fill(lang, "a11y.exercises", "{tab}: {done} of {total} exercises done.",
              {{"tab", tab_title(Tab::Exercises, lang)},
               {"done", std::to_string(done)},
               {"total", std::to_string(list.size())}});
}

std::string view_only(const AppState& state, const LabResult& result,
                      TranslationService& translations, std::string_view language,
                      ExplainService* explanations, const exercises::ExerciseSession* exercises);

}  // namespace

std::string summarize_view(const AppState& state, const LabResult& result,
                           TranslationService& translations, std::string_view language,
                           ExplainService* explanations,
                           const exercises::ExerciseSession* exercises) {
  std::string text = view_only(state, result, translations, language, explanations, exercises);
  if (!exercises || exercises->active().empty()) return text;
  const exercises::Exercise* e = exercises::find_exercise(exercises->active(), language);
  if (!e) return text;
  return text + " " +
         fill(language, "a11y.exercise_active", "Exercise: {title}. {statement}",
              {{"title", e->title}, {"statement", e->statement}});
}

namespace {

std::string view_only(const AppState& state, const LabResult& result,
                      TranslationService& translations, std::string_view language,
                      ExplainService* explanations, const exercises::ExerciseSession* exercises) {
  switch (state.view.tab) {
    case Tab::Lab:
      return lab(state, result, language);
    case Tab::Batched:
      return batched(state, result, language);
    case Tab::Translate:
      return translate(state, translations, language);
    case Tab::Bottleneck:
      return bottleneck(translations, language);
    case Tab::Explain:
      if (explanations) return explained(state, translations, *explanations, language);
      return intro(state.view.tab, language);
    case Tab::Tour: {
      const std::string key = "tour.step" + std::to_string(state.demos.tour_step + 1) + ".title";
      return tab_title(Tab::Tour, language) + ": " + i18n::translate(language, key, "");
    }
    case Tab::Exercises:
      return exercise_list_summary(exercises, language);
    default:
      return intro(state.view.tab, language);
  }
}

}  // namespace

std::string summarize_lesson(const LessonSession& lessons, const AppSession& session,
                             std::string_view language) {
  if (!lessons.playing()) return "";
  const LessonStep& step = lessons.lesson().steps[static_cast<std::size_t>(lessons.step())];
  std::string line = fill(language, "a11y.lesson", "Lesson, step {step} of {steps}: {text}",
                          {{"step", std::to_string(lessons.step() + 1)},
                           {"steps", std::to_string(lessons.step_count())},
                           {"text", step.text}});
  LessonCheckStatus check;
  if (lessons.check_status(session, &check))
    line +=
        " " + fill(language, "a11y.lesson_check", "Task: {status}.",
                   {{"status", check.passed ? i18n::translate(language, "lesson.check_done", "Done")
                                            : check.message}});
  return line;
}

}  // namespace ap
