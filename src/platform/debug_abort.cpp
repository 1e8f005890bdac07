// ap_debug_abort: makes the wasm instance abort (how = 0, std::abort) or trap (how = 1, the
// `unreachable` instruction), on purpose. web/attention-api.js exposes it as
// attention.__debugAbort() only when the page is opened with ?debug, so the browser test can
// check that an abort shows the error panel with the "reopen with your last state" link.
#include <emscripten.h>

#include <cstdlib>

extern "C" EMSCRIPTEN_KEEPALIVE void ap_debug_abort(int how) {
  if (how == 1) __builtin_trap();
  std::abort();
}
