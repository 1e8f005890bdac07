// AppServices: what the running app offers besides its state (AppSession) — the translation
// service (models, bottleneck figures), the explanations (the Explain tab), the live training
// (Train tab), the host (clipboard, downloads, PNG export), the registry of widget rects, the CJK
// font download and the language the UI shows. One object, owned by whoever runs the app: the page
// (src/platform/main.cpp), a test, the headless UI harness. It is passed down beside AppSession
// (the UI, the JS API), as hello_imgui passes its AppState: nothing here is process-wide, so two
// UIs in one process (two tests) share nothing.
#pragma once

#include "app/explain/explain_service.h"
#include "app/classroom/exercise_session.h"
#include "app/page/font_download.h"
#include "app/page/late_fonts.h"
#include "app/host.h"
#include "app/classroom/lesson_session.h"
#include "app/training/training_session.h"
#include "app/translation/translation_service.h"
#include "app/page/ui_scale.h"
#include "app/page/welcome.h"
#include "app/page/widget_registry.h"

#include <string>
#include <vector>

namespace ap {

// A window whose content runs past its visible right edge (ui/layout_overflow.h).
struct LayoutOverflow {
  std::string window;          // ImGui's window name ("parent/child_..." for a child)
  float overflow_px = 0.0f;    // how far the content passes the visible edge
  float visible_width = 0.0f;  // the window's visible width
};

class AppServices {
 public:
  AppServices() = default;  // training runs here (natively: the tests, the headless UI)
  // Training runs elsewhere (the page: in its Web Worker), reached through `training_worker`.
  // Translations and explanations come from the inference worker too (the page makes
  // `translation` remote).
  explicit AppServices(TrainingSession::RemoteSend training_worker)
      : translation(TranslationService::AskTheWorker{}),
        explain(translation, ExplainService::AskTheWorker{}),
        training(std::move(training_worker)) {}
  AppServices(const AppServices&) = delete;
  AppServices& operator=(const AppServices&) = delete;

  TranslationService translation;
  // The Explain tab's explanations, over the translation service's translators.
  ExplainService explain{translation};
  // The Train tab's live training: advanced once per frame by AppUi::Draw whatever tab is shown.
  TrainingSession training;
  // The exercises' active task, answers and progress (app/classroom/exercise_session.h); the
  // platform loads the progress from the host at start-up.
  exercises::ExerciseSession exercises;
  WidgetRegistry widgets;
  // The lesson being recorded or played (the Lesson panel, attention.loadLesson …).
  LessonSession lessons{&translation, &training, &explain};
  FontDownload cjk_font;
  // The page's title, mono and maths faces, fetched after its first frame (natively compiled in).
  LateFonts late_fonts;
  // The newcomer's first screen (app/page/welcome.h): opened by the platform at start-up.
  Welcome welcome;
  // The language the UI shows this frame ("en" | "zh"): set by the UI once per frame from
  // view.language and the font (i18n::display_language_for); read by the UI's Tr and by the JS
  // API's _displayLanguage() (getLanguage() answers view.language, the language chosen).
  std::string display_language = "en";
  // Motion: changed values ease in over ~150 ms where they are drawn (ui/widgets/value_easing.h).
  // Off: the drawing jumps. The page starts with !prefers-reduced-motion; the toolbar toggles it (a
  // device preference, so not in the link).
  bool motion = true;
  // The system's colour scheme (prefers-color-scheme on the web; dark natively): set by the
  // platform. The theme drawn this frame, from view.theme and that preference: set by the UI
  // once per frame (ui/palette.h) and read by every drawing.
  bool system_prefers_dark = true;
  bool dark_theme = true;
  // How large the UI is drawn (0.5×–3×): a device preference, deliberately not in AppState (not
  // in the link, not undone; app/page/ui_scale.h says why). The toolbar's − / + control and a pinch
  // change it; the platform applies it to the style and font before each frame.
  UiScale ui_scale;
  // True while a number cell (ui/widgets/number_field.h) is in text mode this frame: the page then
  // asks the on-screen keyboard for digits (web/ime.js inputmode="decimal"). Reset by the platform
  // before each frame.
  bool editing_number = false;
  // The windows whose content ran off their right edge in the last frame (ui/layout_overflow.h):
  // set by AppUi::Draw after its last window; read by tests and attention._debugLayoutOverflow().
  std::vector<LayoutOverflow> layout_overflow;
  // The height in display units (CSS pixels) the main window's content took in the last frame,
  // padding included: set by AppUi::Draw; attention.contentHeight() gives it to an embedding
  // page whose frame follows its content (web/embed-host-bridge.js).
  float content_height = 0.0f;

  // What the exercises read and write besides the state (app/classroom/exercise_session.h).
  exercises::ExerciseServices exercise_services() {
    return {translation, explain, training, host(), display_language};
  }

  // The current host: the recording host until the platform installs its own.
  Host& host() { return host_ ? *host_ : recording_host_; }
  // Installs h (not owned; must outlive this object's use). nullptr restores the recording host.
  void set_host(Host* h) { host_ = h; }
  // The default host, which records what was asked (tests inspect it).
  RecordingHost& recording_host() { return recording_host_; }

 private:
  RecordingHost recording_host_;
  Host* host_ = nullptr;
};

}  // namespace ap
