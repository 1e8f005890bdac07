// Exercise checks: small, parametrised tests of the live state that the exercises (Exercises tab)
// and the lessons' steps share. A check is plain JSON, a kind and its parameters:
//   {"kind": "lab_weight_at_least", "key": "car", "min": 0.6}
//   {"kind": "all", "checks": [{"kind": "lab_unchanged", "allow": ["queries"]}, {...}]}
// run_check evaluates one against a CheckContext (the live state and what the app has computed)
// and says whether it passed and why not, in the UI language. It never throws: a state it cannot
// judge yet (no model loaded, training not started, no answer given) is "not yet", not a failure.
//
// The kinds and their parameters (names are stable: lessons store them):
//   lab (the vector lab's scene; the key is named by its label)
//     lab_weight_at_least   key, min            the key's weight ≥ min
//     lab_weight_at_most    key, max            the key's weight ≤ max
//     lab_winner            key[, by]           the key has the largest weight (by "weights") or
//                                               score (by "scores")
//     lab_near_uniform      tolerance           every unmasked weight within tolerance of 1/n
//     lab_output_is_value   [tolerance]         the output equals one key's value (default 1e-6)
//     lab_score_is          score               the score function ("dot", "additive", …)
//     lab_unchanged         allow: [fields]     nothing but the allowed fields differs from the
//                                               start state (fields: queries, keys, values,
//                                               labels, mask, score, temperature, W, Wq, Wk, v);
//                                               without a start state it passes
//     lab_predict_winners   [scores]            the answer "a,b" names the winner under each score
//                                               function (default dot, scaled_dot)
//   batched
//     batched_shared_winner                     two of the queries have the same strongest key
//   translator (needs the models; "not yet" until they are loaded)
//     translate_search_beats_encdec             the sentence has a reference; RNNsearch's output
//                                               equals it, RNNencdec's does not
//     translate_split_attention  [min, sentence] the selected French word (RNNsearch, on
//                                               `sentence`, default the article's) gives two
//                                               English words ≥ min (default 0.2) each
//   self-attention
//     self_causal_visible   token               with the causal mask on, the answer lists the
//                                               tokens `token` can see, in order
//     self_shuffle_weight   from, to            positional encoding off, the sentence a shuffle
//                                               of the start's; the answer "yes"/"no" says
//                                               whether the weight from → to changed
//   training (reads trainingStatus-shaped JSON)
//     train_probe_aligned   min[, hidden]       the probe's alignment accuracy ≥ min, trained
//                                               with that hidden size
//   bottleneck (the shipped figures)
//     bottleneck_first_below  bleu[, model]     the answer "lo-hi" is the first length bucket
//                                               where the model (default "encdec") scores < bleu
//   the Transformer's heads (translator; the models as above)
//     translate_head_aligned  [min]             the Transformer's cross-attention head picked in
//                                               the translator (state.translation.layer/head)
//                                               puts its strongest weight where RNNsearch's
//                                               alignment does on ≥ min of the French words
//                                               (default 0.8); both models must write the same
//   the Explain tab (reads the Explain tab's state through the explain service)
//     explain_methods_disagree  [method]        at the selected French word, attention's
//                                               strongest English word differs from the method's
//                                               ("gradient", the default, or "leave_one_out")
//     explain_intervention_word [intervention, expect]
//                                               the tab's intervention is that kind ("uniform",
//                                               the default, "permute", "word"), with the later
//                                               words kept, and the word at its position stays
//                                               the same (expect "same", the default) or changes
//                                               (expect "changed")
//   any
//     all                   checks: [...]       every check passes; the first that does not
//                                               gives the message
#pragma once

#include "app/state/app_state.h"
#include "app/scene/scene.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace ap {
class ExplainService;
class TranslationService;
}  // namespace ap

namespace ap::exercises {

// What a check may look at. Any pointer may be null: a check that needs it reads "not yet".
struct CheckContext {
  const AppState* state = nullptr;            // the live state
  const LabResult* lab = nullptr;             // its lab evaluation (AppSession::result())
  const AppState* start = nullptr;            // where the exercise began (lab_unchanged, …)
  TranslationService* translation = nullptr;  // models and the bottleneck figures
  ExplainService* explain = nullptr;          // the Explain tab's explanations
  const nlohmann::json* training = nullptr;   // trainingStatus() (app/page/training_api.h)
  const std::string* answer = nullptr;        // the learner's answer; null: none given yet
  std::string language = "en";                // of the message
};

struct CheckResult {
  bool passed = false;
  bool not_yet = false;  // the state cannot be judged yet (never together with passed)
  std::string message;   // why it failed, or what was found when it passed
};

// Evaluates `check` (a JSON object as above). Never throws; a malformed check fails with a
// message naming the problem (validate_check's).
CheckResult run_check(const nlohmann::json& check, const CheckContext& ctx);

// True if `check` is well formed: a known kind with the parameters it needs, of the right types.
bool validate_check(const nlohmann::json& check, std::string* error);

// Every kind run_check knows, in the order of the list above.
const std::vector<std::string>& check_kinds();

// What a check reads besides the state, as the kind table says for each kind ("all": what its
// checks read): the translation service's models and bottleneck figures (the translator's,
// the bottleneck's, the Transformer heads' and the Explain tab's kinds: the caller asks them to
// load) or the training status (train_probe_aligned: the caller makes it). None for a malformed
// check.
struct CheckNeeds {
  bool models = false;
  bool training = false;
};
CheckNeeds check_needs(const nlohmann::json& check);

}  // namespace ap::exercises
