// BareImGuiContext: an ImGui context of its own for a test that draws one widget without the app
// (the heatmap tests): a display size, ImGui's default font built, the mouse off-screen. The
// context is current while the object lives and destroyed with it. Tests of the whole app use
// UiHarness (ui_harness.h) instead.
#pragma once

#include <imgui.h>

#include <cfloat>

namespace ap::ui::test {

class BareImGuiContext {
 public:
  BareImGuiContext(float width, float height) : ctx_(ImGui::CreateContext()) {
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.DisplaySize = ImVec2(width, height);
    unsigned char* pixels = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
    io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
  }
  ~BareImGuiContext() { ImGui::DestroyContext(ctx_); }
  BareImGuiContext(const BareImGuiContext&) = delete;
  BareImGuiContext& operator=(const BareImGuiContext&) = delete;

 private:
  ImGuiContext* ctx_;
};

}  // namespace ap::ui::test
