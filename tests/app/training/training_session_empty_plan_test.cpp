// A training plan without training examples (TrainingPlan::train_examples = 0): a step or a
// budgeted slice of Play ends at once with the session failed and a message saying why, instead
// of waiting forever for an update that cannot come. The slice test runs on a ticking clock, so
// it ends within its budget even where the check is missing (it then fails instead of hanging).
#include "app/training/training_session.h"

#include "tiny_training_plan.h"

#include <gtest/gtest.h>

#include <memory>

namespace ap {
namespace {

TrainingPlan EmptyPlan() {
  TrainingPlan p;
  p.train_examples = 0;
  p.valid_examples = 4;
  return p;
}

TrainingConfig SmallConfig() {
  TrainingConfig c;
  c.hidden = 16;
  c.batch = 4;
  return c;
}

void ExpectFailedForWantOfExamples(const TrainingSession& session) {
  EXPECT_EQ(session.state(), TrainingSession::State::Failed);
  EXPECT_NE(session.message().find("no training examples"), std::string::npos) << session.message();
  for (const auto& run : session.runs()) EXPECT_EQ(run.run->steps(), 0);
}

TEST(TrainingSessionEmptyPlan, PlayFailsWithAMessage) {
  TrainingSession session(testing::ticking_clock(), EmptyPlan());
  session.play(SmallConfig());
  session.advance(50);
  ExpectFailedForWantOfExamples(session);
}

TEST(TrainingSessionEmptyPlan, StepFailsWithAMessageInsteadOfLoopingForever) {
  TrainingSession session(testing::ticking_clock(), EmptyPlan());
  session.step_once(SmallConfig());
  ExpectFailedForWantOfExamples(session);
}

}  // namespace
}  // namespace ap
