// LabTab ("lab"): the playground's main tab, where one query meets editable keys and values. Left,
// the editors (query, keys and values, score function); right, the views (the three steps and the
// 2-D canvas). Narrow windows stack them in one column, canvas first, every panel as tall as its
// content (the tab's content scrolls, nothing inside it does); embed mode shows only the views. A
// key hovered in any view or in the table is highlighted in all of them and its full computation is
// shown as a tooltip.
#pragma once

#include "ui/tabs/key_table.h"
#include "ui/tabs/query_editor.h"
#include "ui/tabs/score_panel.h"
#include "ui/tabs/steps_view.h"
#include "ui/tabs/tab_panel.h"
#include "ui/tabs/vector_canvas.h"
#include "ui/widgets/fitted_child.h"

namespace ap::ui {

class LabTab : public TabPanel {
 public:
  Tab Id() const override { return Tab::Lab; }
  const char* Title() const override;
  void Draw(AppSession& session) override;

 private:
  void DrawEditors(AppSession& session, int* hover_out);
  void DrawViews(AppSession& session, ImVec2 size, int* hover_out);
  void DrawColumn(AppSession& session, ImVec2 avail, int* hover_out);

  QueryEditor query_;
  KeyTable keys_;
  ScorePanel score_;
  StepsView steps_;
  VectorCanvas canvas_;
  FittedChild editors_box_;  // the editors' box in the narrow column
  int hovered_ = -1;         // key hovered anywhere in the last frame (-1 = none)
};

}  // namespace ap::ui
