// Atlas upload (see atlas_upload.h). The rect's rows are copied into a packed buffer first, so the
// upload needs no GL_UNPACK_ROW_LENGTH (the backend leaves the unpack state at its defaults).
#include "platform/atlas_upload.h"

#include <imgui.h>

#include <GLES3/gl3.h>

#include <cstdint>
#include <cstring>
#include <vector>

namespace ap::platform {

void upload_atlas_texels(const ui::TexelRect& rect) {
  const ImFontAtlas* atlas = ImGui::GetIO().Fonts;
  if (rect.empty() || !atlas->TexPixelsRGBA32 || atlas->TexID == ImTextureID()) return;
  if (rect.x < 0 || rect.y < 0 || rect.x + rect.w > atlas->TexWidth ||
      rect.y + rect.h > atlas->TexHeight)
    return;
  std::vector<unsigned int> texels(static_cast<std::size_t>(rect.w) * rect.h);
  for (int row = 0; row < rect.h; ++row)
    std::memcpy(&texels[static_cast<std::size_t>(row) * rect.w],
                atlas->TexPixelsRGBA32 + (rect.y + row) * atlas->TexWidth + rect.x,
                sizeof(unsigned int) * rect.w);
  GLint last_texture = 0;
  glGetIntegerv(GL_TEXTURE_BINDING_2D, &last_texture);
  glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(reinterpret_cast<std::intptr_t>(atlas->TexID)));
  glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
  glTexSubImage2D(GL_TEXTURE_2D, 0, rect.x, rect.y, rect.w, rect.h, GL_RGBA, GL_UNSIGNED_BYTE,
                  texels.data());
  glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(last_texture));
}

}  // namespace ap::platform
