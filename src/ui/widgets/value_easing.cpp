// EasedValues (see value_easing.h): per series, the ease restarts from what is shown now whenever
// the target changes; a context-wide "eased until" time keeps frames coming until every ease ends.
#include "ui/widgets/value_easing.h"

#include "ui/per_context.h"
#include "ui/ui_services.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>

namespace ap::ui {

namespace {

// Until when (ImGui time) an ease is running, per ImGui context (two test UIs share nothing).
struct EaseState {
  double until = -1;
};
double& EasedUntil() { return PerContext<EaseState>().until; }

bool MotionOn() {
  const AppServices* services = CurrentServices();
  return services == nullptr || services->motion;
}

}  // namespace

float EaseOut(float t) {
  t = std::clamp(t, 0.0f, 1.0f);
  const float u = 1.0f - t;
  return 1.0f - u * u * u;
}

const float* EasedValues::Update(const float* target, int n) {
  const double now = ImGui::GetTime();
  const std::size_t count = static_cast<std::size_t>(std::max(n, 0));
  bool finite = true;
  for (std::size_t i = 0; i < count; ++i) finite = finite && std::isfinite(target[i]);
  if (!MotionOn() || !finite || count != to_.size() || count != shown_.size()) {
    to_.assign(target, target + count);
    from_ = shown_ = to_;
    start_ = -1;
    return shown_.data();
  }
  if (!std::equal(to_.begin(), to_.end(), target)) {  // a new target: ease from what is shown
    from_ = shown_;
    to_.assign(target, target + count);
    // As if it began a frame ago: the frame that first draws the new value already moves.
    start_ = now - std::max(0.0f, ImGui::GetIO().DeltaTime);
  }
  if (start_ < 0) return shown_.data();
  const float k = EaseOut(static_cast<float>((now - start_) / kEaseSeconds));
  for (std::size_t i = 0; i < count; ++i) shown_[i] = from_[i] + (to_[i] - from_[i]) * k;
  if (k >= 1.0f) {
    shown_ = to_;
    start_ = -1;
  } else {
    double& until = EasedUntil();
    until = std::max(until, start_ + kEaseSeconds);
  }
  return shown_.data();
}

bool EasingInProgress() {
  return ImGui::GetCurrentContext() != nullptr && ImGui::GetTime() <= EasedUntil();
}

}  // namespace ap::ui
