// Layout overflow: finds the windows whose content runs off their right edge this frame — a
// label cut in half, a button out of reach — in windows that cannot scroll sideways. The check
// behind "no cut-off panels from 360 px phones to 2560 px desktops": the UI harness
// asserts it per tab at several widths (tests/ui/ui_layout_test.cpp) and the page answers
// `attention._debugLayoutOverflow()` from it (tests/browser/layout.test.mjs).
//
// What it sees: every item laid out by ImGui moves its window's content extent (the right edge
// of buttons, fields with their labels, unwrapped text, child windows). A window overflows when
// that extent passes its visible (clip) rect by more than a pixel while it has no horizontal
// scrollbar. Windows that may scroll sideways (wide tables), popups and tooltips (sized to fit
// their content) are not reported. Not seen: text clipped inside a table cell.
#pragma once

#include "app/page/app_services.h"

#include <vector>

namespace ap::ui {

// After the frame's last ImGui::End (before ImGui::Render): the windows drawn this frame whose
// content passes their visible right edge, widest overflow first.
std::vector<LayoutOverflow> FindLayoutOverflow();

}  // namespace ap::ui
