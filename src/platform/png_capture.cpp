// PNG capture (see png_capture.h). GL's origin is bottom-left, so rows are flipped while copying.
#include "platform/png_capture.h"

#include <GLES3/gl3.h>

#include <algorithm>
#include <cmath>

#define STB_IMAGE_WRITE_IMPLEMENTATION
#define STBI_WRITE_NO_STDIO
#include <stb/stb_image_write.h>

namespace ap::platform {

std::vector<unsigned char> capture_framebuffer_png(float x, float y, float w, float h, float scale,
                                                   int fb_w, int fb_h) {
  int px = 0, py = 0, pw = fb_w, ph = fb_h;
  if (w > 0 && h > 0) {
    px = static_cast<int>(std::floor(x * scale));
    py = static_cast<int>(std::floor(y * scale));
    pw = static_cast<int>(std::ceil((x + w) * scale)) - px;
    ph = static_cast<int>(std::ceil((y + h) * scale)) - py;
  }
  // Clip to the framebuffer.
  const int x0 = std::max(0, px), y0 = std::max(0, py);
  const int x1 = std::min(fb_w, px + pw), y1 = std::min(fb_h, py + ph);
  if (x1 <= x0 || y1 <= y0) return {};
  const int cw = x1 - x0, ch = y1 - y0;

  std::vector<unsigned char> rgba(static_cast<size_t>(cw) * ch * 4);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(x0, fb_h - y1, cw, ch, GL_RGBA, GL_UNSIGNED_BYTE, rgba.data());
  // Flip to top-down rows and make it opaque (the canvas is drawn opaque; alpha may be partial).
  std::vector<unsigned char> flipped(rgba.size());
  const size_t stride = static_cast<size_t>(cw) * 4;
  for (int row = 0; row < ch; ++row) {
    std::copy_n(&rgba[static_cast<size_t>(ch - 1 - row) * stride], stride, &flipped[row * stride]);
  }
  for (size_t i = 3; i < flipped.size(); i += 4) flipped[i] = 255;

  std::vector<unsigned char> png;
  stbi_write_png_to_func(
      [](void* context, void* data, int size) {
        auto* out = static_cast<std::vector<unsigned char>*>(context);
        const auto* bytes = static_cast<const unsigned char*>(data);
        out->insert(out->end(), bytes, bytes + size);
      },
      &png, cw, ch, 4, flipped.data(), static_cast<int>(stride));
  return png;
}

}  // namespace ap::platform
