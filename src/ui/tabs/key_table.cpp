// KeyTable (see key_table.h). Sections: 1. commands above the table  2. row operations and the
// paste menu  3. layout (wide or phone)  4. the row helpers both layouts share  5. the two tables
// and Draw.
#include "ui/tabs/key_table.h"

#include "ui/widgets/flow_layout.h"
#include "ui/i18n.h"
#include "ui/widgets/number_field.h"
#include "ui/palette.h"
#include "ui/widget_ids.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cstdio>
#include <string>

namespace ap::ui {

namespace {

constexpr float kCellWidth = 52.0f;
constexpr float kMinCellWidth = 40.0f;  // "-0.123" still readable at the default font

// Applies a scene_ops function to a copy of the lab scene through the session (one undo step).
template <typename Op>
void EditScene(AppSession& session, Op op, const std::string& merge_key = "") {
  session.edit([&](AppState& st) { op(&st.lab); }, merge_key);
}

}  // namespace

// ---- 1. commands above the table --------------------------------------------------------------
void KeyTable::DrawCommands(AppSession& session) {
  const AttentionScene& s = session.state().lab;
  ImGui::BeginDisabled(s.n() >= kMaxKeys);
  if (ImGui::Button(Tr("lab.keys.add", "+ Add key"))) {
    const int n = s.n();
    EditScene(session, [n](AttentionScene* sc) { add_key(sc, n); });
  }
  ImGui::EndDisabled();
  RecordItem("keys/add");
  SameLineIfFits(ButtonWidth(Tr("lab.keys.randomise", "Randomise")));
  if (ImGui::Button(Tr("lab.keys.randomise", "Randomise"))) {
    const auto seed = static_cast<std::uint64_t>(seed_);
    EditScene(session, [seed](AttentionScene* sc) { randomise(sc, seed); });
    ++seed_;  // the next click gives new numbers; the seed shown is the next one used
  }
  RecordItem("keys/randomise");
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("%s",
                      Tr("lab.keys.randomise_tip",
                         "New random query, keys and values (uniform in [-1, 1)) from the seed"));
  // The field keeps room for its digits between its − and + buttons (they grow on touch).
  const float seed_w = StepperWidth(44.0f);
  SameLineIfFits(LabeledWidth(seed_w, Tr("lab.keys.seed", "seed")));
  ImGui::SetNextItemWidth(seed_w);
  ImGui::InputInt(Tr("lab.keys.seed", "seed"), &seed_);
  if (seed_ < 0) seed_ = 0;
  SameLineIfFits(ButtonWidth(Tr("lab.keys.normalise", "Normalise...")));
  if (ImGui::Button(Tr("lab.keys.normalise", "Normalise..."))) ImGui::OpenPopup("##normalise");
  RecordItem("keys/normalise");
  if (ImGui::BeginPopup("##normalise")) {
    struct Choice {
      const char* key;
      const char* text;
      unsigned parts;
    };
    const Choice choices[] = {
        {"lab.keys.norm_keys", "Keys to unit length", kPartKeys},
        {"lab.keys.norm_values", "Values to unit length", kPartValues},
        {"lab.keys.norm_query", "Query to unit length", kPartQueries},
        {"lab.keys.norm_all", "All of them", kPartQueries | kPartKeys | kPartValues},
    };
    for (const Choice& c : choices) {
      if (ImGui::Selectable(Tr(c.key, c.text))) {
        const unsigned parts = c.parts;
        EditScene(session, [parts](AttentionScene* sc) { normalise_rows(sc, parts); });
      }
      RecordItem(WidgetName("normalise/%u", c.parts));
    }
    ImGui::EndPopup();
  }
  SameLineIfFits(ButtonWidth(Tr("lab.keys.paste", "Paste CSV...")));
  if (ImGui::Button(Tr("lab.keys.paste", "Paste CSV..."))) ImGui::OpenPopup("##paste");
  RecordItem("keys/paste_csv");
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("%s",
                      Tr("lab.keys.paste_tip",
                         "Rows from the clipboard: an optional label, then numbers separated by "
                         "commas, tabs or spaces"));
  DrawPasteMenu(session);

  // e: the value size, independent of d.
  int e = s.e();
  const float e_w = std::min(220.0f, ImGui::GetContentRegionAvail().x * 0.5f);
  ImGui::SetNextItemWidth(e_w);
  const bool changed = ImGui::SliderInt(Tr("lab.keys.e", "e (value size)"), &e, 1, kMaxDim);
  if (ImGui::IsItemActivated()) ++e_serial_;
  RecordItemFrame("dim/e", e_w);
  if (changed && e != s.e()) {
    EditScene(
        session, [e](AttentionScene* sc) { set_value_dim(sc, e); },
        "dim/e#" + std::to_string(e_serial_));
  }
  char n_text[32];
  std::snprintf(n_text, sizeof(n_text), "n = %d", s.n());
  SameLineIfFits(ImGui::CalcTextSize(n_text).x);
  ImGui::TextDisabled("%s", n_text);
}

// ---- 2. row operations and the paste menu -----------------------------------------------------
// Row i's operations: move up, move down, duplicate, delete. Four small buttons on one line, or
// (as_menu, narrow screens) four menu items. Records keys/<i>/up|down|duplicate|delete.
void KeyTable::DrawRowOps(int i, int n, bool as_menu, RowAction* action, int* action_row) {
  struct Op {
    RowAction what;
    const char* button;
    const char* text;  // translated: the menu item, or the button's tooltip
    const char* id;
    bool enabled;
  };
  const Op ops[] = {
      {RowAction::Up, "", Tr("lab.keys.up", "Move up"), "up", i > 0},
      {RowAction::Down, "", Tr("lab.keys.down", "Move down"), "down", i < n - 1},
      {RowAction::Duplicate, "+##dup",
       Tr("lab.keys.dup_tip", "Duplicate this key (the copy goes below)"), "duplicate",
       n < kMaxKeys},
      {RowAction::Delete, "x##del",
       Tr("lab.keys.del_tip", "Delete this key (the last one cannot go)"), "delete", n > 1},
  };
  for (const Op& op : ops) {
    bool clicked = false;
    if (as_menu) {
      clicked = ImGui::Selectable(op.text, false, op.enabled ? 0 : ImGuiSelectableFlags_Disabled);
    } else {
      if (op.what != RowAction::Up) ImGui::SameLine(0, 1);
      ImGui::BeginDisabled(!op.enabled);
      if (op.what == RowAction::Up || op.what == RowAction::Down)
        clicked = ImGui::ArrowButton(op.what == RowAction::Up ? "##up" : "##down",
                                     op.what == RowAction::Up ? ImGuiDir_Up : ImGuiDir_Down);
      else
        clicked = ImGui::Button(op.button);
      ImGui::EndDisabled();
      if ((op.what == RowAction::Duplicate || op.what == RowAction::Delete) &&
          ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("%s", op.text);
    }
    RecordItem(WidgetName("keys/%d/%s", i, op.id));
    if (clicked) {
      *action = op.what;
      *action_row = i;
    }
  }
}

void KeyTable::DrawPasteMenu(AppSession& session) {
  if (!ImGui::BeginPopup("##paste")) return;
  struct Choice {
    const char* key;
    const char* text;
    CsvTarget target;
    const char* id;
  };
  const Choice choices[] = {
      {"lab.keys.paste_kv", "As keys and values (first d columns = key)", CsvTarget::KeysAndValues,
       "kv"},
      {"lab.keys.paste_k", "As keys (sets d)", CsvTarget::Keys, "k"},
      {"lab.keys.paste_v", "As values (sets e)", CsvTarget::Values, "v"},
  };
  for (const Choice& c : choices) {
    if (ImGui::Selectable(Tr(c.key, c.text))) {
      const char* clip = ImGui::GetClipboardText();
      AttentionScene next = session.state().lab;
      std::string error;
      if (!clip || !*clip) {
        session.set_banner(Tr("lab.keys.paste_empty", "Paste CSV: the clipboard is empty."));
      } else if (!paste_csv(&next, clip, c.target, &error)) {
        session.set_banner(std::string(Tr("lab.keys.paste_error", "Paste CSV: ")) + error);
      } else {
        session.edit([&](AppState& st) { st.lab = std::move(next); });
      }
    }
    RecordItem(WidgetName("paste/%s", c.id));
  }
  ImGui::EndPopup();
}

// ---- 3. layout ----------------------------------------------------------------------------------
// The table's measures. Narrow screens (phones): the row's four buttons fold into one "..." menu
// and each row's value cells go on a second line under its key cells (one column "key k / value
// v"), so a small scene fits without scrolling sideways; a wide one (large d or e) still scrolls,
// with the first two columns frozen.
struct KeyTableLayout {
  bool phone = false;
  float index_w = 0, ops_w = 0, menu_w = 0, attend_w = 0;
  float label_w = 0, cell_w = kCellWidth;
  float row_h = 0, height = 0;
};

namespace {

KeyTableLayout MeasureKeyTable(int n, int d, int e) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float fh = ImGui::GetFrameHeight();
  KeyTableLayout L;
  L.index_w = 8.0f + ImGui::CalcTextSize("00").x + style.ItemSpacing.x * 2.0f;
  L.ops_w = fh * 2.0f + ImGui::CalcTextSize("+x").x + style.FramePadding.x * 4.0f + 3.0f;
  L.menu_w = ImGui::CalcTextSize("...").x + style.FramePadding.x * 2.0f;
  L.attend_w = std::max(fh, ImGui::CalcTextSize(Tr("lab.keys.col_mask", "attend")).x);
  const float cell_step = kCellWidth + style.ItemSpacing.x;
  const float full_w = L.index_w + L.ops_w + 70.0f + L.attend_w +
                       cell_step * static_cast<float>(d + e) + style.CellPadding.x * 10.0f + 6.0f;
  const float avail_w = ImGui::GetContentRegionAvail().x;
  L.phone = avail_w < full_w;
  L.label_w = L.phone ? 56.0f : 70.0f;
  if (L.phone) {
    const float fixed =
        L.index_w + L.menu_w + L.label_w + L.attend_w + style.CellPadding.x * 8.0f + 6.0f;
    L.cell_w =
        std::clamp((avail_w - fixed) / static_cast<float>(std::max(d, e)) - style.ItemSpacing.x,
                   kMinCellWidth, kCellWidth);
  }
  L.row_h = (L.phone ? fh * 2.0f + style.ItemSpacing.y : fh) + style.CellPadding.y * 2.0f;
  // Every row's height; beside the canvas (a wide window) at most the rows that fit, and the table
  // scrolls. On a phone the table is as tall as its rows: the page scrolls, the table does not.
  const float all_rows = L.row_h * static_cast<float>(n) + fh + style.CellPadding.y * 2.0f +
                         style.ScrollbarSize + 6.0f;
  L.height = L.phone ? all_rows
                     : std::min(all_rows,
                                std::max(L.row_h * 6.0f, ImGui::GetContentRegionAvail().y * 0.6f));
  return L;
}

bool BeginKeysTable(int columns, const KeyTableLayout& L, float ops_w) {
  const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg |
                                ImGuiTableFlags_ScrollX | ImGuiTableFlags_ScrollY |
                                ImGuiTableFlags_SizingFixedFit;
  if (!ImGui::BeginTable("##keys", columns, flags, ImVec2(0, L.height))) return false;
  ImGui::TableSetupScrollFreeze(2, 1);
  ImGui::TableSetupColumn("#", ImGuiTableColumnFlags_WidthFixed, L.index_w + ops_w);
  ImGui::TableSetupColumn(Tr("lab.keys.col_label", "label"), ImGuiTableColumnFlags_WidthFixed,
                          L.label_w);
  ImGui::TableSetupColumn(Tr("lab.keys.col_mask", "attend"), ImGuiTableColumnFlags_WidthFixed);
  return true;
}

// ---- 4. row helpers -----------------------------------------------------------------------------
// Rows [first, end) that the clipper shows, plus `force_row` (≥ 0: a cell being typed into stays
// submitted even when its row is scrolled out of sight — a phone's keyboard, a window made
// smaller — or ImGui would end the edit).
template <typename Row>
void ClippedRows(int n, float row_h, int force_row, Row row) {
  ImGuiListClipper clipper;
  clipper.Begin(n, row_h);
  if (force_row >= 0 && force_row < n) clipper.ForceDisplayRangeByIndices(force_row, force_row + 1);
  while (clipper.Step())
    for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) row(i);
}

// Opens row i (its id, the hover tint) and draws column 0's swatch and index; returns the row's
// top, for BeginRow's partner EndRow.
float BeginRow(int i, bool on, int hovered, float row_h) {
  const float fh = ImGui::GetFrameHeight();
  ImGui::TableNextRow(ImGuiTableRowFlags_None, row_h);
  ImGui::PushID(i);
  if (i == hovered) ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1, Colors().row_tint);
  ImGui::TableSetColumnIndex(0);
  const ImVec2 sw = ImGui::GetCursorScreenPos();
  ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(sw.x, sw.y + 3), ImVec2(sw.x + 6, sw.y + fh - 3),
                                            on ? KeyColor(i) : Colors().masked);
  ImGui::Dummy(ImVec2(8, fh));
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  ImGui::Text("%d", i);
  ImGui::SameLine();
  return sw.y;
}

// Closes row i: *hover_out = i when the mouse is over it.
void EndRow(int i, float y0, float row_h, int* hover_out) {
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  if (ImGui::IsWindowHovered(ImGuiHoveredFlags_ChildWindows) && mouse.y >= y0 &&
      mouse.y < y0 + row_h - ImGui::GetStyle().CellPadding.y)
    *hover_out = i;
  ImGui::PopID();
}

// Column 2: the "attend" checkbox (unticked: masked).
void DrawAttendCell(AppSession& session, int i, bool on) {
  ImGui::TableSetColumnIndex(2);
  bool attend = on;
  if (ImGui::Checkbox("##mask", &attend)) {
    session.edit([&](AppState& st) {
      if (st.lab.mask.empty()) st.lab.mask.assign(static_cast<std::size_t>(st.lab.n()), true);
      st.lab.mask[static_cast<std::size_t>(i)] = attend;
    });
  }
  RecordItem(WidgetName("mask/%d", i));
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("%s",
                      Tr("lab.keys.mask_tip", "Unticked: the key is masked (weight exactly 0)"));
}

bool KeyOn(const AttentionScene& s, int i) {
  return s.mask.empty() || s.mask[static_cast<std::size_t>(i)];
}

}  // namespace

// Column 1: the label, typed in the key's colour (one undo step per typing session).
void KeyTable::DrawLabelCell(AppSession& session, int i, bool on) {
  ImGui::TableSetColumnIndex(1);
  std::string label = session.state().lab.labels[static_cast<std::size_t>(i)];
  ImGui::SetNextItemWidth(-1);
  ImGui::PushStyleColor(ImGuiCol_Text, on ? KeyColor(i) : Colors().masked);
  const bool label_changed = ImGui::InputText("##label", &label);
  ImGui::PopStyleColor();
  if (ImGui::IsItemActivated()) ++label_serial_;
  RecordItem(WidgetName("label/%d", i));
  if (label_changed) {
    session.edit([&](AppState& st) { st.lab.labels[static_cast<std::size_t>(i)] = label; },
                 "label/" + std::to_string(i) + "#" + std::to_string(label_serial_));
  }
}

// Row i's key (part 0) or value (part 1) coordinates, one number field each, in the current cell.
void KeyTable::DrawNumberCells(AppSession& session, int i, int part, float cell_w) {
  const AttentionScene& s = session.state().lab;
  const Mat& m = part == 0 ? s.keys : s.values;
  const int cols = part == 0 ? s.d() : s.e();
  for (int c = 0; c < cols; ++c) {
    if (c) ImGui::SameLine();
    ImGui::PushID(part * 1000 + c);
    ImGui::SetNextItemWidth(cell_w);
    const bool was_typing = fields_.Typing();
    const NumberEdit ev = fields_.Field("##cell", m(i, c));
    if (!was_typing && fields_.Typing()) typing_row_ = i;
    RecordItem(WidgetName(part == 0 ? "keys/%d/%d" : "values/%d/%d", i, c));
    ImGui::PopID();
    if (ev.kind != NumberEdit::Kind::None) {
      char field[48];
      std::snprintf(field, sizeof(field), part == 0 ? "keys[%d][%d]" : "values[%d][%d]", i, c);
      ApplyNumberEdit(session, ev, field, [part, i, c](AppState& st, float v) {
        Mat& dst = part == 0 ? st.lab.keys : st.lab.values;
        dst(i, c) = v;
      });
    }
  }
}

// ---- 5. the two tables and Draw ---------------------------------------------------------------
// Wide: five columns — #, label, attend, key k, value v; the row's buttons in column 0.
void KeyTable::DrawWideTable(AppSession& session, const KeyTableLayout& L, int hovered,
                             int* hover_out, RowAction* action, int* action_row) {
  const AttentionScene& s = session.state().lab;
  const int n = s.n();
  if (!BeginKeysTable(5, L, L.ops_w)) return;
  const float step = L.cell_w + ImGui::GetStyle().ItemSpacing.x;
  ImGui::TableSetupColumn(Tr("lab.keys.col_key", "key k"), ImGuiTableColumnFlags_WidthFixed,
                          step * static_cast<float>(s.d()));
  ImGui::TableSetupColumn(Tr("lab.keys.col_value", "value v"), ImGuiTableColumnFlags_WidthFixed,
                          step * static_cast<float>(s.e()));
  ImGui::TableHeadersRow();
  ClippedRows(n, L.row_h, fields_.Typing() ? typing_row_ : -1, [&](int i) {
    const bool on = KeyOn(session.state().lab, i);
    const float y0 = BeginRow(i, on, hovered, L.row_h);
    DrawRowOps(i, n, /*as_menu=*/false, action, action_row);
    DrawLabelCell(session, i, on);
    DrawAttendCell(session, i, on);
    ImGui::TableSetColumnIndex(3);
    DrawNumberCells(session, i, 0, L.cell_w);
    ImGui::TableSetColumnIndex(4);
    DrawNumberCells(session, i, 1, L.cell_w);
    EndRow(i, y0, L.row_h, hover_out);
  });
  ImGui::EndTable();
}

// Phone: four columns — #, label, attend, "key k / value v" (values on a second line); the row's
// operations in a "..." menu.
void KeyTable::DrawPhoneTable(AppSession& session, const KeyTableLayout& L, int hovered,
                              int* hover_out, RowAction* action, int* action_row) {
  const AttentionScene& s = session.state().lab;
  const int n = s.n();
  if (!BeginKeysTable(4, L, L.menu_w)) return;
  const float step = L.cell_w + ImGui::GetStyle().ItemSpacing.x;
  ImGui::TableSetupColumn(Tr("lab.keys.col_key_value", "key k / value v"),
                          ImGuiTableColumnFlags_WidthFixed,
                          step * static_cast<float>(std::max(s.d(), s.e())));
  ImGui::TableHeadersRow();
  ClippedRows(n, L.row_h, fields_.Typing() ? typing_row_ : -1, [&](int i) {
    const bool on = KeyOn(session.state().lab, i);
    const float y0 = BeginRow(i, on, hovered, L.row_h);
    if (ImGui::Button("...##ops")) ImGui::OpenPopup("##row_ops");
    RecordItem(WidgetName("keys/%d/menu", i));
    if (ImGui::BeginPopup("##row_ops")) {
      DrawRowOps(i, n, /*as_menu=*/true, action, action_row);
      ImGui::EndPopup();
    }
    DrawLabelCell(session, i, on);
    DrawAttendCell(session, i, on);
    ImGui::TableSetColumnIndex(3);
    DrawNumberCells(session, i, 0, L.cell_w);
    DrawNumberCells(session, i, 1, L.cell_w);  // same cell, next line
    EndRow(i, y0, L.row_h, hover_out);
  });
  ImGui::EndTable();
}

void KeyTable::Draw(AppSession& session, int hovered, int* hover_out) {
  DrawCommands(session);
  const AttentionScene& s = session.state().lab;
  const KeyTableLayout L = MeasureKeyTable(s.n(), s.d(), s.e());
  int action_row = -1;
  RowAction action = RowAction::None;
  if (L.phone)
    DrawPhoneTable(session, L, hovered, hover_out, &action, &action_row);
  else
    DrawWideTable(session, L, hovered, hover_out, &action, &action_row);

  // Row operations after the table, so no row vanishes while it is being drawn.
  const int r = action_row;
  switch (action) {
    case RowAction::None:
      break;
    case RowAction::Up:
      EditScene(session, [r](AttentionScene* sc) { move_key(sc, r, r - 1); });
      break;
    case RowAction::Down:
      EditScene(session, [r](AttentionScene* sc) { move_key(sc, r, r + 1); });
      break;
    case RowAction::Duplicate:
      EditScene(session, [r](AttentionScene* sc) { duplicate_key(sc, r); });
      break;
    case RowAction::Delete:
      EditScene(session, [r](AttentionScene* sc) { delete_key(sc, r); });
      break;
  }
}

}  // namespace ap::ui
