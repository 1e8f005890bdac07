// SoftRender: a tiny CPU rasteriser for ImDrawData (textured, vertex-coloured triangles, clip
// rects, alpha blending), so the headless tests can save what the UI would show as a PNG for a
// human to look at (set AP_UI_SCREENSHOT_DIR). Not used for assertions on pixels.
#pragma once

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

namespace ap::ui::test {

class SoftRender {
 public:
  // The font atlas as RGBA32 (call after the atlas is built).
  void SetTexture(const unsigned char* rgba, int w, int h) {
    tex_.assign(rgba, rgba + static_cast<std::size_t>(w) * h * 4);
    tw_ = w;
    th_ = h;
  }
  // Renders draw data into an RGB image of the display size.
  std::vector<unsigned char> Render(const ImDrawData* dd, int* out_w, int* out_h) {
    const int W = static_cast<int>(dd->DisplaySize.x), H = static_cast<int>(dd->DisplaySize.y);
    std::vector<float> img(static_cast<std::size_t>(W) * H * 3, 0.0f);
    for (int l = 0; l < dd->CmdListsCount; ++l) {
      const ImDrawList* list = dd->CmdLists[l];
      for (const ImDrawCmd& cmd : list->CmdBuffer) {
        if (cmd.UserCallback) continue;
        const int cx0 = std::max(0, static_cast<int>(cmd.ClipRect.x));
        const int cy0 = std::max(0, static_cast<int>(cmd.ClipRect.y));
        const int cx1 = std::min(W, static_cast<int>(std::ceil(cmd.ClipRect.z)));
        const int cy1 = std::min(H, static_cast<int>(std::ceil(cmd.ClipRect.w)));
        for (unsigned i = 0; i + 2 < cmd.ElemCount; i += 3) {
          const ImDrawVert& a = list->VtxBuffer[cmd.VtxOffset + list->IdxBuffer[cmd.IdxOffset + i]];
          const ImDrawVert& b =
              list->VtxBuffer[cmd.VtxOffset + list->IdxBuffer[cmd.IdxOffset + i + 1]];
          const ImDrawVert& c =
              list->VtxBuffer[cmd.VtxOffset + list->IdxBuffer[cmd.IdxOffset + i + 2]];
          Triangle(img, W, a, b, c, cx0, cy0, cx1, cy1);
        }
      }
    }
    std::vector<unsigned char> out(img.size());
    for (std::size_t i = 0; i < img.size(); ++i)
      out[i] = static_cast<unsigned char>(std::clamp(img[i], 0.0f, 1.0f) * 255.0f + 0.5f);
    *out_w = W;
    *out_h = H;
    return out;
  }

 private:
  void Triangle(std::vector<float>& img, int W, const ImDrawVert& a, const ImDrawVert& b,
                const ImDrawVert& c, int cx0, int cy0, int cx1, int cy1) {
    const float area =
        (b.pos.x - a.pos.x) * (c.pos.y - a.pos.y) - (b.pos.y - a.pos.y) * (c.pos.x - a.pos.x);
    if (std::fabs(area) < 1e-8f) return;
    const int x0 =
        std::max(cx0, static_cast<int>(std::floor(std::min({a.pos.x, b.pos.x, c.pos.x}))));
    const int x1 =
        std::min(cx1, static_cast<int>(std::ceil(std::max({a.pos.x, b.pos.x, c.pos.x}))));
    const int y0 =
        std::max(cy0, static_cast<int>(std::floor(std::min({a.pos.y, b.pos.y, c.pos.y}))));
    const int y1 =
        std::min(cy1, static_cast<int>(std::ceil(std::max({a.pos.y, b.pos.y, c.pos.y}))));
    for (int y = y0; y < y1; ++y) {
      for (int x = x0; x < x1; ++x) {
        const float px = x + 0.5f, py = y + 0.5f;
        float w0 = ((b.pos.x - px) * (c.pos.y - py) - (b.pos.y - py) * (c.pos.x - px)) / area;
        float w1 = ((c.pos.x - px) * (a.pos.y - py) - (c.pos.y - py) * (a.pos.x - px)) / area;
        float w2 = 1.0f - w0 - w1;
        if (w0 < 0 || w1 < 0 || w2 < 0) continue;
        const float u = w0 * a.uv.x + w1 * b.uv.x + w2 * c.uv.x;
        const float v = w0 * a.uv.y + w1 * b.uv.y + w2 * c.uv.y;
        const int tx = std::clamp(static_cast<int>(u * tw_), 0, tw_ - 1);
        const int ty = std::clamp(static_cast<int>(v * th_), 0, th_ - 1);
        const unsigned char* t = &tex_[(static_cast<std::size_t>(ty) * tw_ + tx) * 4];
        float col[4];
        for (int k = 0; k < 4; ++k) {
          const float ca = ((a.col >> (8 * k)) & 0xFF) / 255.0f;
          const float cb = ((b.col >> (8 * k)) & 0xFF) / 255.0f;
          const float cc = ((c.col >> (8 * k)) & 0xFF) / 255.0f;
          col[k] = (w0 * ca + w1 * cb + w2 * cc) * (t[k] / 255.0f);
        }
        float* d = &img[(static_cast<std::size_t>(y) * W + x) * 3];
        for (int k = 0; k < 3; ++k) d[k] = d[k] * (1.0f - col[3]) + col[k] * col[3];
      }
    }
  }
  std::vector<unsigned char> tex_;
  int tw_ = 0, th_ = 0;
};

}  // namespace ap::ui::test
