// AppUi: the whole playground UI, drawn once per frame by the platform between ImGui::NewFrame()
// and ImGui::Render(). One full-viewport window without decoration holding, top to bottom:
//   the banner (session.banner(): bad link, bad input) with a dismiss button,
//   the toolbar (undo/redo, presets, copy link, lesson, export) — hidden in embed mode,
//   the lesson strip while a lesson plays, and the lesson recorder (ui/lesson_panel.h),
//   the tab bar (driven by state.view.tab; tabs are TabPanel objects, see tab_panel.h),
//   and on a first visit the welcome over all of it (ui/welcome_panel.h).
// Keyboard: Ctrl+Z undo, Ctrl+Shift+Z / Ctrl+Y redo (Cmd on macOS), unless a text field has focus.
#pragma once

#include "app/page/app_services.h"
#include "app/state/session.h"
#include "ui/exercise_panel.h"
#include "ui/lesson_panel.h"
#include "ui/tabs/tab_panel.h"
#include "ui/toolbar.h"
#include "ui/welcome_panel.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ap::ui {

class AppUi {
 public:
  // services: the translation service, the host and the widget registry (outlives the UI).
  explicit AppUi(AppServices& services);
  ~AppUi();
  void Draw(AppSession& session);

 private:
  void DrawBanner(AppSession& session);
  void DrawTabs(AppSession& session);
  void HandleShortcuts(AppSession& session);
  TabPanel* FindTab(Tab id) const;

  AppServices& services_;
  std::vector<std::unique_ptr<TabPanel>> tabs_;
  Toolbar toolbar_;
  ExercisePanel exercise_panel_;  // the active exercise's strip, above its view's content
  LessonPanel lesson_panel_;      // the lesson strip and recorder, between the toolbar and the tabs
  WelcomePanel welcome_panel_;    // the first visit's modal over everything
  std::optional<bool> applied_dark_;  // the theme of ImGui's style colours (none before the first)
  std::optional<Tab> shown_tab_;      // the tab ImGui showed last frame (none before the first)
};

}  // namespace ap::ui
