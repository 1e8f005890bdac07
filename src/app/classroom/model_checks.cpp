// The checks on the Transformer's heads and on the Explain tab (see checks.h): a head that
// aligns like RNNsearch, a French word whose attention and another explanation point at
// different English words, and an intervention that leaves (or changes) the word.
#include "app/classroom/check_detail.h"

#include "app/explain/explain_service.h"
#include "app/i18n.h"
#include "core/seq2seq/head_agreement.h"

#include <string>

namespace ap::exercises::detail {

namespace {

// A check of the Explain tab: judged on the tab's live explanation (ok), which the check gets
// from on_explanation.
using ExplainJudge = CheckResult (*)(const json& c, const CheckContext& ctx,
                                     const ExplainResult& r);

// `judge` on the Explain tab's live explanation, or a "not yet" / failure that says why there is
// none.
CheckResult on_explanation(const json& c, const CheckContext& ctx, ExplainJudge judge) {
  if (!ctx.state) return no_state(ctx);
  const ExplainState& st = ctx.state->explain;
  if (!ctx.explain || !ctx.translation || !ctx.translation->available(st.model))
    return models_not_loaded(ctx);
  const ExplainResult& r = ctx.explain->explain(st);
  if (r.computing) return models_not_loaded(ctx);  // the page: judged once the answer is in
  if (!r.ok) return failed(r.error);
  return judge(c, ctx, r);
}

// The Explain tab's selected French word, or -1 when none (or past the translation's end).
int selected_row(const ExplainState& st, const explain::Explanation& e) {
  const int row = st.selected_target;
  return row >= 0 && row < static_cast<int>(e.target_tokens.size()) &&
                 row < static_cast<int>(e.attention.size())
             ? row
             : -1;
}

const explain::Map* method_map(const explain::Explanation& e, const std::string& method) {
  if (method == "gradient") return &e.gradient;
  if (method == "leave_one_out") return &e.leave_one_out;
  return nullptr;
}

// A method's name as the Explain tab shows it.
const char* method_title(const CheckContext& ctx, const std::string& method) {
  return method == "gradient"
             ? i18n::translate(ctx.language, "explain.method.gradient", "gradient × input")
             : i18n::translate(ctx.language, "explain.method.loo", "leave one out");
}

// An intervention's name as the Explain tab's Intervene control shows it.
const char* intervention_title(const CheckContext& ctx, const std::string& kind) {
  if (kind == "uniform")
    return i18n::translate(ctx.language, "explain.kind.uniform", "uniform weights");
  if (kind == "permute")
    return i18n::translate(ctx.language, "explain.kind.permute", "weights permuted");
  return i18n::translate(ctx.language, "explain.kind.word", "all on one English word");
}

}  // namespace

CheckResult translate_head_aligned(const json& c, const CheckContext& ctx) {
  if (!ctx.state) return no_state(ctx);
  const TranslationState& st = ctx.state->translation;
  if (st.model != s2s::ModelKind::Transformer)
    return failed(i18n::translate(ctx.language, "exercise.check.not_transformer",
                                  "the translator shows another model: pick the Transformer"));
  if (st.attention != AttentionMap::Cross)
    return failed(i18n::translate(ctx.language, "exercise.check.not_cross",
                                  "the large heatmap shows a self-attention map: pick the "
                                  "cross-attention (the alignment)"));
  if (st.head < 0)
    return not_yet(i18n::translate(ctx.language, "exercise.check.pick_head",
                                   "not yet: click one head's small heatmap (a layer's mean is "
                                   "not a head)"));
  const TranslationResult* tfm = translated(ctx, s2s::ModelKind::Transformer);
  const TranslationResult* search = translated(ctx, s2s::ModelKind::Search);
  if (!tfm || !search) return models_not_loaded(ctx);
  if (!tfm->ok || !search->ok) return failed(tfm->ok ? search->error : tfm->error);
  const s2s::Translation& t = tfm->translation;
  if (search->translation.target_tokens != t.target_tokens)
    return failed(i18n::translate(ctx.language, "exercise.check.other_french",
                                  "RNNsearch writes other French for this sentence, so their "
                                  "alignments cannot be compared: Reset the exercise"));
  const int layers = static_cast<int>(t.cross_attention.size());
  const int layer = st.layer < 0 ? layers - 1 : st.layer;
  const s2s::HeadAgreement a =
      s2s::head_agreement(t.cross_attention, layer, st.head, search->translation.alignment);
  const i18n::Fields f = {{"layer", std::to_string(layer + 1)},
                          {"head", std::to_string(st.head + 1)},
                          {"agree", std::to_string(a.agreeing)},
                          {"rows", std::to_string(a.rows)}};
  if (a.rows == 0)
    return failed(i18n::fill(ctx.language, "exercise.check.no_such_head",
                             "the model has no layer {layer}, head {head}", f));
  const double min = number_param(c, "min", 0.8);
  const double share = static_cast<double>(a.agreeing) / a.rows;
  if (share >= min)
    return passed(i18n::fill(ctx.language, "exercise.check.head_aligned",
                             "layer {layer}, head {head}: {agree} of {rows} French words look "
                             "most at the English word RNNsearch looks at",
                             f));
  i18n::Fields more = f;
  more.push_back({"need", number(100 * min) + " %"});
  return failed(i18n::fill(ctx.language, "exercise.check.head_not_aligned",
                           "layer {layer}, head {head}: only {agree} of {rows} French words look "
                           "where RNNsearch looks (the task needs {need})",
                           more));
}

namespace {

CheckResult methods_disagree(const json& c, const CheckContext& ctx, const ExplainResult& r) {
  const explain::Explanation& e = r.explanation;
  const int row = selected_row(ctx.state->explain, e);
  if (row < 0)
    return not_yet(
        i18n::translate(ctx.language, "exercise.check.click_word", "not yet: click a French word"));
  const std::string method = string_param(c, "method", "gradient");
  const explain::Map* other = method_map(e, method);
  if (!other)
    return failed("explain_methods_disagree: \"method\" must be \"gradient\" or \"leave_one_out\"");
  if (row >= static_cast<int>(other->size())) return failed("");
  const auto r_row = static_cast<std::size_t>(row);
  const int by_attention = s2s::argmax_column(e.attention[r_row]);
  const int by_other = s2s::argmax_column((*other)[r_row]);
  const int sources = static_cast<int>(e.source_tokens.size());
  if (by_attention < 0 || by_other < 0 || by_attention >= sources || by_other >= sources)
    return failed("");
  const i18n::Fields f = {{"word", e.target_tokens[r_row]},
                          {"a", e.source_tokens[static_cast<std::size_t>(by_attention)]},
                          {"b", e.source_tokens[static_cast<std::size_t>(by_other)]},
                          {"method", method_title(ctx, method)}};
  if (by_attention != by_other)
    return passed(i18n::fill(ctx.language, "exercise.check.methods_disagree",
                             "\"{word}\": attention looks most at {a}, {method} points at {b}", f));
  return failed(i18n::fill(ctx.language, "exercise.check.methods_agree",
                           "\"{word}\": attention and {method} both point at {a}; look for a "
                           "word where the rows differ",
                           f));
}

CheckResult intervention_word(const json& c, const CheckContext& ctx, const ExplainResult& r) {
  const ExplainState& st = ctx.state->explain;
  const std::string kind = string_param(c, "intervention", "uniform");
  const std::string want = string_param(c, "expect", "same");
  if (st.intervention == explain::InterventionKind::None || kind != enum_name(st.intervention))
    return failed(i18n::fill(ctx.language, "exercise.check.wrong_intervention",
                             "the task's intervention is \"{kind}\": choose it under Intervene",
                             {{"kind", intervention_title(ctx, kind)}}));
  if (st.release)
    return failed(i18n::translate(ctx.language, "exercise.check.released",
                                  "the later words are released: keep them, so that only the "
                                  "attention at the chosen word differs"));
  if (!r.intervention_ok)
    return not_yet(r.intervention_error.empty()
                       ? i18n::translate(ctx.language, "exercise.check.pick_position",
                                         "not yet: choose a French word to intervene on")
                       : r.intervention_error);
  const explain::InterventionResult& i = r.intervention;
  const auto p = static_cast<std::size_t>(i.position);
  const explain::Explanation& e = r.explanation;
  if (i.position < 0 || p >= e.target_tokens.size() || p >= i.tokens.size()) return failed("");
  const bool changed = p < i.changed.size() && i.changed[p];
  const i18n::Fields f = {
      {"word", e.target_tokens[p]}, {"new", i.tokens[p]}, {"kind", intervention_title(ctx, kind)}};
  const bool wanted = want == "changed" ? changed : !changed;  // "same" otherwise
  if (!changed) {
    const std::string same = i18n::fill(ctx.language, "exercise.check.intervention_same",
                                        "with {kind} there, the model still writes "
                                        "\"{word}\": the attention did not decide it",
                                        f);
    return wanted ? passed(same) : failed(same);
  }
  const std::string other = i18n::fill(ctx.language, "exercise.check.intervention_changed",
                                       "with {kind} there, \"{word}\" becomes "
                                       "\"{new}\"",
                                       f);
  return wanted ? passed(other)
                : failed(other + ": " +
                         i18n::translate(ctx.language, "exercise.check.try_another_word",
                                         "try another word"));
}

}  // namespace

CheckResult explain_methods_disagree(const json& c, const CheckContext& ctx) {
  return on_explanation(c, ctx, &methods_disagree);
}

CheckResult explain_intervention_word(const json& c, const CheckContext& ctx) {
  return on_explanation(c, ctx, &intervention_word);
}

}  // namespace ap::exercises::detail
