// PageApi (see page_api.h): the name → handler table, the session's functions and the CSV
// export (the AppState JSON behind getState/setState is app/state/state_codec.cpp). Everything is
// exception-free: the web build aborts on a C++ throw, and these functions receive whatever a web
// page passes them.
#include "app/page/page_api.h"

#include "app/page/app_services.h"
#include "app/i18n.h"
#include "app/json_util.h"
#include "app/scene/scene_json.h"
#include "app/state/state_codec.h"
#include "app/state/view_state.h"

#include <cmath>
#include <cstdlib>
#include <utility>

namespace ap {

using nlohmann::json;

// ---- the table -------------------------------------------------------------------------------
void PageApi::add(std::string name, Handler handler) {
  handlers_[std::move(name)] = std::move(handler);
}

std::vector<std::string> PageApi::names() const {
  std::vector<std::string> out;
  for (const auto& kv : handlers_) out.push_back(kv.first);
  return out;
}

std::string PageApi::call(std::string_view name, std::string_view args_json) const {
  auto fail = [&](const std::string& message) {
    return dump_json(json{{"ok", false}, {"error", std::string(name) + ": " + message}});
  };
  auto it = handlers_.find(name);
  if (it == handlers_.end()) return fail("no such function");
  if (args_json.size() > kMaxPageApiInputBytes)
    return fail("the input is " + std::to_string(args_json.size()) +
                " bytes; the limit is 1 MiB (" + std::to_string(kMaxPageApiInputBytes) + " bytes)");
  json args = json::array();
  if (!args_json.empty()) {
    std::string error;
    if (!parse_json_text(args_json, &args, &error)) {
      // "[0].lab.query[1]: …" (a path inside the argument array) → "argument 1: lab.query[1]: …"
      const std::size_t close = error.find(']');
      if (error.rfind("[", 0) == 0 && close != std::string::npos && close < 12) {
        const std::string index = error.substr(1, close - 1);
        std::string rest = error.substr(close + 1);
        if (!rest.empty() && rest[0] == '.') rest.erase(0, 1);
        return fail("argument " + std::to_string(std::atoi(index.c_str()) + 1) + ": " + rest);
      }
      return fail("arguments: " + error);
    }
  }
  if (!args.is_array()) return fail("arguments must be a JSON array");
  json value;
  std::string error;
  if (!it->second(args, &value, &error)) return fail(error.empty() ? "failed" : error);
  return dump_json(json{{"ok", true}, {"value", std::move(value)}});
}

// ---- CSV -------------------------------------------------------------------------------------
namespace {

std::string csv_field(const std::string& s) {
  if (s.find_first_of(",\"\n\r") == std::string::npos) return s;
  std::string q = "\"";
  for (char c : s) {
    if (c == '"') q += '"';
    q += c;
  }
  return q + "\"";
}

}  // namespace

std::string lab_result_csv(const AttentionScene& scene, const LabResult& result) {
  const AttentionResult& r = result.single;
  const int n = scene.n(), e = scene.e();
  std::string out = "key,label,may_attend,score,weight";
  for (int c = 0; c < e; ++c) out += ",contribution_" + std::to_string(c + 1);
  out += "\n";
  for (int i = 0; i < n; ++i) {
    out += std::to_string(i + 1) + "," +
           csv_field(i < static_cast<int>(scene.labels.size()) ? scene.labels[i] : "") + "," +
           (scene.mask.empty() || scene.mask[i] ? "true" : "false") + "," +
           format_float(r.scores(i)) + "," + format_float(r.weights(i));
    for (int c = 0; c < e; ++c) out += "," + format_float(r.contributions(i, c));
    out += "\n";
  }
  out += "output,,,,";
  for (int c = 0; c < e; ++c) out += "," + format_float(r.output(c));
  out += "\n";
  return out;
}

// ---- the session's functions -----------------------------------------------------------------
namespace {

// Argument i as a JSON value (a JSON text string is parsed first, so callers may pass either).
bool json_arg(const json& args, std::size_t i, json* out, std::string* error) {
  if (args.size() <= i) {
    *error = "missing argument " + std::to_string(i + 1);
    return false;
  }
  const json& a = args[i];
  if (a.is_string()) return parse_json_text(a.get_ref<const std::string&>(), out, error);
  *out = a;
  return true;
}

bool string_arg(const json& args, std::size_t i, std::string* out, std::string* error) {
  if (args.size() <= i || !args[i].is_string()) {
    *error = "argument " + std::to_string(i + 1) + " must be a string";
    return false;
  }
  *out = args[i].get<std::string>();
  return true;
}

// setState is stricter about the tab than a link: a link from a newer app may name a tab this
// app does not have, and opens the lab (ViewState's field list); a call naming one is refused,
// with the names this app knows. True when `state` has no view.tab, or a tab that is no string
// (the state's reader reports that), or a known name.
bool known_tab_or_absent(const json& state, std::string* error) {
  if (!state.is_object() || !state.contains("view") || !state["view"].is_object()) return true;
  const json& view = state["view"];
  if (!view.contains("tab") || !view["tab"].is_string()) return true;
  const std::string& name = view["tab"].get_ref<const std::string&>();
  Tab known;
  if (enum_from_name(name, &known)) return true;
  *error = "view.tab: expected " + enum_names_listed<Tab>() + ", not " + dump_json(json(name));
  return false;
}

// Optional string argument with a default.
std::string opt_string(const json& args, std::size_t i, const char* fallback) {
  if (args.size() > i && args[i].is_string() && !args[i].get_ref<const std::string&>().empty())
    return args[i].get<std::string>();
  return fallback;
}

float opt_number(const json& args, std::size_t i) {
  if (args.size() <= i || !args[i].is_number()) return 0.0f;
  const float f = static_cast<float>(args[i].get<double>());
  return std::isfinite(f) ? f : 0.0f;  // a pixel coordinate: out of range means "not given"
}

// The interface language: the one chosen (view.language, what setLanguage set) and the one the
// UI draws this frame (English until the Chinese font has arrived; AppServices::display_language).
void add_language_api(PageApi* api, AppSession* session, AppServices* services) {
  AppSession& s = *session;
  AppServices& app = *services;
  api->add("getLanguage", [&s](const json&, json* v, std::string*) {
    const std::string& chosen = s.state().view.language;  // a link may name an unknown one
    *v = i18n::is_supported_language(chosen) ? chosen : std::string("en");
    return true;
  });
  api->add("setLanguage", [&s](const json& args, json* v, std::string* error) {
    std::string lang;
    if (!string_arg(args, 0, &lang, error)) return false;
    if (!i18n::is_supported_language(lang)) {
      *error = "unknown language \"" + lang + "\" (use \"en\" or \"zh\")";
      return false;
    }
    s.edit([&lang](AppState& st) { st.view.language = lang; });
    *v = true;
    return true;
  });
  api->add("_displayLanguage", [&app](const json&, json* v, std::string*) {
    *v = app.display_language;
    return true;
  });
}

// Downloads: each offers a file through the Host and answers true.
void add_export_api(PageApi* api, AppSession* session, AppServices* services) {
  AppSession& s = *session;
  AppServices& app = *services;
  api->add("exportCsv", [&s, &app](const json& args, json* v, std::string*) {
    app.host().download_text(opt_string(args, 0, "attention.csv"), "text/csv",
                             lab_result_csv(s.state().lab, s.result()));
    *v = true;
    return true;
  });
  api->add("exportJson", [&s, &app](const json& args, json* v, std::string*) {
    json j = {{"scene", scene_to_json(s.state().lab)},
              {"result", result_to_json(s.result(), s.state().lab.m() > 1)}};
    app.host().download_text(opt_string(args, 0, "attention.json"), "application/json",
                             dump_json(j, 2) + "\n");
    *v = true;
    return true;
  });
  api->add("exportPng", [&app](const json& args, json* v, std::string*) {
    app.host().export_canvas_png(opt_string(args, 0, "attention.png"), opt_number(args, 1),
                                 opt_number(args, 2), opt_number(args, 3), opt_number(args, 4));
    *v = true;
    return true;
  });
}

// What the last frame laid out: widget rects (tests), the content height (an embed's
// height="auto") and overflow (tests).
void add_layout_api(PageApi* api, AppServices* services) {
  AppServices& app = *services;
  api->add("_debugItemRect", [&app](const json& args, json* v, std::string* error) {
    std::string id;
    if (!string_arg(args, 0, &id, error)) return false;
    WidgetRect r;
    if (app.widgets.find(id, &r))
      *v = json{{"x", r.x}, {"y", r.y}, {"w", r.w}, {"h", r.h}};
    else
      *v = nullptr;
    return true;
  });
  api->add("_debugItemIds", [&app](const json&, json* v, std::string*) {
    *v = app.widgets.ids();
    return true;
  });
  api->add("contentHeight", [&app](const json&, json* v, std::string*) {
    *v = std::ceil(app.content_height);
    return true;
  });
  api->add("_debugLayoutOverflow", [&app](const json&, json* v, std::string*) {
    json list = json::array();
    for (const LayoutOverflow& o : app.layout_overflow)
      list.push_back(
          json{{"window", o.window}, {"overflow", o.overflow_px}, {"width", o.visible_width}});
    *v = list;
    return true;
  });
}

}  // namespace

void add_session_api(PageApi* api, AppSession* session, AppServices* services) {
  AppSession& s = *session;
  api->add("getScene", [&s](const json&, json* v, std::string*) {
    *v = scene_to_json(s.state().lab);
    return true;
  });
  api->add("setScene", [&s](const json& args, json* v, std::string* error) {
    json j;
    if (!json_arg(args, 0, &j, error)) return false;
    AppState next = s.state();
    if (!scene_from_json(j, &next.lab, error)) return false;
    if (!s.replace(next, /*record_undo=*/true, error)) return false;
    *v = true;
    return true;
  });
  api->add("getResult", [&s](const json&, json* v, std::string*) {
    *v = result_to_json(s.result(), s.state().lab.m() > 1);
    return true;
  });
  api->add("getState", [&s](const json&, json* v, std::string*) {
    *v = app_state_json(s.state());
    return true;
  });
  api->add("setState", [&s](const json& args, json* v, std::string* error) {
    json j;
    if (!json_arg(args, 0, &j, error)) return false;
    if (!known_tab_or_absent(j, error)) return false;
    AppState next = s.state();
    if (!app_state_from_json(j, &next, error)) return false;
    if (!s.replace(next, /*record_undo=*/true, error)) return false;
    *v = true;
    return true;
  });
  api->add("linkFragment", [&s](const json&, json* v, std::string*) {
    *v = s.link();
    return true;
  });
  api->add("loadLink", [&s](const json& args, json* v, std::string* error) {
    std::string link;
    if (!string_arg(args, 0, &link, error)) return false;
    if (!s.load_link(link, error)) return false;
    *v = true;
    return true;
  });
  api->add("undo", [&s](const json&, json* v, std::string*) {
    *v = s.undo();
    return true;
  });
  api->add("redo", [&s](const json&, json* v, std::string*) {
    *v = s.redo();
    return true;
  });
  api->add("banner", [&s](const json&, json* v, std::string*) {
    *v = s.banner();
    return true;
  });
  api->add("revision", [&s](const json&, json* v, std::string*) {
    *v = s.revision();
    return true;
  });
  add_language_api(api, session, services);
  add_export_api(api, session, services);
  add_layout_api(api, services);
}

}  // namespace ap
