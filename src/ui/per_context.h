// PerContext<T>(): state a widget keeps per Dear ImGui context (the eased values of a heatmap,
// the time until which an ease runs), so that two UIs in one process — two tests — share
// nothing. Each context has its own T, made as T{} the first time that context asks and kept
// while other contexts come and go; it is dropped when its context shuts down (one shutdown hook
// per context and T), so a context created later at the old one's address starts from T{} (a
// stale ease would keep "in progress" true in a fresh test). With no current context there is
// one T of its own.
//
//   struct EaseState { double until = -1; };
//   double& until = PerContext<EaseState>().until;
#pragma once

#include <imgui.h>
#include <imgui_internal.h>

#include <unordered_map>

namespace ap::ui {

template <class T>
T& PerContext() {
  // Node-based: a reference to one context's T stays valid while others are added or dropped.
  static thread_local std::unordered_map<ImGuiContext*, T> values;
  ImGuiContext* current = ImGui::GetCurrentContext();
  auto it = values.find(current);
  if (it == values.end()) {
    it = values.emplace(current, T{}).first;
    if (current) {
      ImGuiContextHook hook;
      hook.Type = ImGuiContextHookType_Shutdown;
      hook.Callback = [](ImGuiContext* ctx, ImGuiContextHook*) { values.erase(ctx); };
      ImGui::AddContextHook(current, &hook);
    }
  }
  return it->second;
}

}  // namespace ap::ui
