// Scrolling a Dear ImGui window the way browsers do: what the window cannot take (it does not
// scroll that way, or is at its end) goes on to the window it is nested in. Used by a touch
// drag (touch_input.h) and by keeping the edited field above the on-screen keyboard
// (keyboard_inset.h). Call between frames (before ImGui::NewFrame).
#pragma once

struct ImGuiWindow;

namespace ap::platform {

// Scrolls `window` by -delta along `axis` (0 = x, 1 = y; content follows a finger moving by
// delta), chaining to parent windows up to the first non-child window. Accumulates on a scroll
// target set earlier this frame. Returns the part of delta no window could take.
float scroll_chained(ImGuiWindow* window, float delta, int axis);

}  // namespace ap::platform
