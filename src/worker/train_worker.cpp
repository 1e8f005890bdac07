// The training Web Worker's module (dist/train_worker.js + .wasm; web/train-worker.js loads and
// drives it). It holds one local TrainingSession, the same class the page and the native tests
// use, so the same seed and config give the same weights at the same update. The script calls:
//   ap_worker_command(json)        carry out a command (app/training/training_remote.h); 0 if
//   refused ap_worker_run(budget_ms)       one slice of work (TrainingSession::advance); 1 while
//   running ap_worker_running()            1 while the session is running ap_worker_rest_ms() how
//   long to rest before the next slice (the speed setting) ap_worker_view(with_weights)   the
//   view's bytes (valid until the next call), and ap_worker_view_size()          their count
//   ap_worker_error()              why the last command was refused
#include "app/training/training_remote.h"
#include "app/training/training_session.h"

#include <emscripten.h>

#include <cstdint>
#include <string>
#include <vector>

namespace {
ap::TrainingSession& session() {
  static ap::TrainingSession s;
  return s;
}
std::vector<std::uint8_t> g_view;
std::string g_error;
}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE int ap_worker_command(const char* command) {
  g_error.clear();
  return ap::apply_training_command(&session(), command ? command : "", &g_error) ? 1 : 0;
}

EMSCRIPTEN_KEEPALIVE const char* ap_worker_error() { return g_error.c_str(); }

EMSCRIPTEN_KEEPALIVE int ap_worker_run(double budget_ms) {
  session().advance(budget_ms);
  return session().running() ? 1 : 0;
}

EMSCRIPTEN_KEEPALIVE int ap_worker_running() { return session().running() ? 1 : 0; }

EMSCRIPTEN_KEEPALIVE double ap_worker_budget_ms() { return session().budget_ms(); }

EMSCRIPTEN_KEEPALIVE double ap_worker_rest_ms() {
  return ap::worker_rest_ms(session().budget_ms());
}

EMSCRIPTEN_KEEPALIVE const std::uint8_t* ap_worker_view(int with_weights) {
  g_view = ap::encode_training_view(session(), with_weights != 0);
  return g_view.data();
}

EMSCRIPTEN_KEEPALIVE int ap_worker_view_size() { return static_cast<int>(g_view.size()); }

}  // extern "C"
