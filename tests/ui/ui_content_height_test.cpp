// services.content_height (attention.contentHeight(), which an embed with height="auto" follows):
// in a window too short for the content it is more than the window, which then scrolls; a window
// made that tall shows everything without scrolling and reports its own height back, so the
// embedding page's frame settles instead of growing without end.
#include "ui_harness.h"

#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <string>

namespace ap::ui::test {
namespace {

// How far the page's main window can scroll down (0: everything is in view).
float MainWindowScrollMax() {
  const ImGuiWindow* w = ImGui::FindWindowByName("##attention_playground");
  return w ? w->ScrollMax.y : -1.0f;
}

// The harness's window resized to width × height, then three frames.
void Resize(UiHarness& h, float width, float height) {
  ImGui::GetIO().DisplaySize = ImVec2(width, height);
  h.Frames(3);
}

// The element's rule for height="auto" (nextAutoHeight in web/embed-protocol.js, tested there
// too): grow to the content height at once, shrink only above the largest height found too small,
// within 200–6000 px. Run until it holds still: on every tab, in embed mode, at phone and desktop
// widths, it settles (views that take a share of their window neither run away nor swing between
// two heights) at a height where nothing scrolls.
TEST(ContentHeightTest, TheAutoHeightLoopSettlesWithNothingScrolled) {
  for (const float width : {390.0f, 1280.0f}) {
    for (const EnumName<Tab>& tab : kTabNames) {
      SCOPED_TRACE(std::string(tab.name) + " at " + std::to_string(static_cast<int>(width)));
      UiHarness h(width, 480.0f);
      h.session.navigate([&tab](AppState& st) {
        st.view.tab = tab.value;
        st.view.embed = true;
      });
      h.Frames(3);
      float height = 480.0f;
      float floor = 0.0f;
      int steps = 0;
      for (; steps < 60; ++steps) {
        const float wanted = std::clamp(std::ceil(h.services.content_height), 200.0f, 6000.0f);
        float next = height;
        if (wanted > height) {
          floor = std::max(floor, height);
          next = wanted;
        } else if (wanted < height && wanted > floor) {
          next = wanted;
        }
        if (next == height) break;
        height = next;
        Resize(h, width, height);
      }
      EXPECT_LT(steps, 60) << "still changing at " << height << " px";
      EXPECT_EQ(MainWindowScrollMax(), 0.0f) << "at " << height << " px";
    }
  }
}

// A window shorter than the content scrolls, and the content height says by how much.
TEST(ContentHeightTest, AShortWindowScrollsByWhatTheContentHeightExceedsIt) {
  UiHarness h(390.0f, 300.0f);
  h.session.navigate([](AppState& st) {
    st.view.tab = Tab::Self;
    st.view.embed = true;
  });
  h.Frames(3);
  EXPECT_GT(h.services.content_height, 300.0f);
  EXPECT_NEAR(MainWindowScrollMax(), h.services.content_height - 300.0f, 1.0f);
}

TEST(ContentHeightTest, TheEmbeddedLabFillsATallWindowWithoutAskingForMore) {
  UiHarness h(800.0f, 900.0f);
  h.session.navigate([](AppState& st) { st.view.embed = true; });
  h.Frames(3);
  EXPECT_LE(h.services.content_height, 901.0f);
  EXPECT_GT(h.services.content_height, 450.0f);
  EXPECT_EQ(MainWindowScrollMax(), 0.0f);
}

}  // namespace
}  // namespace ap::ui::test
