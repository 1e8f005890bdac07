// ProbeHeatmap (see probe_heatmap.h).
#include "ui/probe_heatmap.h"

#include "ui/i18n.h"
#include "ui/key_colors.h"
#include "ui/widget_ids.h"
#include "ui/wrapped_text.h"

#include <algorithm>
#include <cstdio>

namespace ap::ui {

void DrawProbeHeatmap(const char* model, const std::vector<std::string>& source,
                      const ProbeSnapshot& s, ImVec2 size) {
  std::string translation;
  for (const auto& w : s.target) translation += (translation.empty() ? "" : " ") + w;
  const int rows = static_cast<int>(s.target.size()), cols = s.tx;
  if (s.alignment.empty() || rows == 0 || cols == 0 ||
      static_cast<int>(s.alignment.size()) < rows * cols ||
      static_cast<int>(source.size()) < cols) {
    TextWrappedCjk(Tr("train.no_attention",
                      "RNNencdec has no attention: it reads the sentence into one vector."),
                   ImGui::GetCursorPosX() + size.x);
    ImGui::TextWrapped("→ %s", translation.c_str());
    return;
  }
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float line_h = ImGui::GetTextLineHeight();
  float label_w = 0;
  for (const auto& w : s.target) label_w = std::max(label_w, ImGui::CalcTextSize(w.c_str()).x);
  label_w += 8;
  const float cell_w = std::clamp((size.x - label_w) / static_cast<float>(cols), 8.0f, 64.0f);
  const float cell_h =
      std::clamp((size.y - line_h * 1.6f) / static_cast<float>(rows), 6.0f, line_h + 8);
  const ImVec2 o = ImGui::GetCursorScreenPos();
  const ImVec2 grid0(o.x + label_w, o.y + line_h * 1.4f);
  const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text);
  for (int c = 0; c < cols; ++c) {
    const float x = grid0.x + cell_w * static_cast<float>(c);
    dl->PushClipRect(ImVec2(x, o.y), ImVec2(x + cell_w, grid0.y), true);
    dl->AddText(ImVec2(x + 1, o.y), text, source[c].c_str());
    dl->PopClipRect();
  }
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  int hr = -1, hc = -1;
  for (int r = 0; r < rows; ++r) {
    const float y = grid0.y + cell_h * static_cast<float>(r);
    if (cell_h >= line_h - 2)
      dl->AddText(ImVec2(o.x, y + (cell_h - line_h) * 0.5f), text, s.target[r].c_str());
    for (int c = 0; c < cols; ++c) {
      const float x = grid0.x + cell_w * static_cast<float>(c);
      const ImVec2 a(x, y), b(x + cell_w - 1, y + cell_h - 1);
      dl->AddRectFilled(a, b, WeightScaleColor(s.alignment[static_cast<size_t>(r * cols + c)]));
      RecordRect(WidgetName("train/cell/%s/%d/%d", model, r, c), a, b);
      if (ImGui::IsWindowHovered() && mouse.x >= a.x && mouse.x <= b.x && mouse.y >= a.y &&
          mouse.y <= b.y) {
        hr = r;
        hc = c;
      }
    }
  }
  const ImVec2 end(grid0.x + cell_w * static_cast<float>(cols),
                   grid0.y + cell_h * static_cast<float>(rows));
  RecordRect(WidgetName("train/heatmap/%s", model), grid0, end);
  if (hr >= 0) {
    ImGui::BeginTooltip();
    ImGui::Text("%s → %s", source[hc].c_str(), s.target[hr].c_str());
    ImGui::Text("%s = %.4f", Tr("heatmap.weight", "weight"),
                static_cast<double>(s.alignment[static_cast<size_t>(hr * cols + hc)]));
    ImGui::EndTooltip();
  }
  ImGui::Dummy(ImVec2(end.x - o.x, end.y - o.y + 2));
}

}  // namespace ap::ui
