// Bit-reproducible training: a tiny RNNsearch and RNNencdec trained for a few steps
// give weights whose FNV-1a hash is pinned here; the same test runs natively and compiled to wasm
// under node with the SAME expected values. And the thread count does not change a single bit
// (the minibatch gradient is a fixed-order sum of fixed chunks).
#include "core/seq2seq/trainer.h"
#include "seq2seq_tiny_model.h"
#include "seq2seq_weight_hash.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <cstring>

namespace ap::s2s {
namespace {

using testing::tiny_train_options;
using testing::toy_examples;

TrainOptions tiny_options(ModelKind kind, int threads) {
  TrainOptions o = tiny_train_options(kind);
  o.max_steps = 12;
  o.validate_every = 6;
  o.max_minutes = 600;
  o.threads = threads;
  return o;
}

using ap::s2s::testing::weight_hash;

TrainResult train_tiny(ModelKind kind, int threads) {
  const auto train = toy_examples(1, 200), valid = toy_examples(2, 12);
  return train_model(train, valid, tiny_options(kind, threads));
}

TEST(Seq2SeqTrainRepro, TinyRnnSearchWeightsArePinned) {
  const TrainResult r = train_tiny(ModelKind::Search, 1);
  EXPECT_EQ(r.steps, 12);
  ap::s2s::testing::expect_weights_pinned("RNNsearch", r, 0x2173e5988bfff7b8ull);
}

TEST(Seq2SeqTrainRepro, TinyRnnEncDecWeightsArePinned) {
  const TrainResult r = train_tiny(ModelKind::EncDec, 1);
  ap::s2s::testing::expect_weights_pinned("RNNencdec", r, 0xb3115800b6225f21ull);
}

TEST(Seq2SeqTrainRepro, ThreadCountDoesNotChangeABit) {
  for (ModelKind kind : {ModelKind::Search, ModelKind::EncDec}) {
    const std::uint64_t one = weight_hash(train_tiny(kind, 1).model.params);
    // In wasm `threads` is ignored (always 1); natively these really run 2 and 3 threads.
    EXPECT_EQ(weight_hash(train_tiny(kind, 2).model.params), one) << model_kind_name(kind);
    EXPECT_EQ(weight_hash(train_tiny(kind, 3).model.params), one) << model_kind_name(kind);
  }
}

}  // namespace
}  // namespace ap::s2s

namespace ap::s2s {
namespace {

TEST(TrainSchedule, ConstantThenLinearToFivePercent) {
  TrainOptions o;
  o.lr = 2e-3f;
  EXPECT_EQ(scheduled_lr(o, 5000), o.lr);  // no max_steps: constant
  o.max_steps = 1000;
  EXPECT_EQ(scheduled_lr(o, 999), o.lr);  // lr_decay_from 1: constant
  o.lr_decay_from = 0.5;
  EXPECT_EQ(scheduled_lr(o, 0), o.lr);
  EXPECT_EQ(scheduled_lr(o, 500), o.lr);
  EXPECT_NEAR(scheduled_lr(o, 750), 2e-3 * (1 - 0.95 * 0.5), 1e-9);
  EXPECT_NEAR(scheduled_lr(o, 1000), 2e-3 * 0.05, 1e-9);
  EXPECT_NEAR(scheduled_lr(o, 1500), 2e-3 * 0.05, 1e-9);  // past the end: stays at the floor
  for (long long s = 501; s <= 1000; ++s) EXPECT_LT(scheduled_lr(o, s), scheduled_lr(o, s - 1));
}

}  // namespace
}  // namespace ap::s2s
