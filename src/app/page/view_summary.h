// ViewSummary: what the open tab shows, as one or two plain sentences in the UI language, for
// screen readers. The page keeps it in a visually hidden aria-live="polite" region (web/
// index.html, src/platform/summary_sync.cpp) and rewrites it only when it changes. Examples:
//   "Vector lab. Weights: cat 0.41, dog 0.41, car 0.12, tree 0.06. Output (0.61, 0.34)."
//   "Translator (RNNsearch). Translation: J'aime mary. Strongest English word for each French
//    word: j' → i, aime → love, mary → mary."
// Templates come from assets/i18n ("a11y.*"), with {name} placeholders. No ImGui here.
#pragma once

#include "app/state/app_state.h"
#include "app/explain/explain_service.h"
#include "app/classroom/exercise_session.h"
#include "app/classroom/lesson_session.h"
#include "app/scene/scene.h"
#include "app/translation/translation_service.h"

#include <string>
#include <string_view>

namespace ap {

// `translations` may translate (its cache makes a repeated call free) and is otherwise only read;
// so may `explanations` (the Explain tab's; without it that tab gets its introduction).
// `exercises` (may be null): the Exercises tab counts what is done, and an active exercise is
// named after the view's summary.
std::string summarize_view(const AppState& state, const LabResult& result,
                           TranslationService& translations, std::string_view language,
                           ExplainService* explanations = nullptr,
                           const exercises::ExerciseSession* exercises = nullptr);

// The line read before the view's summary while a lesson plays: "Lesson, step 2 of 3: <text>
// Task: Done." ("" when no lesson plays).
std::string summarize_lesson(const LessonSession& lessons, const AppSession& session,
                             std::string_view language);

}  // namespace ap
