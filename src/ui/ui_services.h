// The AppServices of the UI being drawn, reached through the ImGui context: AppUi::Draw installs
// them in ImGuiIO::UserData each frame, so a widget deep in a panel (a recorded rect, Tr, a text
// that needs the CJK font) finds its own UI's services, and two UIs in one process (two tests,
// two ImGui contexts) share nothing. Panels that already hold AppServices use them directly.
#pragma once

#include "app/page/app_services.h"

namespace ap::ui {

// Installs `services` (not owned) into the current ImGui context; nullptr uninstalls.
void InstallServices(AppServices* services);
// The current ImGui context's services; nullptr when there is no context or none was installed
// (a bare ImGui context in a test: Tr then shows English and nothing is recorded).
AppServices* CurrentServices();

}  // namespace ap::ui
