// FittedChild (see fitted_child.h). Reads the child's laid-out extent (internal API).
#include "ui/widgets/fitted_child.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>

namespace ap::ui {

bool FittedChild::Begin(const char* id, float width, bool border) {
  const float height = std::max(height_, ImGui::GetFrameHeightWithSpacing());
  return ImGui::BeginChild(id, ImVec2(width, height), border,
                           ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
}

void FittedChild::End() {
  // From the first item's top to the lowest item's bottom, measured the same way whether or not
  // the child was (for one frame) scrolled, plus the padding above and below.
  const ImGuiWindow* window = ImGui::GetCurrentWindow();
  height_ =
      window->DC.CursorMaxPos.y - window->DC.CursorStartPos.y + 2.0f * window->WindowPadding.y;
  ImGui::EndChild();
}

}  // namespace ap::ui
