// CJK glyphs added to the font atlas (native; figures only): the page's step between frames when
// new Chinese characters were drawn, in place (ui/glyph_in_place.h: rasterised into the atlas's
// free space) against the full build it falls back to when that space is full (ImGui's builder,
// every face again). Each sample is one batch of `per_batch` new characters in every face, through
// ui::RebuildFontAtlasIfNeeded with a texture held, plus the RGBA conversion the web's upload
// asks for (ImFontAtlas::GetTexDataAsRGBA32; nothing to do after an in-place batch). Also the
// font's own merge into the built atlas (in place), and the atlas's texture size at each stage.
// Usage: cjk_atlas_bench [atlases per scale (default 7)] [characters per batch (default 5)]
//   (on a shared machine: taskset -c 0 build/native/bench/cjk_atlas_bench)
#include "app/page/font_download.h"
#include "ui/fonts.h"

#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

struct Samples {
  std::vector<double> merge_ms, in_place_ms, full_ms;
  std::string sizes;  // the atlas's texture before the font, after its merge, after a full build
};

std::string TexSize(const ImFontAtlas* atlas) {
  return std::to_string(atlas->TexWidth) + "×" + std::to_string(atlas->TexHeight);
}

// The font's ideographs that no face has yet (the toggle font's few are left out).
std::u32string NewIdeographs(const ap::CjkGlyphSet& glyphs) {
  const ImFont* body = ImGui::GetIO().Fonts->Fonts[0];
  std::u32string out;
  for (char32_t c : glyphs.font_code_points()) {
    const ImFontGlyph* g =
        c >= 0x4E00 && c <= 0x9FFF ? body->FindGlyphNoFallback(static_cast<ImWchar>(c)) : nullptr;
    if (g && g->V0 >= 2.0f) out.push_back(c);  // a placeholder
  }
  return out;
}

// One atlas at `scale`: batches of new characters until one falls back to a full build.
void TimeOneAtlas(float scale, std::size_t per_batch, Samples* s) {
  ImGuiContext* ctx = ImGui::CreateContext();
  ImFontAtlas* atlas = ImGui::GetIO().Fonts;
  ap::FontDownload download;
  ap::ui::RebuildFontAtlasIfNeeded(download, scale);
  download.request();                                 // reads assets/fonts/cjk-subset.ttf
  atlas->SetTexID(reinterpret_cast<ImTextureID>(1));  // a texture is held, as in the page
  const std::string before = TexSize(atlas);
  const auto m0 = Clock::now();
  ap::ui::RebuildFontAtlasIfNeeded(download, scale);  // the font merged (in place)
  s->merge_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - m0).count());
  const std::string merged = TexSize(atlas);
  const std::u32string chars = NewIdeographs(download.glyphs());
  ap::CjkGlyphSet& glyphs = download.glyphs();
  for (std::size_t at = 0; at + per_batch <= chars.size(); at += per_batch) {
    for (int face = 0; face < atlas->Fonts.Size; ++face)
      for (std::size_t i = at; i < at + per_batch; ++i) glyphs.note_missing(face, chars[i]);
    while (glyphs.has_waiting()) {
      if (atlas->TexID == ImTextureID()) atlas->SetTexID(reinterpret_cast<ImTextureID>(1));
      const auto t0 = Clock::now();
      const ap::ui::AtlasUpdate u = ap::ui::RebuildFontAtlasIfNeeded(download, scale);
      unsigned char* pixels = nullptr;
      int w = 0, h = 0;
      atlas->GetTexDataAsRGBA32(&pixels, &w, &h);
      const double ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
      if (glyphs.has_waiting()) continue;  // the batching's pause: nothing was done
      (u.rebuilt ? s->full_ms : s->in_place_ms).push_back(ms);
      if (u.rebuilt) {
        s->sizes = before + ", " + merged + ", " + TexSize(atlas);
        ImGui::DestroyContext(ctx);
        return;
      }
    }
  }
  ImGui::DestroyContext(ctx);
}

void Print(const char* what, std::vector<double> v) {
  if (v.empty()) return;
  std::sort(v.begin(), v.end());
  std::printf("  %-34s median %8.3f ms  min %8.3f ms  (%zu samples)\n", what, v[v.size() / 2],
              v.front(), v.size());
}

}  // namespace

int main(int argc, char** argv) {
  const int atlases = argc > 1 ? std::max(1, std::atoi(argv[1])) : 7;
  const std::size_t per_batch = argc > 2 ? std::max(1, std::atoi(argv[2])) : 5;
  for (float scale : {1.0f, 2.0f}) {
    Samples s;
    for (int i = 0; i < atlases; ++i) TimeOneAtlas(scale, per_batch, &s);
    std::printf("raster scale %.0f, %zu new characters in each of the 4 faces per batch:\n", scale,
                per_batch);
    Print("the font merged (in place)", s.merge_ms);
    Print("in place", s.in_place_ms);
    Print("full build (free space full)", s.full_ms);
    std::printf("  atlas texture before the font, after its merge, after a full build: %s\n",
                s.sizes.c_str());
  }
  return 0;
}
