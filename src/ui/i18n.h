// UI strings: every user-visible string in src/ui goes through Tr(key, english). The texts live in
// assets/i18n/en.json and zh.json (compiled in, see app/i18n.h); Tr looks the key up in the
// display language's table, falling back to English, then to the `english` argument. A test
// (tests/app/i18n_keys_test.cpp) checks that every Tr("key", ...) in src/ui exists in both files.
//
// Keys are stable dotted names ("lab.query.title"); the English text is the fallback and the
// source for the translators. Tr returns a pointer valid for the whole program run (the tables
// are never reloaded), so it can be passed straight to ImGui.
//
// The display language follows state.view.language, set once per frame by SyncLanguage(); while
// the Chinese font is still downloading the display stays English (no tofu boxes), then switches.
#pragma once

#include "app/session.h"

#include <string_view>

namespace ap::ui {

const char* Tr(const char* key, const char* english);

// Once per frame, before drawing the panels: reads state.view.language, asks for the CJK font when
// Chinese is wanted (language zh, or Chinese text in the open tab), and sets the display language.
void SyncLanguage(const AppState& state);

// The language Tr currently translates into ("en" or "zh").
const char* DisplayLanguage();
// For tests and the headless UI: force the display language ("en"/"zh"), as SyncLanguage would.
void SetDisplayLanguage(std::string_view language);

// The language toggle "English | 中文" (for the toolbar/menu bar): a click sets
// state.view.language (a view change, no undo step), which is part of the share link. Shows the
// font download's progress next to it. Records widget rects "lang/en" and "lang/zh".
void DrawLanguageToggle(AppSession& session);

}  // namespace ap::ui
