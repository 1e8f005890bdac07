// A lesson step's check on the live state: the step stores the check verbatim as JSON
// ({"kind": …, …its parameters}, the exercises' check library, app/classroom/checks.h); this
// evaluates it there and answers what the lesson strip and attention.lessonStatus() show.
#pragma once

#include "app/state/session.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace ap {

class ExplainService;
class TranslationService;
class TrainingSession;

struct LessonCheckStatus {
  bool passed = false;
  bool not_yet = false;  // the state cannot be judged yet (no model loaded, no training)
  std::string message;   // the check's own message, in the UI language
};

// What checks beyond the lab read: the translator (models, bottleneck figures, and the reference
// of a known sentence with its translation), the Explain tab's explanations and the live
// training. Any may be null: a check that needs it says "not yet".
struct LessonCheckSources {
  TranslationService* translation = nullptr;
  ExplainService* explain = nullptr;
  const TrainingSession* training = nullptr;
};

// `check` as stored in the step; `start` is the step's own state (what lab_unchanged compares
// with). Cheap for the lab's checks (they read the session's cached result); never throws.
LessonCheckStatus evaluate_lesson_check(const nlohmann::json& check, const AppSession& session,
                                        const AppState& start, const LessonCheckSources& sources,
                                        std::string_view language);

// What recording a step accepts: a known kind with the parameters it needs (the library's
// validate_check), or null for none.
bool validate_recorded_check(const nlohmann::json& check, std::string* error);

}  // namespace ap
