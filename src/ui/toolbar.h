// Toolbar: the row of commands above the tabs — Undo / Redo, the Presets menu (the app's preset
// scenes with their one-line explanations), Copy link (the share link, through the host's
// clipboard) and Export (scene JSON, results CSV, PNG of the canvas, through the host).
// Hidden in embed mode.
#pragma once

#include "app/session.h"

#include <string>

namespace ap::ui {

// The text "Copy link" puts on the clipboard: the page address with the share-link fragment.
// The host does not know the page address natively, so there it is just "#<fragment>"; on the
// web the host's clipboard is given the full URL (see ShareUrl in toolbar.cpp).
std::string ShareUrl(const AppSession& session);

class Toolbar {
 public:
  void Draw(AppSession& session);

 private:
  void DrawPresetsMenu(AppSession& session);
  void DrawExportMenu(AppSession& session);
};

}  // namespace ap::ui
