// UiScale: how large the interface is drawn, a device preference (0.5× … 3×), and the pure maths
// around it: clamping, the − / + steps of the toolbar control, a two-finger pinch, the default on
// a touch screen, and the frame padding that makes controls finger-sized.
//
// Not part of AppState, so not in the share link, not in undo, not in getState(): it depends on
// the screen and the eyes of whoever opens the link (a phone user who zoomed to 150 % would
// otherwise impose it on the desktop that opens the link), and an undo or a loaded link must not
// change it. One value lives in AppServices::ui_scale; the page keeps it in localStorage
// ("attention.uiScale") and applies it to ImGui's style and font once per frame
// (platform/main.cpp → ui/ui_style.h ApplyUiScale).
#pragma once

namespace ap {

struct UiScale {
  static constexpr float kMin = 0.5f;
  static constexpr float kMax = 3.0f;
  // A finger wants targets of about 40 CSS px (WCAG 2.5.5 asks 44, Material 48; 40 keeps the
  // 360 px toolbar on few lines).
  static constexpr float kTouchTargetPx = 40.0f;

  float value = 1.0f;  // always within [kMin, kMax]
  // True on a coarse pointer (CSS `(pointer: coarse)`: phones, tablets): controls get the touch
  // frame padding. Set by the platform at start.
  bool touch = false;

  // Sets the value (clamped; NaN and infinities are refused). True if the value changed.
  bool set(float v);
  // The control's steps: 50, 67, 75, 80, 90, 100, 110, 125, 150, 175, 200, 250, 300 % (a
  // browser's zoom steps); from a value between two steps, to the next one that way.
  bool step_up();
  bool step_down();
  int percent() const;  // rounded, for the label
};

// Clamps v into [UiScale::kMin, UiScale::kMax]; NaN gives 1.
float clamp_ui_scale(float v);

// Two-finger pinch: the scale when the fingers are `distance` apart, after starting at
// `start_scale` with them `start_distance` apart (the scale follows the distance ratio).
// Clamped. A start distance under 1 px (fingers together) keeps the start scale.
float pinch_scale(float start_scale, float start_distance, float distance);

// The scale a page starts with when nothing is stored: 1 on a mouse; on a touch screen narrower
// than 600 CSS px (a phone) also 1 (the touch padding makes controls finger-sized; a larger
// scale would cut the 360 px toolbar), on a wider one (a tablet) 1.25.
float default_ui_scale(bool touch, float css_width);

// The vertical frame padding that makes a frame (font + 2 × padding) at least `target` tall;
// never below `scaled_padding` (the style's own, already scaled).
float touch_frame_padding_y(float font_px, float scaled_padding, float target);

// A stored preference (localStorage text): the value if it is a number within range, else
// `fallback` (absent, garbage, NaN, out of range).
float parse_stored_ui_scale(const char* text, float fallback);

}  // namespace ap
