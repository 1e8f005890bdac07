// HeatmapFixture: the heatmap widget (ui/widgets/heatmap.h) alone in a bare ImGui context, one
// full-screen window per frame, with services of its own (rects, motion, theme). Shared by
// heatmap_test.cpp and heatmap_easing_test.cpp.
#pragma once

#include "app/page/app_services.h"
#include "ui/widgets/heatmap.h"
#include "ui/palette.h"
#include "ui/ui_services.h"

#include "bare_imgui_context.h"

#include <gtest/gtest.h>
#include <imgui.h>

namespace ap::ui::test {

class HeatmapFixture : public ::testing::Test {
 protected:
  HeatmapFixture(float width, float height) : imgui_(width, height) {}

  // One frame at 1/60 s with the widget in a full-screen window; returns its result. draw =
  // false: a frame without the heatmap (as when another tab is open).
  HeatmapResult Frame(const HeatmapSpec& spec, bool draw = true) {
    HeatmapResult r;
    FrameWith([&] {
      if (draw) r = DrawHeatmap(spec);
    });
    return r;
  }
  // One such frame with `body` drawing the window's content.
  template <typename Body>
  void FrameWith(Body body) {
    ImGuiIO& io = ImGui::GetIO();
    io.DeltaTime = 1.0f / 60.0f;
    services.widgets.begin_frame();
    ImGui::NewFrame();
    InstallServices(&services);
    ApplyTheme(services.dark_theme);
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(io.DisplaySize);
    ImGui::Begin("##test", nullptr, ImGuiWindowFlags_NoDecoration);
    body();
    ImGui::End();
    ImGui::Render();
  }

  BareImGuiContext imgui_;  // first: current before the members below
  AppServices services;
};

}  // namespace ap::ui::test
