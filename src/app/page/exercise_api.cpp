// The exercises' page API (see exercise_api.h).
#include "app/page/exercise_api.h"

#include "app/page/app_services.h"

namespace ap {

using nlohmann::json;

namespace {

bool id_arg(const json& args, const AppServices& services, const exercises::Exercise** out,
            std::string* error) {
  if (args.empty() || !args[0].is_string()) {
    *error = "argument 1 must be an exercise id (a string; see attention.exercises())";
    return false;
  }
  const std::string& id = args[0].get_ref<const std::string&>();
  *out = exercises::find_exercise(id, services.display_language);
  if (!*out) *error = "no exercise \"" + id + "\" (see attention.exercises())";
  return *out != nullptr;
}

json status_json(const exercises::ExerciseSession& ex, const std::string& id,
                 const exercises::CheckResult* r) {
  const exercises::Progress& p = ex.progress(id);
  json j = {{"done", p.done}, {"attempts", p.attempts}, {"hints_used", p.hints_used}};
  j["passed"] = r ? r->passed : ex.message_passed(id);
  j["not_yet"] = r ? r->not_yet : ex.message(id).empty();
  j["message"] = r ? r->message : ex.message(id);
  return j;
}

// An answer as text: "dog,dog" as given, or ["dog", "dog"] joined.
bool answer_arg(const json& args, std::string* out, std::string* error) {
  if (args.size() > 1 && args[1].is_string()) {
    *out = args[1].get<std::string>();
    return true;
  }
  if (args.size() > 1 && args[1].is_array()) {
    out->clear();
    for (const json& part : args[1]) {
      if (!part.is_string()) break;
      *out += (out->empty() ? "" : ",") + part.get<std::string>();
    }
    if (!out->empty()) return true;
  }
  *error =
      "argument 2 must be the answer: a choice id, or one per question (\"dog,dog\" or "
      "[\"dog\", \"dog\"])";
  return false;
}

}  // namespace

void add_exercise_api(PageApi* api, AppSession* session, AppServices* services) {
  AppSession& s = *session;
  AppServices& app = *services;
  exercises::ExerciseSession& ex = services->exercises;
  api->add("exercises", [&app, &ex](const json&, json* v, std::string*) {
    *v = json::array();
    for (const exercises::Exercise& e : exercises::exercise_list(app.display_language))
      v->push_back({{"id", e.id},
                    {"title", e.title},
                    {"view", tab_name(e.tab)},
                    {"done", ex.progress(e.id).done},
                    {"attempts", ex.progress(e.id).attempts}});
    return true;
  });
  api->add("startExercise", [&s, &app, &ex](const json& args, json* v, std::string* error) {
    const exercises::Exercise* e = nullptr;
    if (!id_arg(args, app, &e, error) || !ex.start(e->id, s, error)) return false;
    *v = true;
    return true;
  });
  api->add("stopExercise", [&ex](const json&, json* v, std::string*) {
    ex.stop();
    *v = true;
    return true;
  });
  api->add("activeExercise", [&ex](const json&, json* v, std::string*) {
    *v = ex.active().empty() ? json() : json(ex.active());
    return true;
  });
  api->add("exerciseStatus", [&s, &app, &ex](const json& args, json* v, std::string* error) {
    const exercises::Exercise* e = nullptr;
    if (!id_arg(args, app, &e, error)) return false;
    if (ex.active() != e->id) {
      *v = status_json(ex, e->id, nullptr);
      return true;
    }
    const exercises::CheckResult r =
        ex.check(e->id, s, app.exercise_services(), /*count_attempt=*/false);
    *v = status_json(ex, e->id, &r);
    return true;
  });
  api->add("checkExercise", [&s, &app, &ex](const json& args, json* v, std::string* error) {
    const exercises::Exercise* e = nullptr;
    if (!id_arg(args, app, &e, error)) return false;
    const exercises::CheckResult r =
        ex.check(e->id, s, app.exercise_services(), /*count_attempt=*/true);
    *v = status_json(ex, e->id, &r);
    return true;
  });
  api->add("answerExercise", [&s, &app, &ex](const json& args, json* v, std::string* error) {
    const exercises::Exercise* e = nullptr;
    std::string answer;
    exercises::CheckResult r;
    if (!id_arg(args, app, &e, error) || !answer_arg(args, &answer, error) ||
        !ex.answer_with(e->id, answer, s, app.exercise_services(), &r, error))
      return false;
    *v = status_json(ex, e->id, &r);
    return true;
  });
  api->add("exerciseHint", [&app, &ex](const json& args, json* v, std::string* error) {
    const exercises::Exercise* e = nullptr;
    if (!id_arg(args, app, &e, error)) return false;
    const std::string hint = ex.next_hint(e->id, app.exercise_services());
    *v = hint.empty() ? json() : json(hint);
    return true;
  });
  api->add("exerciseInfo", [&app](const json& args, json* v, std::string* error) {
    const exercises::Exercise* e = nullptr;
    if (!id_arg(args, app, &e, error)) return false;
    json questions = json::array();
    for (const exercises::Question& q : e->questions) {
      json choices = json::array();
      for (const exercises::Choice& c : q.choices)
        choices.push_back({{"id", c.id}, {"label", c.label}});
      questions.push_back({{"prompt", q.prompt}, {"choices", choices}});
    }
    *v = {{"id", e->id},
          {"title", e->title},
          {"view", tab_name(e->tab)},
          {"statement", e->statement},
          {"questions", questions},
          {"hints", e->hints.size()},
          {"link", e->start_link}};
    return true;
  });
}

}  // namespace ap
