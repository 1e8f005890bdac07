// WCAG 2.1 contrast of the palette (ui/palette.h), in both themes: every text ≥ 4.5:1 against
// what it is drawn on (1.4.3) and every control's frame, check mark and slider grab ≥ 3:1
// against its neighbour (1.4.11). The pairs are read from ImGui's style once ApplyTheme ran, so
// a stock ImGui colour that slips back in is caught; translucent colours are composited over
// what lies under them as the GPU blends them (in sRGB, per channel). The contrast function
// itself is checked first against values WebAIM's contrast checker publishes.
#include "app/page/app_services.h"
#include "ui/palette.h"
#include "ui/ui_services.h"

#include <gtest/gtest.h>
#include <imgui.h>

#include <cmath>
#include <string>

namespace ap::ui {
namespace {

ImU32 Rgb(int r, int g, int b) { return IM_COL32(r, g, b, 255); }

TEST(Contrast, MatchesPublishedRatios) {
  // WCAG 2.1's definitions: L = 0.2126 R + 0.7152 G + 0.0722 B of the linearised channels,
  // ratio = (L1 + 0.05) / (L2 + 0.05). Figures as WebAIM's checker prints them (2 decimals).
  EXPECT_NEAR(ContrastRatio(Rgb(0, 0, 0), Rgb(255, 255, 255)), 21.0f, 0.005f);
  EXPECT_NEAR(ContrastRatio(Rgb(0x77, 0x77, 0x77), Rgb(255, 255, 255)), 4.48f, 0.005f);
  EXPECT_NEAR(ContrastRatio(Rgb(0x76, 0x76, 0x76), Rgb(255, 255, 255)), 4.54f, 0.005f);
  EXPECT_NEAR(ContrastRatio(Rgb(255, 0, 0), Rgb(255, 255, 255)), 4.0f, 0.005f);
  EXPECT_NEAR(ContrastRatio(Rgb(0, 0, 255), Rgb(255, 255, 255)), 8.59f, 0.005f);
  EXPECT_NEAR(ContrastRatio(Rgb(255, 255, 255), Rgb(255, 255, 255)), 1.0f, 1e-6f);
  // Symmetric, and the linearisation's knee (0.04045): #0A0A0A is on its straight part.
  EXPECT_FLOAT_EQ(ContrastRatio(Rgb(0x77, 0x77, 0x77), Rgb(255, 255, 255)),
                  ContrastRatio(Rgb(255, 255, 255), Rgb(0x77, 0x77, 0x77)));
  EXPECT_NEAR(RelativeLuminance(Rgb(10, 10, 10)), 10.0f / 255.0f / 12.92f, 1e-6f);
  EXPECT_NEAR(RelativeLuminance(Rgb(128, 128, 128)), 0.2158605f, 1e-5f);
}

// `top` drawn over the opaque `under` with top's alpha, as the GPU blends (per 8-bit channel).
ImU32 Over(ImU32 top, ImU32 under) {
  const float a = static_cast<float>((top >> IM_COL32_A_SHIFT) & 0xFF) / 255.0f;
  int c[3];
  const int shifts[3] = {IM_COL32_R_SHIFT, IM_COL32_G_SHIFT, IM_COL32_B_SHIFT};
  for (int k = 0; k < 3; ++k) {
    const float t = static_cast<float>((top >> shifts[k]) & 0xFF);
    const float u = static_cast<float>((under >> shifts[k]) & 0xFF);
    c[k] = static_cast<int>(std::lround(t * a + u * (1.0f - a)));
  }
  return Rgb(c[0], c[1], c[2]);
}

class ThemeContrast : public ::testing::TestWithParam<bool> {
 protected:
  void SetUp() override {
    ctx_ = ImGui::CreateContext();
    services_.dark_theme = GetParam();
    InstallServices(&services_);
    ApplyTheme(GetParam());
  }
  void TearDown() override { ImGui::DestroyContext(ctx_); }
  const char* Theme() const { return GetParam() ? "dark" : "light"; }
  // A style colour as it shows over the window's background.
  ImU32 Shown(ImGuiCol col, ImU32 under) const {
    return Over(ImGui::ColorConvertFloat4ToU32(ImGui::GetStyle().Colors[col]), under);
  }
  ImU32 Window() const { return Shown(ImGuiCol_WindowBg, Rgb(0, 0, 0)); }
  void ExpectAtLeast(ImU32 fg, ImU32 bg, float ratio, const std::string& what) const {
    EXPECT_GE(ContrastRatio(fg, bg), ratio) << Theme() << ": " << what;
  }
  ImGuiContext* ctx_ = nullptr;
  AppServices services_;
};

TEST_P(ThemeContrast, TextReadsOnEverythingItIsDrawnOn) {
  const ImU32 window = Window();
  const ImU32 text = Shown(ImGuiCol_Text, window);
  const ImU32 popup = Shown(ImGuiCol_PopupBg, window);
  struct Surface {
    ImGuiCol col;
    const char* name;
  };
  const Surface surfaces[] = {
      {ImGuiCol_WindowBg, "window"},
      {ImGuiCol_PopupBg, "popup"},
      {ImGuiCol_FrameBg, "field"},
      {ImGuiCol_FrameBgHovered, "hovered field"},
      {ImGuiCol_FrameBgActive, "field being edited"},
      {ImGuiCol_Button, "button"},
      {ImGuiCol_ButtonHovered, "hovered button"},
      {ImGuiCol_ButtonActive, "pressed button"},
      {ImGuiCol_Header, "selected row"},
      {ImGuiCol_HeaderHovered, "hovered row"},
      {ImGuiCol_HeaderActive, "pressed row"},
      {ImGuiCol_Tab, "tab"},
      {ImGuiCol_TabHovered, "hovered tab"},
      {ImGuiCol_TabActive, "open tab"},
      {ImGuiCol_TableHeaderBg, "table header"},
  };
  for (const Surface& s : surfaces) {
    const ImU32 bg = Shown(s.col, window);
    ExpectAtLeast(text, bg, 4.5f, std::string("text on ") + s.name);
  }
  // The "disabled" colour is the UI's hint text (grey lines under controls, field hints).
  for (ImU32 bg : {window, popup, Shown(ImGuiCol_FrameBg, window)})
    ExpectAtLeast(Shown(ImGuiCol_TextDisabled, bg), bg, 4.5f, "hint text");
}

TEST_P(ThemeContrast, RolesDrawnAsTextRead) {
  const Palette& p = Colors();
  // On the page: headings and results, errors, formulas, signed numbers.
  for (ImU32 c : {p.emphasis, p.error, p.info, p.positive, p.negative})
    ExpectAtLeast(c, p.background, 4.5f, "a text role on the page");
  // In plots and canvases: axis labels, masked keys' names, the query and output labels.
  for (ImU32 c : {p.axis, p.masked, p.query, p.output})
    ExpectAtLeast(c, p.panel, 4.5f, "plot text on a panel");
  ExpectAtLeast(p.banner_text, p.banner_bg, 4.5f, "the banner");
}

TEST_P(ThemeContrast, ControlsStandOutFromTheirBackground) {
  const ImGuiStyle& style = ImGui::GetStyle();
  ASSERT_GE(style.FrameBorderSize, 1.0f) << "frames are told from the page by their border";
  const ImU32 window = Window();
  const ImU32 panel = Colors().panel;
  for (ImU32 under : {window, panel, Shown(ImGuiCol_PopupBg, window)}) {
    const ImU32 border = Shown(ImGuiCol_Border, under);
    ExpectAtLeast(border, under, 3.0f, "a checkbox, radio, slider or field's border");
  }
  for (ImGuiCol frame : {ImGuiCol_FrameBg, ImGuiCol_FrameBgHovered, ImGuiCol_FrameBgActive}) {
    const ImU32 bg = Shown(frame, window);
    ExpectAtLeast(Shown(ImGuiCol_CheckMark, bg), bg, 3.0f, "check mark / radio dot");
    ExpectAtLeast(Shown(ImGuiCol_SliderGrab, bg), bg, 3.0f, "slider grab");
    ExpectAtLeast(Shown(ImGuiCol_SliderGrabActive, bg), bg, 3.0f, "dragged slider grab");
  }
  ExpectAtLeast(Shown(ImGuiCol_NavHighlight, window), window, 3.0f, "keyboard focus frame");
}

INSTANTIATE_TEST_SUITE_P(BothThemes, ThemeContrast, ::testing::Values(true, false));

}  // namespace
}  // namespace ap::ui
