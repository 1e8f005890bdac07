// The exercises (see exercise_list.h): each built from its entry of the exercise table
// (exercise_table.h) by one builder, once per language.
#include "app/classroom/exercise_list.h"

#include "app/classroom/exercise_table.h"
#include "app/i18n.h"
#include "app/json_util.h"
#include "app/link/share_link.h"
#include "app/scene/presets.h"
#include "app/state/state_codec.h"

#include <map>
#include <string>

namespace ap::exercises {

namespace {

// The entry's start: the defaults on its view, then its JSON or its function. A start the table
// gets wrong keeps the defaults (exercise_table_test fails on it first).
AppState start_state(const ExerciseEntry& entry) {
  AppState s;
  s.lab = default_scene();  // what the app starts with (and a link without a lab gives)
  s.view.tab = entry.tab;
  nlohmann::json j;
  std::string error;
  if (entry.start.json && parse_json_text(entry.start.json, &j, &error))
    app_state_from_json(j, &s, &error);
  if (entry.start.edit) entry.start.edit(s);
  return s;
}

// The text of `key` in `lang` (English when zh.json lacks it; exercise_table_test checks both).
std::string text(std::string_view lang, const std::string& key) {
  return i18n::translate(lang, key, "");
}

Question question(const ExerciseEntry& entry, const QuestionEntry& q, const AppState& start,
                  std::string_view lang) {
  Question out;
  out.prompt = text(lang, text_key(entry, q.prompt));
  if (q.choose_start_keys)
    for (const std::string& k : start.lab.labels) out.choices.push_back({k, k});
  for (const ChoiceEntry& c : q.choices)
    out.choices.push_back({c.id, c.label_key ? text(lang, c.label_key) : c.label ? c.label : c.id});
  return out;
}

}  // namespace

std::string text_key(const ExerciseEntry& entry, std::string_view part) {
  return "exercise." + std::string(entry.id) + "." + std::string(part);
}

Exercise build_exercise(const ExerciseEntry& entry, std::string_view lang) {
  Exercise e;
  e.id = entry.id;
  e.tab = entry.tab;
  e.start = start_state(entry);
  e.start_link = ShareLink::encode(e.start);
  std::string error;
  parse_json_text(entry.check, &e.check, &error);  // null when malformed: run_check says so
  e.title = text(lang, text_key(entry, "title"));
  e.statement = text(lang, text_key(entry, "statement"));
  for (int h = 1; h <= entry.hints; ++h)
    e.hints.push_back(text(lang, text_key(entry, "hint" + std::to_string(h))));
  e.solution = text(lang, text_key(entry, "solution"));
  for (const QuestionEntry& q : entry.questions)
    e.questions.push_back(question(entry, q, e.start, lang));
  e.reveal = entry.reveal;
  e.hidden_until_done.assign(entry.hidden_until_done.begin(), entry.hidden_until_done.end());
  return e;
}

const std::vector<Exercise>& exercise_list(std::string_view language) {
  static std::map<std::string, std::vector<Exercise>, std::less<>> by_language;
  const std::string lang = language == "zh" ? "zh" : "en";
  auto it = by_language.find(lang);
  if (it == by_language.end()) {
    std::vector<Exercise> list;
    for (const ExerciseEntry& entry : exercise_table()) list.push_back(build_exercise(entry, lang));
    it = by_language.emplace(lang, std::move(list)).first;
  }
  return it->second;
}

const Exercise* find_exercise(std::string_view id, std::string_view language) {
  for (const Exercise& e : exercise_list(language))
    if (e.id == id) return &e;
  return nullptr;
}

}  // namespace ap::exercises
