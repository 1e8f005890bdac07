// The exercise checks (app/classroom/checks.h) on hand-made states: each kind passes on a state
// that meets it and fails on one that does not (near misses included), with the message saying
// why; malformed checks fail with a message, never a crash. Expected weights are hand-computed
// softmaxes of hand-computed dot products.
#include <gtest/gtest.h>

#include "app/classroom/checks.h"
#include "app/scene/presets.h"

#include <cmath>

namespace ap::exercises {
namespace {

using nlohmann::json;

// Two keys on the x axis, "a" at (1, 0) and "b" at (−1, 0), values (1, 0) and (0, 1): with the
// query (x, 0) the scores are ±x and the weight of "a" is σ(2x) = 1 / (1 + e^(−2x)).
AppState two_keys(float x) {
  AppState s;
  s.lab.spec.score = ScoreFunction::Dot;
  s.lab.queries = Mat(1, 2);
  s.lab.queries << x, 0.0f;
  s.lab.keys = Mat(2, 2);
  s.lab.keys << 1.0f, 0.0f, -1.0f, 0.0f;
  s.lab.values = Mat(2, 2);
  s.lab.values << 1.0f, 0.0f, 0.0f, 1.0f;
  s.lab.labels = {"a", "b"};
  s.lab.mask = {true, true};
  return s;
}

// The query x that gives "a" exactly weight w: σ(2x) = w ⇔ x = ½ ln(w / (1 − w)).
float query_for_weight(double w) { return static_cast<float>(0.5 * std::log(w / (1 - w))); }

CheckResult run(const json& check, const AppState& state, const AppState* start = nullptr,
                const std::string* answer = nullptr) {
  CheckContext ctx;
  ctx.state = &state;
  ctx.start = start;
  ctx.answer = answer;
  return run_check(check, ctx);
}

TEST(ExerciseChecks, WeightAtLeastPassesAtTheThresholdAndFailsANearMiss) {
  const json check = {{"kind", "lab_weight_at_least"}, {"key", "a"}, {"min", 0.6}};
  const CheckResult ok = run(check, two_keys(query_for_weight(0.61)));
  EXPECT_TRUE(ok.passed) << ok.message;
  EXPECT_EQ(ok.message, "a has 0.61 of the weight (≥ 0.60)");
  const CheckResult near = run(check, two_keys(query_for_weight(0.59)));
  EXPECT_FALSE(near.passed);
  EXPECT_FALSE(near.not_yet);
  EXPECT_EQ(near.message,
            "a has the most weight, 0.59, but not yet 0.60: the other keys still "
            "share the rest");
  // 0.599 would print as 0.60 with two decimals: the message shows three.
  const CheckResult nearer = run(check, two_keys(query_for_weight(0.599)));
  EXPECT_FALSE(nearer.passed);
  EXPECT_NE(nearer.message.find("0.599"), std::string::npos) << nearer.message;
}

TEST(ExerciseChecks, WeightAtLeastSaysWhereTheQueryPoints) {
  // The default scene: q = (1, 0.5); scores cat 1.1, dog 1.1, car −0.15, tree −0.8.
  // softmax: e^1.1 = 3.0042, e^−0.15 = 0.8607, e^−0.8 = 0.4493; sum 7.3184 → car 0.118,
  // cat = dog 0.41.
  AppState s;
  s.lab = default_scene();
  const CheckResult r = run({{"kind", "lab_weight_at_least"}, {"key", "car"}, {"min", 0.6}}, s);
  EXPECT_FALSE(r.passed);
  EXPECT_EQ(r.message, "car has 0.12; the query points between cat (0.41) and dog (0.41)");
}

TEST(ExerciseChecks, WeightShortNamesTheTwoLargestWeightsEvenWhenOneIsTheKey) {
  // Three keys on the x axis at ln 0.40, ln 0.35, ln 0.25 and the query (1, 0): the scores are
  // those logarithms, so the weights are dog 0.40, car 0.35, cat 0.25 (they already sum to 1).
  // car is second: the message names dog and car, not dog and cat.
  AppState s = two_keys(1.0f);
  s.lab.keys = Mat(3, 2);
  s.lab.keys << std::log(0.40f), 0.0f, std::log(0.35f), 0.0f, std::log(0.25f), 0.0f;
  s.lab.values = Mat(3, 2);
  s.lab.values << 1.0f, 0.0f, 0.0f, 1.0f, 1.0f, 1.0f;
  s.lab.labels = {"dog", "car", "cat"};
  s.lab.mask = {true, true, true};
  const CheckResult r = run({{"kind", "lab_weight_at_least"}, {"key", "car"}, {"min", 0.6}}, s);
  EXPECT_FALSE(r.passed);
  EXPECT_EQ(r.message, "car has 0.35; the query points between dog (0.40) and car (0.35)");
}

TEST(ExerciseChecks, UnknownKeyIsAFailureWithAMessage) {
  const CheckResult r =
      run({{"kind", "lab_weight_at_least"}, {"key", "zebra"}, {"min", 0.5}}, two_keys(0));
  EXPECT_FALSE(r.passed);
  EXPECT_EQ(r.message, "no key is labelled \"zebra\"");
}

TEST(ExerciseChecks, WeightAtMost) {
  const json check = {{"kind", "lab_weight_at_most"}, {"key", "a"}, {"max", 0.3}};
  EXPECT_TRUE(run(check, two_keys(query_for_weight(0.29))).passed);
  EXPECT_FALSE(run(check, two_keys(query_for_weight(0.31))).passed);
}

TEST(ExerciseChecks, NearUniformWithinTolerance) {
  const json check = {{"kind", "lab_near_uniform"}, {"tolerance", 0.05}};
  EXPECT_TRUE(run(check, two_keys(query_for_weight(0.549))).passed);
  const CheckResult r = run(check, two_keys(query_for_weight(0.56)));
  EXPECT_FALSE(r.passed);
  EXPECT_EQ(r.message, "a has 0.56, 0.06 away from the uniform 0.50 (allowed: 0.05)");
  // A masked key does not count: one open key is exactly uniform.
  AppState masked = two_keys(3.0f);
  masked.lab.mask = {false, true};
  EXPECT_TRUE(run(check, masked).passed);
}

TEST(ExerciseChecks, OutputIsValueOnlyWhenOneKeyTakesEverything) {
  const json check = {{"kind", "lab_output_is_value"}};
  AppState s = two_keys(1.0f);
  const CheckResult mix = run(check, s);
  EXPECT_FALSE(mix.passed);
  // σ(2) = 0.8808, σ(−2) = 0.1192
  EXPECT_EQ(mix.message, "the output mixes 2 values: a 0.88, b 0.12");
  s.lab.mask = {false, true};
  const CheckResult one = run(check, s);
  EXPECT_TRUE(one.passed) << one.message;
  EXPECT_EQ(one.message, "the output equals the value of b");
  s.lab.mask = {false, false};
  EXPECT_FALSE(run(check, s).passed);
}

TEST(ExerciseChecks, WinnerByScoresAndByWeights) {
  const json by_scores = {{"kind", "lab_winner"}, {"key", "b"}, {"by", "scores"}};
  EXPECT_FALSE(run(by_scores, two_keys(0.5f)).passed);
  EXPECT_TRUE(run(by_scores, two_keys(-0.5f)).passed);
  const CheckResult r = run({{"kind", "lab_winner"}, {"key", "b"}}, two_keys(0.5f));
  EXPECT_EQ(r.message, "a has the largest weight (0.73); b has 0.27");
}

TEST(ExerciseChecks, ScoreIs) {
  const json check = {{"kind", "lab_score_is"}, {"score", "additive"}};
  const CheckResult r = run(check, two_keys(0));
  EXPECT_FALSE(r.passed);
  EXPECT_EQ(r.message, "the score function is dot; the task needs additive");
}

TEST(ExerciseChecks, UnchangedNamesTheForbiddenChange) {
  const json check = {{"kind", "lab_unchanged"}, {"allow", {"queries"}}};
  const AppState start = two_keys(0.5f);
  AppState moved_query = start;
  moved_query.lab.queries(0, 1) = 2.0f;
  EXPECT_TRUE(run(check, moved_query, &start).passed);
  AppState moved_key = moved_query;
  moved_key.lab.keys(1, 0) = -0.9f;
  const CheckResult r = run(check, moved_key, &start);
  EXPECT_FALSE(r.passed);
  EXPECT_EQ(r.message,
            "the key b changed, but the task lets you change only the query: Reset the exercise, "
            "or change it back");
  AppState retuned = start;
  retuned.lab.spec.temperature = 2.0f;
  EXPECT_NE(run(check, retuned, &start).message.find("the temperature τ changed"),
            std::string::npos);
  // Without a start state there is nothing to compare with.
  EXPECT_TRUE(run(check, moved_key).passed);
}

TEST(ExerciseChecks, AllStopsAtTheFirstFailure) {
  const AppState start = two_keys(0.0f);
  AppState s = two_keys(query_for_weight(0.7));
  s.lab.keys(1, 1) = 0.5f;
  const json check = {{"kind", "all"},
                      {"checks",
                       {{{"kind", "lab_unchanged"}, {"allow", {"queries"}}},
                        {{"kind", "lab_weight_at_least"}, {"key", "a"}, {"min", 0.6}}}}};
  const CheckResult r = run(check, s, &start);
  EXPECT_FALSE(r.passed);
  EXPECT_EQ(r.message.rfind("the key b changed", 0), 0u) << r.message;
  const CheckResult ok = run(check, two_keys(query_for_weight(0.7)), &start);
  EXPECT_TRUE(ok.passed);
  EXPECT_EQ(ok.message, "a has 0.70 of the weight (≥ 0.60)");
}

TEST(ExerciseChecks, PredictWinnersComparesTheAnswerWithBothScores) {
  // d = 2: ÷√2 keeps a first (σ(2·0.5) = 0.73 → σ(2·0.5/√2) = 0.67).
  const json check = {{"kind", "lab_predict_winners"}};
  const AppState s = two_keys(0.5f);
  EXPECT_TRUE(run(check, s).not_yet);
  const std::string right = "a,a", wrong = "a,b";
  const CheckResult ok = run(check, s, nullptr, &right);
  EXPECT_TRUE(ok.passed) << ok.message;
  const CheckResult bad = run(check, s, nullptr, &wrong);
  EXPECT_FALSE(bad.passed);
  EXPECT_EQ(bad.message,
            "a wins both times (0.73 before, 0.67 after): dividing every score by "
            "√d = 1.41 keeps their order, it only flattens the weights");
}

TEST(ExerciseChecks, BatchedSharedWinner) {
  // The default scene's four queries: q1 = (1, 0.5) scores cat and dog alike (1.1), q2 → car,
  // q3 → tree, q4 = 0 ties everything: no two share a strongest key.
  AppState s;
  s.lab = default_scene();
  const CheckResult r = run({{"kind", "batched_shared_winner"}}, s);
  EXPECT_FALSE(r.passed) << r.message;
  EXPECT_EQ(r.message,
            "each query has its own strongest key: q1 → a tie, q2 → car, q3 → tree, "
            "q4 → a tie");
  s.lab.queries.row(3) = s.lab.queries.row(1);
  EXPECT_TRUE(run({{"kind", "batched_shared_winner"}}, s).passed);
}

TEST(ExerciseChecks, MalformedChecksFailWithAMessage) {
  const AppState s = two_keys(0);
  EXPECT_EQ(run(json::array(), s).message, "check: a check must be an object {\"kind\": ...}");
  EXPECT_EQ(run({{"kind", "nope"}}, s).message, "check: unknown check kind \"nope\"");
  EXPECT_EQ(run({{"kind", "lab_weight_at_least"}, {"key", "a"}}, s).message,
            "check: lab_weight_at_least: missing \"min\"");
  EXPECT_EQ(run({{"kind", "lab_weight_at_least"}, {"key", 3}, {"min", 0.5}}, s).message,
            "check: lab_weight_at_least: \"key\" must be a string");
  json deep = {{"kind", "lab_score_is"}, {"score", "dot"}};
  for (int i = 0; i < 20; ++i) deep = {{"kind", "all"}, {"checks", {deep}}};
  EXPECT_FALSE(run(deep, s).passed);
  std::string error;
  EXPECT_TRUE(validate_check({{"kind", "lab_near_uniform"}, {"tolerance", 0.1}}, &error));
  EXPECT_EQ(check_kinds().front(), "lab_weight_at_least");
}

// What a check reads besides the state comes from its kinds' row of the table; "all" reads what
// its checks read, and a malformed check reads nothing.
TEST(ExerciseChecks, WhatACheckReadsComesFromItsKinds) {
  auto needs = [](const json& check) {
    const CheckNeeds n = check_needs(check);
    return std::string(n.models ? "models" : "") + (n.training ? "training" : "");
  };
  EXPECT_EQ(needs({{"kind", "lab_near_uniform"}, {"tolerance", 0.1}}), "");
  EXPECT_EQ(needs({{"kind", "translate_split_attention"}}), "models");
  EXPECT_EQ(needs({{"kind", "bottleneck_first_below"}, {"bleu", 50}}), "models");
  EXPECT_EQ(needs({{"kind", "explain_methods_disagree"}}), "models");
  EXPECT_EQ(needs({{"kind", "train_probe_aligned"}, {"min", 0.9}}), "training");
  const json train = {{"kind", "train_probe_aligned"}, {"min", 0.9}};
  const json split = {{"kind", "translate_split_attention"}};
  EXPECT_EQ(needs({{"kind", "all"}, {"checks", {train, {{"kind", "all"}, {"checks", {split}}}}}}),
            "modelstraining");
  EXPECT_EQ(needs({{"kind", "train_probe_aligned"}}), "");  // no "min": malformed
  EXPECT_EQ(needs({{"kind", "lab_weight_at_least"}, {"key", "train_x"}, {"min", 0.5}}), "");
}

TEST(ExerciseChecks, NoStateIsNotYet) {
  CheckContext ctx;
  const CheckResult r = run_check({{"kind", "lab_score_is"}, {"score", "dot"}}, ctx);
  EXPECT_TRUE(r.not_yet);
  EXPECT_FALSE(r.passed);
}

}  // namespace
}  // namespace ap::exercises
