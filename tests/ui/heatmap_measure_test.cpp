// MeasureHeatmap (ui/widgets/heatmap.h): the size and parts of a heatmap without drawing it. For
// several specs its size is the drawn widget's item rectangle and its grid is where the cells are
// drawn (their recorded rectangles); it draws and records nothing itself; and the legend follows
// its rule: as wide as the grid within 120–260 px, under the grid, its title at its right, and at
// the widget's left edge, narrowed, where it would pass the available width.
#include "app/page/app_services.h"
#include "ui/palette.h"
#include "ui/ui_services.h"
#include "ui/widgets/heatmap.h"
#include "ui/widget_ids.h"

#include "heatmap_fixture.h"

#include <gtest/gtest.h>
#include <imgui.h>

#include <string>
#include <vector>

namespace ap::ui::test {
namespace {

const std::vector<std::string> kWords = {"the", "agreement", "was", "signed", "in", "august"};
const std::vector<std::string> kRows = {"agriculture", "eau"};

HeatmapSpec Spec(int rows, int cols, float cell) {
  HeatmapSpec s;
  s.id = "##measured";
  s.rows = rows;
  s.cols = cols;
  s.value = [](int r, int c) { return static_cast<float>((r * 5 + c * 3) % 7) / 6.0f; };
  s.cell = cell;
  s.widget_name = "grid";
  s.cell_names = "cell/%d/%d";
  return s;
}

class HeatmapMeasureTest : public HeatmapFixture {
 protected:
  HeatmapMeasureTest() : HeatmapFixture(900, 600) {}

  // Measures `spec` at the cursor, then draws it there (two frames, so the window is settled).
  void MeasureThenDraw(const HeatmapSpec& spec) {
    for (int i = 0; i < 2; ++i) FrameWith([] {});  // no rects left from an earlier spec
    for (int i = 0; i < 2; ++i)
      FrameWith([&] {
        const ImVec2 before = ImGui::GetCursorScreenPos();
        measured_ = MeasureHeatmap(spec);
        EXPECT_EQ(ImGui::GetCursorScreenPos().x, before.x) << "measuring moves nothing";
        EXPECT_EQ(ImGui::GetCursorScreenPos().y, before.y);
        if (i == 0)  // (later frames find the frame before's rects)
          EXPECT_FALSE(services.widgets.find("grid", &grid_)) << "measuring records nothing";
        origin_ = before;
        drawn_ = DrawHeatmap(spec);
        item_min_ = ImGui::GetItemRectMin();
        item_max_ = ImGui::GetItemRectMax();
      });
    ASSERT_TRUE(services.widgets.find("grid", &grid_));
  }

  void ExpectMeasureIsTheDrawnWidget(const char* what) {
    SCOPED_TRACE(what);
    EXPECT_NEAR(item_max_.x - item_min_.x, measured_.size.x, 0.01f);
    EXPECT_NEAR(item_max_.y - item_min_.y, measured_.size.y, 0.01f);
    EXPECT_NEAR(item_min_.x, origin_.x, 0.01f);
    EXPECT_NEAR(grid_.x, origin_.x + measured_.grid_offset.x, 0.01f);
    EXPECT_NEAR(grid_.y, origin_.y + measured_.grid_offset.y, 0.01f);
    EXPECT_NEAR(grid_.w, measured_.grid_size.x, 0.01f);
    EXPECT_NEAR(grid_.h, measured_.grid_size.y, 0.01f);
    WidgetRect first;
    ASSERT_TRUE(services.widgets.find("cell/0/0", &first));
    EXPECT_NEAR(first.x, grid_.x, 0.01f);
    EXPECT_NEAR(first.y, grid_.y, 0.01f);
    EXPECT_EQ(drawn_.cell_size.x, measured_.cell_size.x);
    EXPECT_EQ(drawn_.block_cols, measured_.block_cols);
    EXPECT_FLOAT_EQ(measured_.grid_size.x,
                    measured_.cell_size.x * static_cast<float>(measured_.drawn_cols));
  }

  HeatmapMeasure measured_;
  HeatmapResult drawn_;
  WidgetRect grid_;
  ImVec2 origin_, item_min_, item_max_;
};

TEST_F(HeatmapMeasureTest, ItsSizeAndGridAreTheDrawnWidgets) {
  HeatmapSpec labelled = Spec(6, 6, 20.0f);
  labelled.row_labels = labelled.col_labels = &kWords;
  MeasureThenDraw(labelled);
  ExpectMeasureIsTheDrawnWidget("labels, upright column labels, legend");
  EXPECT_TRUE(measured_.col_labels_upright);
  EXPECT_GT(measured_.grid_offset.x, 0.0f);

  HeatmapSpec fitted = Spec(5, 8, 0.0f);
  fitted.size = ImVec2(400, 300);
  fitted.legend = false;
  MeasureThenDraw(fitted);
  ExpectMeasureIsTheDrawnWidget("cells fitted into 400×300, no legend");
  EXPECT_EQ(measured_.legend_h, 0.0f);
  EXPECT_EQ(measured_.size.x, measured_.grid_size.x);

  HeatmapSpec blocks = Spec(100, 300, 2.0f);
  blocks.max_cells = 64;
  blocks.diverging = true;
  blocks.lo = -1.0f;
  MeasureThenDraw(blocks);
  ExpectMeasureIsTheDrawnWidget("averaged into blocks, diverging");
  EXPECT_EQ(measured_.block_cols, 5);
  EXPECT_EQ(measured_.drawn_cols, 60);
  EXPECT_EQ(measured_.drawn_rows, 50);
}

TEST_F(HeatmapMeasureTest, TheLegendIsAsWideAsTheGridWithin120To260Px) {
  const float kM = space::kM;
  HeatmapSpec small = Spec(3, 3, 20.0f);  // a 60 px grid: the bar is 120 px
  MeasureThenDraw(small);
  EXPECT_EQ(measured_.legend_w, 120.0f);
  EXPECT_EQ(measured_.legend_offset.x, measured_.grid_offset.x);
  EXPECT_NEAR(measured_.legend_offset.y, measured_.grid_size.y + kM, 0.01f);
  EXPECT_NEAR(measured_.legend_title_w, ImGui::CalcTextSize("weight").x + kM, 0.01f);
  EXPECT_NEAR(measured_.size.x, 120.0f + measured_.legend_title_w, 0.01f);
  ExpectMeasureIsTheDrawnWidget("small grid");

  HeatmapSpec mid = Spec(3, 9, 20.0f);  // 180 px: as wide as the grid
  MeasureThenDraw(mid);
  EXPECT_EQ(measured_.legend_w, 180.0f);

  HeatmapSpec wide = Spec(3, 30, 12.0f);  // 360 px: the bar stops at 260 px
  wide.diverging = true;
  MeasureThenDraw(wide);
  EXPECT_EQ(measured_.legend_w, 260.0f);
  EXPECT_NEAR(measured_.legend_title_w, ImGui::CalcTextSize("value").x + kM, 0.01f);
  EXPECT_EQ(measured_.size.x, 360.0f) << "the grid is wider than the bar and its title";
}

// A narrow window (a phone's panel) with row labels: under the grid the legend would pass the
// window's edge; it starts at the widget's left edge and narrows to the width available.
class NarrowHeatmapMeasureTest : public HeatmapMeasureTest {
 protected:
  NarrowHeatmapMeasureTest() { ImGui::GetIO().DisplaySize = ImVec2(180, 400); }
};

TEST_F(NarrowHeatmapMeasureTest, TheLegendMovesLeftAndNarrowsToFit) {
  HeatmapSpec s = Spec(2, 2, 20.0f);
  s.row_labels = &kRows;
  MeasureThenDraw(s);
  ExpectMeasureIsTheDrawnWidget("narrow window");
  const float avail = 180.0f - 2.0f * ImGui::GetStyle().WindowPadding.x;
  ASSERT_GT(measured_.grid_offset.x + 120.0f + measured_.legend_title_w, avail)
      << "under the grid, a 120 px bar and its title would not fit";
  EXPECT_EQ(measured_.legend_offset.x, 0.0f);
  EXPECT_LT(measured_.legend_w, 120.0f);
  EXPECT_NEAR(measured_.legend_w, avail - measured_.legend_title_w, 0.01f);
  EXPECT_NEAR(measured_.size.x, avail, 0.01f);
}

TEST_F(HeatmapMeasureTest, AnEmptySpecMeasuresTheEmptyText) {
  HeatmapSpec s = Spec(0, 3, 20.0f);
  FrameWith([&] {
    measured_ = MeasureHeatmap(s);
    DrawHeatmap(s);
    item_min_ = ImGui::GetItemRectMin();
    item_max_ = ImGui::GetItemRectMax();
  });
  EXPECT_TRUE(measured_.empty);
  EXPECT_NEAR(item_max_.x - item_min_.x, measured_.size.x, 0.01f);
  EXPECT_NEAR(item_max_.y - item_min_.y, measured_.size.y, 0.01f);
}

}  // namespace
}  // namespace ap::ui::test
