// StepsView: the article's three steps, live, for the main query (row 0):
//   1. scores   one signed bar per key around a zero line (scale: the largest |score|)
//   2. weights  softmax(scores / tau) as bars in [0, 1] with the numbers
//   3. output   one row per output dimension: the per-key contributions w_i * v_i stacked in
//               the key colours (positive to the right of zero, negative to the left) with a
//               marker at their sum, the output value
// Masked keys are grey and say so. Hovering any bar or segment marks that key as hovered for
// every view (hover_out) and shows the full computation (key_explain.h).
#pragma once

#include "app/state/session.h"
#include "ui/widgets/fitted_child.h"
#include "ui/widgets/value_easing.h"

#include <imgui.h>

namespace ap::ui {

class StepsView {
 public:
  // Draws into a region of the given size at the cursor. `hovered` is the key hovered anywhere in
  // the last frame (highlighted here); *hover_out is set when a key is hovered here.
  void Draw(const AppState& state, const LabResult& result, ImVec2 size, int hovered,
            int* hover_out);
  // The three steps one under another, `width` px wide, each as tall as its rows: for a page
  // that scrolls (a phone), so no step scrolls inside it.
  void DrawStacked(const AppState& state, const LabResult& result, float width, int hovered,
                   int* hover_out);

 private:
  EasedValues scores_, weights_;  // the bars as drawn (ui/widgets/value_easing.h)
  FittedChild step_boxes_[3];
};

}  // namespace ap::ui
