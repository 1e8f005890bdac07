// TouchInput: one-finger touch made to feel native on phones and tablets, on top of Dear ImGui's
// mouse model (SDL's own touch → mouse emulation is turned off in main.cpp). One gesture at a
// time, the first finger down; a second finger makes it a pinch, a third is ignored.
//   finger down        the mouse is pressed where it landed, in that frame (a widget reacts at
//                      once: tabs switch, a slider or an arrow tip is grabbed);
//   move > kSlopPx     if a slider/drag is active or the finger landed on a canvas arrow tip
//                      (the UI records the tips: "canvas/key/<i>", "canvas/query"), the drag
//                      edits it as a mouse drag would; anything else — a button, a field, the
//                      background — is released without a click (ClearActiveID) and the finger
//                      scrolls the window under it (innermost that can scroll) instead;
//   lift               a tap clicks (press, then release in the next frame); a scroll keeps
//                      going with inertia (velocity decays with kInertiaMs);
//   hold kLongPressMs  without moving: the press is cancelled and the pointer stays there, so
//                      the hover explanations (tooltips) show; lifting then clicks nothing.
//   second finger      a pinch: whatever the first finger pressed lets go without a click, no
//                      scrolling; the platform scales the UI by pinch_ratio() (app/page/ui_scale.h
//                      pinch_scale) until either finger lifts;
// After a touch the pointer is parked off-screen (no hover effect lingers) until a real mouse
// moves. All coordinates are ImGui display coordinates (CSS px).
#pragma once

#include <SDL.h>
#include <imgui.h>

#include <functional>

namespace ap::platform {

class TouchInput {
 public:
  static constexpr float kSlopPx = 10.0f;
  static constexpr double kLongPressMs = 500.0;  // the default; see set_long_press_ms
  static constexpr double kInertiaMs = 325.0;    // velocity time constant after a fling

  // Is an editable arrow tip near this point? (asked once, at the first move of a gesture)
  using TipTest = std::function<bool(ImVec2)>;
  explicit TouchInput(TipTest on_tip) : on_tip_(std::move(on_tip)) {}

  // Every SDL event goes through here (finger events are consumed; a real mouse event gives the
  // pointer back to the mouse). Returns true if it was a touch event.
  bool handle(const SDL_Event& e, ImVec2 display_size, double now_ms);
  // After ImGui_ImplSDL2_NewFrame, before ImGui::NewFrame: writes the pointer and the left button
  // into io, scrolls, runs inertia and the long-press timer.
  void apply(ImGuiIO& io, double now_ms);
  // After the frame: notes what the press grabbed (in the press frame).
  void after_frame();
  // True while a gesture, a pending release or inertia needs more frames (wants_next_frame).
  bool busy() const;
  // The page's ?longpress=<ms> (100..10000): the browser tests lengthen it, because SwiftShader
  // at DPR 3 on a loaded machine can hold a quick tap's touchend back for over 500 ms.
  void set_long_press_ms(double ms) { long_press_ms_ = ms; }

  // A two-finger pinch in progress: the fingers' distance now and when the second one landed
  // (CSS px), and a serial that grows with every new pinch (the platform notes the scale at its
  // start).
  bool pinching() const { return mode_ == Mode::Pinch; }
  float pinch_distance() const;
  ImVec2 pinch_center() const {
    return ImVec2((pos_.x + pos2_.x) * 0.5f, (pos_.y + pos2_.y) * 0.5f);
  }
  float pinch_start_distance() const { return pinch_start_distance_; }
  unsigned pinch_serial() const { return pinch_serial_; }

 private:
  enum class Mode { Idle, Pressed, Edit, Scroll, Hover, Inertia, Pinch };
  void start_scroll();
  void start_pinch(SDL_FingerID second, ImVec2 at);
  void scroll_by(ImVec2 delta);

  TipTest on_tip_;
  double long_press_ms_ = kLongPressMs;
  Mode mode_ = Mode::Idle;
  bool owns_pointer_ = false;  // the last input was touch: io's pointer is ours
  SDL_FingerID finger_ = 0;
  ImVec2 start_, pos_, applied_;  // where it landed, where it is, where scrolling has got to
  double start_ms_ = 0, last_ms_ = 0;
  ImVec2 velocity_{0, 0};            // px/ms, smoothed
  bool press_frame_ = false;         // the next frame is the one that presses
  bool pressed_this_frame_ = false;  // this frame pressed: after_frame() looks at what it grabbed
  bool grabbed_edit_ = false;        // the press grabbed a slider/drag or an arrow tip
  bool release_ = false;             // lifted: release in the next frame (a click if still active)
  bool park_next_ = false;      // released: one more frame at the finger, then park the pointer
  bool parked_ = false;         // the pointer is off-screen (else it rests where a long press was)
  unsigned scroll_window_ = 0;  // ImGuiID of the window scrolled by this gesture
  SDL_FingerID finger2_ = 0;    // a pinch's second finger
  ImVec2 pos2_;                 // where it is
  float pinch_start_distance_ = 0;
  unsigned pinch_serial_ = 0;
  bool cancel_press_ = false;  // a pinch began after the press frame: let go in the next apply()
};

}  // namespace ap::platform
