// The palette (see palette.h). Sections: 1. the two palettes  2. theme  3. colour arithmetic
// 4. key colours  5. colour maps.
#include "ui/palette.h"

#include "ui/colormap_data.h"
#include "ui/ui_services.h"

#include <algorithm>
#include <cmath>

namespace ap::ui {

// ---- 1. the two palettes ---------------------------------------------------------------------
namespace {

constexpr Palette kDark = {
    /*dark=*/true,
    /*background=*/IM_COL32(18, 19, 24, 255),
    /*panel=*/IM_COL32(28, 30, 38, 255),
    /*border=*/IM_COL32(90, 90, 110, 255),
    /*grid=*/IM_COL32(66, 68, 80, 255),
    /*axis=*/IM_COL32(150, 150, 160, 255),
    /*outline=*/IM_COL32(255, 255, 255, 255),
    /*row_tint=*/IM_COL32(255, 255, 255, 30),
    /*selection=*/IM_COL32(70, 90, 140, 255),
    /*hover_fill=*/IM_COL32(60, 60, 70, 255),
    /*query=*/IM_COL32(245, 245, 245, 255),
    /*output=*/IM_COL32(255, 214, 10, 255),
    /*positive=*/IM_COL32(90, 180, 255, 255),
    /*negative=*/IM_COL32(255, 110, 90, 255),
    /*masked=*/IM_COL32(140, 140, 140, 255),
    /*attention=*/IM_COL32(240, 160, 55, 255),
    /*feature=*/IM_COL32(90, 165, 240, 255),
    /*error=*/IM_COL32(255, 110, 100, 255),
    /*emphasis=*/IM_COL32(255, 210, 110, 255),
    /*info=*/IM_COL32(150, 220, 255, 255),
    /*copied=*/IM_COL32(255, 200, 60, 255),
    /*model_search=*/IM_COL32(230, 80, 70, 255),
    /*model_encdec=*/IM_COL32(80, 150, 230, 255),
    /*model_transformer=*/IM_COL32(95, 200, 115, 255),
    /*banner_bg=*/IM_COL32(150, 40, 30, 255),
    /*banner_text=*/IM_COL32(255, 255, 255, 255),
    /*focus=*/IM_COL32(255, 191, 0, 255),
    /*control_border=*/IM_COL32(118, 122, 145, 255),
    /*hint_text=*/IM_COL32(160, 160, 168, 255),
    /*check=*/IM_COL32(66, 150, 250, 255),
    /*check_active=*/IM_COL32(150, 200, 255, 255),
    /*frame_hover=*/IM_COL32(50, 55, 70, 255),
    /*frame_active=*/IM_COL32(60, 66, 85, 255),
    /*control_hover=*/IM_COL32(40, 95, 170, 255),
    /*control_active=*/IM_COL32(30, 80, 150, 255),
};

constexpr Palette kLight = {
    /*dark=*/false,
    /*background=*/IM_COL32(247, 247, 249, 255),
    /*panel=*/IM_COL32(255, 255, 255, 255),
    /*border=*/IM_COL32(170, 172, 185, 255),
    /*grid=*/IM_COL32(214, 216, 224, 255),
    /*axis=*/IM_COL32(105, 107, 120, 255),
    /*outline=*/IM_COL32(0, 0, 0, 255),
    /*row_tint=*/IM_COL32(0, 0, 0, 22),
    /*selection=*/IM_COL32(180, 200, 240, 255),
    /*hover_fill=*/IM_COL32(225, 228, 236, 255),
    /*query=*/IM_COL32(30, 30, 35, 255),
    /*output=*/IM_COL32(150, 100, 0, 255),
    /*positive=*/IM_COL32(20, 110, 200, 255),
    /*negative=*/IM_COL32(205, 55, 40, 255),
    /*masked=*/IM_COL32(118, 118, 118, 255),
    /*attention=*/IM_COL32(215, 110, 0, 255),
    /*feature=*/IM_COL32(30, 110, 200, 255),
    /*error=*/IM_COL32(190, 30, 30, 255),
    /*emphasis=*/IM_COL32(160, 95, 0, 255),
    /*info=*/IM_COL32(0, 95, 150, 255),
    /*copied=*/IM_COL32(185, 120, 0, 255),
    /*model_search=*/IM_COL32(205, 55, 45, 255),
    /*model_encdec=*/IM_COL32(30, 100, 200, 255),
    /*model_transformer=*/IM_COL32(25, 125, 50, 255),
    /*banner_bg=*/IM_COL32(150, 40, 30, 255),
    /*banner_text=*/IM_COL32(255, 255, 255, 255),
    /*focus=*/IM_COL32(185, 105, 0, 255),
    /*control_border=*/IM_COL32(118, 120, 132, 255),
    /*hint_text=*/IM_COL32(100, 100, 108, 255),
    /*check=*/IM_COL32(20, 100, 200, 255),
    /*check_active=*/IM_COL32(10, 70, 150, 255),
    /*frame_hover=*/IM_COL32(232, 236, 244, 255),
    /*frame_active=*/IM_COL32(220, 226, 238, 255),
    /*control_hover=*/IM_COL32(66, 150, 250, 255),
    /*control_active=*/IM_COL32(15, 135, 250, 255),
};

}  // namespace

const Palette& PaletteFor(bool dark) { return dark ? kDark : kLight; }

const Palette& Colors() {
  const AppServices* s = CurrentServices();
  return PaletteFor(s ? s->dark_theme : true);
}

// ---- 2. theme --------------------------------------------------------------------------------
bool ThemeIsDark(Theme view_theme, bool system_prefers_dark) {
  return view_theme == Theme::Auto ? system_prefers_dark : view_theme == Theme::Dark;
}

void ApplyTheme(bool dark) {
  const Palette& p = PaletteFor(dark);
  ImGuiStyle& style = ImGui::GetStyle();
  if (dark)
    ImGui::StyleColorsDark(&style);
  else
    ImGui::StyleColorsLight(&style);
  style.Colors[ImGuiCol_WindowBg] = ToVec4(p.background);
  style.Colors[ImGuiCol_NavHighlight] = ToVec4(p.focus);
  // WCAG 2.1 (tests/ui/contrast_test.cpp checks every pair): ImGui's stock light theme draws an
  // empty checkbox white on near-white, its hints at 2.7:1, and its dark theme's hovered buttons
  // put white text on a light blue.
  style.FrameBorderSize = 1.0f;
  style.Colors[ImGuiCol_Border] = ToVec4(p.control_border);
  style.Colors[ImGuiCol_TextDisabled] = ToVec4(p.hint_text);
  style.Colors[ImGuiCol_CheckMark] = ToVec4(p.check);
  style.Colors[ImGuiCol_SliderGrab] = ToVec4(p.check);
  style.Colors[ImGuiCol_SliderGrabActive] = ToVec4(p.check_active);
  style.Colors[ImGuiCol_FrameBgHovered] = ToVec4(p.frame_hover);
  style.Colors[ImGuiCol_FrameBgActive] = ToVec4(p.frame_active);
  for (ImGuiCol hover : {ImGuiCol_ButtonHovered, ImGuiCol_HeaderHovered, ImGuiCol_TabHovered})
    style.Colors[hover] = ToVec4(p.control_hover);
  for (ImGuiCol active : {ImGuiCol_ButtonActive, ImGuiCol_HeaderActive})
    style.Colors[active] = ToVec4(p.control_active);
  if (!dark) {
    // ImGui's light theme draws tabs and headers in a pale blue; a little more contrast reads
    // better against the near-white page.
    style.Colors[ImGuiCol_TabActive] = ToVec4(p.selection);
  }
}

// ---- 3. colour arithmetic --------------------------------------------------------------------
ImVec4 ToVec4(ImU32 c) { return ImGui::ColorConvertU32ToFloat4(c); }

ImU32 WithAlpha(ImU32 c, float alpha) {
  const unsigned a = static_cast<unsigned>(std::lround(std::clamp(alpha, 0.0f, 1.0f) * 255.0f));
  return (c & ~IM_COL32_A_MASK) | (a << IM_COL32_A_SHIFT);
}

float RelativeLuminance(ImU32 c) {
  const auto channel = [c](int shift) {
    const float v = static_cast<float>((c >> shift) & 0xFF) / 255.0f;
    return v <= 0.04045f ? v / 12.92f : std::pow((v + 0.055f) / 1.055f, 2.4f);
  };
  return 0.2126f * channel(IM_COL32_R_SHIFT) + 0.7152f * channel(IM_COL32_G_SHIFT) +
         0.0722f * channel(IM_COL32_B_SHIFT);
}

float ContrastRatio(ImU32 a, ImU32 b) {
  const float la = RelativeLuminance(a), lb = RelativeLuminance(b);
  return (std::max(la, lb) + 0.05f) / (std::min(la, lb) + 0.05f);
}

ImU32 InkOn(ImU32 fill) {
  // Pure black and white: one of them always reaches 4.58:1, whatever the fill.
  const ImU32 black = IM_COL32(0, 0, 0, 255), white = IM_COL32(255, 255, 255, 255);
  return ContrastRatio(fill, black) >= ContrastRatio(fill, white) ? black : white;
}

// ---- 4. key colours --------------------------------------------------------------------------
namespace {
// Ten distinct, saturated colours (hand-picked, Tableau-like): bright on the dark background,
// darker shades of the same hues on the light one (each ≥ 3:1 against its background).
constexpr unsigned char kKeysDark[][3] = {
    {78, 161, 255}, {255, 146, 43}, {80, 200, 120},  {240, 84, 96},  {177, 130, 255},
    {230, 200, 60}, {60, 210, 220}, {255, 120, 200}, {160, 200, 80}, {200, 150, 110},
};
constexpr unsigned char kKeysLight[][3] = {
    {20, 105, 210}, {210, 95, 0},  {25, 135, 60},  {205, 35, 55}, {125, 70, 215},
    {150, 115, 0},  {0, 130, 140}, {200, 40, 140}, {90, 125, 10}, {120, 75, 40},
};
constexpr int kKeyCount = sizeof(kKeysDark) / sizeof(kKeysDark[0]);
}  // namespace

ImVec4 KeyColorVec(int key, float alpha) {
  const bool dark = Colors().dark;
  if (key < 0) key = 0;
  if (key < kKeyCount) {
    const unsigned char* c = dark ? kKeysDark[key] : kKeysLight[key];
    return ImVec4(c[0] / 255.0f, c[1] / 255.0f, c[2] / 255.0f, alpha);
  }
  // Golden-angle hues: neighbours stay far apart however many keys there are.
  const float hue = std::fmod(0.13f + 0.618034f * static_cast<float>(key), 1.0f);
  float r, g, b;
  ImGui::ColorConvertHSVtoRGB(hue, dark ? 0.6f : 0.85f, dark ? 0.95f : 0.62f, r, g, b);
  return ImVec4(r, g, b, alpha);
}

ImU32 KeyColor(int key, float alpha) {
  return ImGui::ColorConvertFloat4ToU32(KeyColorVec(key, alpha));
}

// ---- 5. colour maps --------------------------------------------------------------------------
namespace {
ImU32 Sample(const unsigned char (&table)[256][3], float t) {
  if (!(t >= 0.0f)) t = 0.0f;  // NaN → 0
  if (t > 1.0f) t = 1.0f;
  const float x = t * 255.0f;
  const int i = std::min(254, static_cast<int>(x));
  const float f = x - static_cast<float>(i);
  int c[3];
  for (int k = 0; k < 3; ++k)
    c[k] = static_cast<int>(std::lround(table[i][k] + (table[i + 1][k] - table[i][k]) * f));
  return IM_COL32(c[0], c[1], c[2], 255);
}
}  // namespace

ImU32 WeightColor(float w) { return Sample(colormap_data::kViridis, w); }

ImU32 SignedColor(float v) {
  if (!(v == v)) v = 0.0f;
  return Sample(colormap_data::kRdBu, 0.5f + 0.5f * std::clamp(v, -1.0f, 1.0f));
}

}  // namespace ap::ui
