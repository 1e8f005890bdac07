// The UI scale's pure maths (app/page/ui_scale.h): clamping (NaN, infinities, the extremes), the
// control's steps (exact browser zoom steps, from on and between steps, stopping at 0.5 and 3),
// the pinch ratio, the touch defaults, the touch frame padding, and parsing a stored preference.
// Expected values are worked out by hand in the comments.
#include "app/page/ui_scale.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace ap {
namespace {

TEST(UiScale, ClampKeepsTheRangeAndRefusesNonFinite) {
  EXPECT_FLOAT_EQ(clamp_ui_scale(0.1f), 0.5f);
  EXPECT_FLOAT_EQ(clamp_ui_scale(7.0f), 3.0f);
  EXPECT_FLOAT_EQ(clamp_ui_scale(1.3f), 1.3f);
  EXPECT_FLOAT_EQ(clamp_ui_scale(std::nanf("")), 1.0f);
  UiScale s;
  s.value = 1.5f;
  EXPECT_FALSE(s.set(std::numeric_limits<float>::infinity()));
  EXPECT_FALSE(s.set(std::nanf("")));
  EXPECT_FLOAT_EQ(s.value, 1.5f);  // kept
  EXPECT_TRUE(s.set(-4.0f));
  EXPECT_FLOAT_EQ(s.value, 0.5f);
  EXPECT_FALSE(s.set(0.2f));  // already at the minimum: no change
  EXPECT_TRUE(s.set(100.0f));
  EXPECT_FLOAT_EQ(s.value, 3.0f);
}

TEST(UiScale, StepsWalkTheZoomLadderAndStopAtTheEnds) {
  UiScale s;  // 100 %
  const int up[] = {110, 125, 150, 175, 200, 250, 300};
  for (int p : up) {
    EXPECT_TRUE(s.step_up());
    EXPECT_EQ(s.percent(), p);
  }
  EXPECT_FALSE(s.step_up());  // 300 % is the top
  EXPECT_EQ(s.percent(), 300);
  const int down[] = {250, 200, 175, 150, 125, 110, 100, 90, 80, 75, 67, 50};
  for (int p : down) {
    EXPECT_TRUE(s.step_down());
    EXPECT_EQ(s.percent(), p);
  }
  EXPECT_FALSE(s.step_down());
  EXPECT_EQ(s.percent(), 50);
}

TEST(UiScale, StepsFromBetweenTwoStepsGoToTheNextOneThatWay) {
  UiScale s;
  s.set(1.3f);  // a pinch left it between 125 % and 150 %
  EXPECT_TRUE(s.step_up());
  EXPECT_EQ(s.percent(), 150);
  s.set(1.3f);
  EXPECT_TRUE(s.step_down());
  EXPECT_EQ(s.percent(), 125);
  s.set(1.252f);  // within 0.005 of 1.25: on that step, so down goes to 1.1
  EXPECT_TRUE(s.step_down());
  EXPECT_EQ(s.percent(), 110);
}

TEST(UiScale, PinchFollowsTheDistanceRatio) {
  EXPECT_FLOAT_EQ(pinch_scale(1.0f, 100.0f, 150.0f), 1.5f);   // fingers 1.5× apart
  EXPECT_FLOAT_EQ(pinch_scale(2.0f, 200.0f, 100.0f), 1.0f);   // half as far
  EXPECT_FLOAT_EQ(pinch_scale(1.0f, 100.0f, 1000.0f), 3.0f);  // clamped above
  EXPECT_FLOAT_EQ(pinch_scale(1.0f, 100.0f, 10.0f), 0.5f);    // and below
  EXPECT_FLOAT_EQ(pinch_scale(1.0f, 100.0f, 0.0f), 0.5f);
  EXPECT_FLOAT_EQ(pinch_scale(1.25f, 0.5f, 300.0f), 1.25f);  // fingers started together
  EXPECT_FLOAT_EQ(pinch_scale(1.25f, std::nanf(""), 300.0f), 1.25f);
  EXPECT_FLOAT_EQ(pinch_scale(1.25f, 100.0f, std::nanf("")), 1.25f);
}

TEST(UiScale, DefaultsForMouseAndTouch) {
  EXPECT_FLOAT_EQ(default_ui_scale(false, 390.0f), 1.0f);
  EXPECT_FLOAT_EQ(default_ui_scale(false, 2560.0f), 1.0f);
  EXPECT_FLOAT_EQ(default_ui_scale(true, 390.0f), 1.0f);   // phone: padding, not scale
  EXPECT_FLOAT_EQ(default_ui_scale(true, 820.0f), 1.25f);  // tablet
}

TEST(UiScale, TouchPaddingMakesFramesAtLeastTheTarget) {
  // ImGui's default font is 13 px, padding 3: a 19 px frame. (40 − 13) / 2 = 13.5 → 14: 41 px.
  EXPECT_FLOAT_EQ(touch_frame_padding_y(13.0f, 3.0f, 40.0f), 14.0f);
  // At 3× the frame is already 39 + 18 = 57 px: the style's padding stays.
  EXPECT_FLOAT_EQ(touch_frame_padding_y(39.0f, 9.0f, 40.0f), 9.0f);
  // At 0.5×: 6.5 px font, (40 − 6.5) / 2 = 16.75 → 17.
  EXPECT_FLOAT_EQ(touch_frame_padding_y(6.5f, 1.5f, 40.0f), 17.0f);
  for (float font = 5.0f; font < 60.0f; font += 0.75f)
    EXPECT_GE(font + 2.0f * touch_frame_padding_y(font, 2.0f, 40.0f), 40.0f) << font;
}

TEST(UiScale, StoredPreferenceIsReadOnlyWhenValid) {
  EXPECT_FLOAT_EQ(parse_stored_ui_scale("1.75", 1.0f), 1.75f);
  EXPECT_FLOAT_EQ(parse_stored_ui_scale("0.5", 1.0f), 0.5f);
  EXPECT_FLOAT_EQ(parse_stored_ui_scale("3", 1.0f), 3.0f);
  EXPECT_FLOAT_EQ(parse_stored_ui_scale("", 1.25f), 1.25f);
  EXPECT_FLOAT_EQ(parse_stored_ui_scale(nullptr, 1.25f), 1.25f);
  EXPECT_FLOAT_EQ(parse_stored_ui_scale("abc", 1.0f), 1.0f);
  EXPECT_FLOAT_EQ(parse_stored_ui_scale("1.5x", 1.0f), 1.0f);
  EXPECT_FLOAT_EQ(parse_stored_ui_scale("nan", 1.0f), 1.0f);
  EXPECT_FLOAT_EQ(parse_stored_ui_scale("inf", 1.0f), 1.0f);
  EXPECT_FLOAT_EQ(parse_stored_ui_scale("12", 1.0f), 1.0f);  // out of range: not clamped, dropped
  EXPECT_FLOAT_EQ(parse_stored_ui_scale("0.1", 1.0f), 1.0f);
}

}  // namespace
}  // namespace ap
