// The tour's line plots: several series over x = 1 … count in a framed box, with ticks and numbers
// on both axes, the axes' titles (with their units), an optional marker on one x, and a legend
// that shows each series' own line (solid or dashed, so the lines read apart without their hues).
#pragma once

#include <imgui.h>

namespace ap::ui {

struct PlotSeries {
  const float* ys;  // ys[i] is the value at x = i + 1
  int count;        // points
  ImU32 color;
  const char* name;  // in the legend (nullptr: no legend entry)
  bool dashed = false;
};

struct PlotAxes {
  const char* x_title;  // e.g. "sentence length n (words)"
  const char* y_title;  // e.g. "numbers per word"
  float y_max;          // the y range is [0, y_max]
};

// Draws the plot at the cursor, `size` including the axes' numbers and titles and the legend;
// `mark` (an index, or −1) gets a dot on every series.
void DrawTourPlot(const char* id, const PlotSeries* series, int series_count, const PlotAxes& axes,
                  int mark, ImVec2 size);

}  // namespace ap::ui
