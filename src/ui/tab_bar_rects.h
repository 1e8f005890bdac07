// Tab bar rects for tests (ui/widget_ids.h): an ImGui tab bar that scrolls its tabs sideways (a
// phone) shows a tab near its edge only in part, the rest cut off by the bar's end or hidden
// under the scroll arrows. ImGui's item rect is the whole tab; a tap at its centre can land on
// an arrow. This records what a finger can really hit:
//   tabbar                      the whole bar (arrows included)
//   tabbar/scroll_left, tabbar/scroll_right   the two scroll arrows (only while they show)
//   tab/<id>                    the part of the tab that shows (nothing if none does)
#pragma once

#include <imgui.h>
#include <imgui_internal.h>

namespace ap::ui {

class TabBarRects {
 public:
  // Right after a BeginTabBar that returned true: remembers the current tab bar and its whole
  // rect, before its first tab lays it out (and takes the arrows' width off its right end).
  TabBarRects();
  // Right after each BeginTabItem: records the tab's visible part under `id`, and, at the first
  // tab, the bar and its arrows.
  void RecordTab(const char* id);

 private:
  void RecordBar() const;

  ImGuiTabBar* bar_ = nullptr;
  ImRect whole_bar_;
  bool bar_recorded_ = false;
};

}  // namespace ap::ui
