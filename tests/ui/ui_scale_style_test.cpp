// The UI scale applied to ImGui (ui/ui_style.h) and its toolbar control (ui/toolbar.cpp), driven
// headless: sizes are base × scale and never compound (1 → 2 → 0.5 → 1 gives the base back
// exactly), colours survive a rescale, the touch padding makes framed controls ≥ 40 px at every
// scale, and the toolbar's −, 100 % and + buttons step the scale and reset it, with the rects of
// the toolbar (its row, and its menu once opened) inside the window at 0.5× and 3× on a 360 px
// wide screen.
#include "ui/ui_style.h"
#include "ui_harness.h"

#include <gtest/gtest.h>
#include <imgui.h>

namespace ap::ui {
namespace {

using test::UiHarness;

TEST(UiScaleStyle, SizesAreBaseTimesScaleAndNeverCompound) {
  UiHarness h;
  ImGuiStyle& style = ImGui::GetStyle();
  const ImGuiStyle base = style;
  UiStyle ui_style;
  ui_style.CaptureBase();
  UiScale scale;
  scale.set(2.0f);
  EXPECT_TRUE(ui_style.Apply(scale));
  EXPECT_FALSE(ui_style.Apply(scale));  // nothing changed: nothing done
  EXPECT_FLOAT_EQ(style.FramePadding.y, base.FramePadding.y * 2.0f);
  EXPECT_FLOAT_EQ(style.ItemSpacing.x, base.ItemSpacing.x * 2.0f);
  EXPECT_FLOAT_EQ(style.ScrollbarSize, base.ScrollbarSize * 2.0f);
  style.Colors[ImGuiCol_Button] = ImVec4(0.1f, 0.2f, 0.3f, 1.0f);  // a theme changes a colour
  scale.set(0.5f);
  ui_style.Apply(scale);
  scale.set(3.0f);
  ui_style.Apply(scale);
  EXPECT_FLOAT_EQ(style.ItemSpacing.x, base.ItemSpacing.x * 3.0f);
  scale.set(1.0f);
  ui_style.Apply(scale);
  EXPECT_FLOAT_EQ(style.FramePadding.x, base.FramePadding.x);
  EXPECT_FLOAT_EQ(style.FramePadding.y, base.FramePadding.y);
  EXPECT_FLOAT_EQ(style.WindowPadding.x, base.WindowPadding.x);
  EXPECT_FLOAT_EQ(style.GrabMinSize, base.GrabMinSize);
  EXPECT_FLOAT_EQ(style.Colors[ImGuiCol_Button].y, 0.2f);  // the colour survived
  h.Frames(2);
}

TEST(UiScaleStyle, TouchPaddingMakesFramesFingerSizedAtEveryScale) {
  UiHarness h;
  UiStyle ui_style;
  ui_style.CaptureBase();
  UiScale scale;
  scale.touch = true;
  for (float s : {0.5f, 0.75f, 1.0f, 1.25f, 2.0f, 3.0f}) {
    ImGui::GetIO().FontGlobalScale = s;  // what the platform's font scale does
    scale.set(s);
    ui_style.Apply(scale);
    h.Frame();  // ImGui takes the font size in NewFrame
    EXPECT_GE(ImGui::GetFrameHeight(), UiScale::kTouchTargetPx) << "scale " << s;
  }
  ImGui::GetIO().FontGlobalScale = 1.0f;
  scale.touch = false;
  scale.set(1.0f);
  ui_style.Apply(scale);
  h.Frame();
  // ImGui's default frame: the font plus its 3 px vertical padding, top and bottom
  EXPECT_FLOAT_EQ(ImGui::GetFrameHeight(), ImGui::GetFontSize() + 2.0f * 3.0f);
}

TEST(UiScaleStyle, ToolbarControlStepsAndResets) {
  UiHarness h;
  ASSERT_TRUE(h.Has("toolbar/zoom_in"));
  ASSERT_TRUE(h.Has("toolbar/zoom_out"));
  ASSERT_TRUE(h.Has("toolbar/zoom_reset"));
  h.Click("toolbar/zoom_in");
  EXPECT_EQ(h.services.ui_scale.percent(), 110);
  h.Click("toolbar/zoom_in");
  EXPECT_EQ(h.services.ui_scale.percent(), 125);
  h.Click("toolbar/zoom_out");
  h.Click("toolbar/zoom_out");
  h.Click("toolbar/zoom_out");
  EXPECT_EQ(h.services.ui_scale.percent(), 90);
  h.Click("toolbar/zoom_reset");
  EXPECT_EQ(h.services.ui_scale.percent(), 100);  // a mouse screen's default
  EXPECT_FALSE(h.session.can_undo());             // the scale is no edit of the state
}

TEST(UiScaleStyle, ToolbarStaysInsideA360PxScreenAtTheExtremes) {
  for (float s : {0.5f, 3.0f}) {
    // Tall enough that the whole menu is laid out in view at 300 %; the width is what is checked.
    UiHarness h(360.0f, 1600.0f);
    UiStyle ui_style;
    ui_style.CaptureBase();
    h.services.ui_scale.set(s);
    ImGui::GetIO().FontGlobalScale = s;
    ui_style.Apply(h.services.ui_scale);
    h.Frames(3);
    // The row keeps Undo, Redo and the menu; the menu holds the rest.
    for (const char* id : {"toolbar/undo", "toolbar/redo", "toolbar/more"}) {
      WidgetRect r;
      ASSERT_TRUE(h.services.widgets.find(id, &r)) << id << " at " << s;
      EXPECT_GE(r.x, 0.0f) << id << " at " << s;
      EXPECT_LE(r.x + r.w, 360.0f) << id << " at " << s;
    }
    EXPECT_FALSE(h.Has("toolbar/presets")) << "the menu's items are drawn before it opens";
    h.Click("toolbar/more");
    h.Frames(2);
    for (const char* id : {"toolbar/presets", "toolbar/copy_link", "toolbar/copy_embed",
                           "toolbar/lesson", "toolbar/export", "toolbar/zoom_out",
                           "toolbar/zoom_reset", "toolbar/zoom_in", "lang/en", "lang/zh"}) {
      WidgetRect r;
      ASSERT_TRUE(h.services.widgets.find(id, &r)) << id << " at " << s;
      EXPECT_GE(r.x, 0.0f) << id << " at " << s;
      EXPECT_LE(r.x + r.w, 360.0f) << id << " at " << s;
    }
    ImGui::GetIO().FontGlobalScale = 1.0f;
  }
}

}  // namespace
}  // namespace ap::ui
