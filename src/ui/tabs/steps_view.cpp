// StepsView (see steps_view.h). Everything is drawn with ImDrawList inside one child window per
// step so each scrolls on its own when there are many keys or output dimensions.
#include "ui/fonts.h"
#include "ui/tabs/steps_view.h"

#include "ui/i18n.h"
#include "ui/palette.h"
#include "ui/widget_ids.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace ap::ui {

namespace {

bool KeyOn(const AttentionScene& s, int i) {
  return s.mask.empty() || s.mask[static_cast<std::size_t>(i)];
}

float SafeScale(float m) { return (std::isfinite(m) && m > 1e-12f) ? m : 1.0f; }

// The width of a number column: "-0.000" in the mono face DrawNumber uses, plus a margin.
float NumberColumnWidth() {
  ImGui::PushFont(Fonts::Mono());
  const float w = ImGui::CalcTextSize("-0.000").x + 6.0f;
  ImGui::PopFont();
  return w;
}

// Row geometry shared by the per-key bar lists: label column, bar area, number column.
struct RowLayout {
  float label_w, number_w, row_h;
};

RowLayout MakeRowLayout(float width) {
  RowLayout l;
  l.row_h = ImGui::GetTextLineHeightWithSpacing();
  l.label_w = std::min(90.0f, width * 0.3f);
  l.number_w = NumberColumnWidth();
  return l;
}

// Draws the row's label in the key colour; returns true if the row is hovered.
bool KeyRow(ImDrawList* dl, const AttentionScene& s, int i, ImVec2 p, float width,
            const RowLayout& l, bool highlight) {
  const ImVec2 q(p.x + width, p.y + l.row_h);
  if (highlight) dl->AddRectFilled(p, q, Colors().row_tint);
  const bool on = KeyOn(s, i);
  dl->AddRectFilled(ImVec2(p.x + 2, p.y + 3), ImVec2(p.x + 8, p.y + l.row_h - 3),
                    on ? KeyColor(i) : Colors().masked);
  const std::string& label = s.labels[static_cast<std::size_t>(i)];
  dl->PushClipRect(p, ImVec2(p.x + l.label_w - 2, q.y), true);
  dl->AddText(ImVec2(p.x + 12, p.y + 1), on ? KeyColor(i) : Colors().masked, label.c_str());
  dl->PopClipRect();
  return ImGui::IsMouseHoveringRect(p, q) && ImGui::IsWindowHovered();
}

void DrawNumber(ImDrawList* dl, ImVec2 at, float v, ImU32 col) {
  char buf[32];
  std::snprintf(buf, sizeof(buf), "%.3f", static_cast<double>(v));
  ImGui::PushFont(Fonts::Mono());  // digits of equal width: the columns line up
  dl->AddText(at, col, buf);
  ImGui::PopFont();
}

void Header(const char* title, const char* subtitle) {
  ImGui::PushFont(Fonts::Title());
  ImGui::TextUnformatted(title);
  ImGui::PopFont();
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  ImGui::TextWrapped("%s", subtitle);
  ImGui::PopStyleColor();
}

// A step's rows: in a box of their own that scrolls (the steps side by side, or stacked in a
// fixed height), or in the step's own flow (stacked in a page that scrolls: a phone).
void BeginRows(const char* id, bool boxed) {
  if (boxed) ImGui::BeginChild(id, ImVec2(0, 0), false);
}
void EndRows(bool boxed) {
  if (boxed) ImGui::EndChild();
}

// Records a bar's rect under `name`, only while it is wholly on screen (a test clicks it).
void RecordIfWhollyShown(ImDrawList* dl, const char* name, ImVec2 a, ImVec2 b) {
  const ImVec2 clip0 = dl->GetClipRectMin(), clip1 = dl->GetClipRectMax();
  if (a.y >= clip0.y && b.y <= clip1.y && a.x >= clip0.x && b.x <= clip1.x) RecordRect(name, a, b);
}

void ScoresStep(const AttentionScene& s, const AttentionResult& r, int hovered, int* hover_out,
                EasedValues& eased, bool boxed) {
  Header(Tr("steps.scores", "1. Scores"), Tr("steps.scores_sub", "sᵢ = score(q, kᵢ), signed"));
  BeginRows("##scores", boxed);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float width = ImGui::GetContentRegionAvail().x;
  const RowLayout l = MakeRowLayout(width);
  float max_abs = 0.0f;
  for (int i = 0; i < s.n(); ++i) max_abs = std::max(max_abs, std::fabs(r.scores(i)));
  max_abs = SafeScale(max_abs);
  const float bar_x0 = l.label_w, bar_x1 = width - l.number_w;
  const float half = (bar_x1 - bar_x0) * 0.5f;
  ImVec2 origin = ImGui::GetCursorScreenPos();
  const float zero_x = origin.x + bar_x0 + half;
  const float* shown = eased.Update(r.scores.data(), s.n());  // bar lengths ease; numbers exact
  for (int i = 0; i < s.n(); ++i) {
    const ImVec2 p(origin.x, origin.y + l.row_h * static_cast<float>(i));
    if (KeyRow(dl, s, i, p, width, l, i == hovered)) *hover_out = i;
    const float v = r.scores(i);
    const float len = std::isfinite(shown[i]) ? shown[i] / max_abs * half : 0.0f;
    const float a = std::min(zero_x, zero_x + len), b = std::max(zero_x, zero_x + len);
    ImU32 col = KeyOn(s, i) ? KeyColor(i) : Colors().masked;
    dl->AddRectFilled(ImVec2(a, p.y + 3), ImVec2(std::max(b, a + 1.0f), p.y + l.row_h - 3), col);
    RecordIfWhollyShown(dl, WidgetName("scores/bar/%d", i), ImVec2(origin.x + bar_x0, p.y + 3),
                        ImVec2(origin.x + bar_x1, p.y + l.row_h - 3));
    DrawNumber(dl, ImVec2(origin.x + bar_x1 + 4, p.y + 1), v,
               v < 0 ? Colors().negative : ImGui::GetColorU32(ImGuiCol_Text));
  }
  const float total_h = l.row_h * static_cast<float>(s.n());
  dl->AddLine(ImVec2(zero_x, origin.y), ImVec2(zero_x, origin.y + total_h), Colors().axis, 1.0f);
  ImGui::Dummy(ImVec2(width, total_h));
  EndRows(boxed);
}

void WeightsStep(const AttentionScene& s, const AttentionResult& r, int hovered, int* hover_out,
                 EasedValues& eased, bool boxed) {
  Header(Tr("steps.weights", "2. Softmax weights"),
         Tr("steps.weights_sub", "wᵢ = exp(sᵢ/τ) / Σⱼ exp(sⱼ/τ)"));
  BeginRows("##weights", boxed);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float width = ImGui::GetContentRegionAvail().x;
  const RowLayout l = MakeRowLayout(width);
  const float bar_x0 = l.label_w, bar_x1 = width - l.number_w;
  ImVec2 origin = ImGui::GetCursorScreenPos();
  const float* shown = eased.Update(r.weights.data(), s.n());  // bar lengths ease; numbers exact
  for (int i = 0; i < s.n(); ++i) {
    const ImVec2 p(origin.x, origin.y + l.row_h * static_cast<float>(i));
    if (KeyRow(dl, s, i, p, width, l, i == hovered)) *hover_out = i;
    const bool on = KeyOn(s, i);
    const float w = r.weights(i);
    const float x0 = origin.x + bar_x0, x1 = origin.x + bar_x1;
    dl->AddRect(ImVec2(x0, p.y + 3), ImVec2(x1, p.y + l.row_h - 3), Colors().grid);
    RecordIfWhollyShown(dl, WidgetName("weights/bar/%d", i), ImVec2(x0, p.y + 3),
                        ImVec2(x1, p.y + l.row_h - 3));
    if (std::isfinite(shown[i]) && shown[i] > 0.0f)
      dl->AddRectFilled(ImVec2(x0, p.y + 3),
                        ImVec2(x0 + (x1 - x0) * std::min(shown[i], 1.0f), p.y + l.row_h - 3),
                        KeyColor(i));
    if (on)
      DrawNumber(dl, ImVec2(x1 + 4, p.y + 1), w, ImGui::GetColorU32(ImGuiCol_Text));
    else
      dl->AddText(ImVec2(x1 + 4, p.y + 1), Colors().masked, Tr("steps.masked", "masked"));
  }
  const float total_h = l.row_h * static_cast<float>(s.n());
  ImGui::Dummy(ImVec2(width, total_h));
  if (r.all_masked) {
    ImGui::TextWrapped(
        "%s", Tr("steps.all_masked",
                 "Every key is masked: all weights are 0 and the output is the zero vector."));
  }
  EndRows(boxed);
}

void OutputStep(const AttentionScene& s, const AttentionResult& r, int hovered, int* hover_out,
                bool boxed) {
  Header(Tr("steps.output", "3. Output"),
         Tr("steps.output_sub", "o = Σᵢ wᵢ vᵢ, stacked per key; | marks oⱼ"));
  BeginRows("##output", boxed);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float width = ImGui::GetContentRegionAvail().x;
  const float row_h = ImGui::GetTextLineHeightWithSpacing();
  const float label_w = ImGui::CalcTextSize("o[00]").x + 8.0f;
  const float number_w = NumberColumnWidth();
  // One scale for all rows: the widest stack on either side of zero.
  float extent = 0.0f;
  for (int j = 0; j < s.e(); ++j) {
    float pos = 0.0f, neg = 0.0f;
    for (int i = 0; i < s.n(); ++i) {
      const float c = r.contributions(i, j);
      if (!std::isfinite(c)) continue;
      (c > 0 ? pos : neg) += c;
    }
    extent = std::max(extent, std::max(pos, -neg));
  }
  extent = SafeScale(extent);
  const float x0 = label_w, x1 = width - number_w;
  const float half = (x1 - x0) * 0.5f;
  ImVec2 origin = ImGui::GetCursorScreenPos();
  const float zero_x = origin.x + x0 + half;
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const bool window_hovered = ImGui::IsWindowHovered();
  char buf[16];
  for (int j = 0; j < s.e(); ++j) {
    const float y = origin.y + row_h * static_cast<float>(j);
    std::snprintf(buf, sizeof(buf), "o[%d]", j);
    dl->AddText(ImVec2(origin.x + 2, y + 1), Colors().output, buf);
    float pos = zero_x, neg = zero_x;
    for (int i = 0; i < s.n(); ++i) {
      const float c = r.contributions(i, j);
      if (!std::isfinite(c) || c == 0.0f) continue;
      const float len = c / extent * half;
      float a, b;
      if (c > 0) {
        a = pos;
        b = pos + len;
        pos = b;
      } else {
        b = neg;
        a = neg + len;
        neg = a;
      }
      const ImVec2 p0(a, y + 3), p1(std::max(b, a + 1.0f), y + row_h - 3);
      dl->AddRectFilled(p0, p1, KeyColor(i, i == hovered ? 1.0f : 0.85f));
      if (i == hovered) dl->AddRect(p0, p1, Colors().outline);
      if (window_hovered && mouse.x >= p0.x && mouse.x < p1.x && mouse.y >= p0.y && mouse.y < p1.y)
        *hover_out = i;
    }
    const float o = r.output(j);
    if (std::isfinite(o)) {
      const float ox = zero_x + o / extent * half;
      dl->AddLine(ImVec2(ox, y + 1), ImVec2(ox, y + row_h - 1), Colors().output, 2.5f);
    }
    DrawNumber(dl, ImVec2(origin.x + x1 + 4, y + 1), o, Colors().output);
  }
  const float total_h = row_h * static_cast<float>(s.e());
  dl->AddLine(ImVec2(zero_x, origin.y), ImVec2(zero_x, origin.y + total_h), Colors().axis, 1.0f);
  ImGui::Dummy(ImVec2(width, total_h));
  EndRows(boxed);
}

}  // namespace

void StepsView::Draw(const AppState& state, const LabResult& result, ImVec2 size, int hovered,
                     int* hover_out) {
  const AttentionScene& s = state.lab;
  const AttentionResult& r = result.single;
  if (r.scores.size() != s.n() || r.output.size() != s.e()) return;  // not evaluated yet
  ImGui::BeginChild("##steps", size, false, ImGuiWindowFlags_NoScrollbar);
  RecordRect("steps", ImGui::GetWindowPos(),
             ImVec2(ImGui::GetWindowPos().x + size.x, ImGui::GetWindowPos().y + size.y));
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  // Wide: the three steps side by side; narrow: one under the other.
  const bool wide = size.x >= 640.0f;
  const ImVec2 cell =
      wide ? ImVec2((size.x - 2.0f * spacing) / 3.0f, size.y)
           : ImVec2(size.x, (size.y - 2.0f * ImGui::GetStyle().ItemSpacing.y) / 3.0f);
  ImGui::BeginChild("##step1", cell, true);
  ScoresStep(s, r, hovered, hover_out, scores_, /*boxed=*/true);
  ImGui::EndChild();
  if (wide) ImGui::SameLine();
  ImGui::BeginChild("##step2", cell, true);
  WeightsStep(s, r, hovered, hover_out, weights_, /*boxed=*/true);
  ImGui::EndChild();
  if (wide) ImGui::SameLine();
  ImGui::BeginChild("##step3", cell, true);
  OutputStep(s, r, hovered, hover_out, /*boxed=*/true);
  ImGui::EndChild();
  ImGui::EndChild();
}

void StepsView::DrawStacked(const AppState& state, const LabResult& result, float width,
                            int hovered, int* hover_out) {
  const AttentionScene& s = state.lab;
  const AttentionResult& r = result.single;
  if (r.scores.size() != s.n() || r.output.size() != s.e()) return;  // not evaluated yet
  const ImVec2 top = ImGui::GetCursorScreenPos();
  step_boxes_[0].Begin("##step1", width, true);
  ScoresStep(s, r, hovered, hover_out, scores_, /*boxed=*/false);
  step_boxes_[0].End();
  step_boxes_[1].Begin("##step2", width, true);
  WeightsStep(s, r, hovered, hover_out, weights_, /*boxed=*/false);
  step_boxes_[1].End();
  step_boxes_[2].Begin("##step3", width, true);
  OutputStep(s, r, hovered, hover_out, /*boxed=*/false);
  step_boxes_[2].End();
  RecordRect("steps", top, ImVec2(top.x + width, ImGui::GetItemRectMax().y));
}

}  // namespace ap::ui
