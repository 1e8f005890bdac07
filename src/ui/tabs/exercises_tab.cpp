// ExercisesTab (see exercises_tab.h): one row per exercise — number, title, view, progress — and
// its Start button; the row wraps on a phone.
#include "ui/tabs/exercises_tab.h"

#include "ui/i18n.h"
#include "ui/palette.h"
#include "ui/widget_ids.h"
#include "ui/widgets/flow_layout.h"
#include "ui/widgets/wrapped_text.h"

#include <imgui.h>

#include <cstdio>
#include <string>

namespace ap::ui {

const char* ExercisesTab::Title() const { return Tr("tab.exercises", "Exercises"); }

void ExercisesTab::Draw(AppSession& session) {
  TextWrappedCjk(Tr("exercises.intro",
                    "Tasks with a goal the app checks on the live view. Start one: it opens on "
                    "its view, with the task in a strip at the top. Predict first where it asks "
                    "you to, then Check. Your progress stays on this device."));
  exercises::ExerciseSession& ex = services_.exercises;
  const auto& list = exercises::exercise_list(services_.display_language);
  int done = 0;
  for (const exercises::Exercise& e : list) done += ex.progress(e.id).done;
  char count[96];
  std::snprintf(count, sizeof count, Tr("exercises.count", "%d of %d done"), done,
                static_cast<int>(list.size()));
  ImGui::TextDisabled("%s", count);
  ImGui::Separator();
  for (std::size_t i = 0; i < list.size(); ++i) {
    const exercises::Exercise& e = list[i];
    const exercises::Progress& p = ex.progress(e.id);
    ImGui::PushID(e.id.c_str());
    char title[256];
    std::snprintf(title, sizeof title, "%d. %s", static_cast<int>(i + 1), e.title.c_str());
    ImGui::TextUnformatted(title);
    std::string tab_key = std::string("tab.") + tab_name(e.tab);
    char detail[160];
    std::snprintf(detail, sizeof detail, Tr("exercises.row_detail", "%s · attempts: %d"),
                  Tr(tab_key.c_str(), tab_name(e.tab)), p.attempts);
    SameLineIfFits(ImGui::CalcTextSize(detail).x);
    ImGui::TextDisabled("%s", detail);
    if (p.done) {
      SameLineIfFits(ImGui::CalcTextSize(Tr("exercises.done", "done")).x);
      ImGui::PushStyleColor(ImGuiCol_Text, Colors().positive);
      ImGui::TextUnformatted(Tr("exercises.done", "done"));
      ImGui::PopStyleColor();
      RecordItem(WidgetName("exercises/done/%s", e.id.c_str()));
    }
    const char* start =
        ex.active() == e.id ? Tr("exercises.resume", "Restart") : Tr("exercises.start", "Start");
    SameLineIfFits(ButtonWidth(start));
    if (ImGui::Button(start)) {
      std::string error;
      if (!ex.start(e.id, session, &error)) session.set_banner(error);
    }
    RecordItem(WidgetName("exercises/start/%s", e.id.c_str()));
    ImGui::PopID();
  }
}

}  // namespace ap::ui
