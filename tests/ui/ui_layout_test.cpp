// No cut-off panels: "the layout adapts from 360 px phones to 2560 px desktops":
// every tab, and every step of the tour, is drawn at a phone's width with touch-sized controls
// and at three desktop widths, and no window's content may run off its right edge where it
// cannot scroll sideways (ui/layout_overflow.h). A failure names the window and by how much.
// The detector itself is checked to see an overflow: a button wider than the screen.
#include "ui/layout_overflow.h"
#include "ui/ui_style.h"
#include "ui_harness.h"

#include <gtest/gtest.h>
#include <imgui.h>

#include <string>

namespace ap::ui::test {
namespace {

struct Screen {
  const char* name;
  float width, height;
  bool touch;
  float scale = 1.0f;  // the UI scale (a tablet starts at 1.25×: app/page/ui_scale.h)
};

std::string Describe(const std::vector<LayoutOverflow>& list) {
  std::string text;
  for (const LayoutOverflow& o : list)
    text += "  " + o.window + ": " + std::to_string(o.overflow_px) + " px past a " +
            std::to_string(o.visible_width) + " px wide window\n";
  return text;
}

void ExpectNoOverflowOnEveryTab(const Screen& screen) {
  UiHarness h(screen.width, screen.height);
  h.services.translation.set_fetcher(
      TranslationService::read_files_from(AP_ASSETS_DIR "/..", &h.services.translation));
  UiStyle style;
  style.CaptureBase();
  h.services.ui_scale.touch = screen.touch;
  h.services.ui_scale.set(screen.scale);
  ImGui::GetIO().FontGlobalScale = screen.scale;  // the page's atlas is rasterised at the scale
  style.Apply(h.services.ui_scale);
  for (int t = 0; t < kTabCount; ++t) {
    const Tab tab = static_cast<Tab>(t);
    const int steps = tab == Tab::Tour ? 7 : 1;
    for (int step = 0; step < steps; ++step) {
      h.session.edit([&](AppState& s) {
        s.view.tab = tab;
        s.demos.tour_step = step;
      });
      h.Frames(4);
      EXPECT_TRUE(h.services.layout_overflow.empty())
          << screen.name << ", tab " << tab_name(tab) << (tab == Tab::Tour ? " step " : "")
          << (tab == Tab::Tour ? std::to_string(step + 1) : "") << ":\n"
          << Describe(h.services.layout_overflow);
    }
  }
}

TEST(UiLayout, PhonePortrait360) { ExpectNoOverflowOnEveryTab({"360x740 touch", 360, 740, true}); }
TEST(UiLayout, PhoneLandscape) { ExpectNoOverflowOnEveryTab({"740x360 touch", 740, 360, true}); }
TEST(UiLayout, Tablet820) {
  ExpectNoOverflowOnEveryTab({"820x1180 touch 1.25x", 820, 1180, true, 1.25f});
}
TEST(UiLayout, Laptop1280) { ExpectNoOverflowOnEveryTab({"1280x800", 1280, 800, false}); }
TEST(UiLayout, Desktop1920) { ExpectNoOverflowOnEveryTab({"1920x1080", 1920, 1080, false}); }
TEST(UiLayout, Desktop2560) { ExpectNoOverflowOnEveryTab({"2560x1440", 2560, 1440, false}); }

TEST(UiLayout, TheDetectorSeesAButtonWiderThanTheWindow) {
  UiHarness h(360, 740);
  ImGui::NewFrame();
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(200, 100));
  ImGui::Begin("narrow", nullptr, ImGuiWindowFlags_NoDecoration);
  ImGui::Button("wide", ImVec2(300, 0));
  ImGui::End();
  const std::vector<LayoutOverflow> found = FindLayoutOverflow();
  ImGui::Render();
  ASSERT_EQ(found.size(), 1u) << Describe(found);
  EXPECT_EQ(found[0].window, "narrow");
  // The button starts at the window padding and is 300 wide; the window shows 200 - padding.
  EXPECT_GT(found[0].overflow_px, 90.0f);
}

}  // namespace
}  // namespace ap::ui::test
