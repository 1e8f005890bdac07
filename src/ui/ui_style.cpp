// UiStyle (see ui_style.h).
#include "ui/ui_style.h"

namespace ap::ui {

void UiStyle::CaptureBase() {
  base_ = ImGui::GetStyle();
  captured_ = true;
  applied_scale_ = 0.0f;
}

float UiStyle::FontPx() {
  const ImGuiIO& io = ImGui::GetIO();
  const ImFont* font = io.FontDefault;
  if (!font && io.Fonts && io.Fonts->Fonts.Size > 0) font = io.Fonts->Fonts[0];
  if (!font) return 13.0f * io.FontGlobalScale;  // no font yet: ImGui's default size
  return font->FontSize * font->Scale * io.FontGlobalScale;
}

bool UiStyle::Apply(const UiScale& scale) {
  if (!captured_) CaptureBase();
  const float font_px = FontPx();
  if (scale.value == applied_scale_ && scale.touch == applied_touch_ && font_px == applied_font_px_)
    return false;
  ImGuiStyle& style = ImGui::GetStyle();
  ImGuiStyle next = base_;
  for (int i = 0; i < ImGuiCol_COUNT; ++i) next.Colors[i] = style.Colors[i];  // colours stay
  next.FrameBorderSize = style.FrameBorderSize;  // the theme's (ui/palette.h ApplyTheme)
  next.ScaleAllSizes(scale.value);
  next.MouseCursorScale = base_.MouseCursorScale;  // the browser draws the cursor
  if (scale.touch)
    next.FramePadding.y =
        touch_frame_padding_y(font_px, next.FramePadding.y, UiScale::kTouchTargetPx);
  style = next;
  applied_scale_ = scale.value;
  applied_touch_ = scale.touch;
  applied_font_px_ = font_px;
  return true;
}

}  // namespace ap::ui
