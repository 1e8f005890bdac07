// CurrentServices (see ui_services.h): AppServices in ImGuiIO::UserData.
#include "ui/ui_services.h"

#include <imgui.h>

namespace ap::ui {

void InstallServices(AppServices* services) { ImGui::GetIO().UserData = services; }

AppServices* CurrentServices() {
  if (!ImGui::GetCurrentContext()) return nullptr;
  return static_cast<AppServices*>(ImGui::GetIO().UserData);
}

}  // namespace ap::ui
