// Shoot(name): software-renders the last ImGui frame (soft_render.h) into a Shot the tests read
// pixels from (the colour at a weight bar, a heatmap cell, the banner), and, when the environment
// variable AP_UI_SCREENSHOT_DIR names a folder, also saves it as <dir>/<name>.png for a human.
#pragma once

#include "soft_render.h"

#include <gtest/gtest.h>
#include <imgui.h>

#define STB_IMAGE_WRITE_STATIC
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb/stb_image_write.h>

#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

namespace ap::ui::test {

struct Rgb {
  int r = 0, g = 0, b = 0;
  int Sum() const { return r + g + b; }
};

inline Rgb RgbOf(ImU32 c) {
  return Rgb{static_cast<int>((c >> IM_COL32_R_SHIFT) & 0xFF),
             static_cast<int>((c >> IM_COL32_G_SHIFT) & 0xFF),
             static_cast<int>((c >> IM_COL32_B_SHIFT) & 0xFF)};
}

// Every channel within `tol` (the rasteriser rounds; blending adds a unit or two).
inline bool Near(Rgb a, Rgb b, int tol = 3) {
  return std::abs(a.r - b.r) <= tol && std::abs(a.g - b.g) <= tol && std::abs(a.b - b.b) <= tol;
}

inline std::ostream& operator<<(std::ostream& o, Rgb c) {
  return o << "rgb(" << c.r << ", " << c.g << ", " << c.b << ")";
}

// One rendered frame, RGB, display size; At() takes display coordinates (clamped to the image).
struct Shot {
  int w = 0, h = 0;
  std::vector<unsigned char> rgb;
  Rgb At(float x, float y) const {
    const int ix = std::min(std::max(static_cast<int>(std::floor(x)), 0), w - 1);
    const int iy = std::min(std::max(static_cast<int>(std::floor(y)), 0), h - 1);
    const std::size_t i = (static_cast<std::size_t>(iy) * static_cast<std::size_t>(w) +
                           static_cast<std::size_t>(ix)) *
                          3;
    return Rgb{rgb[i], rgb[i + 1], rgb[i + 2]};
  }
};

inline Shot Shoot(const char* name) {
  ImGuiIO& io = ImGui::GetIO();
  unsigned char* px = nullptr;
  int tw = 0, th = 0;
  io.Fonts->GetTexDataAsRGBA32(&px, &tw, &th);
  SoftRender r;
  r.SetTexture(px, tw, th);
  Shot s;
  s.rgb = r.Render(ImGui::GetDrawData(), &s.w, &s.h);
  if (const char* dir = std::getenv("AP_UI_SCREENSHOT_DIR")) {
    const std::string path = std::string(dir) + "/" + name + ".png";
    stbi_write_png(path.c_str(), s.w, s.h, 3, s.rgb.data(), s.w * 3);
  }
  return s;
}

}  // namespace ap::ui::test
