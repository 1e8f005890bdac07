// LessonPanel: the lesson's two faces above the tabs (app/classroom/lesson_session.h holds the
// lesson).
//   The strip, while a lesson plays: < Previous, Next >, "Step k of n", Close; the step's text;
//   the step's check and its live status ("Done" or the check's message). Shown in embed mode
//   too, so a course page can embed a lesson.
//   The recorder ("Make a lesson", opened by the toolbar's Lesson button): the title, the next
//   step's text and optional check (a kind picked from the exercises' checks, its parameters
//   typed as JSON, what is missing said live), Add step (captures what you see now), the list of
//   steps (show, up, down, remove), Play, Copy lesson link, Download JSON, New lesson, and a field
//   to paste a lesson link or JSON into and Open.
// Each part sits in a child window as tall as its content, at most a share of the screen (it
// scrolls beyond), so the tabs stay usable at 390×844.
#pragma once

#include "app/page/app_services.h"
#include "app/state/session.h"

#include <string>

namespace ap::ui {

class LessonPanel {
 public:
  explicit LessonPanel(AppServices& services) : services_(services) {}
  // recorder_open: the toolbar's Lesson button state (the recorder's Close clears it).
  void Draw(AppSession& session, bool* recorder_open);

 private:
  void DrawStrip(AppSession& session);
  void DrawStripButtons(AppSession& session);
  void DrawCheckStatus(const AppSession& session);
  void DrawRecorder(AppSession& session, bool* recorder_open);
  void DrawStepEditor(AppSession& session);
  void DrawCheckPicker(float width);
  void DrawStepList(AppSession& session);
  void DrawShareButtons(AppSession& session);
  void DrawOpenField(AppSession& session);

  AppServices& services_;
  std::string title_;       // the title field (synced from the lesson when it changes)
  std::string step_text_;   // the next step's text
  std::string check_json_;  // the next step's check, JSON ({"kind": …}) or empty
  std::string load_text_;   // a pasted lesson link or JSON
  std::string message_;     // the recorder's last refusal (a bad check, a limit)
  std::uint64_t title_revision_ = ~0ull;  // the lesson revision title_ was read at
  float strip_height_ = 0.0f;             // the strip's content height last frame
  float recorder_height_ = 0.0f;          // the recorder's content height last frame
};

}  // namespace ap::ui
