// ExercisesTab (练习): the list of exercises (app/classroom/exercise_list.h) with each one's
// progress (done, attempts) and a Start button that opens it on its view at its start state.
// The exercise panel (ui/exercise_panel.h) then stays on that view.
// Widget ids: exercises/start/<id>, exercises/done/<id> (the done mark, only when done).
#pragma once

#include "app/page/app_services.h"
#include "ui/tabs/tab_panel.h"

namespace ap::ui {

class ExercisesTab : public TabPanel {
 public:
  explicit ExercisesTab(AppServices& services) : services_(services) {}
  Tab Id() const override { return Tab::Exercises; }
  const char* Title() const override;
  void Draw(AppSession& session) override;

 private:
  AppServices& services_;
};

}  // namespace ap::ui
