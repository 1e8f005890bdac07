// VectorCanvas (see vector_canvas.h). World → screen: the origin at the centre, y up, one scale
// for both axes chosen from the largest coordinate shown (rounded to 1, 2 or 5 × 10^k) and held
// still during a drag so the picture does not rescale under the mouse.
#include "ui/tabs/vector_canvas.h"

#include "ui/i18n.h"
#include "ui/palette.h"
#include "ui/widget_ids.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace ap::ui {

namespace {

constexpr float kHandleRadius = 12.0f;  // px: how near a tip a press must be to grab it

float NiceCeil(float v) {
  if (!(v > 0.0f) || !std::isfinite(v)) return 1.0f;
  const float p = std::pow(10.0f, std::floor(std::log10(v)));
  for (float m : {1.0f, 2.0f, 5.0f, 10.0f})
    if (v <= m * p) return m * p;
  return 10.0f * p;
}

// The extent of the view: the next of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 (x 10^k), so the vectors
// fill most of the canvas.
float FitCeil(float v) {
  if (!(v > 0.0f) || !std::isfinite(v)) return 1.0f;
  const float p = std::pow(10.0f, std::floor(std::log10(v)));
  for (float m : {1.0f, 1.2f, 1.5f, 2.0f, 2.5f, 3.0f, 4.0f, 5.0f, 6.0f, 8.0f, 10.0f})
    if (v <= m * p) return m * p;
  return 10.0f * p;
}

void DrawArrow(ImDrawList* dl, ImVec2 from, ImVec2 to, ImU32 col, float thickness) {
  const float dx = to.x - from.x, dy = to.y - from.y;
  const float len = std::sqrt(dx * dx + dy * dy);
  if (len < 1e-3f) {
    dl->AddCircleFilled(to, thickness + 1.5f, col);
    return;
  }
  const float ux = dx / len, uy = dy / len;
  const float head = std::min(len * 0.5f, 7.0f + thickness * 1.5f);
  const ImVec2 base(to.x - ux * head, to.y - uy * head);
  dl->AddLine(from, base, col, thickness);
  const float w = head * 0.55f;
  dl->AddTriangleFilled(to, ImVec2(base.x - uy * w, base.y + ux * w),
                        ImVec2(base.x + uy * w, base.y - ux * w), col);
}

float DistToSegment(ImVec2 p, ImVec2 a, ImVec2 b) {
  const float vx = b.x - a.x, vy = b.y - a.y;
  const float l2 = vx * vx + vy * vy;
  float t = l2 > 0 ? ((p.x - a.x) * vx + (p.y - a.y) * vy) / l2 : 0.0f;
  t = std::clamp(t, 0.0f, 1.0f);
  const float cx = a.x + t * vx - p.x, cy = a.y + t * vy - p.y;
  return std::sqrt(cx * cx + cy * cy);
}

// A 16 x 16 square on an arrow tip, recorded only if its centre is on screen (not scrolled out or
// clipped), so a test never presses a point that shows something else.
void RecordTip(const char* id, ImVec2 tip) {
  if (!ImGui::IsRectVisible(ImVec2(tip.x - 1, tip.y - 1), ImVec2(tip.x + 1, tip.y + 1))) return;
  RecordRect(id, ImVec2(tip.x - 8, tip.y - 8), ImVec2(tip.x + 8, tip.y + 8));
}

float Dist(ImVec2 a, ImVec2 b) {
  return std::sqrt((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y));
}

// A combo listing "dim 0" .. "dim d-1"; returns true and *value when the user picks one.
bool AxisCombo(const char* label, int current, int d, int* value) {
  char preview[24];
  std::snprintf(preview, sizeof(preview), "%s %d", Tr("canvas.dim", "dim"), current);
  bool picked = false;
  ImGui::SetNextItemWidth(ImGui::CalcTextSize("dim 00").x + ImGui::GetFrameHeight() * 2.0f);
  if (ImGui::BeginCombo(label, preview)) {
    for (int i = 0; i < d; ++i) {
      char item[24];
      std::snprintf(item, sizeof(item), "%s %d", Tr("canvas.dim", "dim"), i);
      if (ImGui::Selectable(item, i == current)) {
        *value = i;
        picked = true;
      }
    }
    ImGui::EndCombo();
  }
  return picked;
}

}  // namespace

void VectorCanvas::Draw(AppSession& session, ImVec2 size, bool embed, int hovered, int* hover_out) {
  const AppState& state = session.state();
  const AttentionScene& s = state.lab;
  const AttentionResult& r = session.result().single;
  const int d = s.d(), n = s.n(), e = s.e();
  if (r.weights.size() != n) return;

  // ---- axes: which two coordinates are shown --------------------------------------------------
  int px = std::clamp(state.view.projection_x, 0, std::max(d - 1, 0));
  int py = d >= 2 ? std::clamp(state.view.projection_y, 0, d - 1) : -1;
  if (d >= 2 && py == px) py = (px + 1) % d;
  const float line_h = ImGui::GetTextLineHeightWithSpacing();
  float header_h = 0.0f;
  const ImVec2 header_start = ImGui::GetCursorPos();
  if (d > 2) {
    if (!embed) {
      int v = 0;
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(Tr("canvas.projection", "2-D projection:"));
      ImGui::SameLine();
      if (AxisCombo(Tr("canvas.x_axis", "x axis"), px, d, &v))
        session.navigate([v](AppState& st) { st.view.projection_x = v; });
      RecordItem("canvas/projection_x");
      ImGui::SameLine();
      if (AxisCombo(Tr("canvas.y_axis", "y axis"), py, d, &v))
        session.navigate([v](AppState& st) { st.view.projection_y = v; });
      RecordItem("canvas/projection_y");
    }
    ImGui::PushStyleColor(ImGuiCol_Text, Colors().emphasis);
    ImGui::TextWrapped(Tr("canvas.projection_note",
                          "Projection: coordinates %d (x) and %d (y) of d = %d. The other %d are "
                          "hidden; dragging edits only these two."),
                       px, py, d, d - 2);
    ImGui::PopStyleColor();
  } else if (d == 1) {
    ImGui::TextUnformatted(Tr("canvas.d1", "d = 1: every vector lies on the x axis."));
  }
  if (e != 2) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped(Tr("canvas.no_output",
                          "Output not drawn: values have e = %d dimensions "
                          "(the canvas draws the weighted sum when e = 2)."),
                       e);
    ImGui::PopStyleColor();
  }
  header_h = ImGui::GetCursorPos().y - header_start.y;
  const char* legend =
      e == 2 ? Tr("canvas.legend2",
                  "q: the query. Coloured arrows: keys (thicker = more weight; drag the tips). "
                  "Faint: values. The chain of wᵢ vᵢ ends at the output.")
             : Tr("canvas.legend",
                  "q: the query. Coloured arrows: keys (thicker = more weight; drag the tips).");
  const float legend_h = ImGui::CalcTextSize(legend, nullptr, false, size.x).y +
                         ImGui::GetStyle().ItemSpacing.y * 2.0f;
  ImVec2 area(size.x, std::max(size.y - header_h - legend_h, 60.0f));

  // ---- geometry -----------------------------------------------------------------------------
  auto x_of = [&](const Mat& m, int row) { return m(row, px); };
  auto y_of = [&](const Mat& m, int row) { return py >= 0 ? m(row, py) : 0.0f; };
  float extent = 0.0f;
  auto grow = [&](float x, float y) {
    if (std::isfinite(x)) extent = std::max(extent, std::fabs(x));
    if (std::isfinite(y)) extent = std::max(extent, std::fabs(y));
  };
  grow(x_of(s.queries, 0), y_of(s.queries, 0));
  for (int i = 0; i < n; ++i) grow(x_of(s.keys, i), y_of(s.keys, i));
  if (e == 2) {
    float cx = 0, cy = 0;
    for (int i = 0; i < n; ++i) {
      grow(s.values(i, 0), s.values(i, 1));
      cx += r.contributions(i, 0);
      cy += r.contributions(i, 1);
      grow(cx, cy);
    }
  }
  extent = FitCeil(extent * 1.1f);
  if (frozen_extent_ > 0.0f) extent = frozen_extent_;

  ImGui::InvisibleButton("##canvas", area);
  const ImVec2 p0 = ImGui::GetItemRectMin(), p1 = ImGui::GetItemRectMax();
  RecordItem("canvas");
  const bool item_hovered = ImGui::IsItemHovered();
  const bool activated = ImGui::IsItemActivated();
  const bool active = ImGui::IsItemActive();
  const ImVec2 centre((p0.x + p1.x) * 0.5f, (p0.y + p1.y) * 0.5f);
  const float radius = std::max(std::min(area.x, area.y) * 0.5f - 14.0f, 10.0f);
  const float scale = radius / extent;
  auto to_screen = [&](float x, float y) {
    return ImVec2(centre.x + x * scale, centre.y - y * scale);
  };
  auto to_world_x = [&](float sx) { return (sx - centre.x) / scale; };
  auto to_world_y = [&](float sy) { return (centre.y - sy) / scale; };

  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PushClipRect(p0, p1, true);
  dl->AddRectFilled(p0, p1, Colors().panel);
  // Grid every `step` units (a 1-2-5 step, about 4 lines per half axis).
  const float step = NiceCeil(extent / 4.0f);
  const int lines =
      static_cast<int>(std::ceil(std::max(area.x, area.y) / 2.0f / (step * scale))) + 1;
  for (int k = -lines; k <= lines; ++k) {
    const float t = static_cast<float>(k) * step;
    const ImU32 col = k == 0 ? Colors().axis : Colors().grid;
    const ImVec2 a = to_screen(t, 0);
    dl->AddLine(ImVec2(a.x, p0.y), ImVec2(a.x, p1.y), col, 1.0f);
    if (py >= 0 || k == 0) {
      const ImVec2 b = to_screen(0, t);
      dl->AddLine(ImVec2(p0.x, b.y), ImVec2(p1.x, b.y), col, 1.0f);
    }
  }
  char buf[48];
  std::snprintf(buf, sizeof(buf), "%g", static_cast<double>(step));
  dl->AddText(ImVec2(to_screen(step, 0).x + 2, centre.y + 2), Colors().axis, buf);
  std::snprintf(buf, sizeof(buf), "x = %s %d", Tr("canvas.dim", "dim"), px);
  dl->AddText(ImVec2(p1.x - ImGui::CalcTextSize(buf).x - 4, centre.y - line_h), Colors().axis, buf);
  if (py >= 0) {
    std::snprintf(buf, sizeof(buf), "y = %s %d", Tr("canvas.dim", "dim"), py);
    dl->AddText(ImVec2(centre.x + 4, p0.y + 2), Colors().axis, buf);
  }

  const ImVec2 origin = to_screen(0, 0);
  // Values (faint), then the weighted values chained tip to tail, then the output.
  if (e == 2) {
    for (int i = 0; i < n; ++i)
      DrawArrow(dl, origin, to_screen(s.values(i, 0), s.values(i, 1)), KeyColor(i, 0.28f), 1.5f);
    ImVec2 at = origin;
    float cx = 0, cy = 0;
    for (int i = 0; i < n; ++i) {
      if (r.weights(i) <= 0.0f) continue;
      cx += r.contributions(i, 0);
      cy += r.contributions(i, 1);
      const ImVec2 next = to_screen(cx, cy);
      DrawArrow(dl, at, next, KeyColor(i, 0.9f), i == hovered ? 4.0f : 2.5f);
      at = next;
    }
    DrawArrow(dl, origin, to_screen(r.output(0), r.output(1)), Colors().output, 3.0f);
  }

  // Keys: thickness and opacity follow the weight; masked keys grey.
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  int hover_key = -1;
  float hover_dist = 1e30f;
  for (int i = 0; i < n; ++i) {
    const ImVec2 tip = to_screen(x_of(s.keys, i), y_of(s.keys, i));
    const bool on = s.mask.empty() || s.mask[static_cast<std::size_t>(i)];
    const float w = std::isfinite(r.weights(i)) ? r.weights(i) : 0.0f;
    const ImU32 col = on ? KeyColor(i, 0.35f + 0.65f * w) : Colors().masked;
    DrawArrow(dl, origin, tip, col, 1.5f + 6.0f * w + (i == hovered ? 1.5f : 0.0f));
    if (i == hovered) dl->AddCircle(tip, 9.0f, WithAlpha(Colors().outline, 0.86f), 16, 1.5f);
    const std::string& label = s.labels[static_cast<std::size_t>(i)];
    dl->AddText(ImVec2(tip.x + 6, tip.y - line_h), on ? KeyColor(i) : Colors().masked,
                label.c_str());
    RecordTip(WidgetName("canvas/key/%d", i), tip);
    if (item_hovered || active) {
      const float dt = Dist(mouse, tip);
      const float dd = std::min(dt, DistToSegment(mouse, origin, tip) + 6.0f);
      if (dd < kHandleRadius && dd < hover_dist) {
        hover_dist = dd;
        hover_key = i;
      }
    }
  }
  const ImVec2 qtip = to_screen(x_of(s.queries, 0), y_of(s.queries, 0));
  DrawArrow(dl, origin, qtip, Colors().query, 3.5f);
  dl->AddText(ImVec2(qtip.x + 6, qtip.y - line_h), Colors().query, "q");
  RecordTip("canvas/query", qtip);
  dl->PopClipRect();

  // ---- interaction --------------------------------------------------------------------------
  if (activated) {
    // Grab the tip nearest to where the press happened (the query wins ties: it is drawn on top).
    const ImVec2 press = ImGui::GetIO().MouseClickedPos[0];
    target_ = Target::None;
    float best = kHandleRadius;
    if (Dist(press, qtip) < best) {
      best = Dist(press, qtip);
      target_ = Target::Query;
    }
    for (int i = 0; i < n; ++i) {
      const float dt = Dist(press, to_screen(x_of(s.keys, i), y_of(s.keys, i)));
      if (dt < best - 0.5f) {
        best = dt;
        target_ = Target::Key;
        target_key_ = i;
      }
    }
    if (target_ != Target::None) {
      ++drag_serial_;
      frozen_extent_ = extent;
    }
  }
  if (!active) {
    target_ = Target::None;
    frozen_extent_ = 0.0f;
  } else if (target_ != Target::None && (target_ != Target::Key || target_key_ < n)) {
    // Round to 1/100 of a grid step so dragged numbers stay readable.
    const float q = step / 100.0f;
    const float wx = std::round(to_world_x(mouse.x) / q) * q;
    const float wy = py >= 0 ? std::round(to_world_y(mouse.y) / q) * q : 0.0f;
    const bool is_query = target_ == Target::Query;
    const int row = is_query ? 0 : target_key_;
    const Mat& m = is_query ? s.queries : s.keys;
    const ImVec2 press = ImGui::GetIO().MouseClickedPos[0];
    const bool moved = mouse.x != press.x || mouse.y != press.y;  // a press alone edits nothing
    if (moved && (m(row, px) != wx || (py >= 0 && m(row, py) != wy))) {
      std::snprintf(merge_key_, sizeof(merge_key_), "canvas:%s:%d:%u", is_query ? "q" : "k", row,
                    drag_serial_);
      session.edit(
          [&](AppState& st) {
            Mat& dst = is_query ? st.lab.queries : st.lab.keys;
            dst(row, px) = wx;
            if (py >= 0) dst(row, py) = wy;
          },
          merge_key_);
    }
  }
  if (target_ == Target::Key) hover_key = target_key_;
  if (hover_key >= 0 && hover_key < n) {
    *hover_out = hover_key;
    ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
  } else if (item_hovered && Dist(mouse, qtip) < kHandleRadius) {
    ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
  }

  // ---- legend -------------------------------------------------------------------------------
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + size.x);
  ImGui::TextUnformatted(legend);
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
}

}  // namespace ap::ui
