// LessonSession: the lesson on this page — the one being recorded ("Make a lesson") and the one
// being played (opened from a lesson link or file, stepped with Previous / Next). Not part of the
// AppState: a lesson is not in the share link and not undone; stepping applies a step's state to
// the AppSession as one undo step. The UI's Lesson panel (ui/lesson_panel.h) and the page API
// (app/page/lesson_api.h) both drive this one object, which AppServices owns.
#pragma once

#include "app/classroom/lesson.h"
#include "app/classroom/lesson_check.h"
#include "app/state/session.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <string_view>

namespace ap {

class LessonSession {
 public:
  // The translator, the training and the explanations a step's check may read
  // (app/classroom/lesson_check.h); null: such a check says "not yet". AppServices passes its own.
  explicit LessonSession(TranslationService* translation = nullptr,
                         const TrainingSession* training = nullptr,
                         ExplainService* explain = nullptr)
      : translation_(translation), training_(training), explain_(explain) {}

  const Lesson& lesson() const { return lesson_; }
  bool playing() const { return step_ >= 0; }
  int step() const { return step_; }  // 0-based; -1 when no lesson is playing
  int step_count() const { return static_cast<int>(lesson_.steps.size()); }
  // +1 on every change of the lesson or the step (the screen-reader line watches it).
  std::uint64_t revision() const { return revision_; }

  // Opens a lesson link or file text (decode_lesson) at its first step. On failure the session's
  // banner says why, and the user's state and the current lesson are kept.
  bool open(std::string_view link_or_json, AppSession& session, std::string* error);
  bool open(Lesson lesson, AppSession& session, std::string* error);
  // Applies step k (0-based) to the session as one undo step, keeping the viewer's language,
  // theme and embed flag (preferences of the device, not of the lesson).
  bool go(int k, AppSession& session, std::string* error);
  void close();  // stops playing; the lesson stays (to copy or to record more steps)

  // Recording: appends `state` with its text and check (null or {"kind": …}); false with *error
  // if a limit is passed (the step is not added).
  bool record_step(const AppState& state, std::string text, nlohmann::json check,
                   std::string* error);
  bool set_title(std::string title, std::string* error);
  bool remove_step(int k);
  bool move_step(int k, int delta);  // swaps step k with step k + delta (±1)
  void clear();                      // a new, empty lesson

  std::string link() const;       // "lesson1.…" (app/classroom/lesson_link.h)
  std::string json_text() const;  // the lesson file (app/classroom/lesson.h)

  // What attention.lessonStatus() answers: {active, title, step (1-based; 0 when not playing),
  // steps, text, check: {kind, passed, not_yet, message} | null}. Cheap: no decoding, no drawing.
  nlohmann::json status(const AppSession& session) const;
  // The current step's check on the live state; false when the step has none.
  bool check_status(const AppSession& session, LessonCheckStatus* out) const;

 private:
  void changed() { ++revision_; }

  TranslationService* translation_;
  const TrainingSession* training_;
  ExplainService* explain_;
  Lesson lesson_;
  int step_ = -1;
  std::uint64_t revision_ = 0;
};

}  // namespace ap
