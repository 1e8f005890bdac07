// The page's end of the training worker (see training_worker.h and app/training/training_remote.h).
#include "platform/training_worker.h"

#include "app/state/session.h"
#include "app/training/training_remote.h"
#include "platform/frame_scheduler.h"

#include <emscripten.h>

#include <cstdint>
#include <string>

namespace ap::platform {
namespace {
TrainingSession* g_session = nullptr;
const AppSession* g_app = nullptr;

// Without the host script (it failed to load) there is no worker: the training fails, nothing else.
// clang-format off
EM_JS(void, post_training_command, (const char* command), {
  if (window.__attentionTraining) window.__attentionTraining.post(UTF8ToString(command));
  else setTimeout(() => Module.ccall('ap_training_lost', null, ['string'],
                                     ['the page could not start a training worker']), 0);
});
// clang-format on
}  // namespace

TrainingSession::RemoteSend training_worker_send() {
  return [](const std::string& command) { post_training_command(command.c_str()); };
}

void install_training_worker(TrainingSession* session, const AppSession* app) {
  g_session = session;
  g_app = app;
}

}  // namespace ap::platform

extern "C" {

// A view is drawn in one frame (no settling spell: it brings data, not layout), and only while the
// Train tab is open: with any other tab, training costs the main thread no frames.
EMSCRIPTEN_KEEPALIVE void ap_training_view(const std::uint8_t* bytes, int size, int settled) {
  using ap::platform::g_app;
  using ap::platform::g_session;
  if (!g_session || size < 0) return;
  ap::TrainingSession::RemoteView view;
  std::string error;
  if (ap::decode_training_view(bytes, static_cast<std::size_t>(size), &view, &error))
    g_session->apply_remote_view(std::move(view), settled != 0);
  else
    g_session->remote_lost("the training worker sent a bad view (" + error + ")");
  if (g_app && g_app->state().view.tab == ap::Tab::Train) ap::platform::draw_one_frame();
}

EMSCRIPTEN_KEEPALIVE void ap_training_lost(const char* why) {
  using ap::platform::g_session;
  if (g_session) g_session->remote_lost(why ? why : "the training worker stopped");
}

}  // extern "C"
