// The Explain tab's maps (see explain_maps.h): three heatmaps in equal child windows, so each has
// the same width to fit into and the same cells; the bars, each method in its own colour and
// shape (solid, outlined, hatched) with a legend of the same marks; the agreement lines.
#include "ui/tabs/explain_maps.h"

#include "ui/i18n.h"
#include "ui/palette.h"
#include "ui/widget_ids.h"
#include "ui/widgets/flow_layout.h"
#include "ui/widgets/heatmap.h"
#include "ui/widgets/wrapped_text.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace ap::ui {

namespace {

// How a method's bars are drawn: each its own shape, so they read apart without their hues.
enum class BarMark { Solid, Outlined, Hatched };

struct MethodMap {
  const char* id;     // widget ids and the core's method name
  const char* title;  // translated
  const char* help;   // translated: what it measures, one line
  const explain::Map* map;
  ImU32 color;   // its bars
  BarMark mark;  // and their shape
};

// The three maps, in the order they are drawn.
void Methods(const explain::Explanation& e, const char* attention_title, MethodMap out[3]) {
  out[0] = {"attention",
            attention_title,
            Tr("explain.attention_help", "the weights the decoder put on each English word"),
            &e.attention,
            Colors().attention,
            BarMark::Solid};
  out[1] = {"gradient",
            MethodTitle("gradient"),
            Tr("explain.gradient_help",
               "how much the French word's probability moves with each English word's embedding"),
            &e.gradient,
            Colors().feature,
            BarMark::Outlined};
  out[2] = {"leave_one_out",
            MethodTitle("leave_one_out"),
            Tr("explain.loo_help",
               "how much the French word's probability drops when the English word is removed"),
            &e.leave_one_out,
            Colors().emphasis,
            BarMark::Hatched};
}

// One bar from a to b in its method's mark: filled, a 2 px outline, or diagonal stripes.
void DrawBar(ImDrawList* dl, ImVec2 a, ImVec2 b, BarMark mark, ImU32 color) {
  switch (mark) {
    case BarMark::Solid:
      dl->AddRectFilled(a, b, color);
      break;
    case BarMark::Outlined:
      dl->AddRect(a, b, color, 0.0f, 0, 2.0f);
      break;
    case BarMark::Hatched: {
      const float h = b.y - a.y;
      dl->PushClipRect(a, b, true);
      for (float x = a.x - h; x < b.x; x += 4.0f)
        dl->AddLine(ImVec2(x, b.y), ImVec2(x + h, a.y), color, 1.5f);
      dl->PopClipRect();
      dl->AddLine(ImVec2(a.x, b.y - 0.5f), ImVec2(b.x, b.y - 0.5f), color, 1.0f);  // a base line
      break;
    }
  }
}

// The legend: each method's mark, as its bars draw it, and its name.
void DrawBarLegend(const MethodMap methods[3]) {
  const float line_h = ImGui::GetTextLineHeight();
  const ImVec2 mark(line_h * 2.0f, line_h * 0.6f);
  ImGui::BeginGroup();
  for (int i = 0; i < 3; ++i) {
    if (i) SameLineIfFits(mark.x + ImGui::CalcTextSize(methods[i].title).x + 24.0f, 16.0f);
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const ImVec2 a(p.x, p.y + (line_h - mark.y) * 0.5f);
    DrawBar(ImGui::GetWindowDrawList(), a, ImVec2(a.x + mark.x, a.y + mark.y), methods[i].mark,
            methods[i].color);
    ImGui::Dummy(ImVec2(mark.x, line_h));
    ImGui::SameLine();
    ImGui::TextUnformatted(methods[i].title);
  }
  ImGui::EndGroup();
  RecordItem("explain/legend");
}

float At(const explain::Map& m, int r, int c) {
  if (r < 0 || r >= static_cast<int>(m.size())) return 0.0f;
  const std::vector<float>& row = m[static_cast<std::size_t>(r)];
  return c >= 0 && c < static_cast<int>(row.size()) ? row[static_cast<std::size_t>(c)] : 0.0f;
}

// The colour range of a map: [0, max] when no value is negative, else symmetric (diverging).
void RangeOf(const explain::Map& m, float* lo, float* hi, bool* diverging) {
  float mn = 0.0f, mx = 0.0f;
  for (const auto& row : m)
    for (float v : row)
      if (std::isfinite(v)) {
        mn = std::min(mn, v);
        mx = std::max(mx, v);
      }
  *diverging = mn < 0.0f;
  *lo = mn;
  *hi = mx > 0.0f || mn < 0.0f ? mx : 1.0f;
}

HeatmapSpec SpecFor(const explain::Explanation& e, const MethodMap& m, int selected, float width) {
  HeatmapSpec spec;
  spec.id = m.id;
  spec.rows = static_cast<int>(e.target_tokens.size());
  spec.cols = static_cast<int>(e.source_tokens.size());
  const explain::Map* map = m.map;
  spec.value = [map](int r, int c) { return At(*map, r, c); };
  RangeOf(*map, &spec.lo, &spec.hi, &spec.diverging);
  spec.row_labels = &e.target_tokens;
  spec.col_labels = &e.source_tokens;
  const float line_h = ImGui::GetTextLineHeight();
  spec.size = ImVec2(width, 100000.0f);  // the width fits; the rows take max_cell_h
  spec.min_cell = 10.0f;  // a phone: thin columns (their labels turn upright) rather than overflow
  spec.max_cell_w = 72.0f;
  spec.max_cell_h = line_h * 1.5f;
  spec.selected_row = selected;
  spec.highlight_row = selected;
  spec.legend_title = m.title;
  return spec;
}

}  // namespace

const char* MethodTitle(const std::string& method) {
  if (method == "attention") return Tr("explain.method.attention", "attention");
  if (method == "best_head") return Tr("explain.method.best_head", "the best head");
  if (method == "gradient") return Tr("explain.method.gradient", "gradient × input");
  if (method == "leave_one_out") return Tr("explain.method.loo", "leave one out");
  if (method == "head") return Tr("explain.method.head", "one head");
  if (method == "mean") return Tr("explain.method.mean", "mean over the heads");
  if (method == "rollout") return Tr("explain.method.rollout", "attention rollout");
  if (method == "norm") return Tr("explain.method.norm", "‖α v‖");
  return method.c_str();
}

int DrawExplainMaps(const explain::Explanation& e, int selected, const char* attention_title) {
  MethodMap methods[3];
  Methods(e, attention_title, methods);
  const int rows = static_cast<int>(e.target_tokens.size());
  const int cols = static_cast<int>(e.source_tokens.size());
  if (rows == 0 || cols == 0) return -1;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float avail = ImGui::GetContentRegionAvail().x;
  // Side by side when each third still gives every English word a readable cell.
  float label_w = 0;
  for (const std::string& t : e.target_tokens)
    label_w = std::max(label_w, ImGui::CalcTextSize(t.c_str()).x);
  const float need = std::min(label_w, 120.0f) + 12.0f +
                     static_cast<float>(cols) * (ImGui::GetTextLineHeight() + 4.0f) +
                     2 * ImGui::GetStyle().WindowPadding.x;
  const bool side_by_side = (avail - 2 * spacing) / 3.0f >= need;
  const float width = side_by_side ? std::floor((avail - 2 * spacing) / 3.0f) : avail;
  // The help lines take the height of the longest, so the three grids line up.
  const float inner_w = width - 2 * ImGui::GetStyle().WindowPadding.x;
  float help_h = 0;
  for (const MethodMap& m : methods)
    help_h = std::max(help_h, ImGui::CalcTextSize(m.help, nullptr, false, inner_w).y);
  int clicked = -1;
  for (int i = 0; i < 3; ++i) {
    const MethodMap& m = methods[i];
    HeatmapSpec spec = SpecFor(e, m, selected, inner_w);
    const WidgetName cells("explain/cell/%s/%%d/%%d", m.id);
    const WidgetName labels("explain/target/%s/%%d", m.id);
    const WidgetName grid("explain/map/%s", m.id);
    spec.cell_names = cells;
    spec.row_label_names = labels;
    spec.widget_name = grid;
    spec.png_name = "explain.png";
    const float line_h = ImGui::GetTextLineHeight();
    const float h = MeasureHeatmap(spec).size.y + line_h * 1.5f + help_h +
                    ImGui::GetStyle().WindowPadding.y * 2 + ImGui::GetStyle().ItemSpacing.y * 2;
    if (i > 0 && side_by_side) ImGui::SameLine();
    ImGui::BeginChild(m.id, ImVec2(width, h), false,
                      ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_AlwaysUseWindowPadding);
    ImGui::PushStyleColor(ImGuiCol_Text, m.color);
    ImGui::TextUnformatted(m.title);
    ImGui::PopStyleColor();
    const float help_top = ImGui::GetCursorPosY();
    TextDisabledWrappedCjk(m.help);
    ImGui::SetCursorPosY(help_top + help_h + ImGui::GetStyle().ItemSpacing.y);
    const HeatmapResult res = DrawHeatmap(spec);
    if (res.clicked && res.clicked_row >= 0) clicked = res.clicked_row;
    ImGui::EndChild();
  }
  return clicked;
}

void DrawExplainBars(const explain::Explanation& e, int target) {
  if (target < 0 || target >= static_cast<int>(e.target_tokens.size())) return;
  MethodMap methods[3];
  Methods(e, MethodTitle("attention"), methods);
  ImGui::TextWrapped("%s \"%s\"", Tr("explain.bars", "The three rows of"),
                     e.target_tokens[static_cast<std::size_t>(target)].c_str());
  DrawBarLegend(methods);
  TextDisabledWrappedCjk(Tr("explain.bars_scale",
                            "Each method's bars are scaled to its own largest |value|: hover a "
                            "word for the numbers. A faint bar is a negative value."));
  // Each method's row scaled by its largest |value|, so the shapes compare; the numbers are exact.
  float scale[3];
  for (int i = 0; i < 3; ++i) {
    scale[i] = 0.0f;
    for (int c = 0; c < static_cast<int>(e.source_tokens.size()); ++c)
      scale[i] = std::max(scale[i], std::fabs(At(*methods[i].map, target, c)));
  }
  float label_w = 0;
  for (const std::string& w : e.source_tokens)
    label_w = std::max(label_w, ImGui::CalcTextSize(w.c_str()).x);
  const float line_h = ImGui::GetTextLineHeight();
  const float bar_max =
      std::max(60.0f, std::min(360.0f, ImGui::GetContentRegionAvail().x - label_w - 20.0f));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 top = ImGui::GetCursorScreenPos();
  for (int c = 0; c < static_cast<int>(e.source_tokens.size()); ++c) {
    const ImVec2 p = ImGui::GetCursorScreenPos();
    dl->AddText(ImVec2(p.x, p.y + line_h * 0.25f), ImGui::GetColorU32(ImGuiCol_Text),
                e.source_tokens[static_cast<std::size_t>(c)].c_str());
    for (int i = 0; i < 3; ++i) {  // a negative value: the bar drawn faint
      const float v = At(*methods[i].map, target, c);
      const float len = scale[i] > 0 ? bar_max * std::fabs(v) / scale[i] : 0.0f;
      const float y = p.y + static_cast<float>(i) * (line_h * 0.5f);
      const ImVec2 a(p.x + label_w + 10, y + 1), b(a.x + std::max(1.0f, len), y + line_h * 0.5f);
      DrawBar(dl, a, b, methods[i].mark,
              v < 0 ? WithAlpha(methods[i].color, 0.45f) : methods[i].color);
    }
    ImGui::Dummy(ImVec2(label_w + bar_max + 10, line_h * 1.5f + 4));
    if (ImGui::IsItemHovered()) {  // the exact numbers
      ImGui::BeginTooltip();
      ImGui::TextUnformatted(e.source_tokens[static_cast<std::size_t>(c)].c_str());
      for (int i = 0; i < 3; ++i)
        ImGui::TextColored(ImColor(methods[i].color), "%s  %.4f", methods[i].title,
                           static_cast<double>(At(*methods[i].map, target, c)));
      ImGui::EndTooltip();
    }
  }
  RecordRect("explain/bars", top,
             ImVec2(top.x + label_w + bar_max + 10, ImGui::GetCursorScreenPos().y));
}

void DrawAgreementLines(const explain::Explanation& e) {
  for (const explain::Agreement& a : e.summary) {
    char line[256];
    std::snprintf(line, sizeof(line),
                  Tr("explain.agreement_line",
                     "%s vs attention: the same strongest English word for %.0f%% of the French "
                     "words; Spearman %.2f"),
                  MethodTitle(a.method), 100.0 * a.argmax_agreement, a.spearman);
    TextWrappedCjk(line);
    RecordItem(WidgetName("explain/agreement/%s", a.method.c_str()));
  }
}

}  // namespace ap::ui
