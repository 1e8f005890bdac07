// SummarySync (see summary_sync.h).
#include "platform/summary_sync.h"

#include "app/page/view_summary.h"

#include <emscripten.h>

// clang-format off
EM_JS(void, ap_js_set_summary, (const char* text, const char* language), {
  window.__attentionPage.setSummary(UTF8ToString(text), UTF8ToString(language));
});
// clang-format on

namespace ap::platform {

void SummarySync::update(const AppSession& session, AppServices& services) {
  const TranslationService& ts = services.translation;
  int files = ts.load_requested() ? 1 : 0;
  for (int f = 0; f < TranslationService::kNumFiles; ++f)
    files = files * 4 + static_cast<int>(ts.status(f));
  files = files * 131 + ts.remote_answers();  // an answer of the worker may change the text
  const std::string& language = session.state().view.language;
  const bool welcome = services.welcome.is_open();
  if (session.revision() == revision_ && language == language_ && files == files_ &&
      services.lessons.revision() == lesson_revision_ && welcome == welcome_)
    return;
  welcome_ = welcome;
  revision_ = session.revision();
  lesson_revision_ = services.lessons.revision();
  language_ = language;
  files_ = files;
  std::string text = summarize_view(session.state(), session.result(), services.translation,
                                    language, &services.explain, &services.exercises);
  const std::string lesson = summarize_lesson(services.lessons, session, language);
  if (!lesson.empty()) text = lesson + " " + text;  // the lesson strip first (ui/lesson_panel.h)
  if (welcome) text = services.welcome.summary(language) + " " + text;  // a first visit's modal
  if (text == text_) return;
  text_ = std::move(text);
  ap_js_set_summary(text_.c_str(), language_.c_str());
}

}  // namespace ap::platform
