// The key table on a phone-wide screen (ui/tabs/key_table.cpp): under the width it needs, the row
// buttons fold into a "..." menu and the value cells go under the key cells, so the default
// scene's table has every cell inside the screen (no sideways scrolling); the menu's items still
// work. On a desktop width the four buttons stay.
#include "ui_harness.h"

#include <gtest/gtest.h>

#include <string>

namespace ap::ui {
namespace {

using test::UiHarness;

TEST(KeyTableNarrow, PhoneWidthFitsEveryCellAndFoldsTheRowButtons) {
  UiHarness h(390.0f, 2400.0f);  // a phone's width; tall enough for the table below the canvas
  h.Frames(3);
  ASSERT_TRUE(h.Has("keys/0/menu"));
  EXPECT_FALSE(h.Has("keys/0/delete"));  // folded into the menu
  const int n = h.session.state().lab.n();
  for (int c = 0; c < h.session.state().lab.e(); ++c) {
    WidgetRect r;
    const std::string id = "values/0/" + std::to_string(c);
    ASSERT_TRUE(h.services.widgets.find(id, &r)) << id;
    EXPECT_LE(r.x + r.w, 390.0f) << id << " is cut off";
    EXPECT_GE(r.w, 40.0f) << id;
  }
  h.Click("keys/0/menu");
  ASSERT_TRUE(h.Has("keys/0/delete"));
  h.Click("keys/0/delete");
  EXPECT_EQ(h.session.state().lab.n(), n - 1);
}

TEST(KeyTableNarrow, DesktopWidthKeepsTheButtons) {
  UiHarness h;
  EXPECT_TRUE(h.Has("keys/0/delete"));
  EXPECT_FALSE(h.Has("keys/0/menu"));
}

}  // namespace
}  // namespace ap::ui
