// add_lesson_api (see lesson_api.h). Every handler is exception-free: it receives whatever a web
// page passes.
#include "app/page/lesson_api.h"

#include "app/page/app_services.h"
#include "app/json_util.h"

namespace ap {

using nlohmann::json;

namespace {

bool text_arg(const json& args, std::size_t i, std::string* out, std::string* error) {
  if (args.size() <= i || !args[i].is_string()) {
    *error = "argument " + std::to_string(i + 1) + " must be a string";
    return false;
  }
  *out = args[i].get<std::string>();
  return true;
}

// The check argument: absent or null (none), an object, or its JSON text.
bool check_arg(const json& args, std::size_t i, json* out, std::string* error) {
  *out = nullptr;
  if (args.size() <= i || args[i].is_null()) return true;
  if (!args[i].is_string()) {
    *out = args[i];
    return true;
  }
  const std::string& text = args[i].get_ref<const std::string&>();
  if (text.empty()) return true;
  if (!parse_json_text(text, out, error)) {
    *error = "check: " + *error;
    return false;
  }
  return true;
}

}  // namespace

void add_lesson_api(PageApi* api, AppSession* session, AppServices* services) {
  AppSession& s = *session;
  AppServices& app = *services;
  LessonSession& l = services->lessons;
  api->add("loadLesson", [&s, &l](const json& args, json* v, std::string* error) {
    std::string text;
    if (!text_arg(args, 0, &text, error) || !l.open(text, s, error)) return false;
    *v = true;
    return true;
  });
  api->add("lessonStatus", [&s, &l](const json&, json* v, std::string*) {
    *v = l.status(s);
    return true;
  });
  api->add("lessonGo", [&s, &l](const json& args, json* v, std::string* error) {
    if (args.empty() || !args[0].is_number_integer()) {
      *error = "argument 1 must be a step number (1 for the first)";
      return false;
    }
    const std::int64_t k = args[0].get<std::int64_t>();
    if (k < 1 || k > l.step_count()) {
      *error = "lesson: no step " + args[0].dump() + " (the lesson has " +
               std::to_string(l.step_count()) + ")";
      return false;
    }
    if (!l.go(static_cast<int>(k - 1), s, error)) return false;
    *v = l.status(s);
    return true;
  });
  auto step_by = [&s, &l](int delta) {
    return [&s, &l, delta](const json&, json* v, std::string* error) {
      if (!l.playing()) {
        *error = "lesson: no lesson is open";
        return false;
      }
      const int k = l.step() + delta;
      if (k >= 0 && k < l.step_count() && !l.go(k, s, error)) return false;
      *v = l.status(s);
      return true;
    };
  };
  api->add("lessonNext", step_by(+1));
  api->add("lessonPrev", step_by(-1));
  api->add("lessonClose", [&l](const json&, json* v, std::string*) {
    l.close();
    *v = true;
    return true;
  });
  api->add("lessonLinkFragment", [&l](const json&, json* v, std::string*) {
    *v = l.link();
    return true;
  });
  api->add("lessonJson", [&l](const json&, json* v, std::string*) {
    *v = l.json_text();
    return true;
  });
  api->add("exportLessonJson", [&l, &app](const json& args, json* v, std::string*) {
    std::string name = "lesson.json";
    if (args.size() > 0 && args[0].is_string() && !args[0].get_ref<const std::string&>().empty())
      name = args[0].get<std::string>();
    app.host().download_text(name, "application/json", l.json_text());
    *v = true;
    return true;
  });
  api->add("lessonRecordStep", [&s, &l](const json& args, json* v, std::string* error) {
    std::string text;
    json check;
    if (!text_arg(args, 0, &text, error) || !check_arg(args, 1, &check, error) ||
        !l.record_step(s.state(), std::move(text), std::move(check), error))
      return false;
    *v = l.step_count();
    return true;
  });
  api->add("lessonSetTitle", [&l](const json& args, json* v, std::string* error) {
    std::string title;
    if (!text_arg(args, 0, &title, error) || !l.set_title(std::move(title), error)) return false;
    *v = true;
    return true;
  });
  api->add("lessonClear", [&l](const json&, json* v, std::string*) {
    l.clear();
    *v = true;
    return true;
  });
}

}  // namespace ap
