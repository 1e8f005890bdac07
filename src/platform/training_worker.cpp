// The page's end of the training worker (see training_worker.h and app/training_remote.h).
#include "platform/training_worker.h"

#include "app/training_remote.h"

#include <emscripten.h>

#include <cstdint>
#include <string>

namespace ap::platform {
namespace {
TrainingSession* g_session = nullptr;

// clang-format off
EM_JS(void, post_training_command, (const char* command), {
  window.__attentionTraining.post(UTF8ToString(command));
});
// clang-format on
}  // namespace

void install_training_worker(TrainingSession* session) {
  g_session = session;
  session->set_remote([](const std::string& command) { post_training_command(command.c_str()); });
}

}  // namespace ap::platform

extern "C" {

EMSCRIPTEN_KEEPALIVE void ap_training_view(const std::uint8_t* bytes, int size, int settled) {
  using ap::platform::g_session;
  if (!g_session || size < 0) return;
  ap::TrainingSession::RemoteView view;
  std::string error;
  if (ap::decode_training_view(bytes, static_cast<std::size_t>(size), &view, &error))
    g_session->apply_remote_view(std::move(view), settled != 0);
  else
    g_session->remote_lost("the training worker sent a bad view (" + error + ")");
}

EMSCRIPTEN_KEEPALIVE void ap_training_lost(const char* why) {
  using ap::platform::g_session;
  if (g_session) g_session->remote_lost(why ? why : "the training worker stopped");
}

}  // extern "C"
