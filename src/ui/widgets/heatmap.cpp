// DrawHeatmap (see heatmap.h). Sections: 1. labels  2. layout  3. cells, hover and click
// 4. legend and PNG export.
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

// ---- 2. layout -------------------------------------------------------------------------------
struct Layout {
  int br = 1, bc = 1, R = 0, C = 0;  // block size and drawn rows/columns
  float cw = 0, ch = 0;              // drawn cell size
  float label_w = 0, header_h = 0, legend_h = 0;
  bool rotate = false;             // column labels upright
  int row_step = 1, col_step = 1;  // every n-th label when cells are smaller than a line
};

Layout MakeLayout(const HeatmapSpec& s) {
  Layout L;
  const float line_h = ImGui::GetTextLineHeight();
  if (s.max_cells > 0) {
    L.br = (s.rows + s.max_cells - 1) / s.max_cells;
    L.bc = (s.cols + s.max_cells - 1) / s.max_cells;
  }
  L.R = (s.rows + L.br - 1) / L.br;
  L.C = (s.cols + L.bc - 1) / L.bc;
  float row_w = 0, col_w = 0;
  if (s.row_labels)
    for (int r = 0; r < L.R; ++r)
      row_w = std::max(row_w, ImGui::CalcTextSize(Label(s.row_labels, r * L.br).c_str()).x);
  if (s.col_labels)
    for (int c = 0; c < L.C; ++c)
      col_w = std::max(col_w, ImGui::CalcTextSize(Label(s.col_labels, c * L.bc).c_str()).x);
  L.label_w = s.row_labels ? std::min(row_w, kMaxRowLabel) + space::kM : 0.0f;
  L.legend_h = s.legend ? line_h * 2.2f + space::kM : 0.0f;
  const ImVec2 box(s.size.x > 0 ? s.size.x : ImGui::GetContentRegionAvail().x,
                   s.size.y > 0 ? s.size.y : ImGui::GetContentRegionAvail().y);
  const float header_guess = s.col_labels ? line_h + space::kS : 0.0f;
  if (s.cell > 0) {
    L.cw = L.ch = s.cell;
  } else {
    const float fit_w = (box.x - L.label_w) / static_cast<float>(L.C);
    const float fit_h = (box.y - header_guess - L.legend_h) / static_cast<float>(L.R);
    L.cw = std::clamp(fit_w, s.min_cell, s.max_cell_w);
    L.ch = std::clamp(fit_h, s.min_cell, s.max_cell_h);
    if (s.square) L.cw = L.ch = std::max(s.min_cell, std::min(fit_w, fit_h));
    L.cw = std::min(L.cw, s.max_cell_w);
    L.ch = std::min(L.ch, s.max_cell_h);
  }
  if (s.col_labels) {
    L.rotate = col_w + space::kS > L.cw;
    L.header_h = L.rotate ? std::min(col_w, kMaxColLabel) + space::kM : line_h + space::kS;
    L.col_step = L.rotate && L.cw < line_h ? static_cast<int>(std::ceil(line_h / L.cw)) : 1;
  }
  L.row_step = L.ch < line_h - 2.0f ? static_cast<int>(std::ceil(line_h / L.ch)) : 1;
  return L;
}

float BlockValue(const HeatmapSpec& s, const Layout& L, int r, int c) {
  if (L.br == 1 && L.bc == 1) return s.value(r, c);
  float sum = 0;
  int n = 0;
  for (int i = r * L.br; i < std::min(s.rows, (r + 1) * L.br); ++i)
    for (int j = c * L.bc; j < std::min(s.cols, (c + 1) * L.bc); ++j) {
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

}  // namespace

void DrawHeatmapLegend(float lo, float hi, bool diverging, const char* title, float width) {
  const ImVec2 p = ImGui::GetCursorScreenPos();
  AddLegend(ImGui::GetWindowDrawList(), p, width, lo, hi, diverging, title);
  ImGui::Dummy(ImVec2(width + space::kM + ImGui::CalcTextSize("weight").x * 2.0f,
                      ImGui::GetTextLineHeight() * 2.2f));
}

int HeatmapEasingEntriesForTest() {
  return static_cast<int>(PerContext<EasedHeatmaps>().by_id.size());
}

void HeatmapCellRect(const HeatmapResult& r, int row, int col, ImVec2* a, ImVec2* b) {
  const float x = r.grid_min.x + r.cell_size.x * static_cast<float>(col / r.block_cols);
  const float y = r.grid_min.y + r.cell_size.y * static_cast<float>(row / r.block_rows);
  *a = ImVec2(x, y);
  *b = ImVec2(x + r.cell_size.x - 1, y + r.cell_size.y - 1);
}

// ---- 3. cells, hover and click ---------------------------------------------------------------
HeatmapResult DrawHeatmap(const HeatmapSpec& s) {
  HeatmapResult res;
  if (s.rows <= 0 || s.cols <= 0 || !s.value) {
    ImGui::TextDisabled("(empty)");
    return res;
  }
  const Palette& pal = Colors();
  const Layout L = MakeLayout(s);
  const float line_h = ImGui::GetTextLineHeight();
  const ImVec2 o = ImGui::GetCursorScreenPos();
  const ImVec2 g(o.x + L.label_w, o.y + L.header_h);
  const ImVec2 g1(g.x + L.cw * static_cast<float>(L.C), g.y + L.ch * static_cast<float>(L.R));
  // The legend: under the grid, as wide as it (120–260 px), its title at its right. Where that
  // would pass the window's edge (long row labels, a narrow grid, a phone) it starts at the
  // widget's left edge instead and narrows to fit (at least 60 px).
  const char* legend_title = s.legend_title ? s.legend_title
                             : s.diverging  ? Tr("heatmap.value", "value")
                                            : Tr("heatmap.legend", "weight");
  const float title_w = ImGui::CalcTextSize(legend_title).x + space::kM;
  const float avail_right = o.x + ImGui::GetContentRegionAvail().x;
  float legend_x = g.x;
  float legend_w = std::min(260.0f, std::max(120.0f, g1.x - g.x));
  if (legend_x + legend_w + title_w > avail_right) {
    legend_x = o.x;
    legend_w = std::max(60.0f, std::min(legend_w, avail_right - o.x - title_w));
  }
  const float right = s.legend ? std::max(g1.x, legend_x + legend_w + title_w) : g1.x;
  const ImVec2 size(right - o.x, g1.y - o.y + L.legend_h);
  ImGui::InvisibleButton(s.id, size);
  const bool hovered = ImGui::IsItemHovered();
  const bool clicked = ImGui::IsItemClicked(ImGuiMouseButton_Left);
  res.min = o;
  res.max = ImVec2(o.x + size.x, o.y + size.y);
  res.grid_min = g;
  res.grid_max = g1;
  res.cell_size = ImVec2(L.cw, L.ch);
  res.block_rows = L.br;
  res.block_cols = L.bc;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text);
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  int hr = -1, hc = -1, label_row = -1;
  if (hovered) {
    const int r = static_cast<int>(std::floor((mouse.y - g.y) / L.ch));
    const int c = static_cast<int>(std::floor((mouse.x - g.x) / L.cw));
    if (r >= 0 && r < L.R && c >= 0 && c < L.C) {
      hr = r;
      hc = c;
    } else if (r >= 0 && r < L.R && mouse.x >= o.x && mouse.x < g.x) {
      label_row = r;
    }
  }

  // Column labels: across the top, upright when crowded.
  if (s.col_labels)
    for (int c = 0; c < L.C; c += L.col_step) {
      const float x = g.x + L.cw * static_cast<float>(c);
      const ImU32 col = s.col_label_color ? s.col_label_color(c * L.bc) : text;
      if (L.rotate) {
        const std::string t = Abbreviate(Label(s.col_labels, c * L.bc), kMaxColLabel);
        AddTextUpright(dl, ImVec2(x + (L.cw - line_h) * 0.5f, g.y - space::kS), col, t.c_str());
      } else {
        const std::string t = Label(s.col_labels, c * L.bc);
        dl->AddText(ImVec2(x + space::kXs, o.y + space::kXs), col, t.c_str());
      }
    }
  // Row labels (a click selects the row: reported to the caller).
  for (int r = 0; r < L.R; ++r) {
    const float y = g.y + L.ch * static_cast<float>(r);
    const ImVec2 la(o.x, y), lb(g.x - space::kS, y + L.ch - 1);
    if (s.row_labels) {
      if (r * L.br == s.selected_row)
        dl->AddRectFilled(la, lb, pal.selection);
      else if (r == label_row)
        dl->AddRectFilled(la, lb, pal.hover_fill);
      if (r % L.row_step == 0) {
        const std::string t = Abbreviate(Label(s.row_labels, r * L.br), kMaxRowLabel);
        dl->AddText(ImVec2(o.x + space::kXs, y + (L.ch - line_h) * 0.5f),
                    s.row_label_color ? s.row_label_color(r * L.br) : text, t.c_str());
      }
    }
    if (s.row_label_names) RecordRect(WidgetName(s.row_label_names, r * L.br), la, lb);
  }
  // Cells.
  // Values only where the cell keeps a clear strip at its right (tests sample its fill there).
  const float value_w = ImGui::CalcTextSize("0.00").x + space::kM;
  const bool show_values = s.values && L.cw >= value_w && L.ch >= line_h + 2;
  // A 1-px gap between cells, except where cells are so small that it would be a grid of lines.
  const float gap = std::min(L.cw, L.ch) >= space::kM ? 1.0f : 0.0f;
  char buf[32];
  // The exact values (printed) and, when easing, the drawn ones (filled). One buffer reused by
  // every heatmap of every frame (a 256×256 W_o is 64 K values), not a new vector per draw.
  static thread_local std::vector<float> exact;
  exact.resize(static_cast<std::size_t>(L.R) * static_cast<std::size_t>(L.C));
  for (int r = 0; r < L.R; ++r)
    for (int c = 0; c < L.C; ++c)
      exact[static_cast<std::size_t>(r * L.C + c)] = BlockValue(s, L, r, c);
  const float* drawn = s.ease ? EasedFor(ImGui::GetID(s.id)).values.Update(exact) : exact.data();
  for (int r = 0; r < L.R; ++r)
    for (int c = 0; c < L.C; ++c) {
      const float x = g.x + L.cw * static_cast<float>(c), y = g.y + L.ch * static_cast<float>(r);
      const ImVec2 a(x, y), b(x + L.cw - gap, y + L.ch - gap);
      const float v = exact[static_cast<std::size_t>(r * L.C + c)];
      const ImU32 fill = FillFor(s, drawn[r * L.C + c]);
      dl->AddRectFilled(a, b, fill);
      if (s.cell_names) RecordRect(WidgetName(s.cell_names, r * L.br, c * L.bc), a, b);
      if (show_values) {
        std::snprintf(buf, sizeof(buf), "%.2f", static_cast<double>(v));
        dl->AddText(ImVec2(x + space::kXs + 1, y + (L.ch - line_h) * 0.5f), InkOn(fill), buf);
      }
    }
  if (s.widget_name) RecordRect(s.widget_name, g, g1);
  if (s.highlight_row >= 0 && s.highlight_row < s.rows) {
    const float y = g.y + L.ch * static_cast<float>(s.highlight_row / L.br);
    dl->AddRect(ImVec2(g.x - 1, y - 1), ImVec2(g1.x, y + L.ch), WithAlpha(pal.outline, 0.9f), 0, 0,
                2.0f);
  }

  if (hr >= 0) {
    const int row = hr * L.br, col = hc * L.bc;
    res.hovered_row = row;
    res.hovered_col = col;
    ImVec2 a, b;
    HeatmapCellRect(res, row, col, &a, &b);
    dl->AddRect(a, b, pal.outline, 0, 0, 2.0f);
    ImGui::BeginTooltip();
    if (L.br == 1 && L.bc == 1) {
      ImGui::Text("%s %s, %s %s", s.row_title ? s.row_title : Tr("heatmap.row", "row"),
                  Label(s.row_labels, row).c_str(),
                  s.col_title ? s.col_title : Tr("heatmap.column", "column"),
                  Label(s.col_labels, col).c_str());
      ImGui::Text("%s = %.4f",
                  s.diverging ? Tr("heatmap.value", "value") : Tr("heatmap.weight", "weight"),
                  static_cast<double>(s.value(row, col)));
    } else {
      ImGui::Text("%s %d-%d, %s %d-%d", Tr("heatmap.row", "row"), row,
                  std::min(s.rows, row + L.br) - 1, Tr("heatmap.column", "column"), col,
                  std::min(s.cols, col + L.bc) - 1);
      ImGui::Text("%s = %.4f", Tr("heatmap.mean", "mean"),
                  static_cast<double>(BlockValue(s, L, hr, hc)));
    }
    if (s.tooltip_extra) s.tooltip_extra(row, col);
    ImGui::TextDisabled("%s", Tr("heatmap.right_click", "right-click: save as PNG"));
    if (s.tooltip_names) {
      const ImVec2 pos = ImGui::GetWindowPos(), tip = ImGui::GetWindowSize();
      RecordRect(WidgetName(s.tooltip_names, row, col), pos, ImVec2(pos.x + tip.x, pos.y + tip.y));
    }
    ImGui::EndTooltip();
    if (clicked) {
      res.clicked = true;
      res.clicked_row = row;
      res.clicked_col = col;
    }
  } else if (label_row >= 0 && clicked && s.row_labels) {
    res.clicked = true;
    res.clicked_row = label_row * L.br;
  }

  // ---- 4. legend (AddLegend above) and PNG export ------------------------------------------
  if (s.legend)
    AddLegend(dl, ImVec2(legend_x, g1.y + space::kM), legend_w, s.lo, s.hi, s.diverging,
              legend_title);
  if (ImGui::BeginPopupContextItem(s.id)) {
    if (ImGui::Selectable(Tr("heatmap.save_png", "Save this heatmap as PNG"))) {
      if (AppServices* services = CurrentServices())
        services->host().export_canvas_png(s.png_name, res.min.x, res.min.y, size.x, size.y);
    }
    RecordItem("heatmap_menu/save_png");
    ImGui::EndPopup();
  }
  return res;
}

}  // namespace ap::ui
