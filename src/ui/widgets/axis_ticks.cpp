// AxisTicks (see axis_ticks.h).
#include "ui/widgets/axis_ticks.h"

#include <cmath>
#include <cstdio>

namespace ap::ui {

std::string AxisTicks::Label(int i) const {
  char buf[40];
  std::snprintf(buf, sizeof(buf), "%.*f", decimals, step * i);
  return buf;
}

AxisTicks NiceTicks(double max, int max_steps) {
  if (!(max > 0.0) || !std::isfinite(max)) max = 1.0;
  if (max_steps < 1) max_steps = 1;
  // The smallest step of 1, 2 or 5 × 10^k that covers max in max_steps.
  const double raw = max / max_steps;
  double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
  AxisTicks t;
  for (;; magnitude *= 10.0) {
    for (double m : {1.0, 2.0, 5.0}) {
      const double step = m * magnitude;
      // The tolerance keeps a max that is itself round (0.5, 100) from taking one more step.
      const int steps = static_cast<int>(std::ceil(max / step - 1e-9));
      if (steps <= max_steps) {
        t.step = step;
        t.steps = steps < 1 ? 1 : steps;
        t.decimals = step >= 1.0 ? 0 : static_cast<int>(std::ceil(-std::log10(step) - 1e-9));
        return t;
      }
    }
  }
}

}  // namespace ap::ui
