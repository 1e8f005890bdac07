// TouchInput (see touch_input.h): the gesture state machine. Events only record where the finger
// is; apply() turns that into ImGui's pointer, button and scrolling once per frame.
#include "platform/touch_input.h"

#include "platform/scroll_chain.h"

#include <imgui_internal.h>

#include <algorithm>
#include <cfloat>
#include <cmath>

namespace ap::platform {
namespace {

const ImVec2 kParked(-FLT_MAX, -FLT_MAX);  // ImGui's "no pointer"

float length(ImVec2 v) { return std::sqrt(v.x * v.x + v.y * v.y); }

}  // namespace

bool TouchInput::handle(const SDL_Event& e, ImVec2 display_size, double now_ms) {
  switch (e.type) {
    case SDL_MOUSEMOTION:
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEWHEEL:
      if (e.motion.which != SDL_TOUCH_MOUSEID) owns_pointer_ = false;  // a real mouse is back
      return false;
    case SDL_FINGERDOWN:
    case SDL_FINGERMOTION:
    case SDL_FINGERUP:
      break;
    default:
      return false;
  }
  const ImVec2 p(e.tfinger.x * display_size.x, e.tfinger.y * display_size.y);
  if (e.type == SDL_FINGERDOWN) {
    const bool free = mode_ == Mode::Idle || mode_ == Mode::Inertia || mode_ == Mode::Hover;
    const bool one_down = mode_ == Mode::Pressed || mode_ == Mode::Edit || mode_ == Mode::Scroll;
    if (one_down && !release_ && e.tfinger.fingerId != finger_) {
      start_pinch(e.tfinger.fingerId, p);  // a second finger: the gesture becomes a pinch
      return true;
    }
    if (!free || release_) return true;  // a third finger: ignored
    finger_ = e.tfinger.fingerId;
    start_ = pos_ = applied_ = p;
    start_ms_ = last_ms_ = now_ms;
    velocity_ = ImVec2(0, 0);
    mode_ = Mode::Pressed;
    press_frame_ = true;
    grabbed_edit_ = false;
    owns_pointer_ = true;
    return true;
  }
  if (mode_ == Mode::Pinch) {
    if (e.tfinger.fingerId == finger_) pos_ = p;
    if (e.tfinger.fingerId == finger2_) pos2_ = p;
    // Either finger up ends the pinch; the other one is ignored until it lifts (Idle ignores
    // moves of a finger that is not a new gesture's).
    if (e.type == SDL_FINGERUP &&
        (e.tfinger.fingerId == finger_ || e.tfinger.fingerId == finger2_)) {
      mode_ = Mode::Idle;
      finger_ = e.tfinger.fingerId == finger_ ? finger2_ : finger_;
    }
    return true;
  }
  if (e.tfinger.fingerId != finger_ || mode_ == Mode::Idle || mode_ == Mode::Inertia) return true;
  const double dt = now_ms - last_ms_;
  if (dt > 0.0) {
    const ImVec2 v((p.x - pos_.x) / static_cast<float>(dt),
                   (p.y - pos_.y) / static_cast<float>(dt));
    velocity_ = ImVec2(0.7f * v.x + 0.3f * velocity_.x, 0.7f * v.y + 0.3f * velocity_.y);
    last_ms_ = now_ms;
  }
  pos_ = p;
  if (e.type == SDL_FINGERUP) {
    if (mode_ == Mode::Pressed || mode_ == Mode::Edit) {
      release_ = true;  // apply() releases (a click if still active) in the next frame
    } else if (mode_ == Mode::Scroll) {
      const bool fling = now_ms - last_ms_ < 100.0 && length(velocity_) > 0.05f;
      mode_ = fling ? Mode::Inertia : Mode::Idle;
    } else {
      mode_ = Mode::Idle;  // after a long press: the pointer stays, the tooltip too
    }
  }
  return true;
}

void TouchInput::start_pinch(SDL_FingerID second, ImVec2 at) {
  finger2_ = second;
  pos2_ = at;
  pinch_start_distance_ = pinch_distance();
  mode_ = Mode::Pinch;
  ++pinch_serial_;
  // Whatever the first finger pressed lets go without a click; if the press frame has not run
  // yet, it never presses.
  if (!press_frame_) cancel_press_ = true;
  press_frame_ = false;
  parked_ = true;
}

float TouchInput::pinch_distance() const {
  return length(ImVec2(pos2_.x - pos_.x, pos2_.y - pos_.y));
}

void TouchInput::start_scroll() {
  ImGui::ClearActiveID();  // whatever the press grabbed lets go without a click
  mode_ = Mode::Scroll;
  parked_ = true;     // no hover effect during or after the scroll
  applied_ = start_;  // the content follows the finger from where it landed
}

void TouchInput::scroll_by(ImVec2 delta) {
  ImGuiWindow* window = ImGui::FindWindowByID(scroll_window_);
  scroll_chained(window, delta.x, 0);
  scroll_chained(window, delta.y, 1);
}

void TouchInput::apply(ImGuiIO& io, double now_ms) {
  if (!owns_pointer_) return;
  if (mode_ == Mode::Pressed && !press_frame_ && !release_) {
    const ImVec2 moved(pos_.x - start_.x, pos_.y - start_.y);
    if (length(moved) > kSlopPx) {
      if (grabbed_edit_) {
        mode_ = Mode::Edit;
      } else {
        start_scroll();
      }
    } else if (now_ms - start_ms_ >= long_press_ms_) {
      ImGui::ClearActiveID();  // a long press clicks nothing: it shows the hover explanation
      mode_ = Mode::Hover;
    }
  }
  io.MouseDown[0] = false;
  if (cancel_press_) {
    ImGui::ClearActiveID();
    cancel_press_ = false;
  }
  switch (mode_) {
    case Mode::Pressed:
    case Mode::Edit:
      io.MousePos = press_frame_ ? start_ : pos_;
      io.MouseDown[0] = press_frame_ || !release_;
      pressed_this_frame_ = press_frame_;
      press_frame_ = false;
      if (release_ && !pressed_this_frame_) {  // this frame releases: park afterwards
        release_ = false;
        mode_ = Mode::Idle;
        park_next_ = true;
      }
      break;
    case Mode::Scroll:
      io.MousePos = kParked;
      scroll_by(ImVec2(pos_.x - applied_.x, pos_.y - applied_.y));
      applied_ = pos_;
      break;
    case Mode::Inertia: {
      io.MousePos = kParked;
      const double dt = std::max(0.0, now_ms - last_ms_);
      last_ms_ = now_ms;
      scroll_by(ImVec2(velocity_.x * static_cast<float>(dt), velocity_.y * static_cast<float>(dt)));
      const float decay = static_cast<float>(std::exp(-dt / kInertiaMs));
      velocity_ = ImVec2(velocity_.x * decay, velocity_.y * decay);
      if (length(velocity_) < 0.02f) mode_ = Mode::Idle;
      break;
    }
    case Mode::Hover:
      io.MousePos = start_;
      break;
    case Mode::Pinch:
      io.MousePos = kParked;  // the platform reads pinch_ratio(): no pointer, no button
      break;
    case Mode::Idle:
      if (park_next_) {
        io.MousePos = pos_;  // the release frame: ImGui sees the pointer where the finger lifted
        park_next_ = false;
        parked_ = true;
      } else {
        io.MousePos = parked_ ? kParked : start_;
      }
      break;
  }
}

void TouchInput::after_frame() {
  if (!pressed_this_frame_) return;
  pressed_this_frame_ = false;
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  // Sliders and drags ask for the arrow keys while active (ImGuiDir bits); so does a text field,
  // told apart by its own state. A press on a window's empty space activates the window's move
  // id, which asks for every key (all bits): that one scrolls.
  const ImU32 dirs = g.ActiveIdUsingNavDirMask;
  const bool slider = g.ActiveId != 0 && dirs != ~ImU32{0} && (dirs & 0xFu) != 0 &&
                      g.InputTextState.ID != g.ActiveId;
  grabbed_edit_ = slider || (on_tip_ && on_tip_(start_));
  scroll_window_ = g.HoveredWindow ? g.HoveredWindow->ID : 0;
  parked_ = false;
}

bool TouchInput::busy() const {
  return mode_ == Mode::Pressed || mode_ == Mode::Edit || mode_ == Mode::Scroll ||
         mode_ == Mode::Inertia || mode_ == Mode::Pinch || release_ || press_frame_ || park_next_;
}

}  // namespace ap::platform
