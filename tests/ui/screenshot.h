// Shoot(name): software-renders the last ImGui frame (soft_render.h) and, when the environment
// variable AP_UI_SCREENSHOT_DIR names a folder, saves it as <dir>/<name>.png for a human to look
// at. Returns the number of lit pixels, a sanity figure that the frame drew something.
#pragma once

#include "soft_render.h"

#define STB_IMAGE_WRITE_STATIC
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb/stb_image_write.h>

#include <cstdlib>
#include <string>
#include <vector>

namespace ap::ui::test {

inline int Shoot(const char* name) {
  ImGuiIO& io = ImGui::GetIO();
  unsigned char* px = nullptr;
  int tw = 0, th = 0;
  io.Fonts->GetTexDataAsRGBA32(&px, &tw, &th);
  SoftRender r;
  r.SetTexture(px, tw, th);
  int w = 0, h = 0;
  const std::vector<unsigned char> img = r.Render(ImGui::GetDrawData(), &w, &h);
  if (const char* dir = std::getenv("AP_UI_SCREENSHOT_DIR")) {
    const std::string path = std::string(dir) + "/" + name + ".png";
    stbi_write_png(path.c_str(), w, h, 3, img.data(), w * 3);
  }
  int lit = 0;
  for (std::size_t i = 0; i + 2 < img.size(); i += 3)
    if (img[i] + img[i + 1] + img[i + 2] > 150) ++lit;
  return lit;
}

}  // namespace ap::ui::test
