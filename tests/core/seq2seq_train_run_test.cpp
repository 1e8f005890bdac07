// TrainRun: the resumable run the page and `attention train` share. Sliced a chunk at
// a time it gives the same bits as whole updates and as train_model(); the same seed gives the
// same weights; the loss falls; a non-finite loss stops the run with the last finite weights.
// The loss curve of a tiny run is pinned here with values printed by the native build; the same
// test runs compiled to wasm under node (wasm.core_tests), which is the native ↔ wasm comparison
// of the first K steps' losses (tolerance below).
#include "core/seq2seq/train_run.h"
#include "seq2seq_tiny_model.h"
#include "seq2seq_weight_hash.h"
#include "core/seq2seq/trainer.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdio>

namespace ap::s2s {
namespace {

std::vector<TrainExample> toy(std::uint64_t seed, int n) { return testing::toy_examples(seed, n); }

// A higher learning rate than the trainer's default: the loss falls within a test's few updates.
TrainOptions tiny(ModelKind kind, std::uint64_t seed = 7) {
  TrainOptions o = testing::tiny_train_options(kind, seed);
  o.lr = 1e-2f;
  return o;
}

using ap::s2s::testing::weight_hash;

bool all_finite(const Seq2SeqParams<float>& p) {
  bool ok = true;
  p.visit([&](const std::string&, const Mat<float>& m) { ok = ok && m.allFinite(); });
  return ok;
}

TEST(TrainRun, ChunkSlicedRunEqualsWholeUpdatesAndTrainModel) {
  const auto data = toy(1, 200), valid = toy(2, 8);
  for (ModelKind kind : {ModelKind::Search, ModelKind::EncDec}) {
    TrainOptions o = tiny(kind);
    TrainRun whole(&data, o), sliced(&data, o);
    for (int s = 0; s < 12; ++s) whole.step(2);  // natively 2 workers; the same bits
    while (sliced.steps() < 12) sliced.step_chunk();
    EXPECT_EQ(weight_hash(whole.model().params), weight_hash(sliced.model().params))
        << model_kind_name(kind);
    // train_model() keeps the best validated model: validating only at the end, that is the last.
    o.max_steps = 12;
    o.validate_every = 1000;
    o.max_minutes = 600;
    const TrainResult r = train_model(data, valid, o);
    EXPECT_EQ(r.steps, 12);
    EXPECT_EQ(weight_hash(r.model.params), weight_hash(whole.model().params))
        << model_kind_name(kind);
  }
}

TEST(TrainRun, SameSeedSameBitsOtherSeedOtherBits) {
  const auto data = toy(1, 120);
  TrainRun a(&data, tiny(ModelKind::Search, 3)), b(&data, tiny(ModelKind::Search, 3)),
      c(&data, tiny(ModelKind::Search, 4));
  for (int s = 0; s < 9; ++s) {  // 120 / 40 = 3 batches per epoch: crosses two epoch starts
    a.step();
    b.step();
    c.step();
  }
  EXPECT_EQ(a.epoch(), 3);
  EXPECT_EQ(weight_hash(a.model().params), weight_hash(b.model().params));
  EXPECT_NE(weight_hash(a.model().params), weight_hash(c.model().params));
}

// The first K = 6 per-token losses of a tiny RNNsearch run (native values). Tolerance: 1e-5
// relative. Every float operation of a step goes through ap::kern (fixed orders, own exp/log), so
// native and wasm are expected to agree bit for bit; the tolerance only keeps the test's claim to
// what printing 9 significant digits can pin.
TEST(TrainRun, TinyLossCurveIsPinned) {
  const auto data = toy(1, 200);
  TrainRun run(&data, tiny(ModelKind::Search));
  const double expected[] = {2.96603118, 2.90420657, 2.84599263, 2.77162928, 2.6759828, 2.59202555};
  for (int s = 0; s < 6; ++s) {
    const TrainStepResult r = run.step();
    ASSERT_TRUE(r.updated);
    const double per_token = r.loss / r.tokens;
    std::printf("[ curve ] step %d loss/token %.9g\n", s + 1, per_token);
    EXPECT_NEAR(per_token, expected[s], 1e-5 * expected[s]) << "step " << s + 1;
  }
}

TEST(TrainRun, LossFalls) {
  const auto data = toy(1, 200);
  for (ModelKind kind : {ModelKind::Search, ModelKind::EncDec}) {
    TrainRun run(&data, tiny(kind));
    double first = 0, last = 0;
    for (int s = 0; s < 60; ++s) {
      const TrainStepResult r = run.step();
      const double per_token = r.loss / r.tokens;
      if (s < 5) first += per_token / 5;
      if (s >= 55) last += per_token / 5;
    }
    EXPECT_LT(last, 0.7 * first) << model_kind_name(kind) << ": " << first << " → " << last;
  }
}

TEST(TrainRun, NonFiniteLossStopsWithTheLastFiniteWeights) {
  const auto data = toy(1, 200);
  TrainOptions o = tiny(ModelKind::Search);
  o.lr = 1e30f;  // the first update throws the weights to ±1e30: the next loss is not finite
  o.clip_norm = 0;
  TrainRun run(&data, o);
  std::uint64_t before_last_update = weight_hash(run.model().params);
  TrainStepResult r;
  int updates = 0;
  for (int s = 0; s < 20 && !run.failed(); ++s) {
    const std::uint64_t h = weight_hash(run.model().params);
    r = run.step();
    if (r.updated) {
      before_last_update = h;
      ++updates;
    }
  }
  ASSERT_TRUE(run.failed());
  EXPECT_TRUE(r.failed);
  EXPECT_FALSE(r.updated);
  EXPECT_GE(updates, 1);
  EXPECT_TRUE(all_finite(run.model().params));
  EXPECT_EQ(weight_hash(run.model().params), before_last_update);
  // A stopped run does nothing more.
  EXPECT_FALSE(run.step().updated);
  EXPECT_FALSE(run.step_chunk().updated);
}

TEST(TrainRun, EmptyDataDoesNothing) {
  const std::vector<TrainExample> none;
  TrainRun run(&none, tiny(ModelKind::EncDec));
  EXPECT_FALSE(run.step().updated);
  EXPECT_FALSE(run.step_chunk().updated);
  EXPECT_EQ(run.steps(), 0);
}

}  // namespace
}  // namespace ap::s2s
