// The Train tab's app layer: TrainingConfig JSON and its range checks, the config in
// the share link (old links still load), TrainingSession (budgeted slices give the same bits as
// whole steps, same config same bits, pause/reset, a non-finite loss stops with a message and
// keeps the weights and snapshots, bounded curves) and the JS API functions.
#include "app/page/app_services.h"
#include "app/json_util.h"
#include "app/page/page_api.h"
#include "app/link/share_link.h"
#include "app/page/training_api.h"
#include "app/training/training_probe.h"
#include "app/training/training_session.h"
#include "core/corpus/grammar.h"
#include "core/seq2seq/model_file.h"
#include "core/seq2seq/tokenizer.h"

#include "page_api_reply.h"
#include "tiny_training_plan.h"

#include <gtest/gtest.h>

namespace ap {
namespace {

using nlohmann::json;

TrainingPlan SmallPlan() {
  return testing::tiny_training_plan(/*probe_every=*/2, /*loss_every=*/2);
}

TrainingConfig SmallConfig() {
  TrainingConfig c;
  c.hidden = 16;
  c.batch = 12;
  c.seed = 5;
  return c;
}

std::string RefuseMessage(const json& j) {
  TrainingConfig c;
  const TrainingConfig before = c;
  std::string error;
  EXPECT_FALSE(from_json(j, &c, &error)) << j.dump();
  EXPECT_EQ(c, before) << "a refused config must not change anything";
  return error;
}

TEST(TrainingConfig, OutOfRangeFieldsAreRefusedByName) {
  EXPECT_EQ(RefuseMessage({{"hidden", 48}}), "training.hidden: 48 is not one of 16, 32, 64, 128");
  EXPECT_NE(RefuseMessage({{"lr", 1.5}}).find("training.lr"), std::string::npos);
  EXPECT_NE(RefuseMessage({{"lr", 0}}).find("training.lr"), std::string::npos);
  EXPECT_NE(RefuseMessage({{"lr", "fast"}}).find("training.lr"), std::string::npos);
  EXPECT_NE(RefuseMessage({{"batch", 0}}).find("training.batch"), std::string::npos);
  EXPECT_NE(RefuseMessage({{"batch", 1000}}).find("training.batch"), std::string::npos);
  EXPECT_NE(RefuseMessage({{"model", "gpt"}}).find("training.model"), std::string::npos);
  EXPECT_NE(RefuseMessage({{"task", "huge"}}).find("training.task"), std::string::npos);
  EXPECT_NE(RefuseMessage({{"seed", -1}}).find("training.seed"), std::string::npos);
  EXPECT_NE(RefuseMessage({{"probe", std::string(400, 'a')}}).find("training.probe"),
            std::string::npos);
  EXPECT_NE(RefuseMessage(json::array()).find("training"), std::string::npos);
}

TEST(TrainingConfig, JsonRoundTripsEveryField) {
  TrainingConfig c;
  c.models = s2s::kBothRnns;
  c.task = TrainTask::Medium;
  c.hidden = 128;
  c.lr = 0.0123f;
  c.batch = 7;
  c.seed = 0xfedcba9876543210ull;
  c.probe = "The council signed the law.";
  TrainingConfig back;
  std::string error;
  ASSERT_TRUE(from_json(to_json(c), &back, &error)) << error;
  EXPECT_EQ(back, c);
}

TEST(TrainingConfig, TravelsInTheShareLinkAndOldLinksStillLoad) {
  AppState s;
  AppSession session;
  s = session.state();
  const std::string old_link = ShareLink::encode(s);  // default training: no training section
  s.training.models = s2s::ModelSet::of(s2s::ModelKind::EncDec);
  s.training.hidden = 64;
  s.training.seed = 42;
  s.training.lr = 0.003f;
  AppState back;
  std::string error;
  ASSERT_TRUE(ShareLink::decode(ShareLink::encode(s), &back, &error)) << error;
  EXPECT_EQ(back.training, s.training);
  EXPECT_EQ(back, s);
  ASSERT_TRUE(ShareLink::decode(old_link, &back, &error)) << error;
  EXPECT_EQ(back.training, TrainingConfig{});
  // A link whose training section is out of range is refused naming the field; the state stays.
  AppState bad_state = s;
  std::string bad = ShareLink::encode(bad_state);
  {
    using namespace share_link_detail;
    bad = wrap_payload(section(5, R"({"hidden":1000})"));
  }
  EXPECT_FALSE(session.load_link(bad, &error));
  EXPECT_NE(error.find("training.hidden"), std::string::npos) << error;
  EXPECT_NE(session.banner().find("training.hidden"), std::string::npos);
}

// The weights (as a model file) after `steps` Step presses.
std::vector<std::uint8_t> ExportAfterSteps(const TrainingConfig& cfg, long long steps) {
  TrainingSession t(testing::ticking_clock(), SmallPlan());
  for (long long s = 0; s < steps; ++s) t.step_once(cfg);
  return ap::export_model_file(t, 0);
}

TEST(TrainingSession, SameConfigSameBitsHoweverTheFramesSliceIt) {
  const TrainingConfig cfg = SmallConfig();
  for (double budget : {0.0, 3.0, 40.0}) {  // 0: one unit per frame
    TrainingSession t(testing::ticking_clock(), SmallPlan());
    t.play(cfg);
    while (t.runs()[0].run->steps() < 12) t.advance(budget);
    t.pause();
    // advance() may have begun the next update's chunks: they do not touch the weights.
    const long long steps = t.runs()[0].run->steps();
    EXPECT_EQ(ap::export_model_file(t, 0), ExportAfterSteps(cfg, steps)) << "budget " << budget;
  }
  TrainingConfig other = cfg;
  other.seed = 6;
  EXPECT_NE(ExportAfterSteps(other, 12), ExportAfterSteps(cfg, 12));
}

TEST(TrainingSession, PlayPauseStepReset) {
  TrainingSession t(testing::ticking_clock(), SmallPlan());
  EXPECT_EQ(t.state(), TrainingSession::State::Idle);
  EXPECT_EQ(t.advance(10), 0);
  t.play(SmallConfig());
  EXPECT_TRUE(t.running());
  for (int f = 0; f < 30; ++f) EXPECT_GE(t.advance(6), 1);
  const long long steps = t.runs()[0].run->steps();
  EXPECT_GT(steps, 0);
  t.pause();
  EXPECT_FALSE(t.running());
  // Paused, the probe shows the weights as they are (an export has the same ones).
  ASSERT_FALSE(t.runs()[0].snapshots.empty());
  EXPECT_EQ(t.runs()[0].snapshots.back().step, steps);
  EXPECT_EQ(t.advance(100), 0);
  EXPECT_EQ(t.runs()[0].run->steps(), steps);
  t.step_once(SmallConfig());
  EXPECT_EQ(t.runs()[0].run->steps(), steps + 1);
  EXPECT_EQ(t.runs()[0].snapshots.back().step, steps + 1);
  t.play(SmallConfig());  // same config: resumes
  t.advance(50);
  EXPECT_GT(t.runs()[0].run->steps(), steps + 1);
  TrainingConfig changed = SmallConfig();
  changed.seed = 99;
  t.play(changed);  // another config: starts again
  EXPECT_EQ(t.runs()[0].run->steps(), 0);
  t.reset();
  EXPECT_EQ(t.state(), TrainingSession::State::Idle);
  EXPECT_TRUE(t.runs().empty());
  EXPECT_EQ(ap::training_status(t)["state"], "idle");
}

TEST(TrainingSession, StatusHasTheDocumentedFieldsPerModel) {
  TrainingSession t(testing::ticking_clock(), SmallPlan());
  TrainingConfig cfg = SmallConfig();
  cfg.models = s2s::kBothRnns;
  for (int s = 0; s < 10; ++s) t.step_once(cfg);  // validate_every 10: one validation
  const json st = ap::training_status(t);
  for (const char* f : {"state", "step", "examples", "elapsed_ms", "train_loss", "val_bleu",
                        "probe", "models", "config"})
    EXPECT_TRUE(st.contains(f)) << f;
  ASSERT_EQ(st["models"].size(), 2u);
  EXPECT_EQ(st["models"][0]["model"], "search");
  EXPECT_EQ(st["models"][1]["model"], "encdec");
  for (const json& m : st["models"]) {
    EXPECT_EQ(m["step"], 10);
    EXPECT_EQ(m["examples"], 120);
    EXPECT_TRUE(m["train_loss"].is_number());
    EXPECT_TRUE(m["val_bleu"].is_number()) << m.dump();
    const json& p = m["probe"];
    EXPECT_EQ(p["source_tokens"].size(), s2s::tokenize(kDefaultProbe).size() + 1);
    if (m["model"] == "search")
      EXPECT_EQ(p["target_tokens"].size(), p["alignment"].size());
    else
      EXPECT_TRUE(p["alignment"].empty());
  }
  // RNNsearch's alignment rows are distributions over the probe's source tokens.
  for (const json& row : st["models"][0]["probe"]["alignment"]) {
    double sum = 0;
    for (const json& w : row) sum += w.get<double>();
    EXPECT_NEAR(sum, 1.0, 1e-4);
  }
}

TEST(TrainingSession, NonFiniteLossStopsWithAMessageKeepsSnapshotsAndResets) {
  TrainingSession t(testing::ticking_clock(), SmallPlan());
  TrainingConfig cfg = SmallConfig();
  cfg.lr = 1e30f;  // out of the UI's range on purpose (the session itself does not check)
  t.play(cfg);
  for (int f = 0; f < 200 && t.running(); ++f) t.advance(20);
  ASSERT_EQ(t.state(), TrainingSession::State::Failed);
  EXPECT_NE(t.message().find("no longer a number"), std::string::npos) << t.message();
  EXPECT_FALSE(t.runs()[0].snapshots.empty());
  EXPECT_FALSE(ap::export_model_file(t, 0).empty());
  s2s::ModelBundle b;
  std::string error;
  const auto bytes = ap::export_model_file(t, 0);
  ASSERT_TRUE(s2s::deserialize_model(bytes.data(), bytes.size(), &b, &error)) << error;
  bool finite = true;
  b.model.params.visit(
      [&](const std::string&, const s2s::Mat<float>& m) { finite = finite && m.allFinite(); });
  EXPECT_TRUE(finite);
  t.reset();
  EXPECT_EQ(t.state(), TrainingSession::State::Idle);
  t.play(SmallConfig());
  t.advance(20);
  EXPECT_TRUE(t.running());
}

TEST(TrainingSession, CurvesAndSnapshotsStayBounded) {
  TrainingPlan plan = SmallPlan();
  plan.train_examples = 60;
  TrainingSession t(testing::ticking_clock(), plan);
  TrainingConfig cfg = SmallConfig();
  cfg.batch = 1;
  for (int s = 0; s < 400; ++s) t.step_once(cfg);
  const auto& m = t.runs()[0];
  EXPECT_LE(static_cast<int>(m.snapshots.size()), TrainingSession::kMaxSnapshots);
  // 400 updates at every 2nd: 200 scheduled snapshots, so the interval doubles once. Each Step
  // also adds one of the model as it is now; dropping those must not double it again (it used
  // to reach 16 here, and after a few thousand Steps overflowed to 0: a crash on `step % 0`).
  EXPECT_EQ(m.probe_every, 4);
  EXPECT_EQ(m.snapshots.front().step, 0);
  EXPECT_EQ(m.snapshots.back().step, 400);  // the model as it is now
}

TEST(TrainingSession, ExportLoadsWithTheTrainedWeights) {
  TrainingSession t(testing::ticking_clock(), SmallPlan());
  for (int s = 0; s < 3; ++s) t.step_once(SmallConfig());
  const auto bytes = ap::export_model_file(t, 0);
  s2s::ModelBundle b;
  std::string error;
  ASSERT_TRUE(s2s::deserialize_model(bytes.data(), bytes.size(), &b, &error)) << error;
  EXPECT_EQ(b.model.config.enc_hidden, 16);
  EXPECT_EQ(b.src_words, t.data()->en.words());
  EXPECT_NE(b.info.find("3 updates"), std::string::npos) << b.info;
}

TEST(TrainingProbe, DefaultProbeTokensMatchItsReference) {
  const ProbeReference& ref = default_probe_reference();
  EXPECT_EQ(s2s::tokenize(kDefaultProbe), ref.source);
  EXPECT_EQ(ref.aligned_to.size(), ref.target.size());
  // Every word of the default probe is in the short task's vocabularies, so accuracy is defined.
  const TrainingData d = make_training_data(TrainTask::Short, TrainingPlan{});
  for (const auto& w : ref.source) EXPECT_TRUE(d.en.contains(w)) << w;
  for (const auto& w : ref.target) EXPECT_TRUE(d.fr.contains(w)) << w;
}

// The reference is the French the corpus writes for the probe: the grammar's where-question
// "where is your cold coffee ?" realises as "où est ton café froid ?".
TEST(TrainingProbe, DefaultProbeReferenceIsTheCorpusFrench) {
  s2s::NounPhrase coffee;
  coffee.noun = s2s::find_noun("coffee");
  coffee.det = s2s::Determiner::Your;
  coffee.adjectives = {s2s::find_adjective("cold")};
  s2s::Clause where;
  where.voice = s2s::Voice::WhereQuestion;
  where.subject.push_back(coffee);
  s2s::Sentence s;
  s.clauses.push_back(where);
  EXPECT_EQ(s2s::realise_english(s), default_probe_reference().source);
  EXPECT_EQ(s2s::realise_french(s), default_probe_reference().target);
}

// ---- the JS API ------------------------------------------------------------------------------
using ap::testing::Reply;

struct TrainingApiTest : ::testing::Test {
  AppSession session;
  AppServices services;
  PageApi api;
  void SetUp() override {
    services.training.set_plan(SmallPlan());
    add_session_api(&api, &session, &services);
    add_training_api(&api, &session, &services);
  }
};

TEST_F(TrainingApiTest, StartRefusesABadFieldByNameAndKeepsEverything) {
  const AppState before = session.state();
  const json r = Reply(api, "startTraining", json::array({{{"hidden", 48}}}));
  EXPECT_FALSE(r["ok"].get<bool>());
  EXPECT_NE(r["error"].get<std::string>().find("training.hidden"), std::string::npos) << r;
  EXPECT_NE(session.banner().find("training.hidden"), std::string::npos);
  EXPECT_EQ(session.state(), before);
  EXPECT_EQ(services.training.state(), TrainingSession::State::Idle);
  EXPECT_FALSE(Reply(api, "startTraining", json::array({"fast"}))["ok"].get<bool>());
}

TEST_F(TrainingApiTest, StartPauseStepResetExport) {
  EXPECT_FALSE(Reply(api, "exportTrainedModel")["ok"].get<bool>());
  json r = Reply(api, "startTraining", json::array({{{"hidden", 16}, {"seed", 3}, {"batch", 8}}}));
  ASSERT_TRUE(r["ok"].get<bool>()) << r;
  EXPECT_EQ(r["value"]["state"], "running");
  EXPECT_EQ(session.state().training.hidden, 16);  // in the state, so in the link
  EXPECT_EQ(session.state().training.seed, 3u);
  EXPECT_EQ(Reply(api, "pauseTraining")["value"]["state"], "paused");
  r = Reply(api, "stepTraining");
  EXPECT_EQ(r["value"]["step"], 1);
  const json e = Reply(api, "exportTrainedModel");
  ASSERT_TRUE(e["ok"].get<bool>()) << e;
  EXPECT_EQ(e["value"]["filename"], "trained-search.bin");
  EXPECT_GT(e["value"]["bytes"].get<int>(), 1000);
  ASSERT_FALSE(services.recording_host().calls.empty());
  EXPECT_EQ(services.recording_host().calls.back().filename, "trained-search.bin");
  EXPECT_EQ(services.recording_host().calls.back().text.size(), e["value"]["bytes"].get<size_t>());
  EXPECT_FALSE(Reply(api, "exportTrainedModel", json::array({"encdec"}))["ok"].get<bool>());
  EXPECT_EQ(Reply(api, "resetTraining")["value"]["state"], "idle");
  EXPECT_EQ(Reply(api, "trainingStatus")["value"]["step"], 0);
}

TEST_F(TrainingApiTest, UseTrainedModelPutsItInTheTranslatorAndAShippedFileDoesNotReplaceIt) {
  EXPECT_FALSE(Reply(api, "useTrainedModel")["ok"].get<bool>());
  session.edit([](AppState& s) { s.training.models = s2s::kBothRnns; });
  for (int s = 0; s < 3; ++s) Reply(api, "stepTraining");
  ASSERT_TRUE(Reply(api, "useTrainedModel")["ok"].get<bool>());
  EXPECT_EQ(session.state().translation.model, s2s::ModelKind::Search);
  for (s2s::ModelKind m : {s2s::ModelKind::Search, s2s::ModelKind::EncDec}) {
    EXPECT_TRUE(services.translation.uses_trained_model(m));
    ASSERT_NE(services.translation.translator(m), nullptr);
    EXPECT_EQ(services.translation.translator(m)->bundle().model.config.enc_hidden,
              32);  // shipped: 64
  }
  // The shipped files load afterwards: the trained models stay, the bottleneck figures arrive.
  services.translation.set_fetcher(TranslationService::read_files_from(
      std::string(AP_ASSETS_DIR) + "/..", &services.translation));
  services.translation.request_load();
  EXPECT_FALSE(services.translation.loading());
  EXPECT_EQ(
      services.translation.translator(s2s::ModelKind::Search)->bundle().model.config.enc_hidden,
      32);
  EXPECT_NE(services.translation.bottleneck(), nullptr);
  TranslationState t;
  t.sentence = kDefaultProbe;
  EXPECT_TRUE(services.translation.translate(t).ok) << services.translation.translate(t).error;
}

// RNNsearch + Transformer: both go to the translator, the Transformer into its own slot, and the
// translator translates with the trained Transformer (its attention maps have its shape).
TEST_F(TrainingApiTest, UseTrainedModelTakesTheTransformerToo) {
  ASSERT_TRUE(Reply(api, "startTraining",
                    json::array({{{"model", "search+transformer"}, {"hidden", 16}}}))["ok"]
                  .get<bool>());
  Reply(api, "pauseTraining");
  Reply(api, "stepTraining");
  ASSERT_TRUE(Reply(api, "useTrainedModel")["ok"].get<bool>());
  EXPECT_TRUE(services.translation.uses_trained_model(s2s::ModelKind::Transformer));
  const s2s::Translator* tr = services.translation.translator(s2s::ModelKind::Transformer);
  ASSERT_NE(tr, nullptr);
  EXPECT_EQ(tr->bundle().transformer.config.d_model, 16);  // shipped: 64
  TranslationState t;
  t.sentence = kDefaultProbe;
  t.model = s2s::ModelKind::Transformer;
  const auto r = services.translation.translate(t);
  ASSERT_TRUE(r.ok) << r.error;
  const json e = Reply(api, "exportTrainedModel", json::array({"transformer"}));
  EXPECT_EQ(e["value"]["filename"], "trained-transformer.bin");
}

// The live bottleneck view's buckets cover each task's range, in order, without gaps.
TEST(TrainingLengthBuckets, CoverEachTaskRangeInOrder) {
  for (TrainTask task : {TrainTask::Short, TrainTask::Medium, TrainTask::Full}) {
    const auto b = train_task_length_buckets(task);
    ASSERT_FALSE(b.empty());
    EXPECT_EQ(b.front()[0], train_task_min_words(task));
    EXPECT_EQ(b.back()[1], train_task_max_words(task));
    for (size_t i = 0; i < b.size(); ++i) {
      EXPECT_LE(b[i][0], b[i][1]);
      if (i > 0) EXPECT_EQ(b[i][0], b[i - 1][1] + 1) << enum_name(task) << " bucket " << i;
    }
  }
}

// Every validation pair falls in a bucket, by its own source length, and with the default plan
// every bucket of every task holds enough sentences to be worth a bar.
TEST(TrainingLengthBuckets, ValidationPairsAreBucketedByTheirLength) {
  for (TrainTask task : {TrainTask::Short, TrainTask::Medium, TrainTask::Full}) {
    TrainingPlan plan;
    plan.train_examples = 200;
    const TrainingData d = make_training_data(task, plan);
    ASSERT_EQ(d.valid_bucket.size(), d.valid.size());
    int total = 0;
    for (size_t b = 0; b < d.buckets.size(); ++b) {
      EXPECT_GE(d.bucket_sentences[b], 8) << enum_name(task) << " bucket " << b;
      total += d.bucket_sentences[b];
    }
    EXPECT_EQ(total, static_cast<int>(d.valid.size()));
    const int full_stop = d.en.encode(std::vector<std::string>{"."})[0];
    for (size_t i = 0; i < d.valid.size(); ++i) {
      // source words = English ids without a final full stop
      const auto& src = d.valid[i].src;
      const int words = static_cast<int>(src.size()) - (src.back() == full_stop ? 1 : 0);
      const auto& r = d.buckets[static_cast<size_t>(d.valid_bucket[i])];
      EXPECT_TRUE(words >= r[0] && words <= r[1]) << words << " words in " << r[0] << "-" << r[1];
    }
  }
}

// score_validation per bucket: perfect translations score BLEU 100 / exact 1 everywhere; spoiling
// every translation of one bucket drops that bucket (and only it) to exact 0, and the overall
// exact match to the share of the other buckets.
TEST(TrainingSession, ValidationIsScoredPerLengthBucket) {
  TrainingPlan plan;
  plan.train_examples = 200;
  const TrainingData d = make_training_data(TrainTask::Medium, plan);
  std::vector<std::vector<std::string>> hyps;
  for (const auto& e : d.valid) {
    std::vector<std::string> h;
    for (int id : e.tgt) h.push_back(std::to_string(id));
    hyps.push_back(h);
  }
  const BleuPoint perfect = score_validation(d, hyps, 42);
  EXPECT_EQ(perfect.examples, 42);
  EXPECT_NEAR(perfect.bleu, 100.0, 1e-9);
  EXPECT_EQ(perfect.exact, 1.0);
  ASSERT_EQ(perfect.bucket_bleu.size(), d.buckets.size());
  for (size_t b = 0; b < d.buckets.size(); ++b) {
    EXPECT_NEAR(perfect.bucket_bleu[b], 100.0, 1e-9);
    EXPECT_EQ(perfect.bucket_exact[b], 1.0);
  }
  const int spoiled = 2;
  for (size_t i = 0; i < hyps.size(); ++i)
    if (d.valid_bucket[i] == spoiled) hyps[i].back() = "999999";
  const BleuPoint p = score_validation(d, hyps, 42);
  for (size_t b = 0; b < d.buckets.size(); ++b) {
    EXPECT_EQ(p.bucket_exact[b], static_cast<int>(b) == spoiled ? 0.0 : 1.0) << b;
    if (static_cast<int>(b) == spoiled)
      EXPECT_LT(p.bucket_bleu[b], 100.0);
    else
      EXPECT_NEAR(p.bucket_bleu[b], 100.0, 1e-9);
  }
  EXPECT_NEAR(p.exact, 1.0 - static_cast<double>(d.bucket_sentences[spoiled]) / d.valid.size(),
              1e-12);
}

// The status reports the validation's exact match and per-bucket scores, per model.
TEST(TrainingSession, StatusHasValidationExactMatchAndBuckets) {
  TrainingSession t(testing::ticking_clock(), SmallPlan());
  TrainingConfig cfg = SmallConfig();
  cfg.models = s2s::kBothRnns;
  for (int s = 0; s < 10; ++s) t.step_once(cfg);
  const json st = ap::training_status(t);
  for (const json& m : st["models"]) {
    ASSERT_TRUE(m["val_exact"].is_number()) << m.dump();
    EXPECT_GE(m["val_exact"].get<double>(), 0.0);
    EXPECT_LE(m["val_exact"].get<double>(), 1.0);
    ASSERT_EQ(m["val_buckets"].size(), train_task_length_buckets(TrainTask::Short).size());
    int sentences = 0;
    for (const json& b : m["val_buckets"]) {
      sentences += b["sentences"].get<int>();
      if (b["sentences"].get<int>() > 0)
        EXPECT_TRUE(b["bleu"].is_number()) << b.dump();
      else
        EXPECT_TRUE(b["bleu"].is_null()) << b.dump();
    }
    EXPECT_EQ(sentences, SmallPlan().valid_examples);
  }
}

}  // namespace
}  // namespace ap

namespace ap {
namespace {

// Before Play the Train tab shows preview(): it must be exactly the step-0 snapshot that Play then
// starts from (same weights, same greedy translation, same alignment bits), without preparing or
// starting anything; and it follows the settings that change step 0.
TEST(TrainingPreview, IsTheStepZeroSnapshotPlayStartsFromAndStartsNothing) {
  TrainingSession t(testing::ticking_clock(), SmallPlan());
  TrainingConfig c = SmallConfig();
  c.models = s2s::kBothRnns;
  const TrainingPreview p = t.preview(c);  // a copy: the cache may be replaced below
  EXPECT_FALSE(t.prepared());
  EXPECT_EQ(t.state(), TrainingSession::State::Idle);
  EXPECT_DOUBLE_EQ(t.elapsed_ms(), 0.0);
  ASSERT_EQ(p.kinds.size(), 2u);
  ASSERT_EQ(p.snapshots.size(), 2u);
  EXPECT_EQ(p.kinds[0], s2s::ModelKind::Search);
  EXPECT_EQ(p.kinds[1], s2s::ModelKind::EncDec);
  EXPECT_EQ(p.probe_tokens.back(), "</s>");
  const ProbeSnapshot& search = p.snapshots[0];
  ASSERT_FALSE(search.target.empty());
  ASSERT_EQ(search.alignment.size(), search.target.size() * static_cast<size_t>(search.tx));
  EXPECT_TRUE(p.snapshots[1].alignment.empty()) << "RNNencdec has no attention";
  // Untrained: every row is a distribution and none is sharp yet.
  for (size_t r = 0; r < search.target.size(); ++r) {
    float sum = 0, peak = 0;
    for (int col = 0; col < search.tx; ++col) {
      const float w = search.alignment[r * static_cast<size_t>(search.tx) + col];
      sum += w;
      peak = std::max(peak, w);
    }
    EXPECT_NEAR(sum, 1.0f, 1e-4f) << "row " << r;
    EXPECT_LT(peak, 0.5f) << "row " << r << " is already sharp before any training";
  }

  t.play(c);  // Play's own step-0 snapshots
  ASSERT_EQ(t.runs().size(), 2u);
  for (size_t i = 0; i < 2; ++i) {
    const ProbeSnapshot& played = t.runs()[i].snapshots.front();
    EXPECT_EQ(played.step, 0);
    EXPECT_EQ(played.target, p.snapshots[i].target) << "model " << i;
    EXPECT_EQ(played.alignment, p.snapshots[i].alignment) << "model " << i;  // bit for bit
    EXPECT_EQ(played.tx, p.snapshots[i].tx);
  }
  EXPECT_EQ(t.probe_source(), p.probe_tokens);

  // A different seed gives different untrained weights, hence a different greedy translation
  // (the untrained alignment itself is uniform whatever the seed); the learning rate does not
  // change step 0 (the cached preview is kept).
  TrainingConfig other = c;
  other.seed = c.seed + 1;
  EXPECT_NE(t.preview(other).snapshots[0].target, p.snapshots[0].target);
  const TrainingPreview* kept = &t.preview(other);
  other.lr = c.lr * 2;
  EXPECT_EQ(&t.preview(other), kept);
  EXPECT_TRUE(t.running()) << "a preview does not touch the running session";
}

}  // namespace
}  // namespace ap
