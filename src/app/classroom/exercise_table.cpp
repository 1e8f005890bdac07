// The exercise table (see exercise_table.h): the fifteen exercises, one entry each, in the order
// the Exercises tab lists them, and the few named functions their entries point to. Their texts
// are in exercise_texts.json.
//
// Numbers in the comments are hand-computed from the start scenes. The sentences were picked with
// the shipped models: RNNsearch and RNNencdec both translate the start sentence of
// "translate-search-beats-encdec" right; in "Il pleut." only "pleut" splits its attention (raining
// 0.54, is 0.36). What the Transformer's and the Explain tab's solutions quote was read off the
// shipped models (tests/app/classroom/exercises_test.cpp pins it): the Transformer's layer 2,
// head 3 looks where RNNsearch looks on 13 of its 14 French words, its heads 1 and 2 on 12, its
// head 4 on 6, the first layer's heads on 11 at most; 4 of the 14 words have attention and
// gradient × input on different English words (l', la, a, en); uniform attention leaves "l'",
// "accord", "la", "été" and the full stop as they were and changes "zone" into "semaine".
#include "app/classroom/exercise_table.h"

#include "app/scene/presets.h"

namespace ap::exercises {

namespace {

// ---- the starts that are computed, and the one reveal ------------------------------------------
// The default scene with its first query only (the lab shows query row 0): q = (1, 0.5) gives
// cat 0.41, dog 0.41, car 0.12, tree 0.06; at τ = 5 the largest gap from uniform is still 0.052,
// at τ = 10 0.02.
void four_words(AppState& s) { s.lab.queries = Mat(s.lab.queries.row(0)); }

// Four keys in d = 16 whose dot products with the all-ones query are 6, 4, 1 and −2 (each key
// alternates ±0.2 around its mean, which cancels in the sum). Dot: cat 0.88; ÷√16 = 4: scores
// 1.5, 1, 0.25, −0.5, cat 0.49.
void sixteen_dims(AppState& state) {
  AttentionScene s;
  const int d = 16;
  s.queries = Mat::Ones(1, d);
  s.keys = Mat(4, d);
  const float means[4] = {0.375f, 0.25f, 0.0625f, -0.125f};
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < d; ++j) s.keys(i, j) = means[i] + (j % 2 ? -0.2f : 0.2f);
  s.values = default_scene().values;
  s.labels = {"cat", "dog", "car", "tree"};
  s.mask = Mask(4, true);
  state.lab = s;
}

void show_scaled_score(AppState& s) { s.lab.spec.score = ScoreFunction::ScaledDot; }

// The additive preset: with v = (1, 1, −1) tree scores lowest. tanh(Wq q + Wk k) for tree is
// (0.60, −0.46, 0.54), for the others the second entry is 0.60 to 0.89: v = (0, −1, 0) makes
// tree score 0.46 and every other key below −0.6.
void additive_preset(AppState& s) { s.lab = find_preset("additive")->scene; }

// Three queries with their own strongest keys: q1 = (1, 0.2) → cat, q2 → car, q3 → tree.
void three_queries(AppState& s) {
  s.lab = find_preset("batched")->scene;
  s.lab.queries(0, 1) = 0.2f;
}

// The answers yes and no, in the learner's language.
const std::vector<ChoiceEntry> kYesNo = {{"yes", nullptr, "exercise.answer.yes"},
                                         {"no", nullptr, "exercise.answer.no"}};

// ---- the table ---------------------------------------------------------------------------------
// Laid out by hand: {id, view, start, check[, questions, reveal, hidden_until_done]}.
// clang-format off
const std::vector<ExerciseEntry> kTable = {
    // the lab and the batched view
    {"lab-query-car", Tab::Lab, four_words,
     R"({"kind": "all", "checks": [{"kind": "lab_unchanged", "allow": ["queries"]},
                                   {"kind": "lab_weight_at_least", "key": "car", "min": 0.6}]})"},
    {"lab-scaled-winner", Tab::Lab, sixteen_dims,
     R"({"kind": "lab_predict_winners", "scores": ["dot", "scaled_dot"]})",
     {{"before", {}, true}, {"after", {}, true}},
     show_scaled_score},
    {"lab-temperature-uniform", Tab::Lab, four_words,
     R"({"kind": "all", "checks": [{"kind": "lab_unchanged", "allow": ["temperature"]},
                                   {"kind": "lab_near_uniform", "tolerance": 0.05}]})"},
    {"lab-mask-one-value", Tab::Lab, four_words,
     R"({"kind": "all", "checks": [{"kind": "lab_unchanged", "allow": ["mask"]},
                                   {"kind": "lab_output_is_value"}]})"},
    {"lab-additive-tree", Tab::Lab, additive_preset,
     R"({"kind": "all", "checks": [
           {"kind": "lab_unchanged", "allow": ["v"]},
           {"kind": "all", "checks": [{"kind": "lab_score_is", "score": "additive"},
                                      {"kind": "lab_winner", "key": "tree", "by": "scores"}]}]})"},
    {"batched-shared-key", Tab::Batched, three_queries,
     R"({"kind": "all", "checks": [{"kind": "lab_unchanged", "allow": ["queries"]},
                                   {"kind": "batched_shared_winner"}]})"},

    // the translator, self-attention, the Train tab and the bottleneck
    {"translate-search-beats-encdec", Tab::Translate,
     R"({"translation": {"sentence": "His son is ten years old.",
                         "compare": true}})",
     R"({"kind": "translate_search_beats_encdec"})"},
    {"translate-split-word", Tab::Translate, R"({"translation": {"sentence": "It is raining."}})",
     R"({"kind": "translate_split_attention", "min": 0.15, "sentence": "It is raining."})"},
    {"self-causal-mask", Tab::Self, R"({"demos": {"self_sentence": "研表究明"}})",
     R"({"kind": "self_causal_visible", "token": "研"})",
     {{"question", {{"研"}, {"研表", "研 表"}, {"研表究明", "研 表 究 明"}, {"表究明", "表 究 明"}}}}},
    {"self-shuffle-no-position", Tab::Self,
     R"({"demos": {"self_sentence": "研表究明", "positional_encoding": false}})",
     R"({"kind": "self_shuffle_weight", "from": "研", "to": "究"})",
     {{"question", kYesNo}}},
    {"train-probe-aligned", Tab::Train, R"({"training": {"hidden": 16}})",
     R"({"kind": "train_probe_aligned", "min": 0.9, "hidden": 16})"},
    {"bottleneck-encdec-below-50", Tab::Bottleneck, {},
     R"({"kind": "bottleneck_first_below", "bleu": 50, "model": "encdec"})",
     {{"question", {{"1-10"}, {"11-20"}, {"21-30"}, {"31-40"}, {"41-50"}}}}},

    // the Transformer's heads and the Explain tab, on the article's sentence
    {"translate-transformer-head", Tab::Translate, R"({"translation": {"model": "transformer"}})",
     R"({"kind": "translate_head_aligned", "min": 0.8})",
     {}, nullptr,
     {"translate/best_head"}},  // its outline would name the head
    {"explain-attention-vs-gradient", Tab::Explain, {},
     R"({"kind": "explain_methods_disagree", "method": "gradient"})"},
    {"explain-uniform-keeps-word", Tab::Explain, {},
     R"({"kind": "explain_intervention_word", "intervention": "uniform", "expect": "same"})"},
};
// clang-format on

}  // namespace

const std::vector<ExerciseEntry>& exercise_table() { return kTable; }

}  // namespace ap::exercises
