// LessonSession (see lesson_session.h).
#include "app/classroom/lesson_session.h"

#include "app/classroom/lesson_link.h"

#include <utility>

namespace ap {

using nlohmann::json;

namespace {

bool fail(std::string* error, std::string message) {
  if (error) *error = std::move(message);
  return false;
}

}  // namespace

bool LessonSession::open(std::string_view text, AppSession& session, std::string* error) {
  Lesson lesson;
  std::string problem;
  if (!decode_lesson(text, &lesson, &problem)) {
    session.set_banner(problem);  // the state and the current lesson stay as they were
    return fail(error, problem);
  }
  return open(std::move(lesson), session, error);
}

bool LessonSession::open(Lesson lesson, AppSession& session, std::string* error) {
  std::string problem;
  if (lesson.steps.empty()) problem = "lesson: it has no steps";
  if (problem.empty()) validate_lesson(lesson, &problem);
  if (!problem.empty()) {
    session.set_banner(problem);
    return fail(error, problem);
  }
  lesson_ = std::move(lesson);
  step_ = -1;
  changed();
  session.clear_banner();
  return go(0, session, error);
}

bool LessonSession::go(int k, AppSession& session, std::string* error) {
  if (k < 0 || k >= step_count())
    return fail(error, "lesson: no step " + std::to_string(k + 1) + " (the lesson has " +
                           std::to_string(step_count()) + ")");
  AppState next = lesson_.steps[static_cast<std::size_t>(k)].state;
  const ViewState& mine = session.state().view;
  next.view.language = mine.language;
  next.view.theme = mine.theme;
  next.view.embed = mine.embed;
  if (!session.replace(next, /*record_undo=*/true, error)) return false;
  step_ = k;
  changed();
  return true;
}

void LessonSession::close() {
  if (step_ < 0) return;
  step_ = -1;
  changed();
}

bool LessonSession::record_step(const AppState& state, std::string text, json check,
                                std::string* error) {
  if (lesson_.steps.size() >= Lesson::kMaxSteps)
    return fail(
        error, "lesson: it already has " + std::to_string(Lesson::kMaxSteps) + " steps, the limit");
  std::string problem;
  if (!validate_lesson_text(text, "text", Lesson::kMaxTextBytes, &problem) ||
      !validate_lesson_check(check, &problem) || !validate_recorded_check(check, &problem) ||
      !validate_scene(state.lab, &problem))
    return fail(error, "lesson step: " + problem);
  lesson_.steps.push_back(LessonStep{state, std::move(text), std::move(check)});
  changed();
  return true;
}

bool LessonSession::set_title(std::string title, std::string* error) {
  std::string problem;
  if (!validate_lesson_text(title, "title", Lesson::kMaxTitleBytes, &problem))
    return fail(error, "lesson " + problem);
  if (title != lesson_.title) {
    lesson_.title = std::move(title);
    changed();
  }
  return true;
}

bool LessonSession::remove_step(int k) {
  if (k < 0 || k >= step_count()) return false;
  lesson_.steps.erase(lesson_.steps.begin() + k);
  if (step_ > k || step_ >= step_count()) --step_;  // the step shown keeps its place
  if (lesson_.steps.empty()) step_ = -1;
  changed();
  return true;
}

bool LessonSession::move_step(int k, int delta) {
  const int to = k + delta;
  if (k < 0 || k >= step_count() || to < 0 || to >= step_count() || delta == 0) return false;
  std::swap(lesson_.steps[static_cast<std::size_t>(k)],
            lesson_.steps[static_cast<std::size_t>(to)]);
  if (step_ == k)
    step_ = to;
  else if (step_ == to)
    step_ = k;
  changed();
  return true;
}

void LessonSession::clear() {
  lesson_ = Lesson{};
  step_ = -1;
  changed();
}

std::string LessonSession::link() const { return LessonLink::encode(lesson_); }
std::string LessonSession::json_text() const { return lesson_json_text(lesson_); }

bool LessonSession::check_status(const AppSession& session, LessonCheckStatus* out) const {
  if (!playing()) return false;
  const LessonStep& step = lesson_.steps[static_cast<std::size_t>(step_)];
  if (step.check.is_null()) return false;
  *out = evaluate_lesson_check(step.check, session, step.state, {translation_, explain_, training_},
                               session.state().view.language);
  return true;
}

json LessonSession::status(const AppSession& session) const {
  json s = {{"active", playing()},
            {"title", lesson_.title},
            {"step", step_ + 1},
            {"steps", step_count()},
            {"text", playing() ? lesson_.steps[static_cast<std::size_t>(step_)].text : ""},
            {"check", nullptr}};
  LessonCheckStatus c;
  if (check_status(session, &c)) {
    const json& check = lesson_.steps[static_cast<std::size_t>(step_)].check;
    const auto kind = check.find("kind");  // present: validate_lesson_check
    s["check"] = json{{"kind", kind != check.end() ? *kind : json()},
                      {"passed", c.passed},
                      {"not_yet", c.not_yet},
                      {"message", c.message}};
  }
  return s;
}

}  // namespace ap
