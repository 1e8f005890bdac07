// Fonts (see fonts.h): lazy CJK font state machine and the atlas merge.
//
// NotRequested → (RequestCjkFont) Loading → (ProvideCjkFont) bytes pending → (ApplyPendingFonts,
// between frames) Ready. FailCjkFont → Failed (RetryCjkFont starts again). The merge adds the CJK
// font once per base font of the atlas (MergeMode with DstFont set), so a heading font added by
// another panel gets the hanzi too.
#include "ui/fonts.h"

#include "app/i18n.h"
#include "ui/cjk_toggle_font_data.h"

#include <imgui.h>

#include <cmath>
#include <fstream>
#include <iterator>
#include <utility>
#include <vector>

namespace ap::ui {
namespace {

struct FontState {
  CjkFontStatus status = CjkFontStatus::NotRequested;
  std::function<void()> fetcher;
  float progress = 0.0f;
  std::string error;
  std::vector<unsigned char> pending;  // bytes received, not yet merged
  bool has_pending = false;
  bool toggle_merged = false;  // the tiny "中文" font is in the atlas
};

FontState& S() {
  static FontState state;
  return state;
}

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

void DefaultFetcher() {
#ifndef __EMSCRIPTEN__
  // Native (tests, headless UI): read the same file the page fetches.
  const std::string path = std::string(AP_ASSETS_DIR) + "/fonts/cjk-subset.ttf";
  std::ifstream in(path, std::ios::binary);
  std::vector<unsigned char> bytes((std::istreambuf_iterator<char>(in)),
                                   std::istreambuf_iterator<char>());
  if (bytes.empty()) {
    FailCjkFont("cannot read " + path);
    return;
  }
  ProvideCjkFont(bytes.data(), bytes.size());
#else
  FailCjkFont("no font fetcher installed by the platform");
#endif
}

// Adds `data` in merge mode to every base (non-merged) font of the atlas, sized to match it.
void MergeIntoBaseFonts(ImFontAtlas* atlas, const void* data, std::size_t size) {
  std::vector<std::pair<ImFont*, float>> bases;
  for (const ImFontConfig& cfg : atlas->ConfigData)
    if (!cfg.MergeMode) bases.emplace_back(cfg.DstFont, cfg.SizePixels);
  for (const auto& [font, px] : bases) {
    ImFontConfig cfg;
    cfg.MergeMode = true;
    cfg.DstFont = font;
    cfg.FontDataOwnedByAtlas = false;  // the atlas copies the bytes
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

}  // namespace

void SetCjkFontFetcher(std::function<void()> fetch) { S().fetcher = std::move(fetch); }

void RequestCjkFont() {
  FontState& s = S();
  if (s.status != CjkFontStatus::NotRequested) return;
  s.status = CjkFontStatus::Loading;
  s.progress = 0.0f;
  if (s.fetcher)
    s.fetcher();
  else
    DefaultFetcher();
}

void RetryCjkFont() {
  if (S().status != CjkFontStatus::Failed) return;
  S().status = CjkFontStatus::NotRequested;
  S().error.clear();
  RequestCjkFont();
}

void NoteTextShown(std::string_view utf8) {
  if (S().status == CjkFontStatus::NotRequested && i18n::needs_cjk_font(utf8)) RequestCjkFont();
}

void SetCjkFontProgress(double received, double total) {
  S().progress = total > 0 ? static_cast<float>(received / total) : -1.0f;
}

void ProvideCjkFont(const void* data, std::size_t size) {
  FontState& s = S();
  const auto* p = static_cast<const unsigned char*>(data);
  // Check the sfnt magic before handing bytes to the rasteriser (which asserts on garbage, e.g.
  // an HTML error page served instead of the font): TrueType 00 01 00 00, 'true', 'OTTO'.
  const bool sfnt = size >= 12 && ((p[0] == 0 && p[1] == 1 && p[2] == 0 && p[3] == 0) ||
                                   (p[0] == 't' && p[1] == 'r' && p[2] == 'u' && p[3] == 'e') ||
                                   (p[0] == 'O' && p[1] == 'T' && p[2] == 'T' && p[3] == 'O'));
  if (!sfnt) {
    FailCjkFont(size == 0 ? "the font file is empty"
                          : "the font file is not a TrueType/OpenType font");
    return;
  }
  s.pending.assign(p, p + size);
  s.has_pending = true;
  s.progress = 1.0f;
}

void FailCjkFont(const std::string& message) {
  S().status = CjkFontStatus::Failed;
  S().error = message;
}

CjkFontStatus GetCjkFontStatus() { return S().status; }
bool CjkFontReady() { return S().status == CjkFontStatus::Ready; }
float CjkFontProgress() { return S().progress; }
const std::string& CjkFontError() { return S().error; }

bool ApplyPendingFonts() {
  FontState& s = S();
  ImFontAtlas* atlas = ImGui::GetIO().Fonts;
  const bool had_texture = atlas->TexID != ImTextureID();
  bool changed = false;
  if (atlas->Fonts.empty()) {
    atlas->AddFontDefault();
    changed = true;
  }
  if (!s.toggle_merged) {
    MergeIntoBaseFonts(atlas, kCjkToggleFont, kCjkToggleFontSize);
    s.toggle_merged = true;
    changed = true;
  }
  if (s.has_pending) {
    MergeIntoBaseFonts(atlas, s.pending.data(), s.pending.size());
    s.pending.clear();
    s.pending.shrink_to_fit();
    s.has_pending = false;
    s.status = CjkFontStatus::Ready;
    changed = true;
  }
  if (!changed) return false;
  atlas->Build();
  return had_texture;
}

void ResetFontsForTesting() { S() = FontState(); }

}  // namespace ap::ui
