// ap_debug_abort: stops the wasm instance on purpose, the ways a real crash can happen:
//   how = 0  std::abort() in a call from JS (Emscripten's abort(): Module.onAbort runs, the
//            caller gets a WebAssembly.RuntimeError);
//   how = 1  a trap (the `unreachable` instruction) in a call from JS: a RuntimeError, no onAbort;
//   how = 2  a C++ exception in a call from JS: this build does not catch exceptions, so the
//            caller gets the exception's address (a number);
//   how = 3  the trap, and how = 4 the exception, in a callback the browser runs later (as it runs
//            a frame): uncaught, they reach window's "error" event.
// web/attention-api.js exposes it as attention.__debugAbort('abort' | 'trap' | 'throw' |
// 'trap-later' | 'throw-later') only when the page is opened with ?debug, for
// tests/browser/crash-recovery.test.mjs, which checks that each shows the error panel with the
// "reopen with your last state" link.
#include <emscripten.h>

#include <cstdlib>
#include <stdexcept>

namespace {
void trap_now(void*) { __builtin_trap(); }
void throw_now(void*) { throw std::runtime_error("ap_debug_abort: an exception nobody catches"); }
}  // namespace

extern "C" EMSCRIPTEN_KEEPALIVE void ap_debug_abort(int how) {
  switch (how) {
    case 1:
      trap_now(nullptr);
      break;
    case 2:
      throw_now(nullptr);
      break;
    case 3:
      emscripten_async_call(trap_now, nullptr, 0);
      return;
    case 4:
      emscripten_async_call(throw_now, nullptr, 0);
      return;
    default:
      break;
  }
  std::abort();
}
