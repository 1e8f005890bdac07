// The Transformer's trainer (transformer/trainer.h): a tiny run's weights pinned (the value was
// taken natively; wasm.core_tests reaches the same), the same bits for any thread count and however
// the run is sliced, the loss falling on a learnable toy task, the first Adam step following the
// sign of the batch's finite-difference gradient, and the learning-rate warm-up.
#include "seq2seq_tiny_model.h"
#include "seq2seq_weight_hash.h"
#include "transformer_test_util.h"

#include "core/transformer/trainer.h"

#include <gtest/gtest.h>

#include <cstdio>

namespace ap::tfm {
namespace {

using s2s::TrainExample;
using s2s::TrainOptions;
using s2s::testing::toy_examples;
using s2s::testing::weight_hash;

TransformerConfig toy_config() { return testing::sized_config(23, 19, 16, 2, 32, 1); }

TrainOptions toy_options() {
  TrainOptions o;
  o.seed = 7;
  o.batch_size = 40;
  o.grad_chunk = 8;
  o.lr = 3e-3f;
  o.warmup_steps = 4;
  o.max_steps = 12;
  o.validate_every = 6;
  o.max_minutes = 600;
  return o;
}

TransformerTrainResult train_toy(int threads) {
  const auto train = toy_examples(1, 200), valid = toy_examples(2, 12);
  TrainOptions o = toy_options();
  o.threads = threads;
  return train_transformer(train, valid, o, toy_config());
}

TEST(TransformerTrain, TinyRunWeightsArePinned) {
  const TransformerTrainResult r = train_toy(1);
  EXPECT_EQ(r.steps, 12);
  s2s::testing::expect_weights_pinned("Transformer", r, 0x1cab18f5d7ef17efull);
}

TEST(TransformerTrain, ThreadCountAndSlicingDoNotChangeABit) {
  const std::uint64_t one = weight_hash(train_toy(1).model.params);
  // In wasm `threads` is ignored (always 1); natively these really run 2 and 3 threads.
  EXPECT_EQ(weight_hash(train_toy(2).model.params), one);
  EXPECT_EQ(weight_hash(train_toy(3).model.params), one);
  const auto data = toy_examples(1, 200);
  TransformerTrainRun whole(&data, toy_options(), toy_config());
  TransformerTrainRun sliced(&data, toy_options(), toy_config());
  for (int k = 0; k < 7; ++k) {
    whole.step(2);
    while (!sliced.step_chunk().updated) {}
  }
  EXPECT_EQ(weight_hash(sliced.model().params), weight_hash(whole.model().params));
}

TEST(TransformerTrain, LossFallsOnAToyTask) {
  const auto data = toy_examples(1, 200);
  TrainOptions o = toy_options();
  o.max_steps = 0;
  TransformerTrainRun run(&data, o, toy_config());
  double first = 0, last = 0;
  for (int k = 0; k < 150; ++k) {
    const s2s::TrainStepResult s = run.step(2);
    ASSERT_TRUE(s.updated);
    const double per_token = s.loss / s.tokens;
    if (k < 5) first += per_token / 5;
    if (k >= 145) last += per_token / 5;
  }
  std::printf("toy task: loss per token %.3f → %.3f\n", first, last);
  EXPECT_LT(last, 0.5 * first);
}

// Adam's first update is −lr·g/(|g| + ε) per weight (m̂ = g, v̂ = g²), so with clipping off each
// weight moves against the sign of the whole batch's gradient, whatever the chunking. The gradient
// is taken here by central differences of the double-precision loss of the same weights.
TEST(TransformerTrain, FirstStepFollowsTheFiniteDifferenceGradient) {
  const auto data = toy_examples(3, 6);
  TrainOptions o = toy_options();
  o.batch_size = 6;
  o.grad_chunk = 2;  // three chunks, summed by the trainer
  o.clip_norm = 0;
  o.warmup_steps = 0;
  o.lr = 1e-3f;
  const TransformerConfig cfg = testing::sized_config(23, 19, 8, 2, 16, 1);
  TransformerTrainRun run(&data, o, cfg);
  const TransformerParams<float> before = run.model().params;
  ASSERT_TRUE(run.step(1).updated);
  Rng rng(1);
  TransformerModel<double> md(cfg, rng);
  std::vector<const Mat<float>*> src = s2s::param_matrices(before);
  std::vector<Mat<double>*> dst = testing::param_list(&md.params, nullptr);
  for (size_t i = 0; i < src.size(); ++i) *dst[i] = src[i]->cast<double>();
  std::vector<const std::vector<int>*> s, t;
  for (const TrainExample& e : data) {
    s.push_back(&e.src);
    t.push_back(&e.tgt);
  }
  const s2s::Batch batch = s2s::make_batch(s, t);
  const auto after = s2s::param_matrices(run.model().params);
  int checked = 0, agree = 0;
  for (size_t i = 0; i < dst.size(); ++i) {
    for (Eigen::Index k = 0; k < dst[i]->size(); k += 3) {
      double& w = dst[i]->data()[k];
      const double w0 = w, h = 1e-5;
      w = w0 + h;
      const double up = md.loss_and_gradients(batch, nullptr);
      w = w0 - h;
      const double down = md.loss_and_gradients(batch, nullptr);
      w = w0;
      const double g = (up - down) / (2 * h);
      if (std::abs(g) < 1e-3) continue;  // too small to give a reliable sign
      const double moved = static_cast<double>(after[i]->data()[k]) - src[i]->data()[k];
      ++checked;
      if ((moved < 0) == (g > 0) && std::abs(std::abs(moved) - 1e-3) < 1e-4) ++agree;
    }
  }
  EXPECT_GT(checked, 100);
  EXPECT_EQ(agree, checked);
}

TEST(TransformerTrain, WarmupRampsTheLearningRate) {
  TrainOptions o;
  o.lr = 0.01f;
  o.warmup_steps = 4;
  EXPECT_FLOAT_EQ(s2s::scheduled_lr(o, 0), 0.0025f);
  EXPECT_FLOAT_EQ(s2s::scheduled_lr(o, 1), 0.005f);
  EXPECT_FLOAT_EQ(s2s::scheduled_lr(o, 3), 0.01f);
  EXPECT_FLOAT_EQ(s2s::scheduled_lr(o, 100), 0.01f);
  o.max_steps = 10;
  o.lr_decay_from = 0.5;
  EXPECT_FLOAT_EQ(s2s::scheduled_lr(o, 10), 0.01f * 0.05f);
}

}  // namespace
}  // namespace ap::tfm
