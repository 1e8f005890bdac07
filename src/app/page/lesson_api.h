// The lesson's page functions (PageApi, app/page/page_api.h), on the LessonSession of AppServices:
//   loadLesson(linkOrJson)        → true; a bad link or file fails with the message (the banner
//                                   shows it too) and the state and the current lesson are kept
//   lessonStatus()                → {active, title, step, steps, text, check} (1-based step; 0
//                                   when no lesson plays; check: {kind, passed, not_yet, message} |
//                                   null). Cheap, and the page does not redraw for it
//                                   (web/attention-api.js)
//   lessonGo(step) / lessonNext() / lessonPrev()   → the status after moving (1-based step)
//   lessonClose()                 → true: the strip closes, the lesson stays
//   lessonLinkFragment()          → "lesson1.…" (JS lessonLink() adds the page's URL)
//   lessonJson()                  → the lesson file's JSON text
//   exportLessonJson([filename])  → offers the lesson file as a download (Host)
//   lessonRecordStep(text[, check]) → the number of steps after recording the current state
//   lessonSetTitle(title) / lessonClear() → true
#pragma once

#include "app/page/page_api.h"

namespace ap {

void add_lesson_api(PageApi* api, AppSession* session, AppServices* services);

}  // namespace ap
