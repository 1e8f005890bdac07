// Widget rect recording (see widget_ids.h): a thin ImGui-aware front of app/page/widget_registry.h.
// The registry of the UI being drawn is that of its AppServices (ui/ui_services.h), so each UI —
// each test's — records into its own.
#include "ui/widget_ids.h"

#include "ui/ui_services.h"

#include <cstdarg>
#include <cstdio>

namespace ap::ui {

void RecordRect(const char* id, ImVec2 min, ImVec2 max) {
  if (AppServices* services = CurrentServices())
    services->widgets.record(id, min.x, min.y, max.x - min.x, max.y - min.y);
}

void RecordItem(const char* id) {
  if (!ImGui::IsItemVisible()) return;
  RecordRect(id, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
}

void RecordItemFrame(const char* id, float frame_width) {
  if (!ImGui::IsItemVisible()) return;
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  RecordRect(id, a, ImVec2(a.x + frame_width, b.y));
}

WidgetName::WidgetName(const char* fmt, ...) {
  va_list args;
  va_start(args, fmt);
  std::vsnprintf(buf_, sizeof(buf_), fmt, args);
  va_end(args);
}

}  // namespace ap::ui
