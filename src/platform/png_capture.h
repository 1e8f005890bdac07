// PNG capture: reads a region of the current GL framebuffer back and encodes it as PNG bytes
// (stb_image_write from Debian's libstb-dev). Used by the export button, so the file holds
// exactly the pixels the user sees, at the framebuffer's full (HiDPI) resolution.
#pragma once

#include <vector>

namespace ap::platform {

// (x, y, w, h) in display coordinates (top-left origin); scale = framebuffer pixels per display
// unit; w or h <= 0 = the whole framebuffer. Returns an empty vector if the region is empty.
std::vector<unsigned char> capture_framebuffer_png(float x, float y, float w, float h, float scale,
                                                   int fb_w, int fb_h);

}  // namespace ap::platform
