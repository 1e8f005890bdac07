// evaluate_lesson_check (see lesson_check.h): the step's check through exercises::run_check.
#include "app/classroom/lesson_check.h"

#include "app/classroom/checks.h"
#include "app/training/training_json.h"

namespace ap {

LessonCheckStatus evaluate_lesson_check(const nlohmann::json& check, const AppSession& session,
                                        const AppState& start, const LessonCheckSources& sources,
                                        std::string_view language) {
  exercises::CheckContext ctx;
  ctx.state = &session.state();
  ctx.lab = &session.result();
  ctx.start = &start;
  ctx.translation = sources.translation;
  ctx.explain = sources.explain;
  ctx.language = std::string(language);
  // The training status is JSON made from the live run: only for a check that reads it.
  nlohmann::json training;
  if (sources.training && exercises::check_needs(check).training) {
    training = training_status(*sources.training);
    ctx.training = &training;
  }
  const exercises::CheckResult r = exercises::run_check(check, ctx);
  return {r.passed, r.not_yet, r.message};
}

bool validate_recorded_check(const nlohmann::json& check, std::string* error) {
  if (check.is_null()) return true;
  std::string problem;
  if (exercises::validate_check(check, &problem)) return true;
  if (error) *error = "check: " + problem;
  return false;
}

}  // namespace ap
