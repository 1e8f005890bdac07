// The checks of the other views (see checks.h): the translator (both RNNs against the
// reference, a split alignment), the self-attention demo (the causal mask, a shuffle without
// positions), the Train tab (trainingStatus-shaped JSON) and the bottleneck's shipped figures.
#include "app/classroom/check_detail.h"

#include "app/demos/demo_runs.h"
#include "app/i18n.h"
#include "app/translation/translation_service.h"
#include "core/demos/text_units.h"
#include "core/seq2seq/tokenizer.h"

#include <algorithm>
#include <cmath>

namespace ap::exercises::detail {

CheckResult models_not_loaded(const CheckContext& ctx) {
  return not_yet(i18n::translate(ctx.language, "exercise.check.models_loading",
                                 "not yet: the models are still loading"));
}

const TranslationResult* translated(const CheckContext& ctx, s2s::ModelKind model) {
  if (!ctx.translation || !ctx.translation->available(model)) return nullptr;
  TranslationState st = ctx.state->translation;
  st.model = model;
  const TranslationResult& r = ctx.translation->translate(st);
  return r.computing ? nullptr : &r;  // the page: judged once the worker's answer is in
}

CheckResult translate_search_beats_encdec(const json&, const CheckContext& ctx) {
  if (!ctx.state) return no_state(ctx);
  const TranslationResult* search = translated(ctx, s2s::ModelKind::Search);
  if (!search) return models_not_loaded(ctx);
  const std::vector<std::string> search_tokens = search->translation.target_tokens;
  const std::string search_text = search->ok ? search->translation.translation : search->error;
  const TranslationResult* encdec = translated(ctx, s2s::ModelKind::EncDec);
  if (!encdec) return models_not_loaded(ctx);
  if (!search->ok || !encdec->ok) return failed(search->ok ? encdec->error : search_text);
  const std::string* reference = search->reference.empty() ? nullptr : &search->reference;
  if (!reference)
    return failed(i18n::translate(
        ctx.language, "exercise.check.no_reference",
        "this sentence has no reference translation: take one from the Bottleneck tab's "
        "samples (the held-out test sentences)"));
  const std::vector<std::string> ref = s2s::tokenize(*reference);
  const bool search_right = search_tokens == ref;
  const bool encdec_right = encdec->translation.target_tokens == ref;
  const i18n::Fields f = {
      {"ref", *reference}, {"search", search_text}, {"encdec", encdec->translation.translation}};
  if (search_right && !encdec_right)
    return passed(i18n::fill(ctx.language, "exercise.check.search_beats_encdec",
                             "RNNsearch gives the reference \"{ref}\"; RNNencdec says \"{encdec}\"",
                             f));
  if (!search_right)
    return failed(i18n::fill(ctx.language, "exercise.check.search_wrong",
                             "RNNsearch is wrong here too (\"{search}\", the reference is "
                             "\"{ref}\"): try a sentence RNNsearch gets right",
                             f));
  return failed(i18n::fill(ctx.language, "exercise.check.encdec_right",
                           "both models give the reference \"{ref}\": try a longer sentence", f));
}

CheckResult translate_split_attention(const json& c, const CheckContext& ctx) {
  if (!ctx.state) return no_state(ctx);
  const TranslationState& st = ctx.state->translation;
  const std::string sentence = string_param(c, "sentence", s2s::article_sentence_en());
  if (s2s::tokenize(st.sentence) != s2s::tokenize(sentence))
    return failed(i18n::fill(ctx.language, "exercise.check.not_task_sentence",
                             "the task is about \"{sentence}\": Reset the exercise",
                             {{"sentence", sentence}}));
  const TranslationResult* r = translated(ctx, s2s::ModelKind::Search);
  if (!r) return models_not_loaded(ctx);
  if (!r->ok) return failed(r->error);
  const s2s::Translation& t = r->translation;
  const int row = st.selected_target;
  if (row < 0 || row >= static_cast<int>(t.alignment.size()) ||
      row >= static_cast<int>(t.target_tokens.size()))
    return not_yet(
        i18n::translate(ctx.language, "exercise.check.click_word", "not yet: click a French word"));
  std::vector<std::pair<float, int>> weights;
  const std::vector<float>& a = t.alignment[row];
  for (int j = 0; j < static_cast<int>(a.size()) && j < static_cast<int>(t.source_tokens.size());
       ++j)
    weights.push_back({a[j], j});
  std::sort(weights.rbegin(), weights.rend());
  const double min = number_param(c, "min", 0.2);
  if (weights.size() < 2) return failed("");
  const i18n::Fields f = {
      {"word", t.target_tokens[row]},        {"a", t.source_tokens[weights[0].second]},
      {"wa", number(weights[0].first)},      {"b", t.source_tokens[weights[1].second]},
      {"wb", number(weights[1].first, min)}, {"min", number(min)}};
  if (weights[1].first >= min)
    return passed(i18n::fill(ctx.language, "exercise.check.split",
                             "\"{word}\" splits its attention: {a} {wa}, {b} {wb}", f));
  return failed(i18n::fill(ctx.language, "exercise.check.not_split",
                           "\"{word}\" looks mostly at {a} ({wa}); the next English word gets "
                           "only {b} {wb} (a split needs {min} on each)",
                           f));
}

namespace {

std::string joined(const std::vector<std::string>& tokens, std::size_t count) {
  std::string out;
  for (std::size_t i = 0; i < count && i < tokens.size(); ++i) {
    const bool word = !tokens[i].empty() && static_cast<unsigned char>(tokens[i][0]) < 0x80;
    out += (i && word ? " " : "") + tokens[i];
  }
  return out;
}

int token_index(const std::vector<demos::SelfAttentionToken>& tokens, const std::string& text) {
  for (int i = 0; i < static_cast<int>(tokens.size()); ++i)
    if (tokens[i].text == text) return i;
  return -1;
}

}  // namespace

CheckResult self_causal_visible(const json& c, const CheckContext& ctx) {
  if (!ctx.state) return no_state(ctx);
  const DemoState& d = ctx.state->demos;
  if (!d.causal)
    return failed(i18n::translate(ctx.language, "exercise.check.causal_off",
                                  "the causal mask is off: turn it on first"));
  if (!ctx.answer || ctx.answer->empty()) return no_answer(ctx);
  const demos::SelfAttentionRun run =
      demos::run_self_attention(d.self_sentence, self_attention_config(d));
  const std::string token = string_param(c, "token");
  const int row = run.error.empty() ? token_index(run.tokens, token) : -1;
  if (row < 0)
    return failed(i18n::fill(ctx.language, "exercise.check.no_token",
                             "the sentence has no \"{token}\"", {{"token", token}}));
  // The mask as the weights show it: the tokens `row` gives a weight above 0.
  std::vector<std::string> seen;
  for (int j = 0; j < static_cast<int>(run.tokens.size()); ++j)
    if (run.mean_weights(row, j) > 0.0f) seen.push_back(run.tokens[j].text);
  const std::string visible = joined(seen, seen.size());
  const i18n::Fields f = {{"token", token}, {"visible", visible}};
  if (*ctx.answer == visible)
    return passed(i18n::fill(ctx.language, "exercise.check.causal_right",
                             "right: {token} sees {visible}, itself and what comes before it", f));
  return failed(i18n::fill(ctx.language, "exercise.check.causal_wrong",
                           "{token} sees {visible}: the causal mask hides every token after it",
                           f));
}

CheckResult self_shuffle_weight(const json& c, const CheckContext& ctx) {
  if (!ctx.state || !ctx.start) return no_state(ctx);
  const DemoState& now = ctx.state->demos;
  if (now.positional_encoding)
    return failed(i18n::translate(ctx.language, "exercise.check.pe_on",
                                  "positional encoding is on: the task is without it"));
  std::vector<std::string> a = demos::split_tokens(ctx.start->demos.self_sentence);
  std::vector<std::string> b = demos::split_tokens(now.self_sentence);
  if (a == b)
    return not_yet(i18n::translate(ctx.language, "exercise.check.not_shuffled",
                                   "not yet: shuffle the sentence (type its characters in "
                                   "another order)"));
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  if (a != b)
    return failed(i18n::translate(ctx.language, "exercise.check.not_a_shuffle",
                                  "the new sentence is not a shuffle of the old one: use the "
                                  "same characters, in another order"));
  if (!ctx.answer || ctx.answer->empty()) return no_answer(ctx);
  DemoState before = now;
  before.self_sentence = ctx.start->demos.self_sentence;
  const demos::SelfAttentionRun r0 =
      demos::run_self_attention(before.self_sentence, self_attention_config(before));
  const demos::SelfAttentionRun r1 =
      demos::run_self_attention(now.self_sentence, self_attention_config(now));
  const std::string from = string_param(c, "from"), to = string_param(c, "to");
  const int i0 = token_index(r0.tokens, from), j0 = token_index(r0.tokens, to);
  const int i1 = token_index(r1.tokens, from), j1 = token_index(r1.tokens, to);
  if (!r0.error.empty() || !r1.error.empty() || i0 < 0 || j0 < 0 || i1 < 0 || j1 < 0)
    return failed(i18n::fill(ctx.language, "exercise.check.no_pair",
                             "the sentence needs both \"{from}\" and \"{to}\"",
                             {{"from", from}, {"to", to}}));
  const double w0 = r0.mean_weights(i0, j0), w1 = r1.mean_weights(i1, j1);
  const bool changed = std::fabs(w0 - w1) > 1e-5;
  const bool right = *ctx.answer == (changed ? "yes" : "no");
  const i18n::Fields f = {{"from", from}, {"to", to}, {"w0", number(w0)}, {"w1", number(w1)}};
  const std::string why =
      changed ? i18n::fill(ctx.language, "exercise.check.shuffle_changed",
                           "the weight {from} → {to} went from {w0} to {w1}", f)
              : i18n::fill(ctx.language, "exercise.check.shuffle_same",
                           "the weight {from} → {to} is {w0} in both orders: without positions, "
                           "self-attention sees the tokens as a set",
                           f);
  return right ? passed(why) : failed(why);
}

CheckResult train_probe_aligned(const json& c, const CheckContext& ctx) {
  const double min = number_param(c, "min", 0.9);
  const json* t = ctx.training && ctx.training->is_object() ? ctx.training : nullptr;
  const json* models = t && t->contains("models") ? &(*t)["models"] : nullptr;
  if (!models || !models->is_array() || models->empty())
    return not_yet(i18n::translate(ctx.language, "exercise.check.not_trained",
                                   "not yet: start training on the Train tab"));
  const auto config = t->find("config");
  const int want_hidden = static_cast<int>(number_param(c, "hidden", 0));
  if (want_hidden > 0 && config != t->end() && config->is_object() &&
      number_param(*config, "hidden", 0) != want_hidden)
    return failed(i18n::fill(
        ctx.language, "exercise.check.wrong_hidden",
        "this run trains with hidden size {got}; the task asks for {want}: Reset, set the size "
        "and train again",
        {{"got", std::to_string(static_cast<int>(number_param(*config, "hidden", 0)))},
         {"want", std::to_string(want_hidden)}}));
  double best = -1;
  for (const json& m : *models) {
    const auto probe = m.is_object() ? m.find("probe") : m.end();
    if (probe != m.end() && probe->is_object())
      best = std::max(best, number_param(*probe, "accuracy", -1));
  }
  if (best < 0)
    return not_yet(i18n::translate(ctx.language, "exercise.check.no_probe_yet",
                                   "not yet: the probe has no snapshot yet"));
  // The per cent sign goes with the number: a "%" in a template would read as a printf conversion.
  const i18n::Fields f = {{"acc", number(100 * best, 100 * min) + " %"},
                          {"min", number(100 * min) + " %"}};
  if (best >= min)
    return passed(
        i18n::fill(ctx.language, "exercise.check.probe_aligned", "the probe is {acc} aligned", f));
  return failed(i18n::fill(ctx.language, "exercise.check.probe_not_aligned",
                           "the probe is {acc} aligned, not yet {min}: keep training", f));
}

CheckResult bottleneck_first_below(const json& c, const CheckContext& ctx) {
  const BottleneckData* data = ctx.translation ? ctx.translation->bottleneck() : nullptr;
  if (!data || data->buckets.empty()) return models_not_loaded(ctx);
  if (!ctx.answer || ctx.answer->empty()) return no_answer(ctx);
  const double bleu = number_param(c, "bleu", 50);
  const std::string model = string_param(c, "model", "encdec");
  const BottleneckBucket* first = nullptr;
  for (const BottleneckBucket& b : data->buckets) {
    const double score = model == "search"        ? b.bleu_search
                         : model == "transformer" ? b.bleu_transformer
                                                  : b.bleu_encdec;
    if (score < bleu) {
      first = &b;
      break;
    }
  }
  if (!first)
    return failed(i18n::translate(ctx.language, "exercise.check.never_below",
                                  "the model never falls below that score"));
  const std::string range = std::to_string(first->lo) + "-" + std::to_string(first->hi);
  const double score = model == "search"        ? first->bleu_search
                       : model == "transformer" ? first->bleu_transformer
                                                : first->bleu_encdec;
  const i18n::Fields f = {{"range", range}, {"score", number(score)}, {"bleu", number(bleu)}};
  if (*ctx.answer == range)
    return passed(i18n::fill(ctx.language, "exercise.check.bucket_right",
                             "right: at {range} words it scores {score} BLEU", f));
  return failed(i18n::fill(ctx.language, "exercise.check.bucket_wrong",
                           "it first falls below {bleu} at {range} words ({score} BLEU): read "
                           "the RNNencdec curve from the left",
                           f));
}

}  // namespace ap::exercises::detail
