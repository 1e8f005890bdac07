// DrawTourPlot (see tour_plot.h): the frame and its ticks, the lines, then the legend row.
#include "ui/tabs/tour_plot.h"

#include "ui/palette.h"
#include "ui/widget_ids.h"
#include "ui/widgets/axis_ticks.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace ap::ui {

namespace {

constexpr int kTicks = 4;  // at most this many intervals on each axis

// A line from a to b, solid or in 6 px dashes.
void Line(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 color, bool dashed) {
  if (!dashed) {
    dl->AddLine(a, b, color, 2.0f);
    return;
  }
  const float len = std::hypot(b.x - a.x, b.y - a.y);
  if (len <= 0.0f) return;
  for (float t = 0.0f; t < len; t += 10.0f) {
    const float u0 = t / len, u1 = std::min(t + 6.0f, len) / len;
    dl->AddLine(ImVec2(a.x + (b.x - a.x) * u0, a.y + (b.y - a.y) * u0),
                ImVec2(a.x + (b.x - a.x) * u1, a.y + (b.y - a.y) * u1), color, 2.0f);
  }
}

}  // namespace

void DrawTourPlot(const char* id, const PlotSeries* series, int series_count, const PlotAxes& axes,
                  int mark, ImVec2 size) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text);
  const ImU32 grid = Colors().grid;
  const float line_h = ImGui::GetTextLineHeight();
  int count = 2;
  for (int s = 0; s < series_count; ++s) count = std::max(count, series[s].count);
  // Round ticks: y from 0, x (the sentence length n = index + 1) at 1 and each round n.
  const AxisTicks yt = NiceTicks(axes.y_max, kTicks), xt = NiceTicks(count, kTicks);
  const float y_top = static_cast<float>(yt.top());
  const float left = ImGui::CalcTextSize(yt.Label(yt.steps).c_str()).x + 8.0f;
  // Above the frame: the y axis' title, then the legend (on a second line when both do not fit).
  const float y_title_w = ImGui::CalcTextSize(axes.y_title).x + 16.0f;
  float legend_w = 0.0f;
  for (int s = 0; s < series_count; ++s)
    if (series[s].name) legend_w += 46.0f + ImGui::CalcTextSize(series[s].name).x;
  const bool two_lines = legend_w > 0.0f && y_title_w + legend_w > size.x;
  const float bottom = line_h * 2.2f, top = line_h * (two_lines ? 2.6f : 1.4f);
  const ImVec2 o = ImGui::GetCursorScreenPos();
  ImGui::InvisibleButton(id, size);
  RecordRect(id, o, ImVec2(o.x + size.x, o.y + size.y));
  const ImVec2 p0(o.x + left, o.y + top), p1(o.x + size.x - 8.0f, o.y + size.y - bottom);
  dl->AddRectFilled(p0, p1, Colors().panel);
  auto x_of = [&](float i) { return p0.x + (p1.x - p0.x) * i / static_cast<float>(count - 1); };
  auto y_of = [&](float v) { return p1.y - (p1.y - p0.y) * std::clamp(v / y_top, 0.0f, 1.0f); };
  for (int k = 0; k <= yt.steps; ++k) {  // y: grid lines and numbers
    const float v = static_cast<float>(yt.step * k);
    if (k > 0) dl->AddLine(ImVec2(p0.x, y_of(v)), ImVec2(p1.x, y_of(v)), grid);
    const std::string label = yt.Label(k);
    dl->AddText(ImVec2(p0.x - ImGui::CalcTextSize(label.c_str()).x - 4.0f, y_of(v) - line_h * 0.5f),
                text, label.c_str());
  }
  for (int k = 0; k <= xt.steps; ++k) {  // x: ticks and numbers at n = 1, step, 2 step, …
    const int n = k == 0 ? 1 : static_cast<int>(std::lround(xt.step * k));
    if (n > count) break;
    const float x = x_of(static_cast<float>(n - 1));
    dl->AddLine(ImVec2(x, p1.y), ImVec2(x, p1.y + 4.0f), text);
    const std::string label = std::to_string(n);
    const float w = ImGui::CalcTextSize(label.c_str()).x;
    dl->AddText(ImVec2(std::clamp(x - w * 0.5f, o.x, p1.x - w), p1.y + 4.0f), text, label.c_str());
  }
  dl->AddLine(ImVec2(p0.x, p1.y), ImVec2(p1.x, p1.y), text);
  dl->AddLine(p0, ImVec2(p0.x, p1.y), text);
  const float x_title_w = ImGui::CalcTextSize(axes.x_title).x;
  dl->AddText(ImVec2(std::max(p0.x, p1.x - x_title_w), p1.y + 4.0f + line_h), text, axes.x_title);
  for (int s = 0; s < series_count; ++s) {
    const PlotSeries& se = series[s];
    for (int i = 1; i < se.count; ++i)
      Line(dl, ImVec2(x_of(static_cast<float>(i - 1)), y_of(se.ys[i - 1])),
           ImVec2(x_of(static_cast<float>(i)), y_of(se.ys[i])), se.color, se.dashed);
    if (mark >= 0 && mark < se.count)
      dl->AddCircleFilled(ImVec2(x_of(static_cast<float>(mark)), y_of(se.ys[mark])), 4.0f,
                          se.color);
  }
  dl->AddText(o, text, axes.y_title);
  float x = two_lines ? o.x : o.x + y_title_w;
  const float legend_y = two_lines ? o.y + line_h * 1.2f : o.y;
  for (int s = 0; s < series_count; ++s) {
    if (!series[s].name) continue;
    const float y = legend_y + line_h * 0.5f;
    Line(dl, ImVec2(x, y), ImVec2(x + 26.0f, y), series[s].color, series[s].dashed);
    dl->AddText(ImVec2(x + 30.0f, legend_y), text, series[s].name);
    x += 30.0f + ImGui::CalcTextSize(series[s].name).x + 16.0f;
  }
}

}  // namespace ap::ui
