// TrainingCurves (see training_curves.h): axes, grid, one polyline per model and series; the
// per-length bars; hover read-outs.
#include "ui/tabs/training_curves.h"

#include "ui/palette.h"
#include "ui/i18n.h"
#include "ui/widget_ids.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>

namespace ap::ui {

ImU32 TrainingModelColor(s2s::ModelKind kind) {
  switch (kind) {
    case s2s::ModelKind::Search:
      return Colors().model_search;
    case s2s::ModelKind::EncDec:
      return Colors().model_encdec;
    case s2s::ModelKind::Transformer:
      break;
  }
  return Colors().model_transformer;
}

namespace {

struct Series {
  ImU32 color;
  std::vector<ImVec2> points;  // (examples, value)
  bool thin = false;           // drawn thin with dots (exact match beside BLEU)
  const char* name = "";       // for the hover read-out
};

// The plot area of a chart at `o` of `size`: room for the title above, the y labels left and the
// x label below.
void PlotArea(ImVec2 o, ImVec2 size, ImVec2* p0, ImVec2* p1) {
  const float line_h = ImGui::GetTextLineHeight();
  *p0 = ImVec2(o.x + 40, o.y + line_h * 1.4f);
  *p1 = ImVec2(o.x + size.x - 8, o.y + size.y - line_h * 1.6f);
}

// Background, title and the y grid with its labels (0 .. y_max in four steps).
void DrawFrame(ImDrawList* dl, ImVec2 o, ImVec2 p0, ImVec2 p1, const char* title, double y_max) {
  const float line_h = ImGui::GetTextLineHeight();
  const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text), grid = Colors().grid;
  dl->AddRectFilled(p0, p1, Colors().panel);
  dl->AddText(ImVec2(o.x, o.y), text, title);
  char buf[32];
  for (int g = 0; g <= 4; ++g) {
    const double v = y_max * g / 4.0;
    const float y = p1.y - (p1.y - p0.y) * static_cast<float>(g / 4.0);
    dl->AddLine(ImVec2(p0.x, y), ImVec2(p1.x, y), grid);
    std::snprintf(buf, sizeof(buf), y_max >= 10 ? "%.0f" : "%.1f", v);
    dl->AddText(ImVec2(p0.x - 6 - ImGui::CalcTextSize(buf).x, y - line_h * 0.5f), text, buf);
  }
}

void DrawChart(const char* id, const char* title, const std::vector<Series>& series, double y_max,
               ImVec2 size) {
  const ImVec2 o = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImVec2 p0, p1;
  PlotArea(o, size, &p0, &p1);
  double x_max = 1;
  for (const Series& s : series)
    if (!s.points.empty()) x_max = std::max(x_max, static_cast<double>(s.points.back().x));
  auto map = [&](ImVec2 v) {
    const float fx = static_cast<float>(v.x / x_max);
    const float fy = static_cast<float>(std::clamp(v.y / y_max, 0.0, 1.0));
    return ImVec2(p0.x + (p1.x - p0.x) * fx, p1.y - (p1.y - p0.y) * fy);
  };
  DrawFrame(dl, o, p0, p1, title, y_max);
  const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text);
  char buf[32];
  std::snprintf(buf, sizeof(buf), "%.0f", x_max);
  dl->AddText(ImVec2(p1.x - ImGui::CalcTextSize(buf).x, p1.y + 2), text, buf);
  const char* xlabel = Tr("train.examples_seen", "examples seen");
  dl->AddText(ImVec2((p0.x + p1.x - ImGui::CalcTextSize(xlabel).x) * 0.5f, p1.y + 2), text, xlabel);
  for (const Series& s : series) {
    std::vector<ImVec2> pts;
    pts.reserve(s.points.size());
    for (const ImVec2& v : s.points) pts.push_back(map(v));
    if (pts.size() >= 2)
      dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), s.color, 0, s.thin ? 1.0f : 2.0f);
    if (s.thin || pts.size() == 1)
      for (const ImVec2& p : pts) dl->AddCircleFilled(p, s.thin ? 2.0f : 3.0f, s.color);
  }
  RecordRect(id, p0, p1);
  ImGui::Dummy(size);
  // Hover: every series' value at the last point left of the mouse.
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  if (!ImGui::IsItemHovered() || mouse.x < p0.x || mouse.x > p1.x) return;
  const double at = (mouse.x - p0.x) / (p1.x - p0.x) * x_max;
  ImGui::BeginTooltip();
  for (const Series& s : series) {
    const ImVec2* last = nullptr;
    for (const ImVec2& v : s.points)
      if (v.x <= at) last = &v;
    if (!last) continue;
    ImGui::PushStyleColor(ImGuiCol_Text, s.color);
    ImGui::Text("%s: %.*f  (%s %.0f)", s.name, y_max >= 10 ? 1 : 3, last->y,
                Tr("train.examples_seen", "examples seen"), last->x);
    ImGui::PopStyleColor();
  }
  ImGui::EndTooltip();
}

// The live bottleneck: the latest validation's BLEU per length bucket, one bar per model.
void DrawLengthChart(const std::vector<TrainingSession::ModelRun>& runs, const TrainingData& data,
                     ImVec2 size) {
  const ImVec2 o = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImVec2 p0, p1;
  PlotArea(o, size, &p0, &p1);
  DrawFrame(dl, o, p0, p1, Tr("train.length_chart", "BLEU by sentence length (last validation)"),
            100.0);
  const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text);
  const int nb = static_cast<int>(data.buckets.size()), nm = static_cast<int>(runs.size());
  const float slot = (p1.x - p0.x) / static_cast<float>(std::max(1, nb));
  const float bar = slot * 0.8f / static_cast<float>(std::max(1, nm));
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  int hovered = -1;
  char buf[32];
  for (int b = 0; b < nb; ++b) {
    const float x0 = p0.x + slot * static_cast<float>(b);
    std::snprintf(buf, sizeof(buf), "%d-%d", data.buckets[b][0], data.buckets[b][1]);
    dl->AddText(ImVec2(x0 + (slot - ImGui::CalcTextSize(buf).x) * 0.5f, p1.y + 2), text, buf);
    if (mouse.x >= x0 && mouse.x < x0 + slot && mouse.y >= p0.y && mouse.y <= p1.y) hovered = b;
    for (int m = 0; m < nm; ++m) {
      const auto& curve = runs[static_cast<size_t>(m)].bleu_curve;
      if (curve.empty() || b >= static_cast<int>(curve.back().bucket_bleu.size())) continue;
      const double v = curve.back().bucket_bleu[static_cast<size_t>(b)];
      if (!std::isfinite(v)) continue;
      const float bx = x0 + slot * 0.1f + bar * static_cast<float>(m);
      const float top = p1.y - (p1.y - p0.y) * static_cast<float>(std::clamp(v / 100.0, 0.0, 1.0));
      dl->AddRectFilled(ImVec2(bx, std::min(top, p1.y - 1)), ImVec2(bx + bar - 1, p1.y),
                        TrainingModelColor(runs[static_cast<size_t>(m)].kind));
    }
  }
  RecordRect("train/length_chart", p0, p1);
  ImGui::Dummy(size);
  if (hovered < 0 || !ImGui::IsItemHovered()) return;
  ImGui::BeginTooltip();
  ImGui::Text("%d-%d %s · %d %s", data.buckets[hovered][0], data.buckets[hovered][1],
              Tr("train.words", "words"), data.bucket_sentences[hovered],
              Tr("train.sentences", "sentences"));
  for (const auto& m : runs) {
    if (m.bleu_curve.empty()) continue;
    const BleuPoint& p = m.bleu_curve.back();
    if (hovered >= static_cast<int>(p.bucket_bleu.size())) continue;
    ImGui::PushStyleColor(ImGuiCol_Text, TrainingModelColor(m.kind));
    ImGui::Text("%s: BLEU %.1f · %s %.0f%%", s2s::model_kind_title(m.kind), p.bucket_bleu[hovered],
                Tr("train.exact", "exact match"), 100 * p.bucket_exact[hovered]);
    ImGui::PopStyleColor();
  }
  ImGui::EndTooltip();
}

}  // namespace

void DrawTrainingCurves(const std::vector<TrainingSession::ModelRun>& runs,
                        const TrainingData* data, float width, float height) {
  std::vector<Series> loss, bleu;
  double loss_max = 0.5;
  for (const auto& m : runs) {
    const ImU32 c = TrainingModelColor(m.kind);
    Series l{c, {}, false, s2s::model_kind_title(m.kind)}, b{c, {}, false, "BLEU"},
        e{c, {}, true, Tr("train.exact_percent", "exact match %")};
    for (const LossPoint& p : m.loss_curve) {
      l.points.emplace_back(static_cast<float>(p.examples), static_cast<float>(p.loss));
      loss_max = std::max(loss_max, p.loss);
    }
    for (const BleuPoint& p : m.bleu_curve) {
      b.points.emplace_back(static_cast<float>(p.examples), static_cast<float>(p.bleu));
      e.points.emplace_back(static_cast<float>(p.examples), static_cast<float>(100 * p.exact));
    }
    loss.push_back(std::move(l));
    bleu.push_back(std::move(b));
    bleu.push_back(std::move(e));
  }
  // Side by side while each chart gets kMinChartWidth; on a narrow screen they stack.
  constexpr float kMinChartWidth = 300.0f;
  const int charts = data ? 3 : 2;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const int per_row =
      std::clamp(static_cast<int>((width + gap) / (kMinChartWidth + gap)), 1, charts);
  const float w = (width - gap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row);
  DrawChart("train/loss_chart", Tr("train.loss_chart", "Training loss (per word)"), loss,
            loss_max * 1.05, ImVec2(w, height));
  if (per_row > 1) ImGui::SameLine();
  DrawChart("train/bleu_chart",
            Tr("train.bleu_chart", "Validation BLEU (thick) and exact match % (dotted)"), bleu,
            100.0, ImVec2(w, height));
  if (!data) return;
  if (per_row > 2) ImGui::SameLine();
  DrawLengthChart(runs, *data, ImVec2(w, height));
}

}  // namespace ap::ui
