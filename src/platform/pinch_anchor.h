// PinchAnchor: a two-finger pinch zooms about the point between the fingers, as a browser's pinch
// does: what was under that point when the fingers landed stays under it while the UI scale
// changes (and follows the point if both fingers move together).
//
// How: when the pinch begins, the widget the UI recorded (app/page/widget_registry.h) under the
// point — else the nearest one — is the anchor, with the point's height within it as a fraction.
// Each later frame, the window holding the anchor is scrolled (scroll_chain.h: on to the windows
// around it when it cannot) by however far the anchor has drifted from the point. A feedback
// loop, not a model of the layout: it stays right where text rewraps or panels fill the window
// at the new scale. Call between frames (before ImGui::NewFrame), while the pinch runs and for a
// few frames after it, since the registry's rects are a frame old.
#pragma once

#include "app/page/widget_registry.h"

#include <imgui.h>

#include <string>

namespace ap::platform {

class PinchAnchor {
 public:
  // The pinch's first frame: picks the anchor at `point` (display px).
  void begin(ImVec2 point, const WidgetRegistry& widgets);
  // Scrolls so the anchor lies under `point` again (nothing if there is no anchor).
  void follow(ImVec2 point, const WidgetRegistry& widgets) const;
  // The widget anchored ("" if none), for tests.
  const std::string& anchor() const { return id_; }

 private:
  std::string id_;
  float fraction_ = 0.5f;  // the point's height within the anchor's rect, 0 = top
};

}  // namespace ap::platform
