// The exercise table: each exercise is one entry of plain data (exercise_table.cpp) that one
// builder (exercise_list.cpp) turns into the Exercise the app shows, in a language. An entry holds
// the id and view, the start state, the check (JSON of a kind and its parameters, checks.h), the
// questions a predict-then-check exercise asks first, and what the view reveals or hides.
// Its texts are the i18n tables' "exercise.<id>.<part>" keys: title, statement, hint1, hint2,
// solution and one per question (its `prompt`). Their English is written in exercise_texts.json
// beside the table (the i18n lint makes it en.json's), their Chinese in assets/i18n/zh.json.
// A start that must be computed, or a reveal, is a small named function the entry points to.
#pragma once

#include "app/classroom/exercise_list.h"

#include <string>
#include <string_view>
#include <vector>

namespace ap::exercises {

using StateEdit = void (*)(AppState&);

// Where an exercise starts: the defaults on its view, changed by JSON of the members that differ
// (what attention.setState reads: {"translation": {"sentence": …}}), or by a named function where
// the start must be computed (a scene built from numbers). {} keeps the defaults.
struct Start {
  Start() = default;
  Start(const char* state_json) : json(state_json) {}
  Start(StateEdit compute) : edit(compute) {}
  const char* json = nullptr;
  StateEdit edit = nullptr;
};

// One choice of a question: what the answer says (its id) and what the button shows: the label as
// written, the text of an i18n key in the learner's language, or (neither) the id itself.
struct ChoiceEntry {
  const char* id;
  const char* label = nullptr;
  const char* label_key = nullptr;
};

struct QuestionEntry {
  const char* prompt;                     // its text is "exercise.<id>.<prompt>"
  std::vector<ChoiceEntry> choices = {};  // the choices, in order,
  bool choose_start_keys = false;         // or the start scene's key labels
};

struct ExerciseEntry {
  const char* id;     // stable (progress, the JS API and course pages name it), [a-z0-9-]
  Tab tab;            // the view it opens
  Start start;        // on that view
  const char* check;  // JSON (checks.h)
  std::vector<QuestionEntry> questions = {};        // none: the check reads the state alone
  StateEdit reveal = nullptr;                       // what the view shows once an answer is given
  std::vector<const char*> hidden_until_done = {};  // widget ids that would give the answer away
  int hints = 2;                                    // hint1 … (at most two)
};

// The entries, in the order the Exercises tab lists them.
const std::vector<ExerciseEntry>& exercise_table();

// The key of one of the entry's texts: text_key(e, "title") = "exercise.<id>.title".
std::string text_key(const ExerciseEntry& entry, std::string_view part);

// The exercise of `entry` with its texts in `language` ("zh", or English).
Exercise build_exercise(const ExerciseEntry& entry, std::string_view language);

}  // namespace ap::exercises
