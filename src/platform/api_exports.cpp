// Exported entry points of window.attention (see api_exports.h). The reply lives in a static
// string until the next call: web/attention-api.js copies it into a JS string right away.
#include "platform/api_exports.h"

#include "app/json_util.h"

#include <emscripten.h>

#include <string>

namespace ap::platform {
namespace {
const PageApi* g_api = nullptr;
std::string g_reply;
}  // namespace

void install_exported_api(const PageApi* api) { g_api = api; }

}  // namespace ap::platform

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* ap_api_names() {
  using ap::platform::g_api;
  ap::platform::g_reply =
      ap::dump_json(g_api ? nlohmann::json(g_api->names()) : nlohmann::json::array());
  return ap::platform::g_reply.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* ap_api_call(const char* name, const char* args_json) {
  using ap::platform::g_api;
  if (!g_api) {
    ap::platform::g_reply = R"({"ok":false,"error":"the app has not started yet"})";
  } else {
    ap::platform::g_reply = g_api->call(name ? name : "", args_json ? args_json : "[]");
  }
  return ap::platform::g_reply.c_str();
}

}  // extern "C"
