// Headless UI tests of the Batched queries tab's first impression: "every tab opens
// with something to look at", "layouts use the window": it opens with several queries that
// attend differently (row 0 the lab's query), each query's strongest key and output listed, and
// a heatmap whose cells grow with the window (up to a cap) instead of sitting in a corner.
#include "ui_harness.h"

#include "app/scene/presets.h"
#include "ui/widget_ids.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace ap::ui::test {
namespace {

// The batched tab at a window size; returns the heatmap grid's rectangle.
WidgetRect HeatmapAt(float w, float hgt) {
  UiHarness h(w, hgt);
  h.session.edit([](AppState& s) { s.view.tab = Tab::Batched; });
  h.Frames(4);
  return h.Rect("batched/heatmap");
}

TEST(UiBatched, OpensWithSeveralQueriesThatAttendDifferently) {
  UiHarness h;
  h.session.edit([](AppState& s) { s.view.tab = Tab::Batched; });
  h.Frames(4);
  const AttentionScene& s = h.session.state().lab;
  ASSERT_GE(s.m(), 3);
  EXPECT_EQ(s.queries.row(0), default_scene().queries.row(0)) << "row 0 is the lab's query";
  const Mat& w = h.session.result().batched.weights;
  ASSERT_EQ(w.rows(), s.m());
  std::set<int> strongest;
  for (int j = 0; j < s.m(); ++j) {
    int best = 0;
    w.row(j).maxCoeff(&best);
    strongest.insert(best);
    EXPECT_TRUE(h.Has("batched/output/" + std::to_string(j))) << "row " << j;
    for (int i = 0; i < s.n(); ++i)
      EXPECT_TRUE(h.Has("heatmap/" + std::to_string(j) + "/" + std::to_string(i)));
  }
  EXPECT_GE(strongest.size(), 3u) << "the default queries pick at least three different keys";
}

TEST(UiBatched, TheHeatmapGrowsWithTheWindow) {
  const WidgetRect small = HeatmapAt(1024, 640);
  const WidgetRect laptop = HeatmapAt(1280, 800);
  const WidgetRect big = HeatmapAt(1920, 1080);
  const WidgetRect huge = HeatmapAt(2560, 1440);
  // At 1280 × 800 the 4 × 4 heatmap already takes a good part of the window, not a corner.
  EXPECT_GT(laptop.w, 400.0f);
  EXPECT_GT(laptop.h, 300.0f);
  EXPECT_GT(laptop.w, small.w + 40.0f) << small.w << " → " << laptop.w;
  EXPECT_GT(big.w, laptop.w + 40.0f) << laptop.w << " → " << big.w;
  EXPECT_GE(huge.w, big.w);
  // Cells stay square and capped: a 4 × 4 grid is never wider than 4 × 180 px.
  EXPECT_NEAR(huge.w, huge.h, 2.0f);
  EXPECT_LE(huge.w, 4 * 180.0f + 1.0f);
}

TEST(UiBatched, APhoneStacksTheHeatmapBelowTheQueries) {
  UiHarness h(360, 740);
  h.session.edit([](AppState& s) { s.view.tab = Tab::Batched; });
  h.Frames(4);
  const WidgetRect grid = h.Rect("batched/heatmap");
  const WidgetRect add = h.Rect("queries/add");
  EXPECT_GT(grid.y, add.y + add.h);
  EXPECT_LE(grid.x + grid.w, 360.0f);
  EXPECT_GT(grid.w, 200.0f) << "the heatmap uses the phone's width";
}

}  // namespace
}  // namespace ap::ui::test
