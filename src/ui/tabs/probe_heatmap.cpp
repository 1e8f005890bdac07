// ProbeHeatmap (see probe_heatmap.h): the probe's alignment through the Heatmap widget.
#include "ui/tabs/probe_heatmap.h"

#include "ui/widgets/heatmap.h"
#include "ui/i18n.h"
#include "ui/palette.h"
#include "ui/widget_ids.h"
#include "ui/widgets/wrapped_text.h"

#include <algorithm>
#include <cstdio>

namespace ap::ui {

void DrawProbeHeatmap(const char* model, const std::vector<std::string>& source,
                      const ProbeSnapshot& s, int map, ImVec2 size) {
  std::string translation;
  for (const auto& w : s.target) translation += (translation.empty() ? "" : " ") + w;
  const int rows = static_cast<int>(s.target.size()), cols = s.tx;
  if (s.alignment.empty() || rows == 0 || cols == 0 || map < 0 || map >= s.maps() ||
      s.alignment.size() < s.map_size() * s.maps() || static_cast<int>(source.size()) < cols) {
    TextWrappedCjk(Tr("train.no_attention",
                      "RNNencdec has no attention: it reads the sentence into one vector."),
                   ImGui::GetCursorPosX() + size.x);
    ImGui::TextWrapped("→ %s", translation.c_str());
    return;
  }
  char id[48], grid[48], cells[64], png[48];
  std::snprintf(id, sizeof(id), "##probe_%s", model);
  std::snprintf(grid, sizeof(grid), "train/heatmap/%s", model);
  std::snprintf(cells, sizeof(cells), "train/cell/%s/%%d/%%d", model);
  std::snprintf(png, sizeof(png), "probe-%s.png", model);
  HeatmapSpec spec;
  spec.id = id;
  spec.rows = rows;
  spec.cols = cols;
  const float* w = s.map(map);
  spec.value = [w, cols](int r, int c) { return w[static_cast<size_t>(r * cols + c)]; };
  spec.row_labels = &s.target;
  spec.col_labels = &source;  // (it may hold more than cols tokens: only the first cols are drawn)
  // The legend is drawn below by us, fitted to the width: the widget's own starts at the grid's
  // left edge, past the row labels, and runs off a phone when the labels are long.
  const float line_h = ImGui::GetTextLineHeight();
  const float legend_h = line_h * 2.2f + space::kM;
  spec.size = ImVec2(size.x, std::max(size.y - legend_h, 60.0f));
  spec.legend = false;
  spec.min_cell = 6.0f;
  spec.max_cell_w = 88.0f;  // a big screen gets a bigger grid, never a stretched one
  spec.max_cell_h = ImGui::GetTextLineHeight() * 2.0f;
  spec.values = false;  // the replay slider moves fast; the tooltip has the number
  spec.widget_name = grid;
  spec.cell_names = cells;
  spec.png_name = png;
  DrawHeatmap(spec);
  const float title_w = ImGui::CalcTextSize(Tr("heatmap.legend", "weight")).x;
  DrawHeatmapLegend(0.0f, 1.0f, false, nullptr,
                    std::clamp(size.x - space::kM - title_w * 2.0f - 4.0f, 60.0f, 260.0f));
}

}  // namespace ap::ui
