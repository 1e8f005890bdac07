// The exercises (see exercise_list.h); the lab's and the batched view's are built here, the
// others in exercise_views.cpp and model_exercises.cpp. One builder per exercise: its start
// state, its check and its texts, each text a literal i18n::translate call (the i18n lint reads
// them here).
// Numbers in the comments are hand-computed from the start scenes.
#include "app/classroom/exercise_list.h"

#include "app/classroom/exercise_build.h"

#include "app/i18n.h"
#include "app/scene/presets.h"
#include "app/link/share_link.h"
#include "core/corpus/corpus.h"

#include <map>
#include <string>

namespace ap::exercises {

namespace {

using i18n::translate;
using nlohmann::json;
using L = std::string_view;

// The default scene with its first query only (the lab shows query row 0).
AttentionScene four_words() {
  AttentionScene s = default_scene();
  s.queries = Mat(s.queries.row(0));
  return s;
}

json all_of(json a, json b) { return {{"kind", "all"}, {"checks", {std::move(a), std::move(b)}}}; }
json only_changed(std::initializer_list<const char*> fields) {
  json allow = json::array();
  for (const char* f : fields) allow.push_back(f);
  return {{"kind", "lab_unchanged"}, {"allow", allow}};
}

Exercise lab_query_car(L lang) {
  Exercise e = new_exercise("lab-query-car", Tab::Lab);
  e.start.lab = four_words();  // q = (1, 0.5): cat 0.41, dog 0.41, car 0.12, tree 0.06
  e.check = all_of(only_changed({"queries"}),
                   {{"kind", "lab_weight_at_least"}, {"key", "car"}, {"min", 0.6}});
  e.title = translate(lang, "exercise.lab-query-car.title", "Point the query at car");
  e.statement = translate(lang, "exercise.lab-query-car.statement",
                          "Move only the query (drag its arrow on the canvas) so that \"car\" "
                          "gets at least 0.6 of the weight.");
  e.hints = {translate(lang, "exercise.lab-query-car.hint1",
                       "The score is the dot product: point the query the way car points."),
             translate(lang, "exercise.lab-query-car.hint2",
                       "Longer queries give larger scores, and softmax then picks more sharply.")};
  e.solution = translate(lang, "exercise.lab-query-car.solution",
                         "Drag the query to about (−1.5, 2): car scores 2.7, the others at most "
                         "0.55, and car gets 0.87 of the weight.");
  return e;
}

// Four keys in d = 16 whose dot products with the all-ones query are 6, 4, 1 and −2 (each key
// alternates ±0.2 around its mean, which cancels in the sum). Dot: cat 0.88; ÷√16 = 4: scores
// 1.5, 1, 0.25, −0.5, cat 0.49.
AttentionScene sixteen_dims() {
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
  return s;
}

Exercise lab_scaled_winner(L lang) {
  Exercise e = new_exercise("lab-scaled-winner", Tab::Lab);
  e.start.lab = sixteen_dims();
  e.check = {{"kind", "lab_predict_winners"}, {"scores", {"dot", "scaled_dot"}}};
  e.reveal = [](AppState& s) { s.lab.spec.score = ScoreFunction::ScaledDot; };
  e.title = translate(lang, "exercise.lab-scaled-winner.title", "Before and after ÷√d");
  e.statement = translate(
      lang, "exercise.lab-scaled-winner.statement",
      "Four keys in d = 16 and the plain dot product. Predict which key wins before and after "
      "the scores are divided by √d; Check, and the lab switches to the scaled score.");
  e.hints = {translate(lang, "exercise.lab-scaled-winner.hint1",
                       "√16 = 4, and every score is divided by the same 4."),
             translate(lang, "exercise.lab-scaled-winner.hint2",
                       "Does dividing by a positive number change which number is largest?")};
  e.solution = translate(lang, "exercise.lab-scaled-winner.solution",
                         "cat wins both times: the scores 6, 4, 1, −2 become 1.5, 1, 0.25, −0.5. "
                         "The order stays; cat's weight drops from 0.88 to 0.49.");
  std::vector<Choice> keys;
  for (const std::string& k : e.start.lab.labels) keys.push_back({k, k});
  e.questions = {{translate(lang, "exercise.lab-scaled-winner.before", "Wins before ÷√d:"), keys},
                 {translate(lang, "exercise.lab-scaled-winner.after", "Wins after ÷√d:"), keys}};
  return e;
}

Exercise lab_temperature_uniform(L lang) {
  Exercise e = new_exercise("lab-temperature-uniform", Tab::Lab);
  e.start.lab = four_words();  // τ = 1; at τ = 5 the largest gap is still 0.052, at τ = 10 0.02
  e.check =
      all_of(only_changed({"temperature"}), {{"kind", "lab_near_uniform"}, {"tolerance", 0.05}});
  e.title = translate(lang, "exercise.lab-temperature-uniform.title", "Flatten with τ");
  e.statement = translate(lang, "exercise.lab-temperature-uniform.statement",
                          "Change only the temperature τ so that every weight is within 0.05 of "
                          "uniform (1/4).");
  e.hints = {translate(lang, "exercise.lab-temperature-uniform.hint1",
                       "The weights are softmax(scores / τ): a large τ shrinks every score."),
             translate(lang, "exercise.lab-temperature-uniform.hint2",
                       "τ = 5 is just short; go a little higher.")};
  e.solution = translate(lang, "exercise.lab-temperature-uniform.solution",
                         "Set τ to 6 or more: the scores 1.1, 1.1, −0.15, −0.8 shrink toward 0 and "
                         "the weights toward 0.25.");
  return e;
}

Exercise lab_mask_one_value(L lang) {
  Exercise e = new_exercise("lab-mask-one-value", Tab::Lab);
  e.start.lab = four_words();
  e.check = all_of(only_changed({"mask"}), {{"kind", "lab_output_is_value"}});
  e.title = translate(lang, "exercise.lab-mask-one-value.title", "One value, exactly");
  e.statement = translate(lang, "exercise.lab-mask-one-value.statement",
                          "Mask keys (the key table's checkboxes) so that the output equals one "
                          "key's value exactly.");
  e.hints = {translate(lang, "exercise.lab-mask-one-value.hint1",
                       "A masked key gets weight exactly 0; the others share all the weight."),
             translate(lang, "exercise.lab-mask-one-value.hint2",
                       "How many keys must stay open for one of them to get weight 1?")};
  e.solution = translate(lang, "exercise.lab-mask-one-value.solution",
                         "Mask three of the four keys: the last one gets weight 1 and the output "
                         "is its value.");
  return e;
}

// The additive preset: with v = (1, 1, −1) tree scores lowest. tanh(Wq q + Wk k) for tree is
// (0.60, −0.46, 0.54), for the others the second entry is 0.60 to 0.89: v = (0, −1, 0) makes
// tree score 0.46 and every other key below −0.6.
Exercise lab_additive_tree(L lang) {
  Exercise e = new_exercise("lab-additive-tree", Tab::Lab);
  e.start.lab = find_preset("additive")->scene;
  e.check = all_of(only_changed({"v"}),
                   all_of({{"kind", "lab_score_is"}, {"score", "additive"}},
                          {{"kind", "lab_winner"}, {"key", "tree"}, {"by", "scores"}}));
  e.title = translate(lang, "exercise.lab-additive-tree.title", "Make tree win");
  e.statement = translate(lang, "exercise.lab-additive-tree.statement",
                          "The additive score vᵀ tanh(Wq q + Wk k). Edit only v (in the score "
                          "panel) so that \"tree\" gets the highest score.");
  e.hints = {translate(lang, "exercise.lab-additive-tree.hint1",
                       "v weighs the hidden units: look for a unit where tree differs from the "
                       "other keys."),
             translate(lang, "exercise.lab-additive-tree.hint2",
                       "tree's second hidden unit is negative, the others' are positive.")};
  e.solution = translate(lang, "exercise.lab-additive-tree.solution",
                         "Set v = (0, −1, 0): tree scores 0.46, every other key below −0.6.");
  return e;
}

// Three queries with their own strongest keys: q1 = (1, 0.2) → cat, q2 → car, q3 → tree.
Exercise batched_shared_key(L lang) {
  Exercise e = new_exercise("batched-shared-key", Tab::Batched);
  e.start.lab = find_preset("batched")->scene;
  e.start.lab.queries(0, 1) = 0.2f;
  e.check = all_of(only_changed({"queries"}), {{"kind", "batched_shared_winner"}});
  e.title = translate(lang, "exercise.batched-shared-key.title", "Two queries, one key");
  e.statement = translate(lang, "exercise.batched-shared-key.statement",
                          "Edit the queries (not the keys) so that two rows of the heatmap have "
                          "their largest weight on the same key.");
  e.hints = {translate(lang, "exercise.batched-shared-key.hint1",
                       "Each row of the heatmap is one query; its brightest cell is its key."),
             translate(lang, "exercise.batched-shared-key.hint2",
                       "Two queries that point the same way pick the same key.")};
  e.solution = translate(lang, "exercise.batched-shared-key.solution",
                         "Type q2 = (1, 0.2), like q1: both attend most to cat.");
  return e;
}

}  // namespace

Exercise new_exercise(const char* id, Tab tab) {
  Exercise e;
  e.id = id;
  e.tab = tab;
  e.start.lab = default_scene();  // what the app starts with (and a link without a lab gives)
  e.start.view.tab = tab;
  return e;
}

namespace {

std::vector<Exercise> build(L lang) {
  std::vector<Exercise> list = {lab_query_car(lang),           lab_scaled_winner(lang),
                                lab_temperature_uniform(lang), lab_mask_one_value(lang),
                                lab_additive_tree(lang),       batched_shared_key(lang)};
  for (Exercise& e : view_exercises(lang)) list.push_back(std::move(e));
  for (Exercise& e : model_exercises(lang)) list.push_back(std::move(e));
  for (Exercise& e : list) e.start_link = ShareLink::encode(e.start);
  return list;
}

}  // namespace

const std::vector<Exercise>& exercise_list(std::string_view language) {
  static std::map<std::string, std::vector<Exercise>, std::less<>> by_language;
  const std::string lang = language == "zh" ? "zh" : "en";
  auto it = by_language.find(lang);
  if (it == by_language.end()) it = by_language.emplace(lang, build(lang)).first;
  return it->second;
}

const Exercise* find_exercise(std::string_view id, std::string_view language) {
  for (const Exercise& e : exercise_list(language))
    if (e.id == id) return &e;
  return nullptr;
}

}  // namespace ap::exercises
