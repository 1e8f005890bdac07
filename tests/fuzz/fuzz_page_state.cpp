// Fuzz target: setState / setScene / loadLink through PageApi, as a web page calls them. The
// first byte picks the function, the rest is its argument (text). Property: every reply is valid
// UTF-8 JSON; a refused call leaves the state as it was; an accepted one comes back bit for bit
// through getState → linkFragment → loadLink in a fresh session, and through setState(getState()).
#include "app/json_util.h"
#include "app/page/app_services.h"
#include "app/page/page_api.h"

#include "core/utf8.h"
#include "fuzz_check.h"

#include <cstdint>
#include <string>

namespace {

using nlohmann::json;

json call(const ap::PageApi& api, const char* name, const json& args) {
  const std::string reply = api.call(name, ap::dump_json(args));
  FUZZ_CHECK(ap::utf8::is_valid(reply), reply);
  json j;
  std::string error;
  FUZZ_CHECK(ap::parse_json_text(reply, &j, &error), error);
  FUZZ_CHECK(j.is_object() && j.contains("ok"), reply);
  return j;
}

std::string state_text(const ap::PageApi& api) {
  return ap::dump_json(call(api, "getState", json::array())["value"]);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  static const char* const kFunctions[] = {"setState", "setScene", "loadLink"};
  const char* fn = kFunctions[data[0] % 3];
  const bool raw = data[0] % 6 >= 3;
  const std::string arg(reinterpret_cast<const char*>(data + 1), size - 1);
  ap::AppSession session;
  ap::PageApi api;
  ap::AppServices session_services;
  ap::add_session_api(&api, &session, &session_services);
  const std::string before = state_text(api);
  // Either the input is the whole argument text (raw bytes reach the parser, invalid UTF-8
  // included), or it is the one string argument (what attention.setState('…') sends).
  const std::string reply_text = api.call(fn, raw ? arg : ap::dump_json(json::array({arg})));
  FUZZ_CHECK(ap::utf8::is_valid(reply_text), reply_text);
  json reply;
  std::string perr;
  FUZZ_CHECK(ap::parse_json_text(reply_text, &reply, &perr), perr);
  if (reply["ok"] != true) {
    FUZZ_CHECK(reply["error"].is_string(), "no error message");
    FUZZ_CHECK(state_text(api) == before, "a refused call changed the state");
    return 0;
  }
  const json got = call(api, "getState", json::array())["value"];
  const std::string text = ap::dump_json(got);
  const json link = call(api, "linkFragment", json::array())["value"];
  ap::AppSession fresh;
  ap::PageApi fresh_api;
  ap::AppServices fresh_services;
  ap::add_session_api(&fresh_api, &fresh, &fresh_services);
  const json loaded = call(fresh_api, "loadLink", json::array({link}));
  FUZZ_CHECK(loaded["ok"] == true, "the page's own link is refused: " + ap::dump_json(loaded));
  FUZZ_CHECK(state_text(fresh_api) == text, "link did not round-trip");
  ap::AppSession again;
  ap::PageApi again_api;
  ap::AppServices again_services;
  ap::add_session_api(&again_api, &again, &again_services);
  const json reset = call(again_api, "setState", json::array({got}));
  FUZZ_CHECK(reset["ok"] == true, "getState() refused by setState: " + ap::dump_json(reset));
  FUZZ_CHECK(state_text(again_api) == text, "setState(getState()) changed the state");
  return 0;
}
