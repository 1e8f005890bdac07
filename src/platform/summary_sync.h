// SummarySync: keeps the page's screen-reader summary (the visually hidden aria-live="polite"
// region #view-summary in web/index.html) equal to app/page/view_summary.h's text for the open tab,
// after the lesson strip's line while a lesson plays and the welcome's while it is open.
// Recomputed only when something it depends on changed (the state's revision, the language, a
// model file arriving), and written to the DOM only when the text differs, so a screen reader
// hears each change once and nothing while the user only hovers.
#pragma once

#include "app/page/app_services.h"
#include "app/state/session.h"

#include <cstdint>
#include <string>

namespace ap::platform {

class SummarySync {
 public:
  void update(const AppSession& session, AppServices& services);  // once per drawn frame

 private:
  std::uint64_t revision_ = ~std::uint64_t{0};
  std::uint64_t lesson_revision_ =
      ~std::uint64_t{0};  // the lesson strip's (app/classroom/lesson_session.h)
  std::string language_;
  int files_ = -1;        // the model files' statuses, packed
  bool welcome_ = false;  // the first visit's welcome (app/page/welcome.h) was open
  std::string text_;
};

}  // namespace ap::platform
