// Easing: drawn values glide to new ones over kEaseSeconds with motion on, and jump
// with motion off or for non-finite values; the lab's weight bars ease while the printed numbers
// and the state stay exact; frames are wanted (EasingInProgress) only while an ease runs.
#include "screenshot.h"
#include "ui_harness.h"

#include "app/scene/scene_ops.h"
#include "ui/palette.h"
#include "ui/widgets/value_easing.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace ap::ui::test {
namespace {

TEST(Easing, EaseOutRunsFromZeroToOneMonotonically) {
  EXPECT_EQ(EaseOut(0.0f), 0.0f);
  EXPECT_EQ(EaseOut(1.0f), 1.0f);
  EXPECT_EQ(EaseOut(2.0f), 1.0f);
  float last = 0.0f;
  for (int i = 1; i <= 100; ++i) {
    const float v = EaseOut(static_cast<float>(i) / 100.0f);
    EXPECT_GT(v, last);
    last = v;
  }
  EXPECT_GT(EaseOut(0.5f), 0.5f);  // ease-out: most of the way early
}

TEST(Easing, ValuesGlideToANewTargetThenRest) {
  UiHarness h;
  h.services.motion = true;
  EasedValues eased;
  const float a[2] = {0.2f, 0.8f}, b[2] = {0.6f, 0.4f};
  const float* shown = eased.Update(a, 2);  // the first values: shown as they are
  EXPECT_EQ(shown[0], 0.2f);
  EXPECT_FALSE(EasingInProgress());
  // A new target: the ease counts from a frame ago, so this frame already moves one frame's worth.
  shown = eased.Update(b, 2);
  const float k1 = EaseOut(static_cast<float>(1.0 / 60.0 / kEaseSeconds));
  EXPECT_NEAR(shown[0], 0.2f + 0.4f * k1, 1e-4f);
  EXPECT_TRUE(EasingInProgress());
  h.Frame();  // 1/60 s later
  shown = eased.Update(b, 2);
  const float k = EaseOut(static_cast<float>(2.0 / 60.0 / kEaseSeconds));
  EXPECT_NEAR(shown[0], 0.2f + 0.4f * k, 1e-4f);
  EXPECT_NEAR(shown[1], 0.8f - 0.4f * k, 1e-4f);
  h.Frames(8);  // 10/60 s > 0.15 s
  shown = eased.Update(b, 2);
  EXPECT_EQ(shown[0], 0.6f);
  EXPECT_EQ(shown[1], 0.4f);
  h.Frame();
  EXPECT_FALSE(EasingInProgress());
}

TEST(Easing, JumpsWithMotionOffOrNonFiniteValuesOrANewCount) {
  UiHarness h;
  h.services.motion = true;
  EasedValues eased;
  const float a[2] = {0.2f, 0.8f}, b[2] = {0.6f, 0.4f};
  eased.Update(a, 2);
  h.services.motion = false;
  EXPECT_EQ(eased.Update(b, 2)[0], 0.6f);
  h.services.motion = true;
  const float bad[2] = {std::numeric_limits<float>::quiet_NaN(), 0.1f};
  EXPECT_EQ(eased.Update(bad, 2)[1], 0.1f);
  const float three[3] = {0.1f, 0.2f, 0.7f};
  EXPECT_EQ(eased.Update(three, 3)[2], 0.7f);
}

// The lab: after an edit, key 0's weight bar is drawn part of the way a frame later (the state
// and the JS-visible result are already exact) and all the way after kEaseSeconds.
TEST(Easing, LabWeightBarsEaseWhileTheResultIsExact) {
  UiHarness h;
  h.services.motion = true;
  h.Frames(3);
  const float before = h.session.result().single.weights(0);
  // Point the query at key 0: its weight grows.
  h.session.edit([](AppState& s) { s.lab.queries.row(0) = s.lab.keys.row(0) * 3.0f; });
  const float after = h.session.result().single.weights(0);
  ASSERT_GT(after - before, 0.2f);
  h.Frame();
  WidgetRect r;
  ASSERT_TRUE(h.services.widgets.find("weights/bar/0", &r));
  const Rgb key = RgbOf(KeyColor(0));
  const float y = r.y + r.h * 0.5f;
  auto lit = [&](const Shot& shot) {
    int n = 0;
    for (float x = std::floor(r.x) + 0.5f; x < r.x + r.w; x += 1.0f) n += Near(shot.At(x, y), key);
    return static_cast<float>(n);
  };
  const float mid = lit(Shoot("easing_mid"));
  const float k = EaseOut(static_cast<float>(1.0 / 60.0 / kEaseSeconds));
  EXPECT_NEAR(mid, (before + (after - before) * k) * r.w, 2.0f);
  EXPECT_LT(mid, after * r.w - 10.0f) << "one frame after the edit the bar is still on its way";
  EXPECT_TRUE(EasingInProgress());
  h.Frames(10);
  EXPECT_NEAR(lit(Shoot("easing_done")), after * r.w, 2.0f);
  EXPECT_FALSE(EasingInProgress());
}

}  // namespace
}  // namespace ap::ui::test
