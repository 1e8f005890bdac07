// VectorCanvas (see vector_canvas.h). World → screen: the origin at the centre, y up, one scale
// for both axes chosen from the largest coordinate shown (rounded to 1, 2 or 5 × 10^k) and held
// still during a drag so the picture does not rescale under the mouse.
// Sections: 1. helpers  2. layout (axes, header, the view)  3. painting  4. input  5. Draw.
#include "ui/tabs/vector_canvas.h"

#include "ui/i18n.h"
#include "ui/palette.h"
#include "ui/widget_ids.h"
#include "ui/widgets/flow_layout.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace ap::ui {

namespace {

// ---- 1. helpers ------------------------------------------------------------------------------
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
float AxisComboFieldWidth() {
  return ImGui::CalcTextSize("dim 00").x + ImGui::GetFrameHeight() * 2.0f;
}

// The combo with its label, as wide as it draws (for wrapping the row on a narrow screen).
float AxisComboWidth(const char* label) {
  return AxisComboFieldWidth() + ImGui::GetStyle().ItemInnerSpacing.x +
         ImGui::CalcTextSize(label, nullptr, true).x;
}

bool AxisCombo(const char* label, int current, int d, int* value) {
  char preview[24];
  std::snprintf(preview, sizeof(preview), "%s %d", Tr("canvas.dim", "dim"), current);
  bool picked = false;
  ImGui::SetNextItemWidth(AxisComboFieldWidth());
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

// ---- 2. layout: which two coordinates are shown, the header above, the view --------------------
struct Axes {
  int x = 0, y = -1;  // the coordinates drawn across and up (y = −1: d = 1, all on the x axis)
};

Axes ShownAxes(const ViewState& view, int d) {
  Axes a;
  a.x = std::clamp(view.projection_x, 0, std::max(d - 1, 0));
  a.y = d >= 2 ? std::clamp(view.projection_y, 0, d - 1) : -1;
  if (d >= 2 && a.y == a.x) a.y = (a.x + 1) % d;
  return a;
}

// Above the canvas: the axis pickers (unless `embed`) and the notes on the projection, d = 1 and
// an output that is not drawn. Returns the height they took.
float DrawHeader(AppSession& session, Axes axes, int d, int e, bool embed) {
  const ImVec2 start = ImGui::GetCursorPos();
  if (d > 2) {
    if (!embed) {
      int v = 0;
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(Tr("canvas.projection", "2-D projection:"));
      const char* x_label = Tr("canvas.x_axis", "x axis");
      const char* y_label = Tr("canvas.y_axis", "y axis");
      SameLineIfFits(AxisComboWidth(x_label));  // a phone wraps the row
      if (AxisCombo(x_label, axes.x, d, &v))
        session.navigate([v](AppState& st) { st.view.projection_x = v; });
      RecordItem("canvas/projection_x");
      SameLineIfFits(AxisComboWidth(y_label));
      if (AxisCombo(y_label, axes.y, d, &v))
        session.navigate([v](AppState& st) { st.view.projection_y = v; });
      RecordItem("canvas/projection_y");
    }
    ImGui::PushStyleColor(ImGuiCol_Text, Colors().emphasis);
    ImGui::TextWrapped(Tr("canvas.projection_note",
                          "Projection: coordinates %d (x) and %d (y) of d = %d. The other %d are "
                          "hidden; dragging edits only these two."),
                       axes.x, axes.y, d, d - 2);
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
  return ImGui::GetCursorPos().y - start.y;
}

const char* LegendText(int e) {
  return e == 2 ? Tr("canvas.legend2",
                     "q: the query. Coloured arrows: keys (thicker = more weight; drag the tips). "
                     "Faint: values. The chain of wᵢ vᵢ ends at the output.")
                : Tr("canvas.legend",
                     "q: the query. Coloured arrows: keys (thicker = more weight; drag the tips).");
}

// The largest coordinate drawn: the query, the keys and, when e = 2, the values and every partial
// sum of the weighted values (the chain's joints).
float SceneExtent(const AttentionScene& s, const AttentionResult& r, Axes axes) {
  float extent = 0.0f;
  auto grow = [&](float x, float y) {
    if (std::isfinite(x)) extent = std::max(extent, std::fabs(x));
    if (std::isfinite(y)) extent = std::max(extent, std::fabs(y));
  };
  auto y_of = [&](const Mat& m, int row) { return axes.y >= 0 ? m(row, axes.y) : 0.0f; };
  grow(s.queries(0, axes.x), y_of(s.queries, 0));
  for (int i = 0; i < s.n(); ++i) grow(s.keys(i, axes.x), y_of(s.keys, i));
  if (s.e() == 2) {
    float cx = 0, cy = 0;
    for (int i = 0; i < s.n(); ++i) {
      grow(s.values(i, 0), s.values(i, 1));
      cx += r.contributions(i, 0);
      cy += r.contributions(i, 1);
      grow(cx, cy);
    }
  }
  return extent;
}

}  // namespace

// The canvas on screen: its rectangle, the world → screen map and the grid step.
struct CanvasView {
  ImVec2 p0, p1, area, centre;
  float extent = 1.0f, scale = 1.0f;
  float step = 1.0f;  // grid spacing in world units (a 1-2-5 step, about 4 per half axis)
  Axes axes;

  CanvasView(ImVec2 min, ImVec2 max, ImVec2 size, float world_extent, Axes shown)
      : p0(min), p1(max), area(size), extent(world_extent), axes(shown) {
    centre = ImVec2((p0.x + p1.x) * 0.5f, (p0.y + p1.y) * 0.5f);
    const float radius = std::max(std::min(area.x, area.y) * 0.5f - 14.0f, 10.0f);
    scale = radius / extent;
    step = NiceCeil(extent / 4.0f);
  }
  ImVec2 ToScreen(float x, float y) const {
    return ImVec2(centre.x + x * scale, centre.y - y * scale);
  }
  // Row `row` of `m` (a query or a key) in the shown axes.
  ImVec2 Tip(const Mat& m, int row) const {
    return ToScreen(m(row, axes.x), axes.y >= 0 ? m(row, axes.y) : 0.0f);
  }
  float WorldX(float sx) const { return (sx - centre.x) / scale; }
  float WorldY(float sy) const { return (centre.y - sy) / scale; }
};

namespace {

// ---- 3. painting ------------------------------------------------------------------------------
// The panel, the grid lines (the axes brighter), the step's value and the axes' names.
void PaintGrid(ImDrawList* dl, const CanvasView& v) {
  const float line_h = ImGui::GetTextLineHeightWithSpacing();
  dl->AddRectFilled(v.p0, v.p1, Colors().panel);
  const int lines =
      static_cast<int>(std::ceil(std::max(v.area.x, v.area.y) / 2.0f / (v.step * v.scale))) + 1;
  for (int k = -lines; k <= lines; ++k) {
    const float t = static_cast<float>(k) * v.step;
    const ImU32 col = k == 0 ? Colors().axis : Colors().grid;
    const ImVec2 a = v.ToScreen(t, 0);
    dl->AddLine(ImVec2(a.x, v.p0.y), ImVec2(a.x, v.p1.y), col, 1.0f);
    if (v.axes.y >= 0 || k == 0) {
      const ImVec2 b = v.ToScreen(0, t);
      dl->AddLine(ImVec2(v.p0.x, b.y), ImVec2(v.p1.x, b.y), col, 1.0f);
    }
  }
  char buf[48];
  std::snprintf(buf, sizeof(buf), "%g", static_cast<double>(v.step));
  dl->AddText(ImVec2(v.ToScreen(v.step, 0).x + 2, v.centre.y + 2), Colors().axis, buf);
  std::snprintf(buf, sizeof(buf), "x = %s %d", Tr("canvas.dim", "dim"), v.axes.x);
  dl->AddText(ImVec2(v.p1.x - ImGui::CalcTextSize(buf).x - 4, v.centre.y - line_h), Colors().axis,
              buf);
  if (v.axes.y >= 0) {
    std::snprintf(buf, sizeof(buf), "y = %s %d", Tr("canvas.dim", "dim"), v.axes.y);
    dl->AddText(ImVec2(v.centre.x + 4, v.p0.y + 2), Colors().axis, buf);
  }
}

// e = 2: the values (faint), then the weighted values chained tip to tail, then the output.
void PaintValueChain(ImDrawList* dl, const CanvasView& v, const AttentionScene& s,
                     const AttentionResult& r, int hovered) {
  const ImVec2 origin = v.ToScreen(0, 0);
  for (int i = 0; i < s.n(); ++i)
    DrawArrow(dl, origin, v.ToScreen(s.values(i, 0), s.values(i, 1)), KeyColor(i, 0.28f), 1.5f);
  ImVec2 at = origin;
  float cx = 0, cy = 0;
  for (int i = 0; i < s.n(); ++i) {
    if (r.weights(i) <= 0.0f) continue;
    cx += r.contributions(i, 0);
    cy += r.contributions(i, 1);
    const ImVec2 next = v.ToScreen(cx, cy);
    DrawArrow(dl, at, next, KeyColor(i, 0.9f), i == hovered ? 4.0f : 2.5f);
    at = next;
  }
  DrawArrow(dl, origin, v.ToScreen(r.output(0), r.output(1)), Colors().output, 3.0f);
}

// The keys (thickness and opacity follow the weight; masked keys grey) and their labels, then
// the query on top; every tip recorded for tests.
void PaintKeysAndQuery(ImDrawList* dl, const CanvasView& v, const AttentionScene& s,
                       const AttentionResult& r, int hovered) {
  const float line_h = ImGui::GetTextLineHeightWithSpacing();
  const ImVec2 origin = v.ToScreen(0, 0);
  for (int i = 0; i < s.n(); ++i) {
    const ImVec2 tip = v.Tip(s.keys, i);
    const bool on = s.mask.empty() || s.mask[static_cast<std::size_t>(i)];
    const float w = std::isfinite(r.weights(i)) ? r.weights(i) : 0.0f;
    const ImU32 col = on ? KeyColor(i, 0.35f + 0.65f * w) : Colors().masked;
    DrawArrow(dl, origin, tip, col, 1.5f + 6.0f * w + (i == hovered ? 1.5f : 0.0f));
    if (i == hovered) dl->AddCircle(tip, 9.0f, WithAlpha(Colors().outline, 0.86f), 16, 1.5f);
    const std::string& label = s.labels[static_cast<std::size_t>(i)];
    dl->AddText(ImVec2(tip.x + 6, tip.y - line_h), on ? KeyColor(i) : Colors().masked,
                label.c_str());
    RecordTip(WidgetName("canvas/key/%d", i), tip);
  }
  const ImVec2 qtip = v.Tip(s.queries, 0);
  DrawArrow(dl, origin, qtip, Colors().query, 3.5f);
  dl->AddText(ImVec2(qtip.x + 6, qtip.y - line_h), Colors().query, "q");
  RecordTip("canvas/query", qtip);
}

void Paint(const CanvasView& v, const AttentionScene& s, const AttentionResult& r, int hovered) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PushClipRect(v.p0, v.p1, true);
  PaintGrid(dl, v);
  if (s.e() == 2) PaintValueChain(dl, v, s, r, hovered);
  PaintKeysAndQuery(dl, v, s, r, hovered);
  dl->PopClipRect();
}

// ---- 4. input ---------------------------------------------------------------------------------
// The key whose arrow is nearest the mouse (its tip, or its shaft counted 6 px farther) within
// kHandleRadius; −1 for none.
int KeyUnderMouse(const CanvasView& v, const AttentionScene& s, ImVec2 mouse) {
  const ImVec2 origin = v.ToScreen(0, 0);
  int key = -1;
  float best = 1e30f;
  for (int i = 0; i < s.n(); ++i) {
    const ImVec2 tip = v.Tip(s.keys, i);
    const float dd = std::min(Dist(mouse, tip), DistToSegment(mouse, origin, tip) + 6.0f);
    if (dd < kHandleRadius && dd < best) {
      best = dd;
      key = i;
    }
  }
  return key;
}

}  // namespace

// Grab the tip nearest to where the press happened (the query wins ties: it is drawn on top).
void VectorCanvas::Grab(const CanvasView& v, const AttentionScene& s) {
  const ImVec2 press = ImGui::GetIO().MouseClickedPos[0];
  const ImVec2 qtip = v.Tip(s.queries, 0);
  target_ = Target::None;
  float best = kHandleRadius;
  if (Dist(press, qtip) < best) {
    best = Dist(press, qtip);
    target_ = Target::Query;
  }
  for (int i = 0; i < s.n(); ++i) {
    const float dt = Dist(press, v.Tip(s.keys, i));
    if (dt < best - 0.5f) {
      best = dt;
      target_ = Target::Key;
      target_key_ = i;
    }
  }
  if (target_ != Target::None) {
    ++drag_serial_;
    frozen_extent_ = v.extent;
  }
}

// The grabbed tip follows the mouse, rounded to 1/100 of a grid step so dragged numbers stay
// readable; every edit of one drag merges into one undo step.
void VectorCanvas::DragTo(AppSession& session, const CanvasView& v) {
  const AttentionScene& s = session.state().lab;
  if (target_ == Target::None || (target_ == Target::Key && target_key_ >= s.n())) return;
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const int px = v.axes.x, py = v.axes.y;
  const float q = v.step / 100.0f;
  const float wx = std::round(v.WorldX(mouse.x) / q) * q;
  const float wy = py >= 0 ? std::round(v.WorldY(mouse.y) / q) * q : 0.0f;
  const bool is_query = target_ == Target::Query;
  const int row = is_query ? 0 : target_key_;
  const Mat& m = is_query ? s.queries : s.keys;
  const ImVec2 press = ImGui::GetIO().MouseClickedPos[0];
  const bool moved = mouse.x != press.x || mouse.y != press.y;  // a press alone edits nothing
  if (!moved || (m(row, px) == wx && (py < 0 || m(row, py) == wy))) return;
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

// ---- 5. Draw: header, canvas (paint, then input), legend ----------------------------------------
void VectorCanvas::Draw(AppSession& session, ImVec2 size, bool embed, int hovered, int* hover_out) {
  const AppState& state = session.state();
  const AttentionScene& s = state.lab;
  const AttentionResult& r = session.result().single;
  const int n = s.n();
  if (r.weights.size() != n) return;

  const Axes axes = ShownAxes(state.view, s.d());
  const float header_h = DrawHeader(session, axes, s.d(), s.e(), embed);
  const char* legend = LegendText(s.e());
  const float legend_h = ImGui::CalcTextSize(legend, nullptr, false, size.x).y +
                         ImGui::GetStyle().ItemSpacing.y * 2.0f;
  const ImVec2 area(size.x, std::max(size.y - header_h - legend_h, 60.0f));
  float extent = FitCeil(SceneExtent(s, r, axes) * 1.1f);
  if (frozen_extent_ > 0.0f) extent = frozen_extent_;

  ImGui::InvisibleButton("##canvas", area);
  const CanvasView view(ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), area, extent, axes);
  RecordItem("canvas");
  const bool item_hovered = ImGui::IsItemHovered();
  const bool activated = ImGui::IsItemActivated();
  const bool active = ImGui::IsItemActive();
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const ImVec2 qtip = view.Tip(s.queries, 0);
  int hover_key = item_hovered || active ? KeyUnderMouse(view, s, mouse) : -1;
  Paint(view, s, r, hovered);

  if (activated) Grab(view, s);
  if (!active) {
    target_ = Target::None;
    frozen_extent_ = 0.0f;
  } else {
    DragTo(session, view);
  }
  if (target_ == Target::Key) hover_key = target_key_;
  if (hover_key >= 0 && hover_key < n) {
    *hover_out = hover_key;
    ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
  } else if (item_hovered && Dist(mouse, qtip) < kHandleRadius) {
    ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
  }

  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + size.x);
  ImGui::TextUnformatted(legend);
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
}

}  // namespace ap::ui
