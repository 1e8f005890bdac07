// TabBarRects (see tab_bar_rects.h), from ImGui 1.86's tab bar layout (imgui_widgets.cpp):
// TabBarScrollingButtons draws the two arrows, each FontSize - 2 px wide, at the bar's right end
// and then shrinks BarRect.Max.x by their width + 1; the tabs of the scrolling section show only
// between ScrollingRectMinX and ScrollingRectMaxX (TabItemEx clips them there), and the window's
// clip rect cuts the rest.
#include "ui/tab_bar_rects.h"

#include "ui/widget_ids.h"

namespace ap::ui {

namespace {

// Records `r` cut to the current window's clip rect; nothing if nothing of it is left.
void RecordClipped(const char* id, ImRect r) {
  r.ClipWithFull(ImGui::GetCurrentWindow()->ClipRect);
  if (r.GetWidth() <= 0.0f || r.GetHeight() <= 0.0f) return;
  RecordRect(id, r.Min, r.Max);
}

}  // namespace

TabBarRects::TabBarRects() {
  bar_ = GImGui->CurrentTabBar;
  if (bar_) whole_bar_ = bar_->BarRect;
}

void TabBarRects::RecordTab(const char* id) {
  if (!bar_) return;
  if (!bar_recorded_) {
    RecordBar();
    bar_recorded_ = true;
  }
  ImRect shown(ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  shown.Min.x = ImMax(shown.Min.x, bar_->ScrollingRectMinX);
  shown.Max.x = ImMin(shown.Max.x, bar_->ScrollingRectMaxX);
  RecordClipped(id, shown);
}

void TabBarRects::RecordBar() const {
  RecordClipped("tabbar", whole_bar_);
  // The first tab laid the bar out: a bar narrower now than at BeginTabBar lost the arrows' room.
  if (bar_->BarRect.Max.x >= whole_bar_.Max.x) return;
  const float arrow_w = ImGui::GetFontSize() - 2.0f;
  const float left = ImMax(whole_bar_.Min.x, whole_bar_.Max.x - 2.0f * arrow_w);
  const float top = whole_bar_.Min.y, bottom = whole_bar_.Max.y;
  RecordClipped("tabbar/scroll_left", ImRect(left, top, left + arrow_w, bottom));
  RecordClipped("tabbar/scroll_right", ImRect(left + arrow_w, top, left + 2.0f * arrow_w, bottom));
}

}  // namespace ap::ui
