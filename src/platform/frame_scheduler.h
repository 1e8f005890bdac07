// FrameScheduler: render on demand. Emscripten's main loop would draw once per animation frame
// forever (the issue measured ~100 % of a core while nobody touched the page). Instead, after each
// drawn frame the page asks its predicate (wants_next_frame in main.cpp) whether anything can
// still change; if not, the loop is paused (emscripten_pause_main_loop) until:
//   - the page calls ap_wake() (web/attention-api.js: every input event, resize, hash change,
//     JS API call and fetched byte), which resumes the loop in the same animation frame; or
//   - a time the page asked for comes (a caret blink, a share-link write held back by its rate
//     limit): a setTimeout resumes the loop for one frame.
// After a wake the page keeps drawing for a short settling spell (kSettleFrames frames and
// kSettleMs), so ImGui finishes what takes it a few frames (auto-sized windows, popups, modal
// dimming). After every drawn frame window.__attentionPage.frameDrawn() runs: it resolves
// attention.requestFrame() Promises and lets web/ime.js follow the active text field.
#pragma once

namespace ap::platform {

class FrameScheduler {
 public:
  static constexpr int kSettleFrames = 6;
  static constexpr double kSettleMs = 250.0;

  FrameScheduler();  // installs itself as the target of ap_wake (one per page)
  ~FrameScheduler();

  // Something happened (an event, an API call, bytes arrived): draw now and settle after it.
  void wake(double now_ms);
  // New data to show and nothing else (a training view): one frame, no settling spell.
  void draw_one_frame();
  // True while the settling spell after the last wake lasts.
  bool settling(double now_ms) const;
  // A frame was drawn: counts down the settling frames and tells the page (frameDrawn), whose
  // listeners may wake the app again (web/ime.js focusing its field), so call it before asking
  // the predicate for end_frame.
  void frame_drawn();
  // End of a drawn frame: keep drawing if `wanted`; otherwise sleep, and if wake_in_ms ≥ 0,
  // draw one frame after that many milliseconds.
  void end_frame(bool wanted, double wake_in_ms);
  bool asleep() const { return asleep_; }

  // Called by the timer a sleeping page set (see end_frame).
  void timer_fired(unsigned generation);

 private:
  void resume();

  int settle_frames_ = kSettleFrames;
  double settle_until_ms_ = 0.0;
  bool asleep_ = false;
  unsigned timer_generation_ = 0;  // a timer from an older sleep is ignored
};

// draw_one_frame() on the page's scheduler (src/platform/training_worker.cpp calls it).
void draw_one_frame();

}  // namespace ap::platform
