// Layout overflow: see layout_overflow.h. Reads ImGui's per-window layout state (internal API).
#include "ui/layout_overflow.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>

namespace ap::ui {

std::vector<LayoutOverflow> FindLayoutOverflow() {
  constexpr float kTolerancePx = 1.0f;
  std::vector<LayoutOverflow> found;
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  for (const ImGuiWindow* window : g.Windows) {
    if (!window->Active || window->Hidden || window->Collapsed) continue;
    const ImGuiWindowFlags skip = ImGuiWindowFlags_HorizontalScrollbar | ImGuiWindowFlags_Popup |
                                  ImGuiWindowFlags_Tooltip | ImGuiWindowFlags_AlwaysAutoResize;
    if (window->Flags & skip) continue;
    const ImRect& visible = window->InnerClipRect;
    if (visible.GetWidth() <= 0.0f) continue;
    const float overflow = window->DC.CursorMaxPos.x - visible.Max.x;
    if (overflow > kTolerancePx)
      found.push_back(LayoutOverflow{window->Name, overflow, visible.GetWidth()});
  }
  std::sort(found.begin(), found.end(), [](const LayoutOverflow& a, const LayoutOverflow& b) {
    return a.overflow_px > b.overflow_px;
  });
  return found;
}

}  // namespace ap::ui
