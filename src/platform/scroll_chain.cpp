// scroll_chained (see scroll_chain.h).
#include "platform/scroll_chain.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cfloat>

namespace ap::platform {

float scroll_chained(ImGuiWindow* window, float delta, int axis) {
  for (; window && delta != 0.0f; window = window->ParentWindow) {
    if (window->ScrollMax[axis] > 0.0f) {
      const float from =
          window->ScrollTarget[axis] < FLT_MAX ? window->ScrollTarget[axis] : window->Scroll[axis];
      const float to = std::clamp(from - delta, 0.0f, window->ScrollMax[axis]);
      if (axis == 0) {
        ImGui::SetScrollX(window, to);
      } else {
        ImGui::SetScrollY(window, to);
      }
      delta -= from - to;
    }
    if (!(window->Flags & ImGuiWindowFlags_ChildWindow)) break;
  }
  return delta;
}

}  // namespace ap::platform
