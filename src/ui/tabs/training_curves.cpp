// TrainingCharts (see training_curves.h): the cached series and labels, rebuilt when the runs'
// curves change; axes, grid, one polyline per model and series; the per-length bars; hover
// read-outs.
#include "ui/tabs/training_curves.h"

#include "ui/palette.h"
#include "ui/i18n.h"
#include "ui/widget_ids.h"
#include "ui/widgets/axis_ticks.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

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

using Series = TrainingCharts::Series;
using Chart = TrainingCharts::Chart;

// As many y ticks as the plot's height holds with a line and a half between labels (at most 5).
AxisTicks YTicks(double y_max, ImVec2 p0, ImVec2 p1) {
  const int fit = static_cast<int>((p1.y - p0.y) / (ImGui::GetTextLineHeight() * 1.5f));
  return NiceTicks(y_max, std::clamp(fit, 1, 5));
}

// The x axis counts whole examples: a step of at least 1.
AxisTicks XTicks(double x_max) { return NiceTicks(std::max(x_max, 4.0), 4); }

TrainingCharts::RunMark MarkOf(const TrainingSession::ModelRun& m) {
  TrainingCharts::RunMark k;
  k.kind = m.kind;
  k.loss_points = m.loss_curve.size();
  k.bleu_points = m.bleu_curve.size();
  if (!m.loss_curve.empty()) {
    k.loss_examples = m.loss_curve.back().examples;
    k.last_loss = m.loss_curve.back().loss;
  }
  if (!m.bleu_curve.empty()) k.bleu_examples = m.bleu_curve.back().examples;
  return k;
}

bool SameMark(const TrainingCharts::RunMark& a, const TrainingCharts::RunMark& b) {
  return a.kind == b.kind && a.loss_points == b.loss_points && a.bleu_points == b.bleu_points &&
         a.loss_examples == b.loss_examples && a.bleu_examples == b.bleu_examples &&
         a.last_loss == b.last_loss;
}

// The plot area of a chart at `o` of `size`: room for the title above, the y labels left, and
// below the x labels and the x axis' title.
void PlotArea(ImVec2 o, ImVec2 size, ImVec2* p0, ImVec2* p1) {
  const float line_h = ImGui::GetTextLineHeight();
  *p0 = ImVec2(o.x + 40, o.y + line_h * 1.4f);
  *p1 = ImVec2(o.x + size.x - 8, o.y + size.y - line_h * 2.6f);
}

// The x axis' title, centred on the line under the tick labels.
void DrawXTitle(ImDrawList* dl, ImVec2 p0, ImVec2 p1, const char* title) {
  const float x = (p0.x + p1.x - ImGui::CalcTextSize(title).x) * 0.5f;
  dl->AddText(ImVec2(x, p1.y + 2 + ImGui::GetTextLineHeight()), ImGui::GetColorU32(ImGuiCol_Text),
              title);
}

// Background, title and the y grid with its labels (one gridline a tick).
void DrawFrame(ImDrawList* dl, ImVec2 o, ImVec2 p0, ImVec2 p1, const char* title,
               const AxisTicks& y) {
  const float line_h = ImGui::GetTextLineHeight();
  const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text), grid = Colors().grid;
  dl->AddRectFilled(p0, p1, Colors().panel);
  dl->AddText(ImVec2(o.x, o.y), text, title);
  for (int g = 0; g <= y.steps; ++g) {
    const float at = p1.y - (p1.y - p0.y) * static_cast<float>(g) / static_cast<float>(y.steps);
    dl->AddLine(ImVec2(p0.x, at), ImVec2(p1.x, at), grid);
    const std::string label = y.Label(g);
    dl->AddText(ImVec2(p0.x - 6 - ImGui::CalcTextSize(label.c_str()).x, at - line_h * 0.5f), text,
                label.c_str());
  }
}

// The x axis' tick labels under the plot, each centred on its tick (the first and last kept
// inside the plot's width).
void DrawXTicks(ImDrawList* dl, ImVec2 p0, ImVec2 p1, const AxisTicks& x) {
  const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text);
  for (int g = 0; g <= x.steps; ++g) {
    const std::string label = x.Label(g);
    const float w = ImGui::CalcTextSize(label.c_str()).x;
    const float at = p0.x + (p1.x - p0.x) * static_cast<float>(g) / static_cast<float>(x.steps);
    dl->AddText(ImVec2(std::clamp(at - w * 0.5f, p0.x, p1.x - w), p1.y + 2), text, label.c_str());
  }
}

// Hover: every series' value at the last point left of the mouse.
void ChartTooltip(const Chart& chart, ImVec2 p0, ImVec2 p1) {
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  if (!ImGui::IsItemHovered() || mouse.x < p0.x || mouse.x > p1.x) return;
  const double at = (mouse.x - p0.x) / (p1.x - p0.x) * XTicks(chart.x_max).top();
  ImGui::BeginTooltip();
  for (const Series& s : chart.series) {
    const ImVec2* last = nullptr;
    for (const ImVec2& v : s.points)
      if (v.x <= at) last = &v;
    if (!last) continue;
    const char* name = s.thin   ? Tr("train.exact_percent", "exact match %")
                       : s.bleu ? "BLEU"
                                : s2s::model_kind_title(s.kind);
    ImGui::PushStyleColor(ImGuiCol_Text, TrainingModelColor(s.kind));
    ImGui::Text("%s: %.*f  (%s %.0f)", name, chart.y_max >= 10 ? 1 : 3, last->y,
                Tr("train.examples_seen", "examples seen"), last->x);
    ImGui::PopStyleColor();
  }
  ImGui::EndTooltip();
}

// One line chart of `chart`'s series; `screen` is the caller's buffer for a series' points.
void DrawChart(const char* id, const char* title, const Chart& chart, ImVec2 size,
               std::vector<ImVec2>* screen) {
  const ImVec2 o = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImVec2 p0, p1;
  PlotArea(o, size, &p0, &p1);
  const AxisTicks x = XTicks(chart.x_max), y = YTicks(chart.y_max, p0, p1);
  DrawFrame(dl, o, p0, p1, title, y);
  DrawXTicks(dl, p0, p1, x);
  DrawXTitle(dl, p0, p1, Tr("train.examples_seen", "examples seen"));
  const float sx = static_cast<float>((p1.x - p0.x) / x.top());
  const float sy = static_cast<float>((p1.y - p0.y) / y.top());
  for (const Series& s : chart.series) {
    screen->clear();
    for (const ImVec2& v : s.points)
      screen->emplace_back(p0.x + v.x * sx, p1.y - std::clamp(v.y * sy, 0.0f, p1.y - p0.y));
    const std::vector<ImVec2>& pts = *screen;
    const ImU32 color = TrainingModelColor(s.kind);
    if (pts.size() >= 2)
      dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), color, 0, s.thin ? 1.0f : 2.0f);
    if (s.thin || pts.size() == 1)
      for (const ImVec2& p : pts) dl->AddCircleFilled(p, s.thin ? 2.0f : 3.0f, color);
  }
  RecordRect(id, p0, p1);
  ImGui::Dummy(size);
  ChartTooltip(chart, p0, p1);
}

// The live bottleneck: the latest validation's BLEU per length bucket, one bar per model (a
// handful of values, read from the runs as they are).
void DrawLengthChart(const std::vector<TrainingSession::ModelRun>& runs, const TrainingData& data,
                     const std::vector<std::string>& labels, ImVec2 size) {
  const ImVec2 o = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImVec2 p0, p1;
  PlotArea(o, size, &p0, &p1);
  DrawFrame(dl, o, p0, p1, Tr("train.length_chart", "BLEU by sentence length (last validation)"),
            YTicks(100.0, p0, p1));
  DrawXTitle(dl, p0, p1, Tr("bottleneck.xlabel", "source sentence length (words)"));
  const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text);
  const int nb = static_cast<int>(labels.size()), nm = static_cast<int>(runs.size());
  const float slot = (p1.x - p0.x) / static_cast<float>(std::max(1, nb));
  const float bar = slot * 0.8f / static_cast<float>(std::max(1, nm));
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  int hovered = -1;
  for (int b = 0; b < nb; ++b) {
    const float x0 = p0.x + slot * static_cast<float>(b);
    const char* label = labels[static_cast<size_t>(b)].c_str();
    dl->AddText(ImVec2(x0 + (slot - ImGui::CalcTextSize(label).x) * 0.5f, p1.y + 2), text, label);
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
  ImGui::Text("%s %s · %d %s", labels[static_cast<size_t>(hovered)].c_str(),
              Tr("train.words", "words"), data.bucket_sentences[static_cast<size_t>(hovered)],
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

bool TrainingCharts::Stale(const std::vector<TrainingSession::ModelRun>& runs,
                           const TrainingData* data) const {
  if (!built_ || runs.size() != marks_.size()) return true;
  if (data ? data->buckets != buckets_ : !buckets_.empty()) return true;
  for (size_t i = 0; i < runs.size(); ++i)
    if (!SameMark(MarkOf(runs[i]), marks_[i])) return true;
  return false;
}

void TrainingCharts::Rebuild(const std::vector<TrainingSession::ModelRun>& runs,
                             const TrainingData* data) {
  marks_.clear();
  loss_.series.clear();
  bleu_.series.clear();
  double loss_max = 0.5;
  for (const auto& m : runs) {
    marks_.push_back(MarkOf(m));
    Series l{m.kind, {}, false, false}, b{m.kind, {}, false, true}, e{m.kind, {}, true, false};
    for (const LossPoint& p : m.loss_curve) {
      l.points.emplace_back(static_cast<float>(p.examples), static_cast<float>(p.loss));
      loss_max = std::max(loss_max, p.loss);
    }
    for (const BleuPoint& p : m.bleu_curve) {
      b.points.emplace_back(static_cast<float>(p.examples), static_cast<float>(p.bleu));
      e.points.emplace_back(static_cast<float>(p.examples), static_cast<float>(100 * p.exact));
    }
    loss_.series.push_back(std::move(l));
    bleu_.series.push_back(std::move(b));
    bleu_.series.push_back(std::move(e));
  }
  loss_.y_max = loss_max;
  bleu_.y_max = 100.0;
  for (Chart* chart : {&loss_, &bleu_}) {  // each chart's x axis ends past its own last point
    chart->x_max = 1;
    for (const Series& s : chart->series)
      if (!s.points.empty())
        chart->x_max = std::max(chart->x_max, static_cast<double>(s.points.back().x));
  }
  buckets_ = data ? data->buckets : std::vector<std::array<int, 2>>{};
  bucket_labels_.clear();
  char label[32];
  for (const auto& bucket : buckets_) {
    std::snprintf(label, sizeof(label), "%d-%d", bucket[0], bucket[1]);
    bucket_labels_.emplace_back(label);
  }
  built_ = true;
}

void TrainingCharts::Draw(const std::vector<TrainingSession::ModelRun>& runs,
                          const TrainingData* data, float width, float height) {
  if (Stale(runs, data)) Rebuild(runs, data);
  // Side by side while each chart gets kMinChartWidth; on a narrow screen they stack.
  constexpr float kMinChartWidth = 300.0f;
  const int charts = data ? 3 : 2;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const int per_row =
      std::clamp(static_cast<int>((width + gap) / (kMinChartWidth + gap)), 1, charts);
  const float w = (width - gap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row);
  DrawChart("train/loss_chart", Tr("train.loss_chart", "Training loss (per word)"), loss_,
            ImVec2(w, height), &screen_);
  if (per_row > 1) ImGui::SameLine();
  DrawChart("train/bleu_chart",
            Tr("train.bleu_chart", "Validation BLEU (thick) and exact match % (dotted)"), bleu_,
            ImVec2(w, height), &screen_);
  if (!data) return;
  if (per_row > 2) ImGui::SameLine();
  DrawLengthChart(runs, *data, bucket_labels_, ImVec2(w, height));
}

}  // namespace ap::ui
