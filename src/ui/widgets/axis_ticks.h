// AxisTicks: round tick values for a chart axis that starts at 0: a step of 1, 2 or 5 × 10^k,
// as few steps as cover the data's largest value (at most `max_steps`), and labels printed with
// the decimals the step needs, so each label reads exactly as the gridline it names (0.1, 0.2 …,
// never 0.125 printed as "0.1").
#pragma once

#include <string>

namespace ap::ui {

struct AxisTicks {
  double step = 1.0;  // between two ticks
  int steps = 1;      // ticks at 0, step, …, steps × step (the axis' end)
  int decimals = 0;   // for the labels

  double top() const { return step * steps; }
  std::string Label(int i) const;  // the label of tick i (0 … steps)
};

// Ticks from 0 to the first round value ≥ max (max ≤ 0 or not finite: 0 … 1).
AxisTicks NiceTicks(double max, int max_steps = 5);

}  // namespace ap::ui
