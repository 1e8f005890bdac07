// A lesson step's check on the live state: the step stores the check verbatim as JSON
// ({"kind": …, …its parameters}); this evaluates it through the exercises' check library and
// answers what the lesson strip and attention.lessonStatus() show.
#pragma once

#include "app/session.h"

#include <nlohmann/json.hpp>

#include <string>

namespace ap {

struct LessonCheckStatus {
  bool passed = false;
  std::string message;  // what the student reads: the check's own message
};

// `check` is an object with a string "kind" (validate_lesson_check). Cheap: it reads the state
// and the session's cached lab result; never throws.
LessonCheckStatus evaluate_lesson_check(const nlohmann::json& check, const AppSession& session);

}  // namespace ap
