// FittedChild (see fitted_child.h). Reads the child's laid-out extent (internal API).
#include "ui/widgets/fitted_child.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>

namespace ap::ui {

bool FittedChild::Begin(const char* id, float width, bool border, bool scroll_x, float min_height) {
  const float height = std::max({height_, min_height, ImGui::GetFrameHeightWithSpacing()});
  const ImGuiWindowFlags scroll =
      scroll_x ? ImGuiWindowFlags_HorizontalScrollbar : ImGuiWindowFlags_NoScrollbar;
  return ImGui::BeginChild(id, ImVec2(width, height), border,
                           scroll | ImGuiWindowFlags_NoScrollWithMouse);
}

void FittedChild::End() {
  // From the first item's top to the lowest item's bottom, measured the same way whether or not
  // the child was (for one frame) scrolled, plus the padding above and below and the sideways
  // scrollbar when it shows.
  const ImGuiWindow* window = ImGui::GetCurrentWindow();
  height_ = window->DC.CursorMaxPos.y - window->DC.CursorStartPos.y +
            2.0f * window->WindowPadding.y + (window->ScrollbarX ? window->ScrollbarSizes.y : 0.0f);
  ImGui::EndChild();
}

}  // namespace ap::ui
