// PinchAnchor (see pinch_anchor.h).
#include "platform/pinch_anchor.h"

#include "platform/scroll_chain.h"

#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ap::platform {
namespace {

// The topmost window drawn last frame that contains `point` (g.Windows is in display order, back
// to front), skipping tooltips and popups: they are not what the fingers hold.
ImGuiWindow* WindowAt(ImVec2 point) {
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  for (int i = g.Windows.Size - 1; i >= 0; --i) {
    ImGuiWindow* w = g.Windows[i];
    if (!w->WasActive || w->Hidden) continue;
    if (w->Flags & (ImGuiWindowFlags_Tooltip | ImGuiWindowFlags_Popup)) continue;
    if (w->OuterRectClipped.Contains(point)) return w;
  }
  return nullptr;
}

// How far `point` is from rect r (0 inside), and r's area: the anchor is the closest widget,
// the smallest among those containing the point.
float Distance(ImVec2 point, const WidgetRect& r) {
  const float dx = std::max({r.x - point.x, 0.0f, point.x - (r.x + r.w)});
  const float dy = std::max({r.y - point.y, 0.0f, point.y - (r.y + r.h)});
  return std::sqrt(dx * dx + dy * dy);
}

}  // namespace

void PinchAnchor::begin(ImVec2 point, const WidgetRegistry& widgets) {
  id_.clear();
  float best_distance = std::numeric_limits<float>::max();
  float best_area = std::numeric_limits<float>::max();
  WidgetRect best;
  for (const std::string& id : widgets.ids()) {
    WidgetRect r;
    if (!widgets.find(id, &r) || r.w <= 0.0f || r.h <= 0.0f) continue;
    const float d = Distance(point, r);
    const float area = r.w * r.h;
    if (d < best_distance || (d == best_distance && area < best_area)) {
      best_distance = d;
      best_area = area;
      best = r;
      id_ = id;
    }
  }
  if (!id_.empty()) fraction_ = std::clamp((point.y - best.y) / best.h, 0.0f, 1.0f);
}

void PinchAnchor::follow(ImVec2 point, const WidgetRegistry& widgets) const {
  WidgetRect r;
  if (id_.empty() || !widgets.find(id_, &r)) return;
  const float drift = point.y - (r.y + fraction_ * r.h);  // > 0: the anchor is above the point
  if (std::fabs(drift) < 0.5f) return;
  // The window the anchor lies in: the one at its centre, or out from there to the first window
  // larger than the anchor (the anchor may be a child panel, or hold child panels of its own:
  // scrolling those would not move it).
  ImGuiWindow* window = WindowAt(ImVec2(r.x + r.w * 0.5f, r.y + r.h * 0.5f));
  while (window && (window->Flags & ImGuiWindowFlags_ChildWindow) &&
         (window->Size.x <= r.w + 1.0f || window->Size.y <= r.h + 1.0f))
    window = window->ParentWindow;
  if (!window) window = WindowAt(point);
  if (window) scroll_chained(window, drift, 1);  // the content moves down by `drift`
}

}  // namespace ap::platform
