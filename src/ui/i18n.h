// UI strings: every user-visible string in src/ui goes through Tr(key, english). The `english`
// argument is THE English text: assets/i18n/en.json is generated from the code
// (tests/lint/i18n-check.py --write-en; ctest i18n.single_source fails when they differ), and
// zh.json translates the same keys. Both files are compiled in (app/i18n.h); Tr looks the key up
// in the display language's table, falling back to English, then to the `english` argument.
// tests/app/i18n_keys_test.cpp checks that every Tr("key", ...) in src/ui exists in both files.
//
// Keys are stable dotted names ("lab.query.title"); edit English text at its Tr call, then
// regenerate en.json and translate new keys in zh.json. Tr returns a pointer valid for the whole
// program run (the tables are never reloaded), so it can be passed straight to ImGui.
//
// The display language is AppServices::display_language of the UI being drawn (ui/ui_services.h),
// set once per frame by SyncLanguage() from state.view.language; while the Chinese font is still
// downloading the display stays English (no tofu boxes), then switches.
#pragma once

#include "app/page/app_services.h"
#include "app/state/session.h"

namespace ap::ui {

const char* Tr(const char* key, const char* english);

// Once per frame, before drawing the panels: reads state.view.language, asks services.cjk_font
// for the font when Chinese is wanted (language zh, or Chinese text in the open tab), and sets
// services.display_language.
void SyncLanguage(const AppState& state, AppServices& services);

// The language Tr currently translates into ("en" or "zh"; "en" when no UI is installed).
const char* DisplayLanguage();

// The language toggle "English | 中文" (for the toolbar/menu bar): a click sets
// state.view.language (a view change, no undo step), which is part of the share link. Shows the
// font download's progress (services.cjk_font) next to it, and a Retry button after a failure.
// Records widget rects "<id_prefix>/en" and "<id_prefix>/zh" ("lang/…" in the toolbar).
void DrawLanguageToggle(AppSession& session, AppServices& services, const char* id_prefix = "lang");

}  // namespace ap::ui
