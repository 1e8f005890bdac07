// PageApi: the functions behind `window.attention` in the browser (see web/attention-api.js),
// kept here in the app layer — no emscripten — so they are unit-tested natively. Every function
// takes a JSON array of arguments and answers a JSON value or an error message. The platform
// exports one C entry point that calls PageApi::call; the JS side turns every registered name into
// `attention.<name>(...)`. Adding a function to the page is therefore one `api.add(...)` line
// (and its row in docs/js-api.md).
//
// Registered by add_session_api() (docs/js-api.md lists every function of the page, and the
// tests check that the list and the registrations agree):
//   getScene()                 → the lab scene (schema of `attention eval`, app/scene/scene_json.h)
//   setScene(json | text)      → true; bad input fails with the message, state unchanged
//   getResult()                → {scores, weights, output, contributions, all_masked[, batch]}
//   getState() / setState(x)   → the whole AppState {lab, view, translation, demos, training}
//                                (app/state/state_codec.h)
//   getLanguage()              → the language chosen, "en" or "zh": state.view.language (an
//                                unknown name from a link reads "en"), so it follows setLanguage
//                                at once
//   setLanguage("en" | "zh")   → true; sets state.view.language (one undo step). The UI draws
//                                Chinese once the Chinese font is there (fetched on first use)
//   _displayLanguage()         → the language the UI draws this frame (AppServices::
//                                display_language): "en" until the Chinese font has loaded
//   linkFragment()             → the share link's fragment (JS getLink() adds the page URL)
//   loadLink(fragment | url)   → true, or fails with the message (the banner shows it too)
//   undo() / redo()            → whether something was undone / redone
//   banner()                   → the message the app shows ("" if none)
//   revision()                 → a counter, +1 on every state change
//   exportCsv([filename]) / exportJson([filename])   → true; offers the numbers as a download
//                                (Host)
//   exportPng([filename[, x, y, w, h]])              → true; a PNG download of the canvas (or
//                                of a region, in CSS px) captured after this frame
//   contentHeight()            → the CSS pixels the page's content took in the last frame (an
//                                embed with height="auto" follows it, web/embed-host-bridge.js)
//   _debugItemRect(id)         → {x, y, w, h} of a widget the UI recorded (AppServices::widgets),
//                                or null
//   _debugItemIds()            → every recorded widget id
//   _debugLayoutOverflow()     → [{window, overflow, width}]: windows whose content ran off their
//                                right edge in the last frame (ui/layout_overflow.h); [] if none
#pragma once

#include "app/state/session.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

class AppServices;

// The largest argument text PageApi::call accepts (setScene and setState included): 1 MiB.
inline constexpr std::size_t kMaxPageApiInputBytes = 1u << 20;

class PageApi {
 public:
  // args: the JSON array of arguments. Return true and set *value, or false and set *error.
  using Handler =
      std::function<bool(const nlohmann::json& args, nlohmann::json* value, std::string* error)>;

  void add(std::string name, Handler handler);

  // Calls `name` with args (JSON text of an array). Returns JSON text:
  //   {"ok":true,"value":...} or {"ok":false,"error":"<name>: <message>"}. Never throws.
  std::string call(std::string_view name, std::string_view args_json) const;

  std::vector<std::string> names() const;

 private:
  std::map<std::string, Handler, std::less<>> handlers_;
};

// The session's functions listed above (exports go through services->host(), the widget rects
// come from services->widgets). `session` and `services` must outlive `api`.
void add_session_api(PageApi* api, AppSession* session, AppServices* services);

// The current numbers as CSV: one row per key (label, may_attend, score, weight, contribution
// per value dimension) and a final "output" row. Floats round-trip exactly.
std::string lab_result_csv(const AttentionScene& scene, const LabResult& result);

}  // namespace ap
