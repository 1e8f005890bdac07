// Widget registry (see widget_registry.h): two maps, the frame being drawn and the last complete
// frame, so a lookup between frames (from JS) always sees a whole frame's worth of rects.
#include "app/widget_registry.h"

#include <map>

namespace ap {
namespace {

struct Registry {
  std::map<std::string, WidgetRect, std::less<>> current;
  std::map<std::string, WidgetRect, std::less<>> previous;
};

Registry& registry() {
  static Registry r;  // process-wide: one UI per process
  return r;
}

}  // namespace

void record_widget_rect(std::string_view id, float x, float y, float w, float h) {
  registry().current[std::string(id)] = WidgetRect{x, y, w, h};
}

bool find_widget_rect(std::string_view id, WidgetRect* out) {
  Registry& r = registry();
  auto it = r.current.find(id);
  if (it == r.current.end()) {
    it = r.previous.find(id);
    if (it == r.previous.end()) return false;
  }
  if (out) *out = it->second;
  return true;
}

std::vector<std::string> widget_rect_ids() {
  Registry& r = registry();
  std::map<std::string, WidgetRect, std::less<>> all = r.previous;
  for (const auto& kv : r.current) all[kv.first] = kv.second;
  std::vector<std::string> ids;
  ids.reserve(all.size());
  for (const auto& kv : all) ids.push_back(kv.first);
  return ids;
}

void begin_widget_frame() {
  Registry& r = registry();
  r.previous.swap(r.current);
  r.current.clear();
}

}  // namespace ap
