// Atlas upload: the texels of the ImGui font atlas that changed in place (glyphs added between
// frames, ui/fonts.h AtlasUpdate::patched) copied into the GPU texture the backend made from it,
// with glTexSubImage2D, instead of a new texture for the whole atlas.
#pragma once

#include "ui/glyph_in_place.h"

namespace ap::platform {

// Uploads `rect` of the current ImGui atlas's RGBA pixels into its texture (io.Fonts->TexID).
// Does nothing if the atlas has no texture or no RGBA pixels, or the rect is empty.
void upload_atlas_texels(const ui::TexelRect& rect);

}  // namespace ap::platform
