// ExercisePanel (see exercise_panel.h): a framed child window sized to its content.
#include "ui/exercise_panel.h"

#include "ui/i18n.h"
#include "ui/palette.h"
#include "ui/widget_ids.h"
#include "ui/widgets/flow_layout.h"
#include "ui/widgets/wrapped_text.h"

#include <imgui.h>

#include <cstdio>

namespace ap::ui {

void ExercisePanel::Draw(AppSession& session, Tab shown) {
  exercises::ExerciseSession& ex = services_.exercises;
  if (ex.active().empty() || session.state().view.embed) return;
  const exercises::Exercise* e = exercises::find_exercise(ex.active(), services_.display_language);
  if (!e || e->tab != shown) return;
  if (for_id_ != e->id) {
    for_id_ = e->id;
    chosen_.assign(e->questions.size(), -1);
    open_ = true;
  }
  // A group over a filled frame (drawn behind it once its size is known): the strip is as tall
  // as its content (ImGui 1.86's child windows cannot size themselves to it).
  ImGui::Dummy(ImVec2(0, ImGui::GetStyle().FramePadding.y));  // room for the frame's top edge
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->ChannelsSplit(2);
  draw->ChannelsSetCurrent(1);
  ImGui::PushID("exercise");
  ImGui::BeginGroup();
  const char* arrow = open_ ? "v" : ">";
  char toggle[32];
  std::snprintf(toggle, sizeof toggle, "%s##exercise_toggle", arrow);
  if (ImGui::SmallButton(toggle)) open_ = !open_;
  RecordItem("exercise/toggle");
  ImGui::SameLine();
  char title[300];
  std::snprintf(title, sizeof title, "%s: %s", Tr("exercise.panel.label", "Exercise"),
                e->title.c_str());
  const float close_w = ButtonWidth(Tr("exercise.close", "Close"));
  ImGui::PushTextWrapPos(ImGui::GetContentRegionMax().x - close_w - 8.0f);
  ImGui::TextUnformatted(title);
  ImGui::PopTextWrapPos();
  ImGui::SameLine();
  ImGui::SetCursorPosX(ImGui::GetContentRegionMax().x - close_w);
  if (ImGui::SmallButton(Tr("exercise.close", "Close"))) ex.stop();
  RecordItem("exercise/close");
  if (open_ && !ex.active().empty()) DrawBody(session, *e);
  ImGui::EndGroup();
  ImGui::PopID();
  const ImVec2 pad = ImGui::GetStyle().FramePadding;
  const ImVec2 lo(ImGui::GetItemRectMin().x - pad.x, ImGui::GetItemRectMin().y - pad.y);
  const ImVec2 hi(ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x,
                  ImGui::GetItemRectMax().y + pad.y);
  draw->ChannelsSetCurrent(0);
  draw->AddRectFilled(lo, hi, Colors().row_tint, 4.0f);  // faint: the radio circles stay visible
  draw->AddRect(lo, hi, Colors().border, 4.0f);
  draw->ChannelsMerge();
  ImGui::Dummy(ImVec2(0, pad.y));
}

void ExercisePanel::DrawBody(AppSession& session, const exercises::Exercise& e) {
  TextWrappedCjk(e.statement.c_str());
  DrawChoices(e);
  DrawActions(session, e);
  DrawFeedback(session, e);
}

void ExercisePanel::DrawChoices(const exercises::Exercise& e) {
  for (std::size_t q = 0; q < e.questions.size(); ++q) {
    const exercises::Question& question = e.questions[q];
    ImGui::TextUnformatted(question.prompt.c_str());
    for (std::size_t c = 0; c < question.choices.size(); ++c) {
      const std::string& label = question.choices[c].label;
      char id[300];
      std::snprintf(id, sizeof id, "%s##choice_%d_%d", label.c_str(), static_cast<int>(q),
                    static_cast<int>(c));
      SameLineIfFits(CheckWidth(label.c_str()));
      if (ImGui::RadioButton(id, chosen_[q] == static_cast<int>(c)))
        chosen_[q] = static_cast<int>(c);
      RecordItem(WidgetName("exercise/choice/%d/%d", static_cast<int>(q), static_cast<int>(c)));
    }
  }
}

void ExercisePanel::DrawActions(AppSession& session, const exercises::Exercise& e) {
  exercises::ExerciseSession& ex = services_.exercises;
  bool answered = true;
  std::string answer;
  for (std::size_t q = 0; q < e.questions.size(); ++q) {
    if (chosen_[q] < 0) answered = false;
    if (chosen_[q] >= 0) answer += (q ? "," : "") + e.questions[q].choices[chosen_[q]].id;
  }
  ImGui::BeginDisabled(!answered);
  if (ImGui::Button(Tr("exercise.check", "Check"))) {
    if (e.questions.empty()) {
      ex.check(e.id, session, services_.exercise_services(), /*count_attempt=*/true);
    } else {
      exercises::CheckResult r;
      std::string error;
      if (!ex.answer_with(e.id, answer, session, services_.exercise_services(), &r, &error))
        session.set_banner(error);
    }
  }
  ImGui::EndDisabled();
  RecordItem("exercise/check");
  const exercises::Progress& p = ex.progress(e.id);
  if (p.hints_used < static_cast<int>(e.hints.size())) {
    char hint[64];
    std::snprintf(hint, sizeof hint, Tr("exercise.hint_n", "Hint %d"), p.hints_used + 1);
    SameLineIfFits(ButtonWidth(hint));
    if (ImGui::Button(hint)) ex.next_hint(e.id, services_.exercise_services());
    RecordItem("exercise/hint");
  }
  if (!p.solution_shown) {
    SameLineIfFits(ButtonWidth(Tr("exercise.solution", "Show solution")));
    if (ImGui::Button(Tr("exercise.solution", "Show solution")))
      ex.show_solution(e.id, services_.exercise_services());
    RecordItem("exercise/solution");
  }
  SameLineIfFits(ButtonWidth(Tr("exercise.reset", "Reset")));
  if (ImGui::Button(Tr("exercise.reset", "Reset"))) {
    std::string error;
    ex.start(e.id, session, &error);
    chosen_.assign(e.questions.size(), -1);
  }
  RecordItem("exercise/reset");
}

void ExercisePanel::DrawFeedback(AppSession& session, const exercises::Exercise& e) {
  exercises::ExerciseSession& ex = services_.exercises;
  const exercises::Progress& p = ex.progress(e.id);
  for (int h = 0; h < p.hints_used && h < static_cast<int>(e.hints.size()); ++h)
    TextDisabledWrappedCjk(e.hints[h].c_str());
  if (p.solution_shown) {
    const std::string text =
        std::string(Tr("exercise.solution_label", "Solution:")) + " " + e.solution;
    TextWrappedCjk(text.c_str());
  }
  const std::string& message = ex.message(e.id);
  if (!message.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text,
                          ex.message_passed(e.id) ? Colors().positive : Colors().error);
    TextWrappedCjk(message.c_str());
    ImGui::PopStyleColor();
    RecordItem("exercise/message");
  }
  if (!p.done) return;
  ImGui::PushStyleColor(ImGuiCol_Text, Colors().positive);
  ImGui::TextUnformatted(Tr("exercise.done", "Done!"));
  ImGui::PopStyleColor();
  const auto& list = exercises::exercise_list(services_.display_language);
  for (std::size_t i = 0; i + 1 < list.size(); ++i) {
    if (list[i].id != e.id) continue;
    SameLineIfFits(ButtonWidth(Tr("exercise.next", "Next exercise")));
    // The next exercise opens on its own view (from the next frame on).
    std::string error;
    if (ImGui::Button(Tr("exercise.next", "Next exercise")) &&
        !ex.start(list[i + 1].id, session, &error))
      session.set_banner(error);
    RecordItem("exercise/next");
  }
}

}  // namespace ap::ui
