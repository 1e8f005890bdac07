// TabPanel: one top-level tab of the playground. There are eleven, shown in the article's order:
// tour, bottleneck, painting, vector lab, batched queries, self-attention, multi-head, translator,
// explain, train and exercises (MakeTabs in ui/app_ui.cpp). Each tab is a small class in its own
// file (ui/tabs/*_tab.{h,cpp}) with its own UI-only state. Adding one also takes:
//   - its value in the Tab enum, kTabCount one more, and its name in kTabNames
//     (app/state/view_state.{h,cpp}; the name is what JSON, share links and widget ids say); a new
//     value goes last, so the older tabs keep their numbers;
//   - one line in MakeTabs() (ui/app_ui.cpp), where the display order is;
//   - its name in TABS (tests/browser/screens.mjs), so the layout, theme and reach tests in the
//     browser visit it;
//   - its strings: Tr("tab.<name>", ...) for its title and its other Tr calls, then
//     tests/lint/i18n-check.py --write-en and the same keys in assets/i18n/zh.json.
#pragma once

#include "app/state/session.h"

namespace ap::ui {

class TabPanel {
 public:
  virtual ~TabPanel() = default;
  // The value of state.view.tab that selects this tab (its name: tab_name(Id())).
  virtual Tab Id() const = 0;
  // The tab's title (through Tr).
  virtual const char* Title() const = 0;
  // Draws the tab's content into the current window. In embed mode (state.view.embed) a tab shows
  // only its views, without editors.
  virtual void Draw(AppSession& session) = 0;
};

}  // namespace ap::ui
