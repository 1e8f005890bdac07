// Widget registry: where named widgets were drawn in the last frame, in ImGui display coordinates
// (= CSS pixels from the canvas's top-left corner on the web). The UI records a rect for each
// widget that a real-browser test needs to click, drag or type into; the JS API answers
// `attention._debugItemRect(id)` from here. Plain data, no ImGui: the UI passes floats.
//
// Typical use inside a panel, right after the widget:
//   ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
//   ap::record_widget_rect("lab.key.0.arrow", a.x, a.y, b.x - a.x, b.y - a.y);
// Ids are stable, dotted, lower-case names (documented next to where they are recorded).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace ap {

struct WidgetRect {
  float x = 0, y = 0, w = 0, h = 0;  // top-left corner and size, display coordinates
};

// Records (or overwrites) the rect of widget `id` for the current frame.
void record_widget_rect(std::string_view id, float x, float y, float w, float h);
// True and *out filled if `id` was recorded in the current or the previous frame.
bool find_widget_rect(std::string_view id, WidgetRect* out);
// Ids recorded in the last completed frame (sorted), for debugging tests.
std::vector<std::string> widget_rect_ids();
// Called by the platform once per frame before the UI draws: the current frame's rects become the
// "previous frame" set, so a widget that disappears is forgotten after one frame.
void begin_widget_frame();

}  // namespace ap
