// WidgetRegistry: where named widgets were drawn in the last frame, in ImGui display coordinates
// (= CSS pixels from the canvas's top-left corner on the web). The UI records a rect for each
// widget that a real-browser test needs to click, drag or type into; the JS API answers
// `attention._debugItemRect(id)` from here. Plain data, no ImGui: the UI passes floats. One
// registry per running UI, owned by AppServices (app/page/app_services.h).
//
// Typical use inside a panel, right after the widget (ui/widget_ids.h):
//   RecordItem("lab.key.0.arrow");
// Ids are stable, dotted, lower-case names (documented next to where they are recorded).
#pragma once

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

struct WidgetRect {
  float x = 0, y = 0, w = 0, h = 0;  // top-left corner and size, display coordinates
};

class WidgetRegistry {
 public:
  // Records (or overwrites) the rect of widget `id` for the current frame.
  void record(std::string_view id, float x, float y, float w, float h);
  // True and *out filled (if out is not null) if `id` was recorded in the current or the previous
  // frame.
  bool find(std::string_view id, WidgetRect* out) const;
  // Ids recorded in the last completed frame and the current one (sorted), for debugging tests.
  std::vector<std::string> ids() const;
  // Called by the platform once per frame before the UI draws: the current frame's rects become
  // the "previous frame" set, so a widget that disappears is forgotten after one frame.
  void begin_frame();

 private:
  // Two maps, the frame being drawn and the last complete frame, so a lookup between frames
  // (from JS) always sees a whole frame's worth of rects.
  std::map<std::string, WidgetRect, std::less<>> current_;
  std::map<std::string, WidgetRect, std::less<>> previous_;
};

}  // namespace ap
