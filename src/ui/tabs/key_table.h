// KeyTable: the keys and their values, one table row per key: colour swatch, index, buttons to
// move the row up/down, duplicate it (+) or delete it (x) — in the first column, which stays in
// view when the table scrolls sideways; on a narrow screen they fold into a "..." menu and the
// number cells shrink, so a small scene fits a phone without sideways scrolling — then the label,
// "attend" (the mask checkbox), the key's d coordinates and the value's e coordinates. Above it:
// add a key, randomise (with a seed), normalise, paste CSV from the clipboard, and the value size
// e. All row operations are app/scene/scene_ops.h functions applied through session.edit, after the
// table is drawn (so the rows never change under the loop drawing them).
#pragma once

#include "app/scene/scene_ops.h"
#include "app/state/session.h"
#include "ui/widgets/number_field.h"

namespace ap::ui {

struct KeyTableLayout;  // key_table.cpp: the wide or the phone layout's measures

class KeyTable {
 public:
  // `hovered`: the key hovered anywhere last frame (its row is highlighted); *hover_out is set
  // when the mouse is over a row here.
  void Draw(AppSession& session, int hovered, int* hover_out);

 private:
  void DrawCommands(AppSession& session);
  void DrawPasteMenu(AppSession& session);

  enum class RowAction { None, Up, Down, Duplicate, Delete };
  void DrawRowOps(int i, int n, bool as_menu, RowAction* action, int* action_row);
  void DrawWideTable(AppSession& session, const KeyTableLayout& layout, int hovered, int* hover_out,
                     RowAction* action, int* action_row);
  void DrawPhoneTable(AppSession& session, const KeyTableLayout& layout, int hovered,
                      int* hover_out, RowAction* action, int* action_row);
  void DrawLabelCell(AppSession& session, int i, bool on);
  void DrawNumberCells(AppSession& session, int i, int part, float cell_w);
  NumberFields fields_;
  int seed_ = 1;
  unsigned e_serial_ = 0;
  int typing_row_ = -1;        // the row of the cell in text mode (kept drawn when clipped)
  unsigned label_serial_ = 0;  // one undo step per label typing session
};

}  // namespace ap::ui
