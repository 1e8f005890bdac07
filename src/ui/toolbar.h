// Toolbar: the row of commands above the tabs — Undo / Redo, the Presets menu (the app's preset
// scenes with their one-line explanations), Copy link (the share link, through the host's
// clipboard), Embed code (the HTML that embeds this view, docs/embedding.md), Lesson (opens
// the lesson recorder, ui/lesson_panel.h), Export (scene JSON, results CSV, PNG of the canvas,
// through the host) and the UI scale control "- 100% +" (services.ui_scale: a device preference,
// app/page/ui_scale.h). Hidden in embed mode. When the row does not fit (a phone), Undo and Redo
// stay on it and the rest moves into the "… More" menu, so the toolbar keeps to one line.
#pragma once

#include "app/page/app_services.h"
#include "app/state/session.h"

#include <string>

namespace ap::ui {

// The text "Copy link" gives the host's clipboard: "#<share-link fragment>". The web host
// completes a text starting with '#' to the page's full URL (app/host.h); natively it stays as is.
std::string ShareUrl(const AppSession& session);
// The text "Embed code" gives the clipboard: app/page/embed_snippet.h for the current view.
std::string EmbedCode(const AppSession& session, const Host& host);

class Toolbar {
 public:
  explicit Toolbar(AppServices& services) : services_(services) {}
  void Draw(AppSession& session);
  // The Lesson button's state: the lesson recorder is open (ui/lesson_panel.h).
  bool* lesson_recorder_open() { return &lesson_recorder_open_; }

 private:
  float RowWidth() const;
  void DrawUndoRedo(AppSession& session);
  void DrawMenuItems(AppSession& session, bool one_row);
  void NextItem(float width, float gap = -1.0f) const;
  void CloseMenu() const;
  static float ScaleControlWidth();
  static float LanguageToggleWidth();
  void DrawPresetsMenu(AppSession& session);
  void DrawExportMenu(AppSession& session);
  void DrawThemeToggle(AppSession& session);
  void DrawScaleControl();

  AppServices& services_;  // the host: clipboard and downloads
  bool lesson_recorder_open_ = false;
  bool one_row_ = true;  // the items after Redo are drawn on the toolbar's row, not in its menu
};

}  // namespace ap::ui
