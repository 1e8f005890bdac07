// Heatmap: the one widget that draws a matrix as coloured cells — attention weights (batched
// queries, the translator's alignment, self-attention, the heads, the Train tab's probe) in
// viridis and signed values (concat, W_o, output, weight matrices) in the diverging map.
//
// It draws row labels at the left and column labels along the top (rotated upright when they do
// not fit their cells, shortened with ".." past a cap, thinned out when cells are smaller than a
// line), the value in each cell when it fits (ink chosen for contrast), a colour legend below,
// and on hover the cell outlined and a tooltip (row, column, value; the caller may add lines).
// A click on a cell or a row label is reported to the caller (HeatmapResult); right-click offers
// "Save as PNG", which exports just the widget's rectangle through the host. Matrices larger than
// max_cells per side are drawn as block means.
//
// Easing: when the values change, the cells' colours glide to the new ones over kEaseSeconds
// (ui/widgets/value_easing.h), per heatmap (its ImGui id in its window); off when the UI's
// services.motion is off, or with spec.ease = false. Only the fill eases: the printed values, the
// tooltip and every number the caller reads stay exact. A heatmap not drawn last frame (another
// tab was open) shows its values at once, and its eased values are forgotten.
//
// MeasureHeatmap(spec) gives the widget's size and parts without drawing; DrawHeatmap draws
// exactly that, so a caller fitting heatmaps side by side asks it rather than re-deriving them.
#pragma once

#include <imgui.h>

#include <functional>
#include <string>
#include <vector>

namespace ap::ui {

struct HeatmapSpec {
  const char* id = "##heatmap";  // the ImGui id (unique in its window)
  int rows = 0, cols = 0;
  std::function<float(int row, int col)> value;
  // Sequential (viridis) over [lo, hi]; diverging (RdBu) over [−range, +range] with
  // range = max(|lo|, |hi|), 0 white.
  float lo = 0.0f, hi = 1.0f;
  bool diverging = false;

  const std::vector<std::string>* row_labels = nullptr;  // nullptr: none
  const std::vector<std::string>* col_labels = nullptr;
  std::function<ImU32(int)> row_label_color;  // optional, else the text colour
  std::function<ImU32(int)> col_label_color;

  // The cells: a fixed square size (cell > 0), or fitted into `size` (0: the region available),
  // each side within [min_cell, max_cell_w/h]; square = the smaller of the two fitted sides.
  float cell = 0.0f;
  ImVec2 size = ImVec2(0.0f, 0.0f);
  float min_cell = 8.0f, max_cell_w = 96.0f, max_cell_h = 48.0f;
  bool square = false;
  int max_cells = 0;  // > 0: rows/columns past this many are averaged into blocks

  bool values = true;  // print values in cells that are big enough
  bool ease = true;    // colours ease to changed values (when motion is on)
  bool legend = true;
  const char* legend_title = nullptr;  // default: "weight" / "value"
  int highlight_row = -1;              // outlined across the grid
  int selected_row = -1;               // its label drawn selected

  // Widget registry names (ui/widget_ids.h), printf formats; nullptr: not recorded.
  const char* widget_name = nullptr;      // the grid's rectangle
  const char* cell_names = nullptr;       // "...%d/%d" (row, col) of every cell
  const char* row_label_names = nullptr;  // "...%d" (row) of every row label
  const char* tooltip_names = nullptr;    // "...%d/%d" of the tooltip window while shown

  // Tooltip: "<row_title> <row label>, <col_title> <col label>" and "<value title> = v" (defaults:
  // row, column; weight, or value when diverging); the callback, when set, adds lines below it.
  const char* row_title = nullptr;
  const char* col_title = nullptr;
  std::function<void(int row, int col)> tooltip_extra;
  // When set, replaces the row, column and value lines (a thumbnail's "été → signed, 0.62").
  std::function<void(int row, int col)> tooltip_main;
  const char* png_name = "heatmap.png";
};

struct HeatmapResult {
  int hovered_row = -1, hovered_col = -1;  // the hovered cell (a block's first row/column)
  int clicked_row = -1, clicked_col = -1;  // clicked cell; a row label click: col = −1
  bool clicked = false;
  ImVec2 grid_min, grid_max;  // the cells' rectangle, for the caller's overlays
  ImVec2 cell_size;           // one drawn cell (a block when averaged)
  int block_rows = 1, block_cols = 1;
  ImVec2 min, max;  // the whole widget (labels, cells, legend)
};

// The widget's size and parts, from the widget's top-left corner, as DrawHeatmap would draw `spec`
// at the cursor of the current window: fitted cells (spec.cell = 0) and the legend's place depend
// on the window's content region available there. Draws nothing, records nothing.
struct HeatmapMeasure {
  bool empty = false;  // no rows, columns or values: the widget is the text "(empty)"
  ImVec2 size;         // the whole widget: labels, cells, legend
  ImVec2 grid_offset;  // the cells' top-left: (row-label margin, column-label band)
  ImVec2 grid_size;    // all drawn cells
  ImVec2 cell_size;    // one drawn cell (a block when averaged)
  int block_rows = 1, block_cols = 1;          // rows/columns averaged into one drawn cell
  int drawn_rows = 0, drawn_cols = 0;          // cells drawn down and across
  bool col_labels_upright = false;             // column labels turned 90° (wider than a cell)
  int row_label_step = 1, col_label_step = 1;  // every n-th label, when cells are below a line
  // The legend under the grid: as wide as the grid (120–260 px), its title at its right; where
  // that would pass the available width it starts at the widget's left edge and narrows (at least
  // 60 px). All 0 without a legend.
  float legend_h = 0.0f;        // its band under the grid
  ImVec2 legend_offset;         // the colour bar's top-left
  float legend_w = 0.0f;        // the colour bar's width
  float legend_title_w = 0.0f;  // the title's width with the gap before it
  const char* legend_title = nullptr;
};

HeatmapMeasure MeasureHeatmap(const HeatmapSpec& spec);

HeatmapResult DrawHeatmap(const HeatmapSpec& spec);

// A colour legend on its own (for several heatmaps that share a scale), at the cursor.
void DrawHeatmapLegend(float lo, float hi, bool diverging, const char* title = nullptr,
                       float width = 260.0f);

// The rectangle of the drawn cell holding (row, col), from a result.
void HeatmapCellRect(const HeatmapResult& r, int row, int col, ImVec2* a, ImVec2* b);

// Tests: how many heatmaps' eased values the current ImGui context holds (those drawn this frame
// or the one before).
int HeatmapEasingEntriesForTest();

}  // namespace ap::ui
