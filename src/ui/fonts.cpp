// Fonts (see fonts.h): the atlas merge of the CJK font (downloaded by app/font_download.h) and of
// the compiled-in toggle glyphs. The merge adds the CJK font once per base font of the atlas
// (MergeMode with DstFont set), so a heading font added by another panel gets the hanzi too.
#include "ui/fonts.h"

#include "ui/cjk_toggle_font_data.h"
#include "ui/ui_services.h"

#include <imgui.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <utility>
#include <vector>

namespace ap::ui {
namespace {

// Code point ranges taken from the CJK font: punctuation, CJK symbols, kana, ideographs,
// full-width forms. The atlas keeps only glyphs the font has, so wide ranges cost nothing.
const ImWchar kCjkRanges[] = {
    0x0370, 0x03FF,  // Greek (τ, Σ in formulas)
    0x2000, 0x206F,  // general punctuation “”‘’…—
    0x2190, 0x22FF,  // arrows, maths operators (→ √ ∑)
    0x2E80, 0x2FDF,  // radicals
    0x3000, 0x30FF,  // CJK symbols and punctuation 、。「」, kana
    0x3400, 0x4DBF,  // extension A
    0x4E00, 0x9FFF,  // unified ideographs
    0xFF00, 0xFFEF,  // full-width forms ，！？（）
    0,
};

constexpr const char* kToggleFontName = "ap-cjk-toggle";

// Adds `data` in merge mode to every base (non-merged) font of the atlas, sized to match it, under
// `name` (ImFontConfig::Name).
void MergeIntoBaseFonts(ImFontAtlas* atlas, const void* data, std::size_t size, const char* name) {
  std::vector<std::pair<ImFont*, float>> bases;
  for (const ImFontConfig& cfg : atlas->ConfigData)
    if (!cfg.MergeMode) bases.emplace_back(cfg.DstFont, cfg.SizePixels);
  for (const auto& [font, px] : bases) {
    ImFontConfig cfg;
    cfg.MergeMode = true;
    cfg.DstFont = font;
    cfg.FontDataOwnedByAtlas = false;  // the atlas copies the bytes (ImFontAtlas::AddFont)
    std::snprintf(cfg.Name, sizeof(cfg.Name), "%s", name);
    // Hanzi at the Latin font's pixel size look cramped: one pixel larger reads better; no
    // horizontal oversampling keeps the atlas (≈4,000 glyphs) at about 1024×2048.
    cfg.OversampleH = 1;
    cfg.OversampleV = 1;
    cfg.PixelSnapH = true;
    cfg.GlyphOffset.y = 1.0f;
    const float cjk_px = std::round(px + 1.0f);
    atlas->AddFontFromMemoryTTF(const_cast<void*>(data), static_cast<int>(size), cjk_px, &cfg,
                                kCjkRanges);
  }
}

// The toggle glyphs are in the atlas if a font of theirs is (ImFontConfig::Name tells).
bool HasToggleFont(const ImFontAtlas* atlas) {
  for (const ImFontConfig& cfg : atlas->ConfigData)
    if (std::strcmp(cfg.Name, kToggleFontName) == 0) return true;
  return false;
}

}  // namespace

void NoteTextShown(std::string_view utf8) {
  if (AppServices* services = CurrentServices()) services->cjk_font.note_text_shown(utf8);
}

bool ApplyPendingFonts(FontDownload& download) {
  ImFontAtlas* atlas = ImGui::GetIO().Fonts;
  const bool had_texture = atlas->TexID != ImTextureID();
  bool changed = false;
  if (atlas->Fonts.empty()) {
    atlas->AddFontDefault();
    changed = true;
  }
  if (!HasToggleFont(atlas)) {
    MergeIntoBaseFonts(atlas, kCjkToggleFont, kCjkToggleFontSize, kToggleFontName);
    changed = true;
  }
  if (!download.pending().empty()) {
    MergeIntoBaseFonts(atlas, download.pending().data(), download.pending().size(),
                       "ap-cjk-subset");
    download.mark_merged();
    changed = true;
  }
  if (!changed) return false;
  atlas->Build();
  return had_texture;
}

}  // namespace ap::ui
