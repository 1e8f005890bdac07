// The exercises' functions of window.attention (registered next to add_session_api), for course
// pages, embedding pages and tests. None of them redraws the page, and exercises() only reads
// the stored progress, so polling them is cheap.
//   exercises()               → [{id, title, view, done, attempts}] in list order (title in the
//                               UI language)
//   startExercise(id)         → true: the exercise opens at its start state (one undo step); an
//                               unknown id fails with a message
//   stopExercise()            → true: the exercise panel closes (progress is kept)
//   activeExercise()          → the active exercise's id, or null
//   exerciseStatus(id)        → {done, attempts, hints_used, passed, not_yet, message}; for the
//                               active exercise the check runs on the live state (not counted as
//                               an attempt), for another one message is its last check's
//   checkExercise(id)         → the same after a counted Check (the panel's button)
//   answerExercise(id, answer) → the same after answering a predict-then-check exercise (answer:
//                               "dog,dog" or ["dog", "dog"], one choice id per question)
//   exerciseHint(id)          → the next hint's text, or null when both were shown
//   exerciseInfo(id)          → {id, title, view, statement, questions: [{prompt, choices:
//                               [{id, label}]}], hints: count, link}
#pragma once

#include "app/page/page_api.h"

namespace ap {

class AppServices;

void add_exercise_api(PageApi* api, AppSession* session, AppServices* services);

}  // namespace ap
