// ExerciseSession (see exercise_session.h): starting an exercise, checking it on the live state,
// answers, hints, and the progress saved through the host.
#include "app/classroom/exercise_session.h"

#include "app/classroom/check_detail.h"

#include "app/host.h"
#include "app/i18n.h"
#include "app/json_util.h"
#include "app/state/session.h"
#include "app/link/share_link.h"
#include "app/training/training_json.h"

#include <algorithm>

namespace ap::exercises {

using nlohmann::json;

// ---- progress --------------------------------------------------------------------------------
void ExerciseSession::load(Host& host) {
  json j;
  std::string error;
  if (!parse_json_text(host.load_preference(kStorageKey), &j, &error) || !j.is_object()) return;
  for (const Exercise& e : exercise_list("en")) {
    const auto it = j.find(e.id);
    if (it == j.end() || !it->is_object()) continue;
    // Each field on its own: a bad one keeps its default, the others still count.
    Progress p;
    read_bool_field(*it, "", "done", &p.done, &error);
    read_int_field(*it, "", "attempts", 0, 1000000, &p.attempts, &error);
    read_int_field(*it, "", "hints", 0, 2, &p.hints_used, &error);
    read_bool_field(*it, "", "solution", &p.solution_shown, &error);
    progress_[e.id] = p;
  }
}

std::string ExerciseSession::progress_json() const {
  json j = json::object();
  for (const auto& [id, p] : progress_)
    j[id] = {{"done", p.done},
             {"attempts", p.attempts},
             {"hints", p.hints_used},
             {"solution", p.solution_shown}};
  return dump_json(j);
}

void ExerciseSession::save(const ExerciseServices& services) const {
  services.host.save_preference(kStorageKey, progress_json());
}

const Progress& ExerciseSession::progress(std::string_view id) const {
  static const Progress none;
  const auto it = progress_.find(id);
  return it == progress_.end() ? none : it->second;
}

Progress& ExerciseSession::progress_of(std::string_view id) {
  auto it = progress_.find(id);
  if (it == progress_.end()) it = progress_.emplace(std::string(id), Progress{}).first;
  return it->second;
}

const std::string& ExerciseSession::answer(std::string_view id) const {
  static const std::string none;
  const auto it = live_.find(id);
  return it == live_.end() ? none : it->second.answer;
}

const std::string& ExerciseSession::message(std::string_view id) const {
  static const std::string none;
  const auto it = live_.find(id);
  return it == live_.end() ? none : it->second.message;
}

bool ExerciseSession::message_passed(std::string_view id) const {
  const auto it = live_.find(id);
  return it != live_.end() && it->second.passed;
}

// ---- starting and checking -------------------------------------------------------------------
bool ExerciseSession::start(std::string_view id, AppSession& session, std::string* error) {
  const Exercise* e = find_exercise(id, "en");
  if (!e) {
    *error = "no exercise \"" + std::string(id) + "\"";
    return false;
  }
  AppState next;
  if (!ShareLink::decode(e->start_link, &next, error)) return false;
  const ViewState& view = session.state().view;
  next.view.language = view.language;
  next.view.theme = view.theme;
  next.view.embed = view.embed;
  if (!session.replace(next, /*record_undo=*/true, error)) return false;
  active_ = e->id;
  live_[e->id] = Live{};
  watched_revision_ = ~0ull;
  return true;
}

bool ExerciseSession::hides(std::string_view widget) const {
  if (active_.empty() || progress(active_).done) return false;
  const Exercise* e = find_exercise(active_, "en");  // the list is the same in every language
  if (!e) return false;
  for (const std::string& w : e->hidden_until_done)
    if (w == widget) return true;
  return false;
}

CheckResult ExerciseSession::check(std::string_view id, AppSession& session,
                                   const ExerciseServices& services, bool count_attempt) {
  const Exercise* e = find_exercise(id, services.language);
  if (!e) return {false, true, "no exercise \"" + std::string(id) + "\""};
  // A check on the models or the bottleneck figures needs the model files: ask for them (once).
  const CheckNeeds needs = check_needs(e->check);
  if (needs.models) services.translation.request_load();
  CheckContext ctx;
  ctx.state = &session.state();
  ctx.lab = &session.result();
  ctx.start = &e->start;
  ctx.translation = &services.translation;
  ctx.explain = &services.explain;
  json training;
  if (needs.training) {
    training = training_status(services.training);
    ctx.training = &training;
  }
  const std::string& given = answer(id);
  if (!given.empty()) ctx.answer = &given;
  ctx.language = services.language;
  CheckResult r = run_check(e->check, ctx);
  Live& live = live_[e->id];
  // A message on screen follows the live state, so its numbers are never stale.
  if (count_attempt || r.passed || !live.message.empty()) {
    live.message = r.message;
    live.passed = r.passed;
  }
  Progress& p = progress_of(e->id);
  const bool was_done = p.done;
  if (count_attempt) ++p.attempts;
  if (r.passed) p.done = true;
  if (count_attempt || p.done != was_done) save(services);
  return r;
}

bool ExerciseSession::answer_with(std::string_view id, const std::string& answer,
                                  AppSession& session, const ExerciseServices& services,
                                  CheckResult* result, std::string* error) {
  const Exercise* e = find_exercise(id, "en");
  if (!e) {
    *error = "no exercise \"" + std::string(id) + "\"";
    return false;
  }
  if (active_ != e->id) {
    *error = "exercise \"" + e->id + "\" is not started (startExercise first)";
    return false;
  }
  if (e->questions.empty()) {
    *error = "exercise \"" + e->id + "\" takes no answer: it checks the state (exerciseStatus)";
    return false;
  }
  const std::vector<std::string> parts = detail::split_answer(answer);
  if (parts.size() != e->questions.size()) {
    *error =
        "the answer needs " + std::to_string(e->questions.size()) + " part(s), separated by commas";
    return false;
  }
  for (std::size_t q = 0; q < parts.size(); ++q) {
    const auto& choices = e->questions[q].choices;
    if (std::none_of(choices.begin(), choices.end(),
                     [&](const Choice& c) { return c.id == parts[q]; })) {
      std::string list;
      for (const Choice& c : choices) list += (list.empty() ? "" : ", ") + c.id;
      *error = "\"" + parts[q] + "\" is not one of " + list;
      return false;
    }
  }
  live_[e->id].answer = answer;
  *result = check(id, session, services, /*count_attempt=*/true);
  if (e->reveal) session.edit(e->reveal);
  return true;
}

std::string ExerciseSession::next_hint(std::string_view id, const ExerciseServices& services) {
  const Exercise* e = find_exercise(id, services.language);
  if (!e) return "";
  Progress& p = progress_of(e->id);
  if (p.hints_used >= static_cast<int>(e->hints.size())) return "";
  const std::string hint = e->hints[p.hints_used++];
  save(services);
  return hint;
}

void ExerciseSession::show_solution(std::string_view id, const ExerciseServices& services) {
  if (!find_exercise(id, "en")) return;
  progress_of(id).solution_shown = true;
  save(services);
}

// Besides marking a solved task done, a message already shown keeps the live numbers ("car has
// 0.78 …", not the 0.62 of the Check that printed it).
void ExerciseSession::watch(AppSession& session, const ExerciseServices& services) {
  if (active_.empty()) return;
  long long training = -1;
  for (const auto& run : services.training.runs())
    training += run.steps + static_cast<long long>(run.snapshots.size()) + 1;
  const bool loading = services.translation.loading();
  const int answers = services.translation.remote_answers();  // the page's worker answered
  if (session.revision() == watched_revision_ && training == watched_training_ && !loading &&
      answers == watched_answers_)
    return;
  watched_revision_ = session.revision();
  watched_training_ = training;
  watched_answers_ = answers;
  if (!progress(active_).done || !message(active_).empty())
    check(active_, session, services, /*count_attempt=*/false);
}

}  // namespace ap::exercises
