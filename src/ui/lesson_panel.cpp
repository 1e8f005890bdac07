// LessonPanel (see lesson_panel.h). Sections: sizing · the strip · the recorder.
#include "ui/lesson_panel.h"

#include "app/classroom/checks.h"
#include "app/json_util.h"
#include "app/classroom/lesson_check.h"
#include "ui/i18n.h"
#include "ui/palette.h"
#include "ui/widget_ids.h"
#include "ui/widgets/flow_layout.h"
#include "ui/widgets/wrapped_text.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cstdio>

namespace ap::ui {
namespace {

// ---- sizing ----------------------------------------------------------------------------------
// A child window as tall as its content was last frame, at most `max_share` of the screen.
bool BeginFittedChild(const char* id, float content_height, float max_share) {
  const float max_h = ImGui::GetMainViewport()->WorkSize.y * max_share;
  const float h = std::clamp(content_height, ImGui::GetFrameHeightWithSpacing() * 2.0f, max_h);
  ImGui::PushStyleColor(ImGuiCol_ChildBg, Colors().panel);
  const bool open = ImGui::BeginChild(id, ImVec2(0.0f, h), true);
  ImGui::PopStyleColor();
  return open;
}

// Ends the child; returns the height its content took (for the next frame).
float EndFittedChild() {
  const float h = ImGui::GetCursorPosY() + ImGui::GetStyle().WindowPadding.y;
  ImGui::EndChild();
  return h;
}

bool FittingButton(const char* label, const char* id, bool same_line = true) {
  if (same_line) SameLineIfFits(ButtonWidth(label));
  const bool pressed = ImGui::Button(label);
  RecordItem(id);
  return pressed;
}

}  // namespace

void LessonPanel::Draw(AppSession& session, bool* recorder_open) {
  if (services_.lessons.playing()) DrawStrip(session);
  if (*recorder_open && !session.state().view.embed) DrawRecorder(session, recorder_open);
}

// ---- the strip -------------------------------------------------------------------------------
void LessonPanel::DrawStrip(AppSession& session) {
  BeginFittedChild("##lesson_strip", strip_height_, 0.35f);
  RecordRect("lesson/strip", ImGui::GetWindowPos(),
             ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowSize().x,
                    ImGui::GetWindowPos().y + ImGui::GetWindowSize().y));
  DrawStripButtons(session);
  const LessonSession& lessons = services_.lessons;
  if (lessons.playing()) {  // Close may have ended it this frame
    const std::string& text = lessons.lesson().steps[static_cast<std::size_t>(lessons.step())].text;
    if (!text.empty()) {
      TextWrappedCjk(text.c_str());
      RecordItem("lesson/text");
    }
    DrawCheckStatus(session);
  }
  strip_height_ = EndFittedChild();
}

void LessonPanel::DrawStripButtons(AppSession& session) {
  LessonSession& lessons = services_.lessons;
  const int step = lessons.step(), count = lessons.step_count();
  ImGui::BeginDisabled(step <= 0);
  if (FittingButton(Tr("lesson.prev", "< Previous"), "lesson/prev", false))
    lessons.go(step - 1, session, nullptr);
  ImGui::EndDisabled();
  ImGui::BeginDisabled(step + 1 >= count);
  if (FittingButton(Tr("lesson.next", "Next >"), "lesson/next"))
    lessons.go(step + 1, session, nullptr);
  ImGui::EndDisabled();
  char step_of[96];
  std::snprintf(step_of, sizeof(step_of), Tr("lesson.step_of", "Step %d of %d"), step + 1, count);
  SameLineIfFits(ImGui::CalcTextSize(step_of).x);
  ImGui::TextUnformatted(step_of);
  RecordItem("lesson/step_of");
  const std::string& title = lessons.lesson().title;
  if (!title.empty()) {
    SameLineIfFits(ImGui::CalcTextSize(title.c_str()).x);
    ImGui::PushStyleColor(ImGuiCol_Text, Colors().emphasis);
    ImGui::TextUnformatted(title.c_str());
    ImGui::PopStyleColor();
  }
  if (FittingButton(Tr("lesson.close", "Close lesson"), "lesson/close")) lessons.close();
}

void LessonPanel::DrawCheckStatus(const AppSession& session) {
  LessonCheckStatus status;
  if (!services_.lessons.check_status(session, &status)) return;
  const char* label = Tr("lesson.check", "Task:");
  ImGui::TextDisabled("%s", label);
  ImGui::SameLine();
  ImGui::PushStyleColor(ImGuiCol_Text, status.passed ? Colors().positive : Colors().emphasis);
  TextWrappedCjk(status.passed ? Tr("lesson.check_done", "Done") : status.message.c_str());
  ImGui::PopStyleColor();
  RecordItem("lesson/check");
}

// ---- the recorder ----------------------------------------------------------------------------
void LessonPanel::DrawRecorder(AppSession& session, bool* recorder_open) {
  BeginFittedChild("##lesson_recorder", recorder_height_, 0.45f);
  RecordRect("lesson/recorder", ImGui::GetWindowPos(),
             ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowSize().x,
                    ImGui::GetWindowPos().y + ImGui::GetWindowSize().y));
  ImGui::PushStyleColor(ImGuiCol_Text, Colors().emphasis);
  ImGui::TextUnformatted(Tr("lesson.make", "Make a lesson"));
  ImGui::PopStyleColor();
  if (FittingButton(Tr("lesson.recorder_close", "Hide"), "lesson/recorder_close"))
    *recorder_open = false;
  TextDisabledWrappedCjk(Tr("lesson.make_help",
                            "Set up the playground, write what the class should see or do, and "
                            "add it as a step. Every step keeps the whole state."));
  DrawStepEditor(session);
  DrawStepList(session);
  DrawShareButtons(session);
  DrawOpenField(session);
  recorder_height_ = EndFittedChild();
}

void LessonPanel::DrawStepEditor(AppSession& session) {
  LessonSession& lessons = services_.lessons;
  if (title_revision_ != lessons.revision()) title_ = lessons.lesson().title;
  const float width = ImGui::GetContentRegionAvail().x;
  ImGui::SetNextItemWidth(width);
  if (ImGui::InputTextWithHint("##lesson_title", Tr("lesson.title_hint", "Lesson title"),
                               &title_) &&
      !lessons.set_title(title_, &message_))
    title_ = lessons.lesson().title;
  RecordItem("lesson/title");
  title_revision_ = lessons.revision();
  ImGui::TextUnformatted(Tr("lesson.step_text", "Text of the next step:"));
  // One line that scrolls sideways: a multi-line field's own child window runs past a phone's
  // edge (ui/layout_overflow.h).
  ImGui::SetNextItemWidth(width);
  ImGui::InputText("##lesson_step_text", &step_text_);
  RecordItem("lesson/step_text");
  DrawCheckPicker(width);
  if (FittingButton(Tr("lesson.add", "Add step (what you see now)"), "lesson/add", false)) {
    nlohmann::json check;
    std::string problem;
    if (!check_json_.empty() && !parse_json_text(check_json_, &check, &problem)) {
      message_ = "check: " + problem;
    } else if (lessons.record_step(session.state(), step_text_, check, &message_)) {
      step_text_.clear();
      check_json_.clear();
      message_.clear();
    }
  }
  if (!message_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, Colors().error);
    TextWrappedCjk(message_.c_str());
    ImGui::PopStyleColor();
  }
}

// The check: a kind from the exercises' library fills the field with {"kind": …}; the teacher
// adds its parameters there, and what is still missing shows below as they type.
void LessonPanel::DrawCheckPicker(float width) {
  const char* none = Tr("lesson.no_check", "No check");
  ImGui::SetNextItemWidth(width);
  if (ImGui::BeginCombo("##lesson_check_kind",
                        check_json_.empty() ? none : Tr("lesson.check_kind", "Check..."))) {
    if (ImGui::Selectable(none, check_json_.empty())) check_json_.clear();
    for (const std::string& kind : exercises::check_kinds())
      if (ImGui::Selectable(kind.c_str())) check_json_ = dump_json(nlohmann::json{{"kind", kind}});
    ImGui::EndCombo();
  }
  RecordItem("lesson/check_kind");
  ImGui::SetNextItemWidth(width);
  ImGui::InputTextWithHint("##lesson_check",
                           Tr("lesson.check_hint", "Optional check, e.g. {\"kind\": …}"),
                           &check_json_);
  RecordItem("lesson/check_json");
  if (check_json_.empty()) return;
  nlohmann::json check;
  std::string problem;
  if (parse_json_text(check_json_, &check, &problem) && validate_recorded_check(check, &problem))
    return;
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  TextWrappedCjk(problem.c_str());
  ImGui::PopStyleColor();
}

void LessonPanel::DrawStepList(AppSession& session) {
  LessonSession& lessons = services_.lessons;
  const int count = lessons.step_count();
  if (count == 0) {
    TextDisabledWrappedCjk(Tr("lesson.no_steps", "No steps yet."));
    return;
  }
  for (int k = 0; k < count; ++k) {
    ImGui::PushID(k);
    const std::string& text = lessons.lesson().steps[static_cast<std::size_t>(k)].text;
    std::size_t cut = std::min<std::size_t>(text.size(), 60);
    while (cut > 0 && cut < text.size() && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
      --cut;  // never inside a UTF-8 character
    const std::string line =
        std::to_string(k + 1) + ". " + text.substr(0, cut) + (cut < text.size() ? "..." : "");
    const bool current = lessons.step() == k;
    if (current) ImGui::PushStyleColor(ImGuiCol_Text, Colors().emphasis);
    TextWrappedCjk(line.c_str());
    if (current) ImGui::PopStyleColor();
    if (FittingButton(Tr("lesson.show", "Show"), WidgetName("lesson/steps/%d/show", k + 1)))
      lessons.go(k, session, nullptr);
    ImGui::BeginDisabled(k == 0);
    if (FittingButton(Tr("lesson.up", "Up"), WidgetName("lesson/steps/%d/up", k + 1)))
      lessons.move_step(k, -1);
    ImGui::EndDisabled();
    ImGui::BeginDisabled(k + 1 == count);
    if (FittingButton(Tr("lesson.down", "Down"), WidgetName("lesson/steps/%d/down", k + 1)))
      lessons.move_step(k, +1);
    ImGui::EndDisabled();
    const bool removed =
        FittingButton(Tr("lesson.remove", "Remove"), WidgetName("lesson/steps/%d/remove", k + 1));
    ImGui::PopID();
    if (removed) {
      lessons.remove_step(k);
      break;  // the list changed under the loop
    }
  }
}

void LessonPanel::DrawShareButtons(AppSession& session) {
  LessonSession& lessons = services_.lessons;
  ImGui::BeginDisabled(lessons.step_count() == 0);
  if (FittingButton(Tr("lesson.play", "Play from step 1"), "lesson/play", false))
    lessons.go(0, session, nullptr);
  if (FittingButton(Tr("lesson.copy_link", "Copy lesson link"), "lesson/copy_link"))
    services_.host().copy_to_clipboard("#" + lessons.link());  // the web host adds the page URL
  if (FittingButton(Tr("lesson.download", "Download JSON"), "lesson/download"))
    services_.host().download_text("lesson.json", "application/json", lessons.json_text());
  ImGui::EndDisabled();
  if (FittingButton(Tr("lesson.new", "New lesson"), "lesson/new")) {
    lessons.clear();
    message_.clear();
  }
}

void LessonPanel::DrawOpenField(AppSession& session) {
  ImGui::Separator();
  const char* open_label = Tr("lesson.open", "Open");
  ImGui::SetNextItemWidth(std::max(80.0f, ImGui::GetContentRegionAvail().x -
                                              ButtonWidth(open_label) -
                                              ImGui::GetStyle().ItemSpacing.x));
  ImGui::InputTextWithHint(
      "##lesson_load", Tr("lesson.open_hint", "Paste a lesson link or lesson JSON"), &load_text_);
  RecordItem("lesson/load_text");
  ImGui::SameLine();
  ImGui::BeginDisabled(load_text_.empty());
  // A bad lesson: the banner says why, and the state and the current lesson stay.
  if (ImGui::Button(open_label) && services_.lessons.open(load_text_, session, nullptr))
    load_text_.clear();
  ImGui::EndDisabled();
  RecordItem("lesson/load");
  // A teacher's lesson.json (or a text file with its link), through the browser's file picker.
  if (services_.host().can_pick_lesson_file() &&
      FittingButton(Tr("lesson.open_file", "Open a lesson file..."), "lesson/open_file", false))
    services_.host().pick_lesson_file();
}

}  // namespace ap::ui
