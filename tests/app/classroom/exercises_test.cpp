// The exercises (app/classroom/exercise_list.h): each one's check fails at its start state
// (or reads "not yet") and passes once the task is done as its solution says, on the real
// shipped models and figures where the task needs them; a forbidden change is refused with the
// reason. Then the session (start, answers, hints, progress kept through the host) and the page
// API functions.
#include <gtest/gtest.h>

#include "app/page/app_services.h"
#include "app/page/exercise_api.h"
#include "app/classroom/exercise_list.h"
#include "app/explain/explain_service.h"
#include "app/link/share_link.h"
#include "app/page/view_summary.h"
#include "page_api_reply.h"

namespace ap::exercises {
namespace {

using nlohmann::json;

const Exercise& ex(const char* id) {
  const Exercise* e = find_exercise(id, "en");
  EXPECT_NE(e, nullptr) << id;
  return *e;
}

CheckResult check_on(const Exercise& e, const AppState& s, const std::string& answer = "",
                     TranslationService* ts = nullptr, const json* training = nullptr,
                     ExplainService* explain = nullptr) {
  CheckContext ctx;
  ctx.state = &s;
  ctx.start = &e.start;
  ctx.translation = ts;
  ctx.training = training;
  ctx.explain = explain;
  if (!answer.empty()) ctx.answer = &answer;
  return run_check(e.check, ctx);
}

// The check at the exercise's start state, which must not pass there: every exercise starts
// unsolved.
CheckResult unsolved_start(const Exercise& e, TranslationService* ts = nullptr,
                           ExplainService* explain = nullptr) {
  const CheckResult r = check_on(e, e.start, "", ts, nullptr, explain);
  EXPECT_FALSE(r.passed) << e.id << ": " << r.message;
  return r;
}

TranslationService& shipped_models() {
  static TranslationService ts;
  if (!ts.load_requested()) {
    ts.set_fetcher(TranslationService::read_files_from(AP_ASSETS_DIR "/..", &ts));
    ts.request_load();
  }
  return ts;
}

TEST(Exercises, FifteenWithStableIdsTextsAndStartLinks) {
  const auto& list = exercise_list("en");
  ASSERT_EQ(list.size(), 15u);
  const char* ids[] = {"lab-query-car",
                       "lab-scaled-winner",
                       "lab-temperature-uniform",
                       "lab-mask-one-value",
                       "lab-additive-tree",
                       "batched-shared-key",
                       "translate-search-beats-encdec",
                       "translate-split-word",
                       "self-causal-mask",
                       "self-shuffle-no-position",
                       "train-probe-aligned",
                       "bottleneck-encdec-below-50",
                       "translate-transformer-head",
                       "explain-attention-vs-gradient",
                       "explain-uniform-keeps-word"};
  for (std::size_t i = 0; i < list.size(); ++i) {
    const Exercise& e = list[i];
    EXPECT_EQ(e.id, ids[i]);
    EXPECT_FALSE(e.title.empty());
    EXPECT_FALSE(e.statement.empty());
    EXPECT_LE(e.hints.size(), 2u);
    EXPECT_FALSE(e.solution.empty());
    std::string error;
    EXPECT_TRUE(validate_check(e.check, &error)) << e.id << ": " << error;
    AppState decoded;
    ASSERT_TRUE(ShareLink::decode(e.start_link, &decoded, &error)) << e.id << ": " << error;
    EXPECT_EQ(decoded, e.start) << e.id;
    EXPECT_EQ(decoded.view.tab, e.tab) << e.id;
  }
  // The Chinese texts differ from the English ones, the ids and checks do not.
  const auto& zh = exercise_list("zh");
  ASSERT_EQ(zh.size(), 15u);
  EXPECT_NE(zh[0].statement, list[0].statement);
  EXPECT_EQ(zh[0].check, list[0].check);
}

TEST(Exercises, QueryCarPassesByMovingTheQueryAndNotByMovingAKey) {
  const Exercise& e = ex("lab-query-car");
  EXPECT_EQ(unsolved_start(e).message,
            "car has 0.12; the query points between cat (0.41) and dog (0.41)");
  // The solution: q = (−1.5, 2); scores −1.1, 0.55, 2.7, −1.55 → car e^2.7 / Σ = 0.867.
  AppState solved = e.start;
  solved.lab.queries << -1.5f, 2.0f;
  const CheckResult ok = check_on(e, solved);
  EXPECT_TRUE(ok.passed) << ok.message;
  EXPECT_EQ(ok.message, "car has 0.87 of the weight (≥ 0.60)");
  // Moving car onto the query also gives it the weight, but the task forbids it.
  AppState cheated = e.start;
  cheated.lab.keys.row(2) << 3.0f, 1.5f;
  const CheckResult no = check_on(e, cheated);
  EXPECT_FALSE(no.passed);
  EXPECT_EQ(no.message,
            "the key car changed, but the task lets you change only the query: "
            "Reset the exercise, or change it back");
}

TEST(Exercises, ScaledWinnerExplainsAWrongPrediction) {
  const Exercise& e = ex("lab-scaled-winner");
  EXPECT_TRUE(check_on(e, e.start).not_yet);
  // Scores 6, 4, 1, −2: dot gives cat e^6 / (e^6 + e^4 + e + e^−2) = 0.876; ÷4 gives 1.5, 1,
  // 0.25, −0.5 and cat 4.48 / 9.08 = 0.49.
  const CheckResult wrong = check_on(e, e.start, "cat,dog");
  EXPECT_FALSE(wrong.passed);
  EXPECT_EQ(wrong.message,
            "cat wins both times (0.88 before, 0.49 after): dividing every score "
            "by √d = 4.00 keeps their order, it only flattens the weights");
  EXPECT_TRUE(check_on(e, e.start, "cat,cat").passed);
  ASSERT_NE(e.reveal, nullptr);
  AppState revealed = e.start;
  e.reveal(revealed);
  EXPECT_EQ(revealed.lab.spec.score, ScoreFunction::ScaledDot);
}

TEST(Exercises, TemperatureUniformNearMissAndForbiddenChange) {
  const Exercise& e = ex("lab-temperature-uniform");
  AppState s = e.start;
  // τ = 5: scores/5 = 0.22, 0.22, −0.03, −0.16 → e^x 1.246, 1.246, 0.970, 0.852 (Σ 4.314):
  // cat 0.289 (0.039 off), tree 0.1975 (0.0525 off, a near miss: shown with three decimals).
  s.lab.spec.temperature = 5.0f;
  const CheckResult near = check_on(e, s);
  EXPECT_FALSE(near.passed);
  EXPECT_EQ(near.message, "tree has 0.20, 0.053 away from the uniform 0.25 (allowed: 0.05)");
  s.lab.spec.temperature = 6.0f;  // the largest gap: tree 0.2058, 0.044
  EXPECT_TRUE(check_on(e, s).passed);
  s.lab.queries << 0.0f, 0.0f;
  EXPECT_EQ(check_on(e, s).message.rfind("the query changed", 0), 0u);
}

TEST(Exercises, MaskOneValue) {
  const Exercise& e = ex("lab-mask-one-value");
  AppState s = e.start;
  s.lab.mask = {false, true, false, true};
  EXPECT_FALSE(check_on(e, s).passed);
  s.lab.mask = {false, true, false, false};
  const CheckResult ok = check_on(e, s);
  EXPECT_TRUE(ok.passed);
  EXPECT_EQ(ok.message, "the output equals the value of dog");
}

TEST(Exercises, AdditiveTreeByEditingV) {
  const Exercise& e = ex("lab-additive-tree");
  unsolved_start(e);
  AppState s = e.start;
  s.lab.spec.params.v << 0.0f, -1.0f, 0.0f;
  const CheckResult ok = check_on(e, s);
  EXPECT_TRUE(ok.passed) << ok.message;
  s.lab.keys.row(3) << 1.0f, 1.0f;
  EXPECT_FALSE(check_on(e, s).passed);
}

TEST(Exercises, BatchedSharedKey) {
  const Exercise& e = ex("batched-shared-key");
  EXPECT_EQ(unsolved_start(e).message,
            "each query has its own strongest key: q1 → cat, q2 → car, q3 → tree");
  AppState s = e.start;
  s.lab.queries.row(1) = s.lab.queries.row(0);
  EXPECT_TRUE(check_on(e, s).passed);
}

TEST(Exercises, TranslatorExercisesOnTheShippedModels) {
  const Exercise& beats = ex("translate-search-beats-encdec");
  TranslationService not_loaded;
  EXPECT_TRUE(check_on(beats, beats.start, "", &not_loaded).not_yet);
  TranslationService& ts = shipped_models();
  const CheckResult both = unsolved_start(beats, &ts);
  EXPECT_EQ(both.message.rfind("both models give the reference", 0), 0u) << both.message;
  AppState s = beats.start;
  s.translation.sentence =
      "The director enjoyed your trip and this colonel financed a nuclear report.";
  EXPECT_TRUE(check_on(beats, s, "", &ts).passed);
  s.translation.sentence = "I love Mary.";
  EXPECT_EQ(check_on(beats, s, "", &ts).message.rfind("this sentence has no reference", 0), 0u);

  const Exercise& split = ex("translate-split-word");
  EXPECT_TRUE(check_on(split, split.start, "", &ts).not_yet);  // no word clicked
  AppState click = split.start;
  click.translation.selected_target = 1;  // il pleut
  const CheckResult pleut = check_on(split, click, "", &ts);
  EXPECT_TRUE(pleut.passed) << pleut.message;
  EXPECT_EQ(pleut.message, "\"pleut\" splits its attention: raining 0.54, is 0.36");
  click.translation.selected_target = 0;  // il
  const CheckResult il = check_on(split, click, "", &ts);
  EXPECT_FALSE(il.passed);
  EXPECT_EQ(il.message.rfind("\"il\" looks mostly at it", 0), 0u) << il.message;
  click.translation.sentence = "It is cold.";
  EXPECT_EQ(check_on(split, click, "", &ts).message,
            "the task is about \"It is raining.\": Reset the exercise");
}

TEST(Exercises, TransformerHeadThatAlignsLikeRnnsearch) {
  const Exercise& e = ex("translate-transformer-head");
  TranslationService not_loaded;
  AppState s = e.start;
  s.translation.head = 2;
  EXPECT_TRUE(check_on(e, s, "", &not_loaded).not_yet);
  TranslationService& ts = shipped_models();
  EXPECT_TRUE(check_on(e, e.start, "", &ts).not_yet);  // the mean is shown, no head picked
  s.translation.layer = 1;                             // layer 2, head 3: 13 of the 14 French words
  const CheckResult ok = check_on(e, s, "", &ts);
  EXPECT_TRUE(ok.passed) << ok.message;
  EXPECT_EQ(ok.message,
            "layer 2, head 3: 13 of 14 French words look most at the English word RNNsearch "
            "looks at");
  s.translation.layer = -1;  // the last layer, as the link's default says
  EXPECT_TRUE(check_on(e, s, "", &ts).passed);
  s.translation.head = 0;  // layer 2's heads 1 and 2 align too: 12 of 14
  EXPECT_TRUE(check_on(e, s, "", &ts).passed);
  s.translation.head = 3;  // its fourth does something else
  EXPECT_EQ(check_on(e, s, "", &ts).message,
            "layer 2, head 4: only 6 of 14 French words look where RNNsearch looks (the task "
            "needs 80.00 %)");
  s.translation.layer = 0;
  s.translation.head = 1;  // the near miss: 11 of 14 = 0.79
  EXPECT_EQ(check_on(e, s, "", &ts).message,
            "layer 1, head 2: only 11 of 14 French words look where RNNsearch looks (the task "
            "needs 80.00 %)");
  s.translation.layer = 1;
  s.translation.layer = 0;
  s.translation.head = 3;
  EXPECT_FALSE(check_on(e, s, "", &ts).passed);
  s.translation.layer = 5;  // a link for a bigger model
  EXPECT_EQ(check_on(e, s, "", &ts).message, "the model has no layer 6, head 4");
  s.translation.layer = 1;
  s.translation.attention = AttentionMap::EncoderSelf;
  EXPECT_EQ(check_on(e, s, "", &ts).message.rfind("the large heatmap shows a self-attention", 0),
            0u);
  s.translation.attention = AttentionMap::Cross;
  s.translation.model = s2s::ModelKind::Search;
  EXPECT_EQ(check_on(e, s, "", &ts).message,
            "the translator shows another model: pick the Transformer");
  s.translation.model = s2s::ModelKind::Transformer;
  // A sentence the two models translate differently ("il est très chaud", "il fait très chaud"):
  // their alignments cannot be compared word for word.
  s.translation.sentence = "It is very hot.";
  EXPECT_EQ(check_on(e, s, "", &ts).message,
            "RNNsearch writes other French for this sentence, so their alignments cannot be "
            "compared: Reset the exercise");
}

TEST(Exercises, ExplainAttentionAgainstGradient) {
  const Exercise& e = ex("explain-attention-vs-gradient");
  TranslationService& ts = shipped_models();
  ExplainService es(ts);
  EXPECT_TRUE(check_on(e, e.start, "", &ts, nullptr, nullptr).not_yet);  // no explain service
  EXPECT_TRUE(check_on(e, e.start, "", &ts, nullptr, &es).not_yet);      // no word clicked
  AppState s = e.start;
  s.explain.selected_target = 10;  // en: attention in, gradient august
  const CheckResult ok = check_on(e, s, "", &ts, nullptr, &es);
  EXPECT_TRUE(ok.passed) << ok.message;
  EXPECT_EQ(ok.message, "\"en\": attention looks most at in, gradient × input points at august");
  s.explain.selected_target = 4;  // zone: both on area
  EXPECT_EQ(check_on(e, s, "", &ts, nullptr, &es).message,
            "\"zone\": attention and gradient × input both point at area; look for a word "
            "where the rows differ");
  // Leave-one-out agrees with attention on en, where the gradient does not.
  json loo = e.check;
  loo["method"] = "leave_one_out";
  CheckContext ctx;
  ctx.state = &s;
  ctx.translation = &ts;
  ctx.explain = &es;
  s.explain.selected_target = 10;
  EXPECT_FALSE(run_check(loo, ctx).passed);
  EXPECT_TRUE(check_on(e, s, "", &ts, nullptr, &es).passed);
  s.explain.model = s2s::ModelKind::EncDec;
  EXPECT_EQ(check_on(e, s, "", &ts, nullptr, &es).message.rfind("RNNencdec has no attention", 0),
            0u);
}

TEST(Exercises, ExplainUniformAttentionThatKeepsTheWord) {
  const Exercise& e = ex("explain-uniform-keeps-word");
  TranslationService& ts = shipped_models();
  ExplainService es(ts);
  EXPECT_EQ(unsolved_start(e, &ts, &es).message,
            "the task's intervention is \"uniform weights\": choose it under Intervene");
  AppState s = e.start;
  s.explain.intervention = explain::InterventionKind::Uniform;
  EXPECT_TRUE(check_on(e, s, "", &ts, nullptr, &es).not_yet);  // no position yet
  s.explain.position = 8;                                      // été stays été
  const CheckResult ok = check_on(e, s, "", &ts, nullptr, &es);
  EXPECT_TRUE(ok.passed) << ok.message;
  EXPECT_EQ(ok.message,
            "with uniform weights there, the model still writes \"été\": the attention did "
            "not decide it");
  s.explain.position = 4;  // zone becomes semaine
  EXPECT_EQ(check_on(e, s, "", &ts, nullptr, &es).message,
            "with uniform weights there, \"zone\" becomes \"semaine\": try another word");
  s.explain.release = true;
  EXPECT_EQ(check_on(e, s, "", &ts, nullptr, &es).message.rfind("the later words are released", 0),
            0u);
  s.explain.release = false;
  s.explain.intervention = explain::InterventionKind::Permute;
  s.explain.position = 8;  // permuted weights keep été too, but the task asks for uniform ones
  EXPECT_FALSE(check_on(e, s, "", &ts, nullptr, &es).passed);
  // The same check asking for a change passes where the word changes.
  json changed = e.check;
  changed["expect"] = "changed";
  s.explain.intervention = explain::InterventionKind::Uniform;
  s.explain.position = 4;
  CheckContext ctx;
  ctx.state = &s;
  ctx.translation = &ts;
  ctx.explain = &es;
  EXPECT_TRUE(run_check(changed, ctx).passed);
  s.explain.position = 40;  // past the translation's end
  EXPECT_TRUE(check_on(e, s, "", &ts, nullptr, &es).not_yet);
}

TEST(Exercises, SelfAttentionCausalMask) {
  const Exercise& e = ex("self-causal-mask");
  EXPECT_EQ(check_on(e, e.start, "研").message, "the causal mask is off: turn it on first");
  AppState s = e.start;
  s.demos.causal = true;
  EXPECT_TRUE(check_on(e, s).not_yet);
  const CheckResult wrong = check_on(e, s, "研表究明");
  EXPECT_FALSE(wrong.passed);
  EXPECT_EQ(wrong.message, "研 sees 研: the causal mask hides every token after it");
  EXPECT_TRUE(check_on(e, s, "研").passed);
  // The same question on a sentence where 研 comes third.
  s.demos.self_sentence = "表究研明";
  EXPECT_TRUE(check_on(e, s, "表究研").passed);
}

TEST(Exercises, SelfAttentionShuffleWithoutPositions) {
  const Exercise& e = ex("self-shuffle-no-position");
  EXPECT_TRUE(check_on(e, e.start, "no").not_yet);  // not shuffled yet
  AppState s = e.start;
  s.demos.self_sentence = "研究表明";
  const CheckResult ok = check_on(e, s, "no");
  EXPECT_TRUE(ok.passed) << ok.message;
  EXPECT_NE(ok.message.find("in both orders"), std::string::npos);
  EXPECT_FALSE(check_on(e, s, "yes").passed);
  // With positional encoding the weight does change: the check recomputes, it does not assume.
  s.demos.positional_encoding = true;
  EXPECT_EQ(check_on(e, s, "no").message, "positional encoding is on: the task is without it");
  s.demos.self_sentence = "研究表";
  s.demos.positional_encoding = false;
  EXPECT_EQ(check_on(e, s, "no").message.rfind("the new sentence is not a shuffle", 0), 0u);
}

TEST(Exercises, TrainingProbeFromStatusJson) {
  const Exercise& e = ex("train-probe-aligned");
  const json idle = {{"state", "idle"}, {"models", json::array()}, {"config", nullptr}};
  EXPECT_TRUE(check_on(e, e.start, "", nullptr, &idle).not_yet);
  EXPECT_TRUE(check_on(e, e.start).not_yet);
  auto status = [](int hidden, json accuracy) {
    return json{{"state", "running"},
                {"config", {{"hidden", hidden}}},
                {"models", {{{"model", "search"}, {"probe", {{"accuracy", accuracy}}}}}}};
  };
  const json no_snapshot = status(16, nullptr);
  EXPECT_TRUE(check_on(e, e.start, "", nullptr, &no_snapshot).not_yet);
  const json low = status(16, 0.875);
  const CheckResult r = check_on(e, e.start, "", nullptr, &low);
  EXPECT_FALSE(r.passed);
  EXPECT_EQ(r.message, "the probe is 87.50 % aligned, not yet 90.00 %: keep training");
  const json high = status(16, 1.0);
  EXPECT_TRUE(check_on(e, e.start, "", nullptr, &high).passed);
  const json wrong_size = status(32, 1.0);
  EXPECT_EQ(check_on(e, e.start, "", nullptr, &wrong_size)
                .message.rfind("this run trains with hidden size 32; the task asks for 16", 0),
            0u);
}

TEST(Exercises, BottleneckFromTheShippedFigures) {
  const Exercise& e = ex("bottleneck-encdec-below-50");
  TranslationService not_loaded;
  EXPECT_TRUE(check_on(e, e.start, "11-20", &not_loaded).not_yet);
  TranslationService& ts = shipped_models();
  const CheckResult wrong = check_on(e, e.start, "11-20", &ts);
  EXPECT_FALSE(wrong.passed);
  EXPECT_EQ(wrong.message,
            "it first falls below 50.00 at 21-30 words (48.22 BLEU): read the "
            "RNNencdec curve from the left");
  EXPECT_TRUE(check_on(e, e.start, "21-30", &ts).passed);
}

// ---- the session and the page API -------------------------------------------------------------
json value(const PageApi& api, const char* name, const char* args) {
  const json reply = ap::testing::Reply(api, name, json::parse(args));
  EXPECT_EQ(reply.value("ok", false), true) << reply.dump();
  return reply.value("value", json());
}

std::string error_of(const PageApi& api, const char* name, const char* args) {
  return ap::testing::Reply(api, name, json::parse(args)).value("error", "");
}

TEST(ExerciseSession, StartCheckAndProgressKeptThroughTheHost) {
  AppServices services;
  AppSession session;
  ExerciseSession& x = services.exercises;
  std::string error;
  EXPECT_FALSE(x.start("nope", session, &error));
  EXPECT_EQ(error, "no exercise \"nope\"");
  ASSERT_TRUE(x.start("lab-query-car", session, &error)) << error;
  EXPECT_EQ(x.active(), "lab-query-car");
  EXPECT_EQ(session.state().lab, ex("lab-query-car").start.lab);
  EXPECT_FALSE(x.check("lab-query-car", session, services.exercise_services(), true).passed);
  EXPECT_EQ(x.progress("lab-query-car").attempts, 1);
  EXPECT_EQ(x.next_hint("lab-query-car", services.exercise_services())
                .rfind("The score is the dot product", 0),
            0u);
  session.edit([](AppState& s) { s.lab.queries << -1.5f, 2.0f; });
  x.watch(session,
          services.exercise_services());  // the UI's per-frame look marks it done without a click
  EXPECT_TRUE(x.progress("lab-query-car").done);
  EXPECT_EQ(x.progress("lab-query-car").attempts, 1);
  const std::string stored = services.recording_host().preferences[ExerciseSession::kStorageKey];
  EXPECT_EQ(json::parse(stored)["lab-query-car"],
            json({{"done", true}, {"attempts", 1}, {"hints", 1}, {"solution", false}}));
  // A new visit reads it back; garbage in storage is ignored.
  ExerciseSession again;
  again.load(services.recording_host());
  EXPECT_TRUE(again.progress("lab-query-car").done);
  EXPECT_EQ(again.progress("lab-query-car").hints_used, 1);
  RecordingHost junk;
  junk.preferences[ExerciseSession::kStorageKey] = "{\"lab-query-car\": {\"done\": 3}, \"x\": 1";
  ExerciseSession fresh;
  fresh.load(junk);
  EXPECT_FALSE(fresh.progress("lab-query-car").done);
  // The link does not carry the exercise or its progress.
  EXPECT_EQ(session.link().find("exercise"), std::string::npos);
}

TEST(ExerciseSession, AMessageOnScreenFollowsTheLiveState) {
  // The default scene's keys: cat (1, 0.2), dog (0.7, 0.8), car (−0.6, 0.9), tree (−0.3, −1).
  AppServices services;
  AppSession session;
  ExerciseSession& x = services.exercises;
  std::string error;
  ASSERT_TRUE(x.start("lab-query-car", session, &error)) << error;
  x.check("lab-query-car", session, services.exercise_services(), true);
  EXPECT_EQ(x.message("lab-query-car"),
            "car has 0.12; the query points between cat (0.41) and dog (0.41)");
  // q = 0: every score 0, every weight 0.25; the failed message shows the new numbers.
  session.edit([](AppState& s) { s.lab.queries << 0.0f, 0.0f; });
  x.watch(session, services.exercise_services());
  EXPECT_EQ(x.message("lab-query-car"),
            "car has 0.25; the query points between cat (0.25) and dog (0.25)");
  // q = (−1.5, 2) passes with car 0.87 …
  session.edit([](AppState& s) { s.lab.queries << -1.5f, 2.0f; });
  x.watch(session, services.exercise_services());
  EXPECT_EQ(x.message("lab-query-car"), "car has 0.87 of the weight (≥ 0.60)");
  // … and q = (−1, 1) (scores −0.8, 0.1, 1.5, −0.7; e^1.5 / Σ = 4.4817 / 6.5328) reads 0.69.
  session.edit([](AppState& s) { s.lab.queries << -1.0f, 1.0f; });
  x.watch(session, services.exercise_services());
  EXPECT_EQ(x.message("lab-query-car"), "car has 0.69 of the weight (≥ 0.60)");
  EXPECT_TRUE(x.message_passed("lab-query-car"));
}

TEST(ExerciseApi, ListStartStatusAnswerAndHints) {
  AppServices services;
  AppSession session;
  PageApi api;
  add_exercise_api(&api, &session, &services);
  const json list = value(api, "exercises", "[]");
  ASSERT_EQ(list.size(), 15u);
  EXPECT_EQ(list[0], json({{"id", "lab-query-car"},
                           {"title", "Point the query at car"},
                           {"view", "lab"},
                           {"done", false},
                           {"attempts", 0}}));
  EXPECT_EQ(error_of(api, "startExercise", "[\"zebra\"]"),
            "startExercise: no exercise \"zebra\" (see attention.exercises())");
  EXPECT_EQ(error_of(api, "answerExercise", "[\"lab-scaled-winner\", \"cat,cat\"]"),
            "answerExercise: exercise \"lab-scaled-winner\" is not started (startExercise first)");
  EXPECT_EQ(value(api, "startExercise", "[\"lab-scaled-winner\"]"), true);
  EXPECT_EQ(session.state().view.tab, Tab::Lab);
  const json status = value(api, "exerciseStatus", "[\"lab-scaled-winner\"]");
  EXPECT_EQ(status["done"], false);
  EXPECT_EQ(status["not_yet"], true);
  EXPECT_EQ(error_of(api, "answerExercise", "[\"lab-scaled-winner\", \"cat\"]"),
            "answerExercise: the answer needs 2 part(s), separated by commas");
  EXPECT_EQ(error_of(api, "answerExercise", "[\"lab-scaled-winner\", \"cat,emu\"]"),
            "answerExercise: \"emu\" is not one of cat, dog, car, tree");
  const json wrong = value(api, "answerExercise", "[\"lab-scaled-winner\", [\"dog\", \"dog\"]]");
  EXPECT_EQ(wrong["passed"], false);
  EXPECT_EQ(wrong["attempts"], 1);
  EXPECT_EQ(session.state().lab.spec.score, ScoreFunction::ScaledDot);  // the view reveals
  const json right = value(api, "answerExercise", "[\"lab-scaled-winner\", \"cat,cat\"]");
  EXPECT_EQ(right["done"], true);
  EXPECT_EQ(right["attempts"], 2);
  EXPECT_EQ(value(api, "exercises", "[]")[1]["done"], true);
  EXPECT_TRUE(value(api, "exerciseHint", "[\"lab-scaled-winner\"]").is_string());
  EXPECT_TRUE(value(api, "exerciseHint", "[\"lab-scaled-winner\"]").is_string());
  EXPECT_TRUE(value(api, "exerciseHint", "[\"lab-scaled-winner\"]").is_null());
  const json info = value(api, "exerciseInfo", "[\"lab-scaled-winner\"]");
  EXPECT_EQ(info["questions"].size(), 2u);
  EXPECT_EQ(info["questions"][0]["choices"][0], json({{"id", "cat"}, {"label", "cat"}}));
  EXPECT_EQ(value(api, "activeExercise", "[]"), "lab-scaled-winner");
  EXPECT_EQ(value(api, "stopExercise", "[]"), true);
  EXPECT_TRUE(value(api, "activeExercise", "[]").is_null());
}

TEST(ExerciseSummary, TheListCountsAndAnActiveExerciseIsNamed) {
  AppServices services;
  AppSession session;
  session.navigate([](AppState& s) { s.view.tab = Tab::Exercises; });
  EXPECT_EQ(summarize_view(session.state(), session.result(), services.translation, "en", nullptr,
                           &services.exercises),
            "Exercises: 0 of 15 exercises done.");
  std::string error;
  ASSERT_TRUE(services.exercises.start("lab-query-car", session, &error));
  const std::string lab = summarize_view(session.state(), session.result(), services.translation,
                                         "en", nullptr, &services.exercises);
  EXPECT_EQ(lab.rfind("Vector lab.", 0), 0u) << lab;
  EXPECT_NE(lab.find("Exercise: Point the query at car. Move only the query"), std::string::npos)
      << lab;
}

}  // namespace
}  // namespace ap::exercises
