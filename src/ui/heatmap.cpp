// WeightsHeatmap (see heatmap.h).
#include "ui/heatmap.h"

#include "ui/i18n.h"
#include "ui/key_colors.h"
#include "ui/widget_ids.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace ap::ui {

void WeightsHeatmap::Draw(const AttentionScene& s, const BatchedAttentionResult& r, ImVec2 size) {
  const int m = static_cast<int>(r.weights.rows()), n = static_cast<int>(r.weights.cols());
  if (m == 0 || n == 0 || n != s.n()) return;
  ImGui::BeginChild("##heatmap", size, false, ImGuiWindowFlags_HorizontalScrollbar);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float line_h = ImGui::GetTextLineHeight();
  const float label_w = ImGui::CalcTextSize("q00").x + 10.0f;
  const float header_h = line_h * 1.6f;
  const float legend_h = line_h * 3.0f;
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  // Square-ish cells that fill the space, at least 14 px (then the child scrolls).
  const float cell =
      std::max(14.0f, std::min((avail.x - label_w) / static_cast<float>(n),
                               (avail.y - header_h - legend_h) / static_cast<float>(m)));
  const float cell_w = std::min(cell, 120.0f), cell_h = std::min(cell, 64.0f);
  const ImVec2 o = ImGui::GetCursorScreenPos();
  const ImVec2 grid0(o.x + label_w, o.y + header_h);
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const bool window_hovered = ImGui::IsWindowHovered();
  int hover_row = -1, hover_col = -1;
  char buf[32];

  for (int i = 0; i < n; ++i) {
    const float x = grid0.x + cell_w * static_cast<float>(i);
    const std::string& label = s.labels[static_cast<std::size_t>(i)];
    dl->PushClipRect(ImVec2(x, o.y), ImVec2(x + cell_w, grid0.y), true);
    const bool on = s.mask.empty() || s.mask[static_cast<std::size_t>(i)];
    dl->AddText(ImVec2(x + 2, o.y + 2), on ? KeyColor(i) : kMaskedColor, label.c_str());
    dl->PopClipRect();
  }
  for (int j = 0; j < m; ++j) {
    const float y = grid0.y + cell_h * static_cast<float>(j);
    std::snprintf(buf, sizeof(buf), "q%d", j);
    dl->AddText(ImVec2(o.x + 2, y + (cell_h - line_h) * 0.5f), kQueryColor, buf);
    for (int i = 0; i < n; ++i) {
      const float x = grid0.x + cell_w * static_cast<float>(i);
      const ImVec2 a(x, y), b(x + cell_w - 1, y + cell_h - 1);
      const float w = r.weights(j, i);
      dl->AddRectFilled(a, b, WeightScaleColor(w));
      RecordRect(WidgetName("heatmap/%d/%d", j, i), a, b);
      if (cell_w >= 40.0f && cell_h >= line_h + 2) {
        std::snprintf(buf, sizeof(buf), "%.2f", static_cast<double>(w));
        const ImU32 ink = w > 0.6f ? IM_COL32(20, 20, 20, 255) : IM_COL32(235, 235, 235, 255);
        dl->AddText(ImVec2(x + 3, y + (cell_h - line_h) * 0.5f), ink, buf);
      }
      if (window_hovered && mouse.x >= a.x && mouse.x < b.x + 1 && mouse.y >= a.y &&
          mouse.y < b.y + 1) {
        hover_row = j;
        hover_col = i;
      }
    }
  }
  const ImVec2 grid1(grid0.x + cell_w * static_cast<float>(n),
                     grid0.y + cell_h * static_cast<float>(m));
  if (hover_row >= 0) {
    const ImVec2 a(grid0.x + cell_w * static_cast<float>(hover_col),
                   grid0.y + cell_h * static_cast<float>(hover_row));
    dl->AddRect(a, ImVec2(a.x + cell_w - 1, a.y + cell_h - 1), IM_COL32(255, 255, 255, 255), 0, 0,
                2.0f);
    ImGui::BeginTooltip();
    ImGui::Text("%s q%d, %s %d (%s)", Tr("heatmap.query", "query"), hover_row,
                Tr("heatmap.key", "key"), hover_col,
                s.labels[static_cast<std::size_t>(hover_col)].c_str());
    ImGui::Text("%s = %.4f", Tr("heatmap.weight", "weight"),
                static_cast<double>(r.weights(hover_row, hover_col)));
    ImGui::Text("%s = %.4f", Tr("heatmap.score", "score"),
                static_cast<double>(r.scores(hover_row, hover_col)));
    const ImVec2 pos = ImGui::GetWindowPos(), tip = ImGui::GetWindowSize();
    RecordRect(WidgetName("tooltip/heatmap/%d/%d", hover_row, hover_col), pos,
               ImVec2(pos.x + tip.x, pos.y + tip.y));
    ImGui::EndTooltip();
  }

  // Legend: the colour scale from 0 to 1.
  const float ly = grid1.y + line_h * 0.6f;
  const float lw = std::min(260.0f, std::max(120.0f, grid1.x - grid0.x));
  const int steps = 32;
  for (int k = 0; k < steps; ++k) {
    const float t0 = static_cast<float>(k) / steps, t1 = static_cast<float>(k + 1) / steps;
    dl->AddRectFilled(ImVec2(grid0.x + lw * t0, ly),
                      ImVec2(grid0.x + lw * t1 + 0.5f, ly + line_h * 0.8f),
                      WeightScaleColor((t0 + t1) * 0.5f));
  }
  dl->AddText(ImVec2(grid0.x, ly + line_h), ImGui::GetColorU32(ImGuiCol_Text), "0");
  dl->AddText(ImVec2(grid0.x + lw - ImGui::CalcTextSize("1").x, ly + line_h),
              ImGui::GetColorU32(ImGuiCol_Text), "1");
  const char* title = Tr("heatmap.legend", "weight");
  dl->AddText(ImVec2(grid0.x + lw + 8, ly), ImGui::GetColorU32(ImGuiCol_Text), title);
  ImGui::Dummy(ImVec2(grid1.x - o.x, grid1.y - o.y + legend_h));
  ImGui::EndChild();
}

}  // namespace ap::ui
