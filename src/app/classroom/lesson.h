// Lesson: a teacher's sequence of steps. Each step is a whole AppState (what a share link holds),
// a short text for the class, and optionally one exercise check, kept verbatim as the JSON object
// the check library reads ({"kind": "...", ...its parameters}; app/classroom/lesson_check.h
// evaluates it). Two codecs, both versioned and bit-exact (floats keep their bits):
//   the lesson link  "lesson1." base64url(...)        app/classroom/lesson_link.h
//   the lesson file  {"format": "attention-lesson", "version": 1, "title", "steps": [...]}  (here)
// Both check every limit below and refuse with one line starting "lesson"; nothing user-made is
// trusted, nothing throws.
#pragma once

#include "app/state/app_state.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

struct LessonStep {
  AppState state;
  std::string text;      // UTF-8, at most Lesson::kMaxTextBytes
  nlohmann::json check;  // null (no check) or an object with a string "kind"
};

struct Lesson {
  static constexpr int kVersion = 1;
  static constexpr std::size_t kMaxSteps = 64;
  static constexpr std::size_t kMaxTitleBytes = 200;
  static constexpr std::size_t kMaxTextBytes = 4000;
  static constexpr std::size_t kMaxCheckBytes = 2000;  // the check's JSON text, compact
  static constexpr std::size_t kMaxKindBytes = 64;

  std::string title;
  std::vector<LessonStep> steps;
};

bool operator==(const LessonStep& a, const LessonStep& b);
bool operator==(const Lesson& a, const Lesson& b);
inline bool operator!=(const Lesson& a, const Lesson& b) { return !(a == b); }

// The limits above and a valid lab scene in every step; false with *error naming the step
// ("lesson step 3: text: 4100 bytes exceeds the limit of 4000").
bool validate_lesson(const Lesson& lesson, std::string* error);
// The text, title and check rules alone (what recording a step checks before the state).
bool validate_lesson_text(std::string_view text, const char* what, std::size_t max_bytes,
                          std::string* error);
bool validate_lesson_check(const nlohmann::json& check, std::string* error);

// The lesson file. Its "state" per step is the AppState JSON of getState()
// (app/state/state_codec.h).
nlohmann::json lesson_to_json(const Lesson& lesson);
// Unknown members are ignored (a newer app may add some); a newer "version" is refused:
// "lesson version 2 is newer than this app (1)". On failure *out is untouched.
bool lesson_from_json(const nlohmann::json& j, Lesson* out, std::string* error);
// The file's text (pretty JSON) and its reading from text (at most kMaxLessonJsonBytes).
inline constexpr std::size_t kMaxLessonJsonBytes = 1u << 20;
std::string lesson_json_text(const Lesson& lesson);
bool lesson_from_json_text(std::string_view text, Lesson* out, std::string* error);

// A link ("lesson1.…", "#lesson1.…", a URL with one) or a lesson file's JSON text ("{…"):
// whichever `text` is. The one entry point of loadLesson and of the Lesson panel's Open.
bool decode_lesson(std::string_view text, Lesson* out, std::string* error);

}  // namespace ap
