// TrainingCurves (see training_curves.h): axes, grid, one polyline per model.
#include "ui/training_curves.h"

#include "ui/i18n.h"
#include "ui/widget_ids.h"

#include <algorithm>
#include <cstdio>
#include <functional>

namespace ap::ui {

ImU32 TrainingModelColor(s2s::ModelKind kind) {
  return kind == s2s::ModelKind::Search ? IM_COL32(230, 80, 70, 255) : IM_COL32(80, 150, 230, 255);
}

namespace {

struct Series {
  ImU32 color;
  std::vector<ImVec2> points;  // (examples, value)
};

void DrawChart(const char* id, const char* title, const std::vector<Series>& series, double y_max,
               ImVec2 size) {
  const ImVec2 o = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float line_h = ImGui::GetTextLineHeight();
  const ImVec2 p0(o.x + 40, o.y + line_h * 1.4f),
      p1(o.x + size.x - 8, o.y + size.y - line_h * 1.6f);
  double x_max = 1;
  for (const Series& s : series)
    if (!s.points.empty()) x_max = std::max(x_max, static_cast<double>(s.points.back().x));
  auto map = [&](ImVec2 v) {
    const float fx = static_cast<float>(v.x / x_max);
    const float fy = static_cast<float>(std::clamp(v.y / y_max, 0.0, 1.0));
    return ImVec2(p0.x + (p1.x - p0.x) * fx, p1.y - (p1.y - p0.y) * fy);
  };
  const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text), grid = IM_COL32(80, 80, 90, 255);
  dl->AddRectFilled(p0, p1, IM_COL32(30, 32, 38, 255));
  dl->AddText(ImVec2(o.x, o.y), text, title);
  char buf[32];
  for (int g = 0; g <= 4; ++g) {
    const double v = y_max * g / 4.0;
    const float y = map(ImVec2(0, static_cast<float>(v))).y;
    dl->AddLine(ImVec2(p0.x, y), ImVec2(p1.x, y), grid);
    std::snprintf(buf, sizeof(buf), y_max >= 10 ? "%.0f" : "%.1f", v);
    dl->AddText(ImVec2(p0.x - 6 - ImGui::CalcTextSize(buf).x, y - line_h * 0.5f), text, buf);
  }
  std::snprintf(buf, sizeof(buf), "%.0f", x_max);
  dl->AddText(ImVec2(p1.x - ImGui::CalcTextSize(buf).x, p1.y + 2), text, buf);
  const char* xlabel = Tr("train.examples_seen", "examples seen");
  dl->AddText(ImVec2((p0.x + p1.x - ImGui::CalcTextSize(xlabel).x) * 0.5f, p1.y + 2), text, xlabel);
  for (const Series& s : series) {
    std::vector<ImVec2> pts;
    pts.reserve(s.points.size());
    for (const ImVec2& v : s.points) pts.push_back(map(v));
    if (pts.size() >= 2)
      dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), s.color, 0, 2.0f);
    else if (pts.size() == 1)
      dl->AddCircleFilled(pts[0], 3.0f, s.color);
  }
  RecordRect(id, p0, p1);
  ImGui::Dummy(size);
}

}  // namespace

void DrawTrainingCurves(const std::vector<TrainingSession::ModelRun>& runs, float width,
                        float height) {
  std::vector<Series> loss, bleu;
  double loss_max = 0.5;
  for (const auto& m : runs) {
    Series l{TrainingModelColor(m.kind), {}}, b{TrainingModelColor(m.kind), {}};
    for (const LossPoint& p : m.loss_curve) {
      l.points.emplace_back(static_cast<float>(p.examples), static_cast<float>(p.loss));
      loss_max = std::max(loss_max, p.loss);
    }
    for (const BleuPoint& p : m.bleu_curve)
      b.points.emplace_back(static_cast<float>(p.examples), static_cast<float>(p.bleu));
    loss.push_back(std::move(l));
    bleu.push_back(std::move(b));
  }
  const float w = (width - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  DrawChart("train/loss_chart", Tr("train.loss_chart", "Training loss (per word)"), loss,
            loss_max * 1.05, ImVec2(w, height));
  ImGui::SameLine();
  DrawChart("train/bleu_chart", Tr("train.bleu_chart", "Validation BLEU"), bleu, 100.0,
            ImVec2(w, height));
}

}  // namespace ap::ui
