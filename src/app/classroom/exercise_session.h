// ExerciseSession: the learner's side of the exercises — which one is active, the answers given,
// the last check's message, and the progress per exercise (done, attempts, hints used) that is
// kept across visits as a device preference (localStorage on the web, through Host), never in
// the share link. Which exercise is active is session state too: links stay as they are.
// One object lives in AppServices; the Exercises tab, the exercise panel and the JS API
// (exercise_api.h) share it. No ImGui, no emscripten.
#pragma once

#include "app/classroom/checks.h"
#include "app/classroom/exercise_list.h"

#include <map>
#include <string>
#include <string_view>

namespace ap {
class AppSession;
class ExplainService;
class Host;
class TrainingSession;
class TranslationService;
}  // namespace ap

namespace ap::exercises {

struct Progress {
  bool done = false;
  int attempts = 0;    // Checks and answers given
  int hints_used = 0;  // 0..2
  bool solution_shown = false;
};

// What the exercises use besides the state: the models and bottleneck figures, the
// explanations, the live training, the host (the progress is saved through it) and the language
// the UI shows. The running app hands one out (AppServices::exercise_services()).
struct ExerciseServices {
  TranslationService& translation;
  ExplainService& explain;
  const TrainingSession& training;
  Host& host;
  const std::string& language;
};

class ExerciseSession {
 public:
  // The preference's key and its JSON: {"lab-query-car": {"done": true, "attempts": 2,
  // "hints": 1, "solution": false}, …}. Unknown ids and malformed entries are skipped.
  static constexpr const char* kStorageKey = "attention.exercises";
  void load(Host& host);
  std::string progress_json() const;

  // The active exercise's id ("" when none).
  const std::string& active() const { return active_; }
  // Opens the exercise at its start state (its share link; the view's language, theme and embed
  // stay), makes it active and forgets its last answer and message. One undo step. False with
  // *error for an unknown id.
  bool start(std::string_view id, AppSession& session, std::string* error);
  void stop() { active_.clear(); }

  const Progress& progress(std::string_view id) const;
  const std::string& answer(std::string_view id) const;   // "" when none given
  const std::string& message(std::string_view id) const;  // the last check's, "" when none
  bool message_passed(std::string_view id) const;

  // The check on the live state, with the answer given so far. Marks the exercise done (and
  // saves) when it passes; `count_attempt` (the Check button) also counts an attempt and keeps
  // the message. Never throws; an unknown id reads "not yet".
  CheckResult check(std::string_view id, AppSession& session, const ExerciseServices& services,
                    bool count_attempt);
  // Records an answer ("dog,dog": one choice id per question, joined by ',') for the active
  // exercise, checks it (an attempt) and lets the view reveal what it hid. False with *error if
  // the exercise is not active or the answer is not one of the choices.
  bool answer_with(std::string_view id, const std::string& answer, AppSession& session,
                   const ExerciseServices& services, CheckResult* result, std::string* error);
  // The next hint's text (counts it; "" when there are no more).
  std::string next_hint(std::string_view id, const ExerciseServices& services);
  void show_solution(std::string_view id, const ExerciseServices& services);

  // True while the active exercise, not yet done, asks the view to leave out `widget` (its
  // hidden_until_done list): the view then does not draw what would give the answer away.
  bool hides(std::string_view widget) const;

  // The UI's once-per-frame look at the active exercise: re-checks it when the state or the
  // training moved on (cheap otherwise), so a solved task is marked done without a click.
  void watch(AppSession& session, const ExerciseServices& services);

 private:
  struct Live {
    std::string answer, message;
    bool passed = false;
  };
  void save(const ExerciseServices& services) const;
  Progress& progress_of(std::string_view id);

  std::string active_;
  std::map<std::string, Progress, std::less<>> progress_;
  std::map<std::string, Live, std::less<>> live_;
  std::uint64_t watched_revision_ = ~0ull;
  long long watched_training_ = -1;
  int watched_answers_ = 0;  // the translation service's remote answers when last checked
};

}  // namespace ap::exercises
