// FrameScheduler (see frame_scheduler.h) and the ap_wake export web/attention-api.js calls.
#include "platform/frame_scheduler.h"

#include <emscripten.h>

#include <cstdint>

// clang-format off
EM_JS(void, ap_js_frame_drawn, (), { window.__attentionPage.frameDrawn(); });
// clang-format on

namespace ap::platform {
namespace {

FrameScheduler* g_scheduler = nullptr;  // the page's; ap_wake and the timers reach it here

void on_timer(void* arg) {
  const auto generation = static_cast<unsigned>(reinterpret_cast<std::uintptr_t>(arg));
  if (g_scheduler) g_scheduler->timer_fired(generation);
}

}  // namespace

FrameScheduler::FrameScheduler() { g_scheduler = this; }

FrameScheduler::~FrameScheduler() {
  if (g_scheduler == this) g_scheduler = nullptr;
}

void FrameScheduler::wake(double now_ms) {
  settle_frames_ = kSettleFrames;
  settle_until_ms_ = now_ms + kSettleMs;
  resume();
}

void FrameScheduler::draw_one_frame() {
  if (settle_frames_ < 1) settle_frames_ = 1;
  resume();
}

void draw_one_frame() {
  if (g_scheduler) g_scheduler->draw_one_frame();
}

bool FrameScheduler::settling(double now_ms) const {
  return settle_frames_ > 0 || now_ms < settle_until_ms_;
}

void FrameScheduler::frame_drawn() {
  if (settle_frames_ > 0) --settle_frames_;
  ap_js_frame_drawn();
}

void FrameScheduler::end_frame(bool wanted, double wake_in_ms) {
  if (wanted) return;
  // Nothing can change: sleep until woken (the loop's next iteration is not scheduled).
  emscripten_pause_main_loop();
  asleep_ = true;
  ++timer_generation_;
  if (wake_in_ms >= 0.0) {
    emscripten_async_call(on_timer, reinterpret_cast<void*>(std::uintptr_t{timer_generation_}),
                          static_cast<int>(wake_in_ms) + 1);
  }
}

void FrameScheduler::timer_fired(unsigned generation) {
  if (generation != timer_generation_ || !asleep_) return;  // woken meanwhile: that timer is stale
  resume();  // one frame; the predicate decides about the next
}

void FrameScheduler::resume() {
  if (!asleep_) return;
  asleep_ = false;
  emscripten_resume_main_loop();
}

}  // namespace ap::platform

// Something happened that the page must draw (web/attention-api.js calls this for every input
// event, resize, hash change, JS API call and fetch callback). Cheap when already awake.
extern "C" EMSCRIPTEN_KEEPALIVE void ap_wake() {
  if (ap::platform::g_scheduler) ap::platform::g_scheduler->wake(emscripten_get_now());
}
