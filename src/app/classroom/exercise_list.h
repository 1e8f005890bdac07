// The exercises (练习): predict-then-check tasks, each on a real view with a goal the app checks
// on the live state (app/classroom/checks.h). An exercise is plain data: where it starts (an
// AppState, also as a share link), what it asks, up to two hints, the solution, the questions
// a predict-then-check exercise asks first, and its check. The texts come in the language asked
// for (assets/i18n, "exercise.<id>.*" keys). Ids are stable: progress in localStorage, the JS
// API (attention.startExercise("lab-query-car")) and course pages refer to them. Each exercise is
// built from its entry of the exercise table (app/classroom/exercise_table.h).
#pragma once

#include "app/state/app_state.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace ap::exercises {

struct Choice {
  std::string id;     // what the answer says ("dog", "yes", "11-20")
  std::string label;  // what the button shows
};

// One question of a predict-then-check exercise. The answer to an exercise is the chosen ids of
// its questions, joined by ',' ("dog,dog").
struct Question {
  std::string prompt;
  std::vector<Choice> choices;
};

struct Exercise {
  std::string id;  // stable, e.g. "lab-query-car"
  Tab tab = Tab::Lab;
  std::string title, statement;
  std::vector<std::string> hints;   // at most two
  std::string solution;             // what to do, revealed on request
  std::vector<Question> questions;  // empty: the check reads the state alone
  nlohmann::json check;             // a check (checks.h)
  AppState start;                   // view.tab = tab; the rest as the task needs
  std::string start_link;           // ShareLink::encode(start)
  // What the view reveals once an answer is given (e.g. the lab switches to ÷√d), or null.
  void (*reveal)(AppState&) = nullptr;
  // Widget ids the view leaves out while this exercise is active and not done, because they
  // would give the answer away (the translator's best-head outline for exercise 13).
  std::vector<std::string> hidden_until_done;
};

// The exercises (fifteen), in the order the Exercises tab lists them, with texts in `language`
// ("en" | "zh"; anything else reads English). Built once per language.
const std::vector<Exercise>& exercise_list(std::string_view language);
const Exercise* find_exercise(std::string_view id, std::string_view language);

}  // namespace ap::exercises
