// KeyboardInset: keeps the text field being edited above the on-screen keyboard. A phone's
// keyboard shrinks the visual viewport (window.visualViewport) and covers the bottom of the
// canvas, which stays full-window. web/ime.js reports the part of the canvas still visible
// through ap_set_visible_area(top, bottom) (CSS px from the canvas's top) on every visualViewport
// resize or scroll; before each frame, if ImGui is editing text and the caret's line is not
// inside that part (with a margin), the field's window is scrolled (chaining to its parents,
// platform/scroll_chain.h) by just enough to bring it in.
#pragma once

namespace ap::platform {

class KeyboardInset {
 public:
  static constexpr float kMarginPx = 8.0f;

  KeyboardInset();  // installs itself as the target of ap_set_visible_area (one per page)
  ~KeyboardInset();
  KeyboardInset(const KeyboardInset&) = delete;
  KeyboardInset& operator=(const KeyboardInset&) = delete;

  void set_visible(float top, float bottom);
  // Between frames, before ImGui::NewFrame. True if it scrolled (the page wants another frame).
  bool keep_field_visible();

 private:
  float top_ = 0.0f;
  float bottom_ = -1.0f;  // < top_: nothing reported yet (the whole canvas is visible)
};

}  // namespace ap::platform
