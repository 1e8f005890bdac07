// KeyboardInset (see keyboard_inset.h) and the ap_set_visible_area export web/ime.js calls.
#include "platform/keyboard_inset.h"

#include "platform/scroll_chain.h"

#include <emscripten.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <cmath>

namespace ap::platform {
namespace {
KeyboardInset* g_inset = nullptr;  // the page's; ap_set_visible_area reaches it here
}  // namespace

KeyboardInset::KeyboardInset() { g_inset = this; }
KeyboardInset::~KeyboardInset() {
  if (g_inset == this) g_inset = nullptr;
}

void KeyboardInset::set_visible(float top, float bottom) {
  if (!std::isfinite(top) || !std::isfinite(bottom)) return;
  top_ = top;
  bottom_ = bottom;
}

bool KeyboardInset::keep_field_visible() {
  ImGuiContext* g = ImGui::GetCurrentContext();
  if (!g || bottom_ < top_ || !g->IO.WantTextInput || g->InputTextState.ID == 0 ||
      g->InputTextState.ID != g->ActiveId || !g->ActiveIdWindow)
    return false;
  // The caret's line from the last frame (ImGui 1.86 PlatformImePos: caret x, line top).
  const float line_top = g->PlatformImePos.y;
  const float line_bottom = line_top + g->FontSize;
  const float low = top_ + kMarginPx, high = bottom_ - kMarginPx;
  if (high - low < g->FontSize) return false;  // nothing sensible to aim for
  float delta = 0.0f;                          // content moves by delta (negative: up)
  if (line_bottom + g->Style.FramePadding.y > high)
    delta = high - (line_bottom + g->Style.FramePadding.y);
  else if (line_top - g->Style.FramePadding.y < low)
    delta = low - (line_top - g->Style.FramePadding.y);
  if (delta == 0.0f) return false;
  return scroll_chained(g->ActiveIdWindow, delta, 1) != delta;
}

}  // namespace ap::platform

extern "C" EMSCRIPTEN_KEEPALIVE void ap_set_visible_area(float top, float bottom) {
  if (ap::platform::g_inset) ap::platform::g_inset->set_visible(top, bottom);
}
