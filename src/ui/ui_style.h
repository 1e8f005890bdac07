// UiStyle: applies the UI scale (app/page/ui_scale.h) to Dear ImGui's style. It keeps the unscaled
// base style and rebuilds the sizes from it on each change — base × scale, never
// ScaleAllSizes on an already scaled style, which would compound and drift with rounding — while
// the colours are left as they are (a theme may change them at any time). On a touch screen the
// vertical frame padding is then raised so that every framed control (buttons, tabs, checkboxes,
// sliders, input fields, combo boxes) is at least UiScale::kTouchTargetPx tall.
//
// The font's share of the scale is the platform's (platform/main.cpp apply_ui_font_scale): Apply
// reads the font size it produced from the ImGui context, so it must run after it.
#pragma once

#include "app/page/ui_scale.h"

#include <imgui.h>

namespace ap::ui {

class UiStyle {
 public:
  // Remembers the current ImGui style's sizes as the unscaled base (after the style is set up).
  void CaptureBase();
  // Before ImGui::NewFrame: if the scale, the touch mode or the font size changed since the last
  // call, the current style's sizes become base × scale (+ the touch padding). True if it did.
  bool Apply(const UiScale& scale);
  // The layout height of the default font (font size × its scale × FontGlobalScale).
  static float FontPx();

 private:
  ImGuiStyle base_;
  bool captured_ = false;
  float applied_scale_ = 0.0f;  // 0: never applied
  bool applied_touch_ = false;
  float applied_font_px_ = 0.0f;
};

}  // namespace ap::ui
