// EasedValues: values as DRAWN, easing toward their true values over kEaseSeconds (~150 ms) when
// they change, so a dragged key's weight bar glides instead of jumping. Only the drawing eases:
// the numbers printed beside the bars, share links and the JS API always use the exact values.
//
//   EasedValues eased_;                                   // one per drawn series, kept by a view
//   const float* shown = eased_.Update(target, n);        // this frame's drawn values
//   dl->AddRectFilled(..., x0 + width * shown[i], ...);
//
// Snaps (no easing) when motion is off (AppServices::motion: prefers-reduced-motion or the
// toolbar's switch), when the count changes, and for non-finite values. An ease counts from one
// frame before the frame that first sees the new value, so that frame already moves. Time is
// ImGui's (ImGui::GetTime(): frames advance it by their real delta). EasingInProgress() tells the
// render-on-demand loop that frames are still wanted.
#pragma once

#include <vector>

namespace ap::ui {

inline constexpr double kEaseSeconds = 0.15;

class EasedValues {
 public:
  const float* Update(const float* target, int n);
  const float* Update(const std::vector<float>& target) {
    return Update(target.data(), static_cast<int>(target.size()));
  }

 private:
  std::vector<float> from_, to_, shown_;
  double start_ = -1;  // ImGui time the current ease began
};

// The ease curve: 0 → 1 for t in [0, 1], cubic ease-out (fast start, gentle landing).
float EaseOut(float t);

// True while some EasedValues of the current ImGui context is still between values.
bool EasingInProgress();

}  // namespace ap::ui
