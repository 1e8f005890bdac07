// WidgetRegistry (see widget_registry.h).
#include "app/page/widget_registry.h"

namespace ap {

void WidgetRegistry::record(std::string_view id, float x, float y, float w, float h) {
  current_[std::string(id)] = WidgetRect{x, y, w, h};
}

bool WidgetRegistry::find(std::string_view id, WidgetRect* out) const {
  auto it = current_.find(id);
  if (it == current_.end()) {
    it = previous_.find(id);
    if (it == previous_.end()) return false;
  }
  if (out) *out = it->second;
  return true;
}

std::vector<std::string> WidgetRegistry::ids() const {
  std::map<std::string, WidgetRect, std::less<>> all = previous_;
  for (const auto& kv : current_) all[kv.first] = kv.second;
  std::vector<std::string> ids;
  ids.reserve(all.size());
  for (const auto& kv : all) ids.push_back(kv.first);
  return ids;
}

void WidgetRegistry::begin_frame() {
  previous_.swap(current_);
  current_.clear();
}

}  // namespace ap
