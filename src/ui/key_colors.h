// One colour per key, the same in every view (table swatch, bars, stacked output, canvas arrows,
// heatmap column labels), so the eye can follow key i from step to step. A fixed palette chosen to
// stay readable on ImGui's dark background; beyond it, hues continue by the golden angle.
#pragma once

#include <imgui.h>

namespace ap::ui {

ImU32 KeyColor(int key, float alpha = 1.0f);
ImVec4 KeyColorVec(int key, float alpha = 1.0f);

// Colours of the other actors, shared by the views.
constexpr ImU32 kQueryColor = IM_COL32(245, 245, 245, 255);  // the query arrow / row
constexpr ImU32 kOutputColor = IM_COL32(255, 214, 10, 255);  // the output vector
constexpr ImU32 kAxisColor = IM_COL32(120, 120, 130, 255);
constexpr ImU32 kGridColor = IM_COL32(60, 60, 70, 255);
constexpr ImU32 kPositiveColor = IM_COL32(90, 180, 255, 255);
constexpr ImU32 kNegativeColor = IM_COL32(255, 110, 90, 255);
constexpr ImU32 kMaskedColor = IM_COL32(110, 110, 110, 255);

// Heatmap colour scale for a weight in [0, 1]: dark blue → teal → yellow (perceptually ordered).
ImU32 WeightScaleColor(float w);

}  // namespace ap::ui
