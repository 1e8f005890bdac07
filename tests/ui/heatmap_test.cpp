// The Heatmap widget (ui/widgets/heatmap.h) on its own, in a bare ImGui window: crowded column
// labels turn upright (the Train tab's probe once printed "agreementwas"), roomy ones stay on one
// line; hovering reports the cell and records its tooltip; a click on a cell or a row label is
// handed back to the caller; right-click → "Save as PNG" asks the host for exactly the widget's
// rectangle; cells have the colour map's colour (soft-rendered, screenshot.h).
#include "screenshot.h"

#include "app/page/app_services.h"
#include "ui/widgets/heatmap.h"
#include "ui/layout_overflow.h"
#include "ui/palette.h"
#include "ui/ui_services.h"
#include "ui/widget_ids.h"

#include "heatmap_fixture.h"

#include <gtest/gtest.h>
#include <imgui.h>

#include <algorithm>
#include <string>
#include <vector>

namespace ap::ui::test {
namespace {

class HeatmapTest : public HeatmapFixture {
 protected:
  HeatmapTest() : HeatmapFixture(900, 600) {}
  HeatmapResult Frames(const HeatmapSpec& spec, int n) {
    HeatmapResult r;
    for (int i = 0; i < n; ++i) r = Frame(spec);
    return r;
  }
};

const std::vector<std::string> kSource = {"the",    "agreement", "was", "signed", "in",
                                          "august", "1992",      ".",   "</s>"};
const std::vector<std::string> kTarget = {"l'", "accord", "a", "été", "signé", "en", "août"};

HeatmapSpec Probe(float cell) {
  HeatmapSpec s;
  s.id = "##probe";
  s.rows = static_cast<int>(kTarget.size());
  s.cols = static_cast<int>(kSource.size());
  s.value = [](int r, int c) { return static_cast<float>((r * 7 + c * 3) % 10) / 9.0f; };
  s.row_labels = &kTarget;
  s.col_labels = &kSource;
  s.cell = cell;
  s.cell_names = "cell/%d/%d";
  s.row_label_names = "row/%d";
  s.tooltip_names = "tip/%d/%d";
  return s;
}

TEST_F(HeatmapTest, CrowdedColumnLabelsTurnUprightRoomyOnesDoNot) {
  HeatmapResult r = Frames(Probe(20.0f), 2);
  const float line_h = ImGui::GetIO().Fonts->Fonts[0]->FontSize;
  const float longest = ImGui::CalcTextSize("agreement").x;
  EXPECT_GE(r.grid_min.y - r.min.y, longest) << "upright labels need a header as tall as the word";
  EXPECT_LE(r.cell_size.x, 20.0f);
  r = Frames(Probe(90.0f), 2);
  EXPECT_LT(r.grid_min.y - r.min.y, line_h * 1.6f) << "labels that fit stay on one line";
  // Upright labels leave ink above each column, inside the column's width only.
  r = Frames(Probe(20.0f), 2);
  const Shot shot = Shoot("heatmap_upright_labels");
  const Rgb bg = RgbOf(Colors().background);
  float first = 1e9f, last = -1e9f;
  ImVec2 a, b;
  HeatmapCellRect(r, 0, 1, &a, &b);  // "agreement"
  for (float y = r.min.y; y < r.grid_min.y; y += 1.0f) {
    bool ink = false;
    for (float x = a.x; x <= b.x; x += 1.0f) ink = ink || !Near(shot.At(x, y), bg, 30);
    if (ink) {
      first = std::min(first, y);
      last = std::max(last, y);
    }
  }
  EXPECT_GT(last - first, longest * 0.85f) << "the word runs upwards over its whole length";
}

TEST_F(HeatmapTest, CellsHaveTheMapsColoursAndHoverClickAreReported) {
  const HeatmapSpec spec = Probe(40.0f);
  HeatmapResult r = Frames(spec, 2);
  const Shot shot = Shoot("heatmap_cells");
  for (int row = 0; row < spec.rows; ++row)
    for (int col = 0; col < spec.cols; ++col) {
      WidgetRect c;
      ASSERT_TRUE(services.widgets.find(WidgetName("cell/%d/%d", row, col).c_str(), &c));
      EXPECT_PRED3(Near, shot.At(c.x + c.w - 2, c.y + c.h * 0.5f),
                   RgbOf(WeightColor(spec.value(row, col))), 3)
          << row << "," << col;
    }
  WidgetRect c;
  ASSERT_TRUE(services.widgets.find("cell/2/4", &c));
  ImGui::GetIO().MousePos = ImVec2(c.x + c.w * 0.5f, c.y + c.h * 0.5f);
  r = Frames(spec, 2);
  EXPECT_EQ(r.hovered_row, 2);
  EXPECT_EQ(r.hovered_col, 4);
  EXPECT_TRUE(services.widgets.find("tip/2/4", nullptr));
  ImGui::GetIO().MouseDown[0] = true;
  r = Frame(spec);
  ImGui::GetIO().MouseDown[0] = false;
  EXPECT_TRUE(r.clicked);
  EXPECT_EQ(r.clicked_row, 2);
  EXPECT_EQ(r.clicked_col, 4);
  Frames(spec, 2);
  // A row label: the row, no column.
  ASSERT_TRUE(services.widgets.find("row/5", &c));
  ImGui::GetIO().MousePos = ImVec2(c.x + 3, c.y + c.h * 0.5f);
  Frames(spec, 2);
  ImGui::GetIO().MouseDown[0] = true;
  r = Frame(spec);
  ImGui::GetIO().MouseDown[0] = false;
  EXPECT_TRUE(r.clicked);
  EXPECT_EQ(r.clicked_row, 5);
  EXPECT_EQ(r.clicked_col, -1);
}

TEST_F(HeatmapTest, RightClickSavesJustTheWidgetAsPng) {
  HeatmapSpec spec = Probe(30.0f);
  spec.png_name = "probe.png";
  Frames(spec, 2);
  WidgetRect c;
  ASSERT_TRUE(services.widgets.find("cell/1/1", &c));
  ImGuiIO& io = ImGui::GetIO();
  io.MousePos = ImVec2(c.x + 5, c.y + 5);
  Frames(spec, 2);
  io.MouseDown[1] = true;
  Frame(spec);
  io.MouseDown[1] = false;
  Frames(spec, 2);  // the popup opens under the mouse
  ASSERT_TRUE(services.widgets.find("heatmap_menu/save_png", &c)) << "no menu";
  io.MousePos = ImVec2(c.x + c.w * 0.5f, c.y + c.h * 0.5f);
  Frames(spec, 2);
  io.MouseDown[0] = true;
  Frame(spec);
  io.MouseDown[0] = false;
  const HeatmapResult r = Frames(spec, 2);
  const auto& calls = services.recording_host().calls;
  ASSERT_EQ(calls.size(), 1u);
  EXPECT_EQ(calls[0].kind, "png");
  EXPECT_EQ(calls[0].filename, "probe.png");
  EXPECT_FLOAT_EQ(calls[0].x, r.min.x);
  EXPECT_FLOAT_EQ(calls[0].y, r.min.y);
  EXPECT_FLOAT_EQ(calls[0].w, r.max.x - r.min.x);
  EXPECT_FLOAT_EQ(calls[0].h, r.max.y - r.min.y);
}

// A narrow window (a phone's panel) with long row labels: the legend would start under the grid,
// past the labels, and run off the right edge; it moves to the widget's left edge and narrows,
// so nothing of the widget is cut off (ui/layout_overflow.h).
class NarrowHeatmapTest : public HeatmapFixture {
 protected:
  NarrowHeatmapTest() : HeatmapFixture(220, 400) {}
};

TEST_F(NarrowHeatmapTest, TheLegendStaysInsideTheWindow) {
  const std::vector<std::string> rows = {"environnementales", "agriculture"};
  HeatmapSpec s;
  s.id = "##narrow";
  s.rows = s.cols = 2;
  s.value = [](int r, int c) { return r == c ? 0.9f : 0.1f; };
  s.row_labels = &rows;
  s.cell = 20.0f;
  HeatmapResult r;
  for (int i = 0; i < 3; ++i) r = Frame(s);
  ASSERT_GT(r.grid_min.x - r.min.x, 60.0f) << "the row labels push the grid right";
  EXPECT_LE(r.max.x, 220.0f - ImGui::GetStyle().WindowPadding.x + 0.5f);
  const std::vector<LayoutOverflow> overflow = FindLayoutOverflow();
  EXPECT_TRUE(overflow.empty()) << overflow.front().window << " +" << overflow.front().overflow_px;
}

}  // namespace
}  // namespace ap::ui::test
