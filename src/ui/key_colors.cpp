// Key palette and the weight colour scale (see key_colors.h).
#include "ui/key_colors.h"

#include <cmath>

namespace ap::ui {

namespace {
// Ten distinct, saturated colours readable on a dark background (hand-picked, Tableau-like).
constexpr unsigned char kPalette[][3] = {
    {78, 161, 255}, {255, 146, 43}, {80, 200, 120},  {240, 84, 96},  {177, 130, 255},
    {230, 200, 60}, {60, 210, 220}, {255, 120, 200}, {160, 200, 80}, {200, 150, 110},
};
constexpr int kPaletteSize = sizeof(kPalette) / sizeof(kPalette[0]);
}  // namespace

ImVec4 KeyColorVec(int key, float alpha) {
  if (key < 0) key = 0;
  if (key < kPaletteSize) {
    const unsigned char* c = kPalette[key];
    return ImVec4(c[0] / 255.0f, c[1] / 255.0f, c[2] / 255.0f, alpha);
  }
  // Golden-angle hues: neighbours stay far apart however many keys there are.
  float hue = std::fmod(0.13f + 0.618034f * static_cast<float>(key), 1.0f);
  float r, g, b;
  ImGui::ColorConvertHSVtoRGB(hue, 0.6f, 0.95f, r, g, b);
  return ImVec4(r, g, b, alpha);
}

ImU32 KeyColor(int key, float alpha) {
  return ImGui::ColorConvertFloat4ToU32(KeyColorVec(key, alpha));
}

ImU32 WeightScaleColor(float w) {
  if (!(w >= 0.0f)) w = 0.0f;  // NaN → 0
  if (w > 1.0f) w = 1.0f;
  // Three stops: (20, 24, 82) → (30, 150, 140) → (250, 230, 40).
  const float stops[3][3] = {{20, 24, 82}, {30, 150, 140}, {250, 230, 40}};
  float t = w * 2.0f;
  int i = t >= 1.0f ? 1 : 0;
  float f = t - static_cast<float>(i);
  float c[3];
  for (int k = 0; k < 3; ++k) c[k] = stops[i][k] + (stops[i + 1][k] - stops[i][k]) * f;
  return IM_COL32(static_cast<int>(c[0]), static_cast<int>(c[1]), static_cast<int>(c[2]), 255);
}

}  // namespace ap::ui
