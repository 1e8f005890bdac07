// TabPanel: one top-level tab of the playground (the vector lab, batched queries, translator,
// bottleneck, painting, self-attention, multi-head and tour tabs). Each tab is a
// small class in its own file with its own UI-only state; AppUi lists them in one place
// (MakeTabs() in app_ui.cpp), so adding a tab is one new file plus one line there.
#pragma once

#include "app/session.h"

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
