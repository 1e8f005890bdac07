// ExercisePanel: the active exercise's strip at the top of its view (drawn by AppUi above the
// tab's content, only on the exercise's own view): its title with a collapse toggle and a close
// button, and when open the statement, the answer choices of a predict-then-check exercise,
// Check, the hints, the solution, the check's message and Next exercise. It wraps to the width,
// so it works on a phone. The answer being chosen is UI state until Check.
// Widget ids: exercise/toggle, exercise/close, exercise/choice/<question>/<choice>,
// exercise/check, exercise/hint, exercise/solution, exercise/reset, exercise/next,
// exercise/message (the last check's message, while there is one).
#pragma once

#include "app/page/app_services.h"
#include "app/state/session.h"

#include <string>
#include <vector>

namespace ap::ui {

class ExercisePanel {
 public:
  explicit ExercisePanel(AppServices& services) : services_(services) {}
  // Draws the strip if an exercise is active and `shown` is its view.
  void Draw(AppSession& session, Tab shown);

 private:
  void DrawBody(AppSession& session, const exercises::Exercise& e);
  void DrawChoices(const exercises::Exercise& e);
  void DrawActions(AppSession& session, const exercises::Exercise& e);
  void DrawFeedback(AppSession& session, const exercises::Exercise& e);

  AppServices& services_;
  std::string for_id_;       // the exercise the choices below belong to
  std::vector<int> chosen_;  // per question: the chosen choice, −1 none
  bool open_ = true;         // the strip's body is shown
};

}  // namespace ap::ui
