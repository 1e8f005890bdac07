// PerContext<T>(): state a widget keeps per Dear ImGui context (the eased values of a heatmap,
// the time until which an ease runs), so that two UIs in one process — two tests — share
// nothing. The value starts as T{} whenever another context becomes current, and is forgotten
// when its context shuts down: a context created later may get the old one's address, and must
// not inherit its state (a stale ease would keep "in progress" true in a fresh test).
//
//   struct EaseState { double until = -1; };
//   double& until = PerContext<EaseState>().until;
#pragma once

#include <imgui.h>
#include <imgui_internal.h>

namespace ap::ui {

template <class T>
T& PerContext() {
  static thread_local ImGuiContext* context = nullptr;
  static thread_local T value{};
  ImGuiContext* current = ImGui::GetCurrentContext();
  if (context != current) {
    context = current;
    value = T{};
    if (current) {
      ImGuiContextHook hook;
      hook.Type = ImGuiContextHookType_Shutdown;
      hook.Callback = [](ImGuiContext* ctx, ImGuiContextHook*) {
        if (context == ctx) context = nullptr;
      };
      ImGui::AddContextHook(current, &hook);
    }
  }
  return value;
}

}  // namespace ap::ui
