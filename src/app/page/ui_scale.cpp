// UiScale (see ui_scale.h): clamping, steps, pinch maths, defaults. Pure functions, tested in
// tests/app/page/ui_scale_test.cpp.
#include "app/page/ui_scale.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <iterator>

namespace ap {
namespace {

constexpr float kSteps[] = {0.5f,  0.67f, 0.75f, 0.8f, 0.9f, 1.0f, 1.1f,
                            1.25f, 1.5f,  1.75f, 2.0f, 2.5f, 3.0f};
constexpr float kStepEps = 0.005f;  // a value this close to a step is on it

}  // namespace

float clamp_ui_scale(float v) {
  if (std::isnan(v)) return 1.0f;
  return std::clamp(v, UiScale::kMin, UiScale::kMax);
}

bool UiScale::set(float v) {
  if (!std::isfinite(v)) return false;
  const float next = clamp_ui_scale(v);
  if (next == value) return false;
  value = next;
  return true;
}

bool UiScale::step_up() {
  for (float s : kSteps)
    if (s > value + kStepEps) return set(s);
  return false;
}

bool UiScale::step_down() {
  for (int i = static_cast<int>(std::size(kSteps)) - 1; i >= 0; --i)
    if (kSteps[i] < value - kStepEps) return set(kSteps[i]);
  return false;
}

int UiScale::percent() const { return static_cast<int>(std::lround(value * 100.0f)); }

float pinch_scale(float start_scale, float start_distance, float distance) {
  if (!(start_distance >= 1.0f) || !std::isfinite(distance)) return clamp_ui_scale(start_scale);
  return clamp_ui_scale(start_scale * std::max(distance, 0.0f) / start_distance);
}

float default_ui_scale(bool touch, float css_width) {
  if (!touch || !(css_width >= 600.0f)) return 1.0f;
  return 1.25f;
}

float touch_frame_padding_y(float font_px, float scaled_padding, float target) {
  return std::max(scaled_padding, std::ceil((target - font_px) * 0.5f));
}

float parse_stored_ui_scale(const char* text, float fallback) {
  if (!text || !*text) return fallback;
  char* end = nullptr;
  const float v = std::strtof(text, &end);
  if (end == text || *end != '\0' || !std::isfinite(v) || v < UiScale::kMin || v > UiScale::kMax)
    return fallback;
  return v;
}

}  // namespace ap
