// Flow layout (see flow_layout.h).
#include "ui/widgets/flow_layout.h"

#include <imgui.h>

namespace ap::ui {

void SameLineIfFits(float width, float gap) {
  if (gap < 0.0f) gap = ImGui::GetStyle().ItemSpacing.x;
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (ImGui::GetItemRectMax().x + gap + width <= right) ImGui::SameLine(0.0f, gap);
}

float ButtonWidth(const char* label) {
  return ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2.0f;
}

float CheckWidth(const char* label) {
  return ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x +
         ImGui::CalcTextSize(label, nullptr, true).x;
}

float LabeledWidth(float field_width, const char* label) {
  return field_width + ImGui::GetStyle().ItemInnerSpacing.x +
         ImGui::CalcTextSize(label, nullptr, true).x;
}

}  // namespace ap::ui
