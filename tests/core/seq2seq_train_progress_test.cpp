// The training progress report (`attention train`'s bar and ETA): its fraction follows the
// limit that ends the run first, --steps included.
#include "core/seq2seq/train_loop.h"

#include <gtest/gtest.h>

namespace ap::s2s {
namespace {

TrainProgress report(const TrainOptions& opt, long long steps) {
  const TrainLoopClock just_started;  // elapsed ≈ 0: the time budget is not the limit
  TrainProgress p;
  report_progress(opt, just_started, /*batches_per_epoch=*/100, steps, 0, 1.0, 1.0, 0, &p);
  return p;
}

TEST(TrainProgress, FractionFollowsTheStepsWhenTheyEndTheRunFirst) {
  TrainOptions opt;
  opt.max_minutes = 600;
  opt.max_epochs = 20;  // 2,000 updates
  EXPECT_NEAR(report(opt, 250).fraction, 0.125, 1e-3);
  opt.max_steps = 1000;
  EXPECT_NEAR(report(opt, 250).fraction, 0.25, 1e-3);
  EXPECT_NEAR(report(opt, 1000).fraction, 1.0, 1e-9);
  opt.max_steps = 4000;  // the epochs end it first
  EXPECT_NEAR(report(opt, 250).fraction, 0.125, 1e-3);
}

}  // namespace
}  // namespace ap::s2s
