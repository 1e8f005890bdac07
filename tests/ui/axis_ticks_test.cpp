// NiceTicks (ui/widgets/axis_ticks.h): the steps and labels worked out by hand for a few maxima.
#include "ui/widgets/axis_ticks.h"

#include <gtest/gtest.h>

#include <limits>
#include <string>
#include <vector>

namespace ap::ui {
namespace {

std::vector<std::string> Labels(const AxisTicks& t) {
  std::vector<std::string> out;
  for (int i = 0; i <= t.steps; ++i) out.push_back(t.Label(i));
  return out;
}

TEST(AxisTicks, LossOfAboutHalfGetsTenthsThatReadAsTheirGridlines) {
  // 0.525 / 5 = 0.105: 0.1 is too small (6 steps), 0.2 covers it in 3 steps.
  EXPECT_EQ(Labels(NiceTicks(0.525)), (std::vector<std::string>{"0.0", "0.2", "0.4", "0.6"}));
  // A round maximum takes no extra step: 0.5 in five steps of 0.1.
  EXPECT_EQ(Labels(NiceTicks(0.5)),
            (std::vector<std::string>{"0.0", "0.1", "0.2", "0.3", "0.4", "0.5"}));
}

TEST(AxisTicks, LargeCountsAndPercentages) {
  const AxisTicks t = NiceTicks(100.0, 4);  // 25 is not 1, 2 or 5 × 10^k: 50, two steps
  EXPECT_DOUBLE_EQ(t.step, 50.0);
  EXPECT_EQ(t.steps, 2);
  const AxisTicks e = NiceTicks(12345.0);  // 2469 per step → 5000, three steps to 15000
  EXPECT_DOUBLE_EQ(e.step, 5000.0);
  EXPECT_EQ(e.steps, 3);
  EXPECT_EQ(e.Label(3), "15000");
}

TEST(AxisTicks, SmallStepsGetTheirDecimals) {
  const AxisTicks t = NiceTicks(0.037);  // 0.0074 → 0.01, four steps
  EXPECT_DOUBLE_EQ(t.step, 0.01);
  EXPECT_EQ(t.steps, 4);
  EXPECT_EQ(t.Label(3), "0.03");
}

TEST(AxisTicks, NothingToShowGivesZeroToOne) {
  for (double bad : {0.0, -3.0, std::numeric_limits<double>::quiet_NaN(),
                     std::numeric_limits<double>::infinity()}) {
    const AxisTicks t = NiceTicks(bad);
    EXPECT_DOUBLE_EQ(t.top(), 1.0) << bad;
    EXPECT_GE(t.top(), 1.0);
  }
}

}  // namespace
}  // namespace ap::ui
