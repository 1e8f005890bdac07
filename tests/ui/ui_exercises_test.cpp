// Headless UI tests of the Exercises tab and the exercise strip: Start opens the exercise on its
// view at its start state; dragging the query on the canvas (real mouse input) solves exercise 1
// and the strip then says so; a wrong prediction clicked in exercise 2 shows the explanation; a
// key moved instead of the query is refused with the reason; the strip fits a phone.
#include "ui_harness.h"

#include <gtest/gtest.h>

namespace ap::ui::test {
namespace {

void StartFromTheList(UiHarness& h, const char* id) {
  h.session.navigate([](AppState& s) { s.view.tab = Tab::Exercises; });
  h.Frames(3);
  const std::string button = std::string("exercises/start/") + id;
  ASSERT_TRUE(h.Has(button));
  h.Click(button);
  h.Frames(3);
}

// The canvas point of the world point (x, y), from the recorded tips of the query (1, 0.5) and
// the car key (−0.6, 0.9) of exercise 1's start scene: the canvas maps linearly, y upward.
ImVec2 CanvasPoint(UiHarness& h, float x, float y) {
  const ImVec2 q = h.Center("canvas/query"), car = h.Center("canvas/key/2");
  const float sx = (q.x - car.x) / (1.0f - -0.6f), sy = (q.y - car.y) / (0.5f - 0.9f);
  return ImVec2(q.x + (x - 1.0f) * sx, q.y + (y - 0.5f) * sy);
}

TEST(UiExercises, DraggingTheQuerySolvesTheFirstExercise) {
  UiHarness h;
  StartFromTheList(h, "lab-query-car");
  EXPECT_EQ(h.session.state().view.tab, Tab::Lab);
  EXPECT_EQ(h.services.exercises.active(), "lab-query-car");
  ASSERT_TRUE(h.Has("exercise/check"));
  h.Click("exercise/check");
  EXPECT_FALSE(h.services.exercises.progress("lab-query-car").done);
  EXPECT_EQ(h.services.exercises.message("lab-query-car"),
            "car has 0.12; the query points between cat (0.41) and dog (0.41)");
  EXPECT_TRUE(h.Has("exercise/message"));
  EXPECT_FALSE(h.Has("exercise/next"));
  // 1.5 × car = (−0.9, 1.35): scores −0.63, 0.45, 1.755, −1.08 → car 0.70.
  h.Drag(h.Center("canvas/query"), CanvasPoint(h, -0.9f, 1.35f), 12);
  EXPECT_GT(h.session.result().single.weights(2), 0.6f);
  EXPECT_TRUE(h.services.exercises.progress("lab-query-car").done);
  EXPECT_TRUE(h.Has("exercise/next"));
  h.Click("exercise/next");
  EXPECT_EQ(h.services.exercises.active(), "lab-scaled-winner");
}

TEST(UiExercises, MovingAKeyInsteadIsRefusedWithTheReason) {
  UiHarness h;
  StartFromTheList(h, "lab-query-car");
  // Drag car far out along its own direction: it gets the weight, but a key moved.
  h.Drag(h.Center("canvas/key/2"), CanvasPoint(h, -1.2f, 1.8f), 12);
  h.Click("exercise/check");
  EXPECT_FALSE(h.services.exercises.progress("lab-query-car").done);
  EXPECT_EQ(h.services.exercises.message("lab-query-car").rfind("the key car changed", 0), 0u)
      << h.services.exercises.message("lab-query-car");
}

TEST(UiExercises, AWrongPredictionShowsTheExplanation) {
  UiHarness h;
  StartFromTheList(h, "lab-scaled-winner");
  ASSERT_TRUE(h.Has("exercise/choice/0/1"));
  h.Click("exercise/choice/0/1");  // dog before
  h.Click("exercise/choice/1/1");  // dog after
  h.Click("exercise/check");
  const auto& ex = h.services.exercises;
  EXPECT_FALSE(ex.progress("lab-scaled-winner").done);
  EXPECT_EQ(ex.progress("lab-scaled-winner").attempts, 1);
  EXPECT_EQ(ex.message("lab-scaled-winner").rfind("cat wins both times", 0), 0u);
  EXPECT_TRUE(h.Has("exercise/message"));
  EXPECT_EQ(h.session.state().lab.spec.score, ScoreFunction::ScaledDot);  // revealed
  h.Click("exercise/choice/0/0");
  h.Click("exercise/choice/1/0");
  h.Click("exercise/check");
  EXPECT_TRUE(ex.progress("lab-scaled-winner").done);
}

TEST(UiExercises, HintsSolutionAndCloseInTheStrip) {
  UiHarness h;
  StartFromTheList(h, "lab-mask-one-value");
  h.Click("exercise/hint");
  h.Click("exercise/hint");
  EXPECT_EQ(h.services.exercises.progress("lab-mask-one-value").hints_used, 2);
  EXPECT_FALSE(h.Has("exercise/hint"));  // both shown
  h.Click("exercise/solution");
  EXPECT_TRUE(h.services.exercises.progress("lab-mask-one-value").solution_shown);
  h.Click("exercise/close");
  EXPECT_TRUE(h.services.exercises.active().empty());
  EXPECT_FALSE(h.Has("exercise/check"));
}

TEST(UiExercises, TheStripFitsAPhone) {
  UiHarness h(390.0f, 844.0f);
  for (const char* id : {"lab-scaled-winner", "self-causal-mask", "bottleneck-encdec-below-50"}) {
    StartFromTheList(h, id);
    h.Frames(3);
    EXPECT_TRUE(h.Has("exercise/check")) << id;
    for (const LayoutOverflow& o : h.services.layout_overflow)
      ADD_FAILURE() << id << ": " << o.window << " runs " << o.overflow_px << " px past its edge";
  }
}

}  // namespace
}  // namespace ap::ui::test
