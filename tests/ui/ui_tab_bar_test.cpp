// The tab bar's recorded rects on a phone-wide screen (ui/tab_bar_rects.h): the tabs overflow the
// bar, so its scroll arrows show; each recorded tab lies inside the bar and off the arrows, the
// tab at the bar's right end is recorded shorter than the same tab on a desktop (only its shown
// part), and a click at the centre of that shown part selects it.
#include "ui_harness.h"

#include <gtest/gtest.h>

#include <map>
#include <string>

namespace ap::ui {
namespace {

using test::UiHarness;

bool Overlap(const WidgetRect& a, const WidgetRect& b) {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

TEST(TabBarRects, PhoneTabsLieInsideTheBarAndOffItsArrows) {
  // A desktop, where the whole bar fits, draws every tab whole (one ImGui context at a time).
  std::map<std::string, float> whole_width;
  {
    UiHarness desktop;
    EXPECT_FALSE(desktop.Has("tabbar/scroll_left"));
    for (const std::string& id : desktop.services.widgets.ids())
      if (id.rfind("tab/", 0) == 0) whole_width[id] = desktop.Rect(id).w;
  }
  UiHarness phone(390.0f, 844.0f);
  ASSERT_TRUE(phone.HasAll({"tabbar", "tabbar/scroll_left", "tabbar/scroll_right"}));
  const WidgetRect bar = phone.Rect("tabbar");
  const WidgetRect left = phone.Rect("tabbar/scroll_left"),
                   right = phone.Rect("tabbar/scroll_right");
  EXPECT_LE(right.x + right.w, bar.x + bar.w + 0.5f);
  EXPECT_LE(left.x + left.w, right.x + 0.5f);
  int tabs = 0;
  std::string rightmost;
  float rightmost_x = -1.0f;
  for (const std::string& id : phone.services.widgets.ids()) {
    if (id.rfind("tab/", 0) != 0) continue;
    ++tabs;
    const WidgetRect r = phone.Rect(id);
    EXPECT_GT(r.w, 0.0f) << id;
    EXPECT_GE(r.x, bar.x - 0.5f) << id;
    EXPECT_LE(r.x + r.w, bar.x + bar.w + 0.5f) << id;
    EXPECT_GE(r.y, bar.y - 0.5f) << id;
    EXPECT_LE(r.y + r.h, bar.y + bar.h + 0.5f) << id;
    EXPECT_FALSE(Overlap(r, left)) << id << " runs under the left arrow";
    EXPECT_FALSE(Overlap(r, right)) << id << " runs under the right arrow";
    if (r.x > rightmost_x) rightmost_x = r.x, rightmost = id;
  }
  EXPECT_GE(tabs, 2);
  EXPECT_LT(tabs, kTabCount) << "every tab fits a phone's bar: no tab is cut off";

  // The rightmost tab shows only in part.
  EXPECT_LT(phone.Rect(rightmost).w + 1.0f, whole_width[rightmost]) << rightmost;

  phone.Click(rightmost);
  EXPECT_EQ(std::string("tab/") + tab_name(phone.session.state().view.tab), rightmost);
}

}  // namespace
}  // namespace ap::ui
