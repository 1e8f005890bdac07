// Training in a worker, natively: a remote TrainingSession (the page's) wired to a local one (the
// worker's) through the real protocol (app/training/training_remote.h: command JSON one way, view
// bytes the other). The remote session reports what the local one does (the status JSON, the
// exported model file, bit for bit), a view sent before the latest command is not taken, a worker
// that dies leaves a failed session that can start again, and malformed commands and views are
// refused with a message. The exported file after three updates of the page's plan is pinned:
// tests/browser/train-worker.test.mjs checks the page's worker against the same value.
#include "app/training/training_json.h"
#include "app/training/training_remote.h"
#include "app/training/training_session.h"

#include "tiny_training_plan.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <fstream>
#include <iterator>
#include <memory>

namespace ap {
namespace {

using nlohmann::json;

TrainingConfig SmallConfig(const char* models = "search") {
  TrainingConfig c;
  c.hidden = 16;
  c.batch = 12;
  c.seed = 5;
  std::string error;
  EXPECT_TRUE(from_json(json{{"model", models}}, &c, &error)) << error;
  return c;
}

// The page's session and its worker's, connected as in the browser but synchronously: each
// command is carried out at once and answered with a view with weights; sync() sends the
// worker's current view (without weights, as while training runs).
struct Pair {
  TrainingSession worker{testing::ticking_clock(), testing::tiny_training_plan(2, 2)};
  TrainingSession page{testing::ticking_clock(), testing::tiny_training_plan(2, 2)};
  int commands = 0;
  Pair() {
    page.set_remote([this](const std::string& command) {
      ++commands;
      std::string error;
      EXPECT_TRUE(apply_training_command(&worker, command, &error)) << command << ": " << error;
      take(true);
    });
  }
  void take(bool with_weights) {
    const std::vector<std::uint8_t> bytes = encode_training_view(worker, with_weights);
    TrainingSession::RemoteView view;
    std::string error;
    ASSERT_TRUE(decode_training_view(bytes.data(), bytes.size(), &view, &error)) << error;
    page.apply_remote_view(std::move(view), true);
  }
  void train(int slices) {
    for (int i = 0; i < slices; ++i) {
      worker.advance(6);
      take(false);
    }
  }
};

// The status without its clock readings (the two sessions read different clocks).
json Timeless(json status) {
  const char* clocked[] = {"elapsed_ms", "examples_per_s", "work_ms", "examples_per_work_s"};
  for (const char* k : clocked) status.erase(k);
  for (json& m : status["models"])
    for (const char* k : clocked) m.erase(k);
  return status;
}

TEST(TrainingRemote, ThePageReportsWhatTheWorkerDoes) {
  for (const char* models : {"search", "both", "search+transformer"}) {
    Pair p;
    p.page.play(SmallConfig(models));
    EXPECT_EQ(p.worker.state(), TrainingSession::State::Running);
    EXPECT_EQ(p.page.advance(50), 0) << "a remote session does no work itself";
    p.train(40);
    ASSERT_GT(p.worker.runs()[0].steps, 10) << "a validation has run";
    ASSERT_FALSE(p.worker.runs()[0].bleu_curve.empty());
    EXPECT_EQ(Timeless(training_status(p.page)), Timeless(training_status(p.worker))) << models;
    p.page.pause();
    EXPECT_EQ(p.page.state(), TrainingSession::State::Paused);
    EXPECT_EQ(Timeless(training_status(p.page)), Timeless(training_status(p.worker))) << models;
    for (int i = 0; i < static_cast<int>(p.worker.runs().size()); ++i) {
      const auto file = export_model_file(p.page, i);
      ASSERT_FALSE(file.empty());
      EXPECT_EQ(file, export_model_file(p.worker, i)) << "the page exports the worker's weights";
    }
  }
}

TEST(TrainingRemote, StepResetAndSpeedReachTheWorker) {
  Pair p;
  for (int i = 0; i < 3; ++i) p.page.step_once(SmallConfig());
  EXPECT_EQ(p.worker.runs()[0].steps, 3);
  EXPECT_EQ(p.page.runs()[0].steps, 3);
  EXPECT_EQ(p.page.state(), TrainingSession::State::Paused);
  p.page.set_budget_ms(3);
  EXPECT_EQ(p.worker.budget_ms(), 3);
  p.page.reset();
  EXPECT_EQ(p.worker.state(), TrainingSession::State::Idle);
  EXPECT_FALSE(p.page.prepared());
  EXPECT_EQ(p.commands, 5);
}

TEST(TrainingRemote, TheFirstPreviewWarmsTheWorkerUp) {
  Pair p;
  p.page.preview(SmallConfig());
  EXPECT_EQ(p.commands, 1) << "the Train tab's first frame starts the worker";
  ASSERT_NE(p.worker.data(), nullptr) << "the worker built the task's data before Play";
  EXPECT_EQ(p.worker.state(), TrainingSession::State::Idle);
  EXPECT_EQ(p.page.state(), TrainingSession::State::Idle);
  p.page.preview(SmallConfig());
  EXPECT_EQ(p.commands, 1) << "once";
}

// Before Play the page shows the worker's step-0 preview and length buckets: the page's own
// session has no trainer, so it cannot make them itself.
TEST(TrainingRemote, ThePageShowsTheWorkersPreviewAndBuckets) {
  Pair p;
  TrainingConfig cfg = SmallConfig("both");
  const TrainingPreview shown = p.page.preview(cfg);
  const TrainingPreview* made = p.worker.last_preview();
  ASSERT_NE(made, nullptr);
  ASSERT_EQ(shown.snapshots.size(), 2u);
  EXPECT_EQ(shown.kinds, made->kinds);
  EXPECT_EQ(shown.probe_tokens, made->probe_tokens);
  for (size_t i = 0; i < 2; ++i) {
    EXPECT_EQ(shown.snapshots[i].target, made->snapshots[i].target);
    EXPECT_EQ(shown.snapshots[i].alignment, made->snapshots[i].alignment) << "bit for bit";
  }
  ASSERT_NE(p.page.data(), nullptr);
  EXPECT_EQ(p.page.data()->buckets, p.worker.data()->buckets);
  EXPECT_EQ(p.page.data()->bucket_sentences, p.worker.data()->bucket_sentences);
  EXPECT_TRUE(p.page.data()->train.empty()) << "the buckets only, not the data";

  cfg.lr *= 2;  // step 0 does not depend on it: nothing to ask
  p.page.preview(cfg);
  EXPECT_EQ(p.commands, 1);
  cfg.seed = 6;  // other initial weights: the worker makes that preview
  const TrainingPreview& other = p.page.preview(cfg);
  EXPECT_EQ(p.commands, 2);
  EXPECT_EQ(other.config.seed, 6u);
  ASSERT_EQ(other.snapshots.size(), 2u);
  EXPECT_EQ(p.worker.last_preview()->config.seed, 6u);
  EXPECT_EQ(other.snapshots[1].target, p.worker.last_preview()->snapshots[1].target);

  p.page.play(cfg);  // views while training leave the preview out; the page keeps the last one
  p.train(3);
  TrainingSession::RemoteView view;
  std::string error;
  const std::vector<std::uint8_t> bytes = encode_training_view(p.worker, false);
  ASSERT_TRUE(decode_training_view(bytes.data(), bytes.size(), &view, &error)) << error;
  EXPECT_EQ(view.preview, nullptr);
  ASSERT_NE(p.page.last_preview(), nullptr);
  EXPECT_EQ(p.page.last_preview()->config.seed, 6u);
}

// The page's session is built remote: it has no trainer, and until the worker answers, its
// preview names the models and the probe but has no heatmaps.
TEST(TrainingRemote, ARemoteBornSessionWaitsForItsWorker) {
  std::vector<std::string> sent;
  TrainingSession page([&sent](const std::string& c) { sent.push_back(c); },
                       testing::ticking_clock());
  EXPECT_TRUE(page.remote());
  EXPECT_FALSE(page.can_train_here());
  const TrainingPreview& waiting = page.preview(SmallConfig("both"));
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(json::parse(sent[0])["op"], "warm");
  EXPECT_TRUE(waiting.snapshots.empty());
  EXPECT_EQ(waiting.kinds.size(), 2u);
  ASSERT_FALSE(waiting.probe_tokens.empty());
  EXPECT_EQ(waiting.probe_tokens.back(), "</s>");
  ASSERT_NE(page.data(), nullptr) << "the task's buckets, for the charts' layout";
  EXPECT_EQ(page.data()->buckets, train_task_length_buckets(TrainTask::Short));
  EXPECT_EQ(page.data()->bucket_sentences, std::vector<int>(page.data()->buckets.size(), 0));
  page.play(SmallConfig("both"));
  EXPECT_EQ(page.advance(50), 0);
  EXPECT_EQ(page.runs().size(), 2u);
  EXPECT_EQ(json::parse(sent.back())["op"], "play");
}

TEST(TrainingRemote, AViewSentBeforeTheLatestCommandIsNotTaken) {
  Pair p;
  p.page.play(SmallConfig());
  p.train(5);
  const std::vector<std::uint8_t> stale = encode_training_view(p.worker, false);
  p.page.reset();  // the worker is reset too, but the stale view was on its way
  TrainingSession::RemoteView view;
  std::string error;
  ASSERT_TRUE(decode_training_view(stale.data(), stale.size(), &view, &error)) << error;
  p.page.apply_remote_view(std::move(view), /*settled=*/false);
  EXPECT_EQ(p.page.state(), TrainingSession::State::Idle);
  EXPECT_FALSE(p.page.prepared());
}

TEST(TrainingRemote, AWorkerThatDiesLeavesAFailedSessionThatStartsAgain) {
  Pair p;
  p.page.play(SmallConfig());
  p.train(5);
  const long long steps = p.page.runs()[0].steps;
  p.page.remote_lost("terminated");
  EXPECT_EQ(p.page.state(), TrainingSession::State::Failed);
  EXPECT_TRUE(p.page.worker_lost());
  EXPECT_NE(p.page.message().find("terminated"), std::string::npos) << p.page.message();
  EXPECT_EQ(p.page.runs()[0].steps, steps) << "what the views showed is kept";
  EXPECT_EQ(training_status(p.page)["state"], "failed");
  p.worker.reset();  // a new worker starts empty
  p.page.play(SmallConfig());
  EXPECT_EQ(p.page.state(), TrainingSession::State::Running);
  EXPECT_FALSE(p.page.worker_lost());
  EXPECT_EQ(p.page.runs()[0].steps, 0);
}

TEST(TrainingRemote, MalformedCommandsAreRefusedWithAMessage) {
  TrainingSession s(testing::ticking_clock(), testing::tiny_training_plan(2, 2));
  for (const char* bad : {"", "not json", "[]", "{}", R"({"op":"fly"})", R"({"op":"play"})",
                          R"({"op":"play","config":{"hidden":48}})",
                          R"({"op":"plan","plan":{"train_examples":-1}})"}) {
    std::string error;
    EXPECT_FALSE(apply_training_command(&s, bad, &error)) << bad;
    EXPECT_FALSE(error.empty()) << bad;
    EXPECT_EQ(s.state(), TrainingSession::State::Idle) << bad;
  }
}

TEST(TrainingRemote, TruncatedOrCorruptedViewsAreRefused) {
  Pair p;
  p.page.play(SmallConfig("both"));
  p.train(20);
  const std::vector<std::uint8_t> good = encode_training_view(p.worker, true);
  TrainingSession::RemoteView view;
  std::string error;
  for (std::size_t n = 0; n < good.size(); n += 1 + n / 64) {
    EXPECT_FALSE(decode_training_view(good.data(), n, &view, &error)) << n;
    EXPECT_FALSE(error.empty());
  }
  // Flipped bytes: refused, or read within bounds (tools/asan.sh would see a read past the end);
  // a huge count is refused before anything is allocated.
  const std::vector<std::uint8_t> light = encode_training_view(p.worker, false);
  for (std::size_t i = 0; i < light.size(); i += 3) {
    std::vector<std::uint8_t> bad = light;
    bad[i] ^= 0xA5;
    decode_training_view(bad.data(), bad.size(), &view, &error);
  }
  std::vector<std::uint8_t> huge = good;
  // "APTV", version, state, message "" (a count), elapsed, work, prepared: then the config's count.
  const std::size_t config_count = 4 + 4 + 1 + 4 + 8 + 8 + 1;
  for (std::size_t i = 0; i < 4; ++i) huge[config_count + i] = 0xFF;
  EXPECT_FALSE(decode_training_view(huge.data(), huge.size(), &view, &error));
}

// A BLEU point with a BLEU per bucket but fewer exact-match figures (what the CI's fuzzing sent:
// the status then read an exact match past the end) is refused, with a message.
TEST(TrainingRemote, ABleuPointNeedsOneExactMatchPerBucket) {
  const std::string path = std::string(AP_SOURCE_DIR) +
                           "/tests/fuzz/regressions/training_view/"
                           "crash-201eefdb1534d23aea93a1d7ce1c4a9145572442";
  std::ifstream in(path, std::ios::binary);
  ASSERT_TRUE(in) << path;
  const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(in)),
                                        std::istreambuf_iterator<char>());
  TrainingSession::RemoteView view;
  std::string error;
  EXPECT_FALSE(decode_training_view(bytes.data(), bytes.size(), &view, &error));
  EXPECT_FALSE(error.empty());
}

std::uint64_t Fnv1a64(const std::vector<std::uint8_t>& bytes) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (std::uint8_t b : bytes) h = (h ^ b) * 0x100000001b3ull;
  return h;
}

// The page's plan (TrainingPlan{}), three updates of `model` (hidden 16, batch 8, seed 7): the
// model file a worker exports is this one; tests/browser/train-worker.test.mjs checks the page's
// worker against the same values.
void ExpectThreeUpdatesPinned(s2s::ModelKind model, std::uint64_t pinned) {
  TrainingSession s;
  TrainingConfig c;
  c.models = s2s::ModelSet::of(model);
  c.hidden = 16;
  c.batch = 8;
  c.seed = 7;
  for (int i = 0; i < 3; ++i) s.step_once(c);
  const std::vector<std::uint8_t> file = export_model_file(s, 0);
  EXPECT_EQ(Fnv1a64(file), pinned)
      << s2s::model_kind_name(model) << std::hex << " [ repro ] fnv1a64 0x" << Fnv1a64(file)
      << std::dec << ", " << file.size() << " bytes";
}

TEST(TrainingRemote, ThreeUpdatesOfThePagePlanArePinned) {
  ExpectThreeUpdatesPinned(s2s::ModelKind::Search, 0xf9b14783dbdcc3cdull);
  ExpectThreeUpdatesPinned(s2s::ModelKind::Transformer, 0x8332f2b86af6eb78ull);
}

}  // namespace
}  // namespace ap
