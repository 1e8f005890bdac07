// Lesson (see lesson.h): equality, the limits, the lesson file's JSON, and decode_lesson, which
// tells a link from a file.
#include "app/classroom/lesson.h"

#include "app/json_util.h"
#include "app/classroom/lesson_link.h"
#include "app/scene/presets.h"
#include "app/state/state_codec.h"
#include "core/utf8.h"

#include <utility>

namespace ap {

using nlohmann::json;

namespace {

constexpr const char* kFormat = "attention-lesson";

bool fail(std::string* error, std::string message) {
  if (error) *error = std::move(message);
  return false;
}

std::string step_name(std::size_t i) { return "lesson step " + std::to_string(i + 1) + ": "; }

}  // namespace

bool operator==(const LessonStep& a, const LessonStep& b) {
  return a.state == b.state && a.text == b.text && a.check == b.check;
}

bool operator==(const Lesson& a, const Lesson& b) {
  return a.title == b.title && a.steps == b.steps;
}

bool validate_lesson_text(std::string_view text, const char* what, std::size_t max_bytes,
                          std::string* error) {
  if (text.size() > max_bytes)
    return fail(error, std::string(what) + ": " + std::to_string(text.size()) +
                           " bytes exceeds the limit of " + std::to_string(max_bytes));
  if (!utf8::is_valid(text)) return fail(error, std::string(what) + ": not valid UTF-8");
  return true;
}

bool validate_lesson_check(const json& check, std::string* error) {
  if (check.is_null()) return true;
  if (!check.is_object())
    return fail(error, std::string("check: expected an object like {\"kind\": …}, got ") +
                           json_type_name(check));
  auto kind = check.find("kind");
  if (kind == check.end() || !kind->is_string() || kind->get_ref<const std::string&>().empty())
    return fail(error, "check: needs a \"kind\" (the check's name, a string)");
  if (!validate_lesson_text(kind->get_ref<const std::string&>(), "check.kind",
                            Lesson::kMaxKindBytes, error))
    return false;
  const std::size_t bytes = dump_json(check).size();
  if (bytes > Lesson::kMaxCheckBytes)
    return fail(error, "check: " + std::to_string(bytes) + " bytes of JSON exceeds the limit of " +
                           std::to_string(Lesson::kMaxCheckBytes));
  return true;
}

bool validate_lesson(const Lesson& lesson, std::string* error) {
  std::string problem;
  if (!validate_lesson_text(lesson.title, "title", Lesson::kMaxTitleBytes, &problem))
    return fail(error, "lesson " + problem);
  if (lesson.steps.size() > Lesson::kMaxSteps)
    return fail(error, "lesson: " + std::to_string(lesson.steps.size()) +
                           " steps exceeds the limit of " + std::to_string(Lesson::kMaxSteps));
  for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
    const LessonStep& s = lesson.steps[i];
    if (!validate_lesson_text(s.text, "text", Lesson::kMaxTextBytes, &problem) ||
        !validate_lesson_check(s.check, &problem) || !validate_scene(s.state.lab, &problem))
      return fail(error, step_name(i) + problem);
  }
  return true;
}

// ---- the lesson file -------------------------------------------------------------------------
json lesson_to_json(const Lesson& lesson) {
  json steps = json::array();
  for (const LessonStep& s : lesson.steps) {
    json step = {{"text", s.text}, {"state", app_state_json(s.state)}};
    if (!s.check.is_null()) step["check"] = s.check;
    steps.push_back(std::move(step));
  }
  return json{{"format", kFormat},
              {"version", Lesson::kVersion},
              {"title", lesson.title},
              {"steps", std::move(steps)}};
}

namespace {

bool step_from_json(const json& j, std::size_t i, LessonStep* out, std::string* error) {
  if (!j.is_object())
    return fail(error, step_name(i) + "expected an object, got " + json_type_name(j));
  LessonStep step;
  step.state.lab = default_scene();  // a state member left out takes its default
  std::string problem;
  if (!read_string_field(j, "", "text", Lesson::kMaxTextBytes, &step.text, &problem))
    return fail(error, step_name(i) + problem);
  auto state = j.find("state");
  if (state == j.end()) return fail(error, step_name(i) + "state: missing");
  if (!app_state_from_json(*state, &step.state, &problem))
    return fail(error, step_name(i) + "state: " + problem);
  auto check = j.find("check");
  if (check != j.end()) step.check = *check;
  *out = std::move(step);
  return true;
}

}  // namespace

bool lesson_from_json(const json& j, Lesson* out, std::string* error) {
  if (!j.is_object())
    return fail(error, std::string("lesson: expected a JSON object, got ") + json_type_name(j));
  auto format = j.find("format");
  if (format == j.end() || *format != kFormat)
    return fail(error, "lesson: not a lesson file (expected \"format\": \"attention-lesson\")");
  auto version = j.find("version");
  if (version == j.end() || !version->is_number_integer())
    return fail(error, "lesson: \"version\" must be a whole number");
  const bool newer =
      version->is_number_unsigned()
          ? version->get<std::uint64_t>() > static_cast<std::uint64_t>(Lesson::kVersion)
          : version->get<std::int64_t>() > Lesson::kVersion;
  if (newer)
    return fail(error, "lesson version " + version->dump() + " is newer than this app (" +
                           std::to_string(Lesson::kVersion) + ")");
  if (!version->is_number_unsigned() && version->get<std::int64_t>() < 1)
    return fail(error, "lesson version " + version->dump() + " is not supported");
  Lesson lesson;
  std::string problem;
  if (!read_string_field(j, "", "title", Lesson::kMaxTitleBytes, &lesson.title, &problem))
    return fail(error, "lesson " + problem);
  auto steps = j.find("steps");
  if (steps == j.end() || !steps->is_array())
    return fail(error, "lesson: \"steps\" must be an array");
  if (steps->size() > Lesson::kMaxSteps)
    return fail(error, "lesson: " + std::to_string(steps->size()) + " steps exceeds the limit of " +
                           std::to_string(Lesson::kMaxSteps));
  lesson.steps.resize(steps->size());
  for (std::size_t i = 0; i < steps->size(); ++i)
    if (!step_from_json((*steps)[i], i, &lesson.steps[i], error)) return false;
  if (!validate_lesson(lesson, error)) return false;
  *out = std::move(lesson);
  return true;
}

std::string lesson_json_text(const Lesson& lesson) {
  return dump_json_pretty(lesson_to_json(lesson)) + "\n";
}

bool lesson_from_json_text(std::string_view text, Lesson* out, std::string* error) {
  if (text.size() > kMaxLessonJsonBytes)
    return fail(error, "lesson: the file is larger than the limit of " +
                           std::to_string(kMaxLessonJsonBytes) + " bytes");
  json j;
  std::string problem;
  if (!parse_json_text(text, &j, &problem)) return fail(error, "lesson: " + problem);
  return lesson_from_json(j, out, error);
}

bool decode_lesson(std::string_view text, Lesson* out, std::string* error) {
  std::size_t first = 0;
  while (first < text.size() &&
         (text[first] == ' ' || text[first] == '\t' || text[first] == '\n' || text[first] == '\r'))
    ++first;
  if (first < text.size() && text[first] == '{') return lesson_from_json_text(text, out, error);
  return LessonLink::decode(text, out, error);
}

}  // namespace ap
