// Headless UI tests of the demos tabs (painting, self-attention, multi-head): the real AppUi runs
// frames with each tab open, typing into the query field changes the state, presets and controls
// go through session.edit, and a hundred frames of hovering over the views do not crash or
// change the state. Widget rects come from the registry (RecordItem names in the panels).
#include "screenshot.h"
#include "ui_harness.h"

#include <gtest/gtest.h>

#include <cstdlib>

namespace ap::ui::test {
namespace {

void Open(UiHarness& h, const char* tab) {
  h.session.edit([tab](AppState& s) { s.view.tab = tab; });
  h.Frames(3);
}

TEST(UiDemos, PaintingQueryIsTypedAndShown) {
  UiHarness h;
  Open(h, "painting");
  ASSERT_TRUE(h.Has("painting/query"));
  ASSERT_TRUE(h.Has("painting/picture"));
  h.Click("painting/query");
  h.Press(ImGuiKey_End);
  for (int i = 0; i < 20; ++i) h.Press(ImGuiKey_Backspace);
  h.Type("animals");
  h.Frames(2);
  EXPECT_EQ(h.session.state().demos.painting_query, "animals");
  // Hover across the picture: tooltips, no state change.
  const std::string link = h.session.link();
  const ImVec2 c = h.Center("painting/picture");
  for (int i = 0; i < 60; ++i) h.MoveTo(ImVec2(c.x - 150 + 5 * i, c.y + 40));
  EXPECT_EQ(h.session.link(), link);
}

TEST(UiDemos, SelfAttentionTabShowsTheSentenceAndTogglesPe) {
  UiHarness h;
  Open(h, "self");
  ASSERT_TRUE(h.Has("self/sentence"));
  ASSERT_TRUE(h.Has("self/heatmap"));
  ASSERT_TRUE(h.Has("self/head_view"));
  const bool pe = h.session.state().demos.positional_encoding;
  h.Click("self/pe");
  EXPECT_EQ(h.session.state().demos.positional_encoding, !pe);
  const ImVec2 v = h.Center("self/head_view");
  for (int i = 0; i < 40; ++i) h.MoveTo(ImVec2(v.x - 100, v.y - 40 + 2 * i));
  h.Frames(100);
}

TEST(UiDemos, MultiHeadRandomiseIsSeededAndUndoable) {
  UiHarness h;
  Open(h, "heads");
  ASSERT_TRUE(h.Has("heads/randomise"));
  const auto seed = h.session.state().demos.head_seed;
  h.Click("heads/randomise");
  EXPECT_EQ(h.session.state().demos.head_source, "random");
  EXPECT_EQ(h.session.state().demos.head_seed, seed + 1);
  h.Frames(30);
  ASSERT_TRUE(h.session.undo());
  EXPECT_EQ(h.session.state().demos.head_source, "words");
  // Bad combinations give a message, not a crash.
  h.session.edit([](AppState& s) {
    s.demos.heads = 8;
    s.demos.d_model = 8;
  });
  h.Frames(10);
  for (const char* tab : {"self", "heads", "painting"}) Open(h, tab);
}

TEST(UiDemos, TabsRenderSomething) {
  for (const char* tab : {"painting", "self", "heads"}) {
    UiHarness h(1280, 800);
    Open(h, tab);
    EXPECT_GT(Shoot((std::string("demos_") + tab).c_str()), 5000) << tab;
  }
}

}  // namespace
}  // namespace ap::ui::test
