// DrawHeatmap (see heatmap.h). Sections: 1. labels  2. measure (MeasureHeatmap: sizes, no
// drawing)  3. input (the hovered cell or row label)  4. painting (labels, cells, hover, tooltip,
// legend)  5. DrawHeatmap: measure, input, paint, and the PNG export menu.
#include "ui/widgets/heatmap.h"

#include "ui/i18n.h"
#include "ui/palette.h"
#include "ui/per_context.h"
#include "ui/ui_services.h"
#include "ui/widgets/value_easing.h"
#include "ui/widget_ids.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <unordered_map>

namespace ap::ui {
namespace {

// ---- 1. labels -------------------------------------------------------------------------------
constexpr float kMaxRowLabel = 140.0f;  // px: longer row labels are shortened
constexpr float kMaxColLabel = 90.0f;   // px: longer (rotated) column labels are shortened

// `text` cut (at a UTF-8 boundary) to fit `max_w` px with ".." appended, or whole if it fits.
std::string Abbreviate(const std::string& text, float max_w) {
  if (ImGui::CalcTextSize(text.c_str()).x <= max_w) return text;
  const float dots = ImGui::CalcTextSize("..").x;
  std::size_t end = text.size();
  while (end > 0) {
    do --end;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80);
    const std::string cut = text.substr(0, end);
    if (ImGui::CalcTextSize(cut.c_str()).x + dots <= max_w) return cut + "..";
  }
  return "..";
}

// Text drawn turned 90° anticlockwise (reading upwards), its baseline side at x = pivot.x and its
// start at pivot.y: ImGui 1.86 has no rotated text, so the glyph quads are rotated in place.
void AddTextUpright(ImDrawList* dl, ImVec2 pivot, ImU32 col, const char* text) {
  const int v0 = dl->VtxBuffer.Size;
  dl->AddText(pivot, col, text);
  for (int i = v0; i < dl->VtxBuffer.Size; ++i) {
    ImVec2& p = dl->VtxBuffer[i].pos;
    const float dx = p.x - pivot.x, dy = p.y - pivot.y;
    p = ImVec2(pivot.x + dy, pivot.y - dx);
  }
}

std::string Label(const std::vector<std::string>* labels, int i) {
  if (labels && i >= 0 && i < static_cast<int>(labels->size()))
    return (*labels)[static_cast<std::size_t>(i)];
  return std::to_string(i);
}

// ---- easing ----------------------------------------------------------------------------------
// The drawn (eased) values of each heatmap, by ImGui id, per ImGui context (two test UIs share
// nothing). An entry not updated last frame starts afresh, so a tab opened again shows its values
// at once instead of gliding from what it showed long ago; such entries are dropped once a frame,
// so the map holds only the heatmaps of this frame and the one before (ids made from a count,
// "##head_%d", would otherwise pile up).
struct EasedHeatmap {
  EasedValues values;
  int last_frame = -1;
};

struct EasedHeatmaps {
  std::unordered_map<ImGuiID, EasedHeatmap> by_id;
  int pruned_frame = -1;
};

EasedHeatmap& EasedFor(ImGuiID id) {
  EasedHeatmaps& all = PerContext<EasedHeatmaps>();
  const int frame = ImGui::GetFrameCount();
  if (all.pruned_frame != frame) {
    all.pruned_frame = frame;
    for (auto it = all.by_id.begin(); it != all.by_id.end();)
      it = it->second.last_frame < frame - 1 ? all.by_id.erase(it) : std::next(it);
  }
  EasedHeatmap& e = all.by_id[id];
  if (e.last_frame < frame - 1) e = EasedHeatmap{};
  e.last_frame = frame;
  return e;
}

// ---- 2. measure -------------------------------------------------------------------------------
// The widest row label (x) and column label (y) shown — every block's first — before shortening.
ImVec2 WidestLabels(const HeatmapSpec& s, const HeatmapMeasure& m) {
  ImVec2 w(0.0f, 0.0f);
  if (s.row_labels)
    for (int r = 0; r < m.drawn_rows; ++r)
      w.x = std::max(w.x, ImGui::CalcTextSize(Label(s.row_labels, r * m.block_rows).c_str()).x);
  if (s.col_labels)
    for (int c = 0; c < m.drawn_cols; ++c)
      w.y = std::max(w.y, ImGui::CalcTextSize(Label(s.col_labels, c * m.block_cols).c_str()).x);
  return w;
}

// spec.cell, or the cells fitted into spec.size (0: the region available) beside the row labels
// and above the legend, each side within [min_cell, max_cell_w/h].
ImVec2 CellSize(const HeatmapSpec& s, const HeatmapMeasure& m) {
  if (s.cell > 0) return ImVec2(s.cell, s.cell);
  const float line_h = ImGui::GetTextLineHeight();
  const ImVec2 box(s.size.x > 0 ? s.size.x : ImGui::GetContentRegionAvail().x,
                   s.size.y > 0 ? s.size.y : ImGui::GetContentRegionAvail().y);
  const float header_guess = s.col_labels ? line_h + space::kS : 0.0f;
  const float fit_w = (box.x - m.grid_offset.x) / static_cast<float>(m.drawn_cols);
  const float fit_h = (box.y - header_guess - m.legend_h) / static_cast<float>(m.drawn_rows);
  float cw = std::clamp(fit_w, s.min_cell, s.max_cell_w);
  float ch = std::clamp(fit_h, s.min_cell, s.max_cell_h);
  if (s.square) cw = ch = std::max(s.min_cell, std::min(fit_w, fit_h));
  return ImVec2(std::min(cw, s.max_cell_w), std::min(ch, s.max_cell_h));
}

// The legend's title, place and width (the rule is in heatmap.h, at HeatmapMeasure).
void PlaceLegend(const HeatmapSpec& s, HeatmapMeasure* m) {
  m->legend_title = s.legend_title ? s.legend_title
                    : s.diverging  ? Tr("heatmap.value", "value")
                                   : Tr("heatmap.legend", "weight");
  m->legend_title_w = ImGui::CalcTextSize(m->legend_title).x + space::kM;
  const float avail = ImGui::GetContentRegionAvail().x;
  float x = m->grid_offset.x;
  float w = std::min(260.0f, std::max(120.0f, m->grid_size.x));
  if (x + w + m->legend_title_w > avail) {
    x = 0.0f;
    w = std::max(60.0f, std::min(w, avail - m->legend_title_w));
  }
  m->legend_offset = ImVec2(x, m->grid_offset.y + m->grid_size.y + space::kM);
  m->legend_w = w;
}

float BlockValue(const HeatmapSpec& s, const HeatmapMeasure& m, int r, int c) {
  const int br = m.block_rows, bc = m.block_cols;
  if (br == 1 && bc == 1) return s.value(r, c);
  float sum = 0;
  int n = 0;
  for (int i = r * br; i < std::min(s.rows, (r + 1) * br); ++i)
    for (int j = c * bc; j < std::min(s.cols, (c + 1) * bc); ++j) {
      sum += s.value(i, j);
      ++n;
    }
  return n ? sum / static_cast<float>(n) : 0.0f;
}

ImU32 FillFor(const HeatmapSpec& s, float v) {
  if (s.diverging) {
    const float range = std::max(std::fabs(s.lo), std::fabs(s.hi));
    return SignedColor(range > 0 ? v / range : 0.0f);
  }
  return WeightColor(s.hi > s.lo ? (v - s.lo) / (s.hi - s.lo) : 0.5f);
}

// ---- 3. input ---------------------------------------------------------------------------------
struct Hover {
  int row = -1, col = -1;  // the drawn cell under the mouse
  int label_row = -1;      // else the row label under it
};

Hover HoverAt(const HeatmapMeasure& m, const HeatmapResult& res, bool hovered) {
  Hover h;
  if (!hovered) return h;
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const int r = static_cast<int>(std::floor((mouse.y - res.grid_min.y) / m.cell_size.y));
  const int c = static_cast<int>(std::floor((mouse.x - res.grid_min.x) / m.cell_size.x));
  if (r >= 0 && r < m.drawn_rows && c >= 0 && c < m.drawn_cols) {
    h.row = r;
    h.col = c;
  } else if (r >= 0 && r < m.drawn_rows && mouse.x >= res.min.x && mouse.x < res.grid_min.x) {
    h.label_row = r;
  }
  return h;
}

// ---- 4. painting ------------------------------------------------------------------------------
// Column labels: across the top, upright when crowded.
void PaintColumnLabels(ImDrawList* dl, const HeatmapSpec& s, const HeatmapMeasure& m,
                       const HeatmapResult& res) {
  if (!s.col_labels) return;
  const float line_h = ImGui::GetTextLineHeight();
  const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text);
  const ImVec2 g = res.grid_min;
  for (int c = 0; c < m.drawn_cols; c += m.col_label_step) {
    const float x = g.x + m.cell_size.x * static_cast<float>(c);
    const ImU32 col = s.col_label_color ? s.col_label_color(c * m.block_cols) : text;
    if (m.col_labels_upright) {
      const std::string t = Abbreviate(Label(s.col_labels, c * m.block_cols), kMaxColLabel);
      AddTextUpright(dl, ImVec2(x + (m.cell_size.x - line_h) * 0.5f, g.y - space::kS), col,
                     t.c_str());
    } else {
      const std::string t = Label(s.col_labels, c * m.block_cols);
      dl->AddText(ImVec2(x + space::kXs, res.min.y + space::kXs), col, t.c_str());
    }
  }
}

// Row labels (the selected one filled, the hovered one tinted); their rects recorded.
void PaintRowLabels(ImDrawList* dl, const HeatmapSpec& s, const HeatmapMeasure& m,
                    const HeatmapResult& res, int hovered_label) {
  const Palette& pal = Colors();
  const float line_h = ImGui::GetTextLineHeight();
  const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text);
  const ImVec2 o = res.min, g = res.grid_min;
  const float ch = m.cell_size.y;
  for (int r = 0; r < m.drawn_rows; ++r) {
    const int row = r * m.block_rows;
    const float y = g.y + ch * static_cast<float>(r);
    const ImVec2 la(o.x, y), lb(g.x - space::kS, y + ch - 1);
    if (s.row_labels) {
      if (row == s.selected_row)
        dl->AddRectFilled(la, lb, pal.selection);
      else if (r == hovered_label)
        dl->AddRectFilled(la, lb, pal.hover_fill);
      if (r % m.row_label_step == 0) {
        const std::string t = Abbreviate(Label(s.row_labels, row), kMaxRowLabel);
        dl->AddText(ImVec2(o.x + space::kXs, y + (ch - line_h) * 0.5f),
                    s.row_label_color ? s.row_label_color(row) : text, t.c_str());
      }
    }
    if (s.row_label_names) RecordRect(WidgetName(s.row_label_names, row), la, lb);
  }
}

// The cells: filled with the (eased) value's colour, the exact value printed where it fits.
void PaintCells(ImDrawList* dl, const HeatmapSpec& s, const HeatmapMeasure& m,
                const HeatmapResult& res) {
  const int R = m.drawn_rows, C = m.drawn_cols;
  const float cw = m.cell_size.x, ch = m.cell_size.y;
  const float line_h = ImGui::GetTextLineHeight();
  // Values only where the cell keeps a clear strip at its right (tests sample its fill there).
  const float value_w = ImGui::CalcTextSize("0.00").x + space::kM;
  const bool show_values = s.values && cw >= value_w && ch >= line_h + 2;
  // A 1-px gap between cells, except where cells are so small that it would be a grid of lines.
  const float gap = std::min(cw, ch) >= space::kM ? 1.0f : 0.0f;
  char buf[32];
  // The exact values (printed) and, when easing, the drawn ones (filled). One buffer reused by
  // every heatmap of every frame (a 256×256 W_o is 64 K values), not a new vector per draw.
  static thread_local std::vector<float> exact;
  exact.resize(static_cast<std::size_t>(R) * static_cast<std::size_t>(C));
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) exact[static_cast<std::size_t>(r * C + c)] = BlockValue(s, m, r, c);
  const float* drawn = s.ease ? EasedFor(ImGui::GetID(s.id)).values.Update(exact) : exact.data();
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      const float x = res.grid_min.x + cw * static_cast<float>(c);
      const float y = res.grid_min.y + ch * static_cast<float>(r);
      const ImVec2 a(x, y), b(x + cw - gap, y + ch - gap);
      const float v = exact[static_cast<std::size_t>(r * C + c)];
      const ImU32 fill = FillFor(s, drawn[r * C + c]);
      dl->AddRectFilled(a, b, fill);
      if (s.cell_names)
        RecordRect(WidgetName(s.cell_names, r * m.block_rows, c * m.block_cols), a, b);
      if (show_values) {
        std::snprintf(buf, sizeof(buf), "%.2f", static_cast<double>(v));
        dl->AddText(ImVec2(x + space::kXs + 1, y + (ch - line_h) * 0.5f), InkOn(fill), buf);
      }
    }
}

// spec.highlight_row outlined across the grid.
void PaintHighlightRow(ImDrawList* dl, const HeatmapSpec& s, const HeatmapMeasure& m,
                       const HeatmapResult& res) {
  if (s.highlight_row < 0 || s.highlight_row >= s.rows) return;
  const float y =
      res.grid_min.y + m.cell_size.y * static_cast<float>(s.highlight_row / m.block_rows);
  dl->AddRect(ImVec2(res.grid_min.x - 1, y - 1), ImVec2(res.grid_max.x, y + m.cell_size.y),
              WithAlpha(Colors().outline, 0.9f), 0, 0, 2.0f);
}

// The hovered cell's tooltip: its row and column and its value (a block: its ranges and mean),
// the caller's lines, the right-click hint.
void CellTooltip(const HeatmapSpec& s, const HeatmapMeasure& m, const Hover& h) {
  const int row = h.row * m.block_rows, col = h.col * m.block_cols;
  ImGui::BeginTooltip();
  if (m.block_rows == 1 && m.block_cols == 1 && s.tooltip_main) {
    s.tooltip_main(row, col);
  } else if (m.block_rows == 1 && m.block_cols == 1) {
    ImGui::Text("%s %s, %s %s", s.row_title ? s.row_title : Tr("heatmap.row", "row"),
                Label(s.row_labels, row).c_str(),
                s.col_title ? s.col_title : Tr("heatmap.column", "column"),
                Label(s.col_labels, col).c_str());
    ImGui::Text("%s = %.4f",
                s.diverging ? Tr("heatmap.value", "value") : Tr("heatmap.weight", "weight"),
                static_cast<double>(s.value(row, col)));
  } else {
    ImGui::Text("%s %d-%d, %s %d-%d", Tr("heatmap.row", "row"), row,
                std::min(s.rows, row + m.block_rows) - 1, Tr("heatmap.column", "column"), col,
                std::min(s.cols, col + m.block_cols) - 1);
    ImGui::Text("%s = %.4f", Tr("heatmap.mean", "mean"),
                static_cast<double>(BlockValue(s, m, h.row, h.col)));
  }
  if (s.tooltip_extra) s.tooltip_extra(row, col);
  ImGui::TextDisabled("%s", Tr("heatmap.right_click", "right-click: save as PNG"));
  if (s.tooltip_names) {
    const ImVec2 pos = ImGui::GetWindowPos(), tip = ImGui::GetWindowSize();
    RecordRect(WidgetName(s.tooltip_names, row, col), pos, ImVec2(pos.x + tip.x, pos.y + tip.y));
  }
  ImGui::EndTooltip();
}

// The colour bar from lo to hi (diverging: −range … 0 … +range) at p, `width` px wide, with its
// end values below it and its title at its right.
void AddLegend(ImDrawList* dl, ImVec2 p, float width, float lo, float hi, bool diverging,
               const char* title) {
  const float line_h = ImGui::GetTextLineHeight();
  const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text);
  constexpr int kSteps = 48;
  for (int k = 0; k < kSteps; ++k) {
    const float t0 = static_cast<float>(k) / kSteps, t1 = static_cast<float>(k + 1) / kSteps;
    const float tm = (t0 + t1) * 0.5f;
    const ImU32 col = diverging ? SignedColor(2.0f * tm - 1.0f) : WeightColor(tm);
    dl->AddRectFilled(ImVec2(p.x + width * t0, p.y),
                      ImVec2(p.x + width * t1 + 0.5f, p.y + line_h * 0.8f), col);
  }
  const float range = std::max(std::fabs(lo), std::fabs(hi));
  char a[24], b[24];
  std::snprintf(a, sizeof(a), "%.3g", static_cast<double>(diverging ? -range : lo));
  std::snprintf(b, sizeof(b), "%.3g", static_cast<double>(diverging ? range : hi));
  dl->AddText(ImVec2(p.x, p.y + line_h), text, a);
  dl->AddText(ImVec2(p.x + width - ImGui::CalcTextSize(b).x, p.y + line_h), text, b);
  if (diverging)
    dl->AddText(ImVec2(p.x + width * 0.5f - ImGui::CalcTextSize("0").x * 0.5f, p.y + line_h), text,
                "0");
  if (!title) title = diverging ? Tr("heatmap.value", "value") : Tr("heatmap.legend", "weight");
  dl->AddText(ImVec2(p.x + width + space::kM, p.y), text, title);
}

// Right-click on the widget: "Save this heatmap as PNG" (just the widget's rectangle).
void SaveAsPngMenu(const HeatmapSpec& s, ImVec2 min, ImVec2 size) {
  if (!ImGui::BeginPopupContextItem(s.id)) return;
  if (ImGui::Selectable(Tr("heatmap.save_png", "Save this heatmap as PNG"))) {
    if (AppServices* services = CurrentServices())
      services->host().export_canvas_png(s.png_name, min.x, min.y, size.x, size.y);
  }
  RecordItem("heatmap_menu/save_png");
  ImGui::EndPopup();
}

}  // namespace

HeatmapMeasure MeasureHeatmap(const HeatmapSpec& s) {
  HeatmapMeasure m;
  if (s.rows <= 0 || s.cols <= 0 || !s.value) {
    m.empty = true;
    m.size = ImGui::CalcTextSize("(empty)");
    return m;
  }
  const float line_h = ImGui::GetTextLineHeight();
  if (s.max_cells > 0) {
    m.block_rows = (s.rows + s.max_cells - 1) / s.max_cells;
    m.block_cols = (s.cols + s.max_cells - 1) / s.max_cells;
  }
  m.drawn_rows = (s.rows + m.block_rows - 1) / m.block_rows;
  m.drawn_cols = (s.cols + m.block_cols - 1) / m.block_cols;
  const ImVec2 widest = WidestLabels(s, m);
  m.grid_offset.x = s.row_labels ? std::min(widest.x, kMaxRowLabel) + space::kM : 0.0f;
  m.legend_h = s.legend ? line_h * 2.2f + space::kM : 0.0f;
  m.cell_size = CellSize(s, m);
  const float cw = m.cell_size.x, ch = m.cell_size.y;
  if (s.col_labels) {
    m.col_labels_upright = widest.y + space::kS > cw;
    m.grid_offset.y =
        m.col_labels_upright ? std::min(widest.y, kMaxColLabel) + space::kM : line_h + space::kS;
    m.col_label_step =
        m.col_labels_upright && cw < line_h ? static_cast<int>(std::ceil(line_h / cw)) : 1;
  }
  m.row_label_step = ch < line_h - 2.0f ? static_cast<int>(std::ceil(line_h / ch)) : 1;
  m.grid_size =
      ImVec2(cw * static_cast<float>(m.drawn_cols), ch * static_cast<float>(m.drawn_rows));
  float right = m.grid_offset.x + m.grid_size.x;
  if (s.legend) {
    PlaceLegend(s, &m);
    right = std::max(right, m.legend_offset.x + m.legend_w + m.legend_title_w);
  }
  m.size = ImVec2(right, m.grid_offset.y + m.grid_size.y + m.legend_h);
  return m;
}

void DrawHeatmapLegend(float lo, float hi, bool diverging, const char* title, float width) {
  const ImVec2 p = ImGui::GetCursorScreenPos();
  AddLegend(ImGui::GetWindowDrawList(), p, width, lo, hi, diverging, title);
  ImGui::Dummy(ImVec2(width + space::kM + ImGui::CalcTextSize("weight").x * 2.0f,
                      ImGui::GetTextLineHeight() * 2.2f));
}

void HeatmapCellRect(const HeatmapResult& r, int row, int col, ImVec2* a, ImVec2* b) {
  const float x = r.grid_min.x + r.cell_size.x * static_cast<float>(col / r.block_cols);
  const float y = r.grid_min.y + r.cell_size.y * static_cast<float>(row / r.block_rows);
  *a = ImVec2(x, y);
  *b = ImVec2(x + r.cell_size.x - 1, y + r.cell_size.y - 1);
}

int HeatmapEasingEntriesForTest() {
  return static_cast<int>(PerContext<EasedHeatmaps>().by_id.size());
}

// ---- 5. DrawHeatmap --------------------------------------------------------------------------
HeatmapResult DrawHeatmap(const HeatmapSpec& s) {
  HeatmapResult res;
  const HeatmapMeasure m = MeasureHeatmap(s);
  if (m.empty) {
    ImGui::TextDisabled("(empty)");
    return res;
  }
  const ImVec2 o = ImGui::GetCursorScreenPos();
  res.min = o;
  res.max = ImVec2(o.x + m.size.x, o.y + m.size.y);
  res.grid_min = ImVec2(o.x + m.grid_offset.x, o.y + m.grid_offset.y);
  res.grid_max = ImVec2(res.grid_min.x + m.grid_size.x, res.grid_min.y + m.grid_size.y);
  res.cell_size = m.cell_size;
  res.block_rows = m.block_rows;
  res.block_cols = m.block_cols;
  ImGui::InvisibleButton(s.id, m.size);
  const Hover hover = HoverAt(m, res, ImGui::IsItemHovered());
  const bool clicked = ImGui::IsItemClicked(ImGuiMouseButton_Left);

  ImDrawList* dl = ImGui::GetWindowDrawList();
  PaintColumnLabels(dl, s, m, res);
  PaintRowLabels(dl, s, m, res, hover.label_row);
  PaintCells(dl, s, m, res);
  if (s.widget_name) RecordRect(s.widget_name, res.grid_min, res.grid_max);
  PaintHighlightRow(dl, s, m, res);
  if (hover.row >= 0) {
    res.hovered_row = hover.row * m.block_rows;
    res.hovered_col = hover.col * m.block_cols;
    ImVec2 a, b;
    HeatmapCellRect(res, res.hovered_row, res.hovered_col, &a, &b);
    dl->AddRect(a, b, Colors().outline, 0, 0, 2.0f);
    CellTooltip(s, m, hover);
    if (clicked) {
      res.clicked = true;
      res.clicked_row = res.hovered_row;
      res.clicked_col = res.hovered_col;
    }
  } else if (hover.label_row >= 0 && clicked && s.row_labels) {
    res.clicked = true;
    res.clicked_row = hover.label_row * m.block_rows;
  }
  if (s.legend)
    AddLegend(dl, ImVec2(o.x + m.legend_offset.x, o.y + m.legend_offset.y), m.legend_w, s.lo, s.hi,
              s.diverging, m.legend_title);
  SaveAsPngMenu(s, o, m.size);
  return res;
}

}  // namespace ap::ui
