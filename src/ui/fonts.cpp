// Fonts (see fonts.h): the four faces built from the compiled-in Noto subsets, the merges (Noto
// Sans Math into the sans faces, the CJK toggle glyphs and the downloaded CJK font into the text
// faces) and the re-rasterisation when the raster scale changes.
//
// Every font config in the atlas is named (ImFontConfig::Name): the base faces "ap-body",
// "ap-small", "ap-title", "ap-mono"; the merged ones "ap-scripts", "ap-math", "ap-cjk-toggle",
// "ap-cjk-subset".
// The name gives each config's size: a base face's is its role's size × raster scale; a merged
// one's is its base face's size × a ratio that matches the em sizes. Of the downloaded CJK font
// each face takes only the characters the page has drawn in it (app/page/cjk_glyph_set.h); the
// others are placeholders that report themselves when drawn (ui/cjk_placeholders.h). A rescale
// rewrites every config's SizePixels and rebuilds the atlas from the same configs (the atlas keeps
// its own copy of every font's bytes, the downloaded CJK font included), so nothing is lost.
// The CJK font's arrival and the characters drawn later are added to the built atlas in place
// (ui/glyph_in_place.h), into free space every full build keeps for them (ui/atlas_free_space.h);
// their configs join the atlas and their ranges grow too, so the next full build (a rescale, or
// when the free space is full) rasterises them with the rest.
#include "ui/fonts.h"

#include "app/i18n.h"
#include "core/utf8.h"
#include "ui/atlas_free_space.h"
#include "ui/cjk_placeholders.h"
#include "ui/cjk_toggle_font_data.h"
#include "ui/ui_font_data.h"
#include "ui/ui_services.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <set>
#include <utility>
#include <vector>

namespace ap::ui {
namespace {

struct Face {
  FontRole role;
  const char* name;
  UiFontFile file;
  float base_px;
};
// Body first: the atlas's first font is ImGui's default.
const Face kFaces[] = {
    {FontRole::Body, "ap-body", UiFontFile_Sans, 17.0f},
    {FontRole::Small, "ap-small", UiFontFile_Sans, 14.0f},
    {FontRole::Title, "ap-title", UiFontFile_SansBold, 21.0f},
    {FontRole::Mono, "ap-mono", UiFontFile_Mono, 16.0f},
};

constexpr const char* kMathName = "ap-math";
constexpr const char* kScriptsName = "ap-scripts";
constexpr const char* kToggleName = "ap-cjk-toggle";
constexpr const char* kCjkName = "ap-cjk-subset";

// Em-size ratios: Noto's em is 1000 of 1362 units of ascent + descent (ImGui's pixel size); Noto
// Sans Math's 1000 of 1492; the CJK font's (WenQuanYi Micro Hei) 2048 of 2401. The hanzi get an
// em 7 % larger than the Latin one, which reads evenly.
constexpr float kMathRatio = 1492.0f / 1362.0f;
constexpr float kScriptRatio = 1.4f;
constexpr float kCjkRatio = (1000.0f / 1362.0f) / (2048.0f / 2401.0f) * 1.07f;

// What the text faces take from the compiled-in fonts: Latin (ASCII, Latin-1, Extended-A),
// Greek, phonetic/modifier letters (ᵢ ᵀ), punctuation, super/subscripts, €, ⱼ, shapes, U+FFFD
// (ImGui's fallback glyph when present). The atlas keeps only glyphs a font has.
// The modifier letters and the super/subscript block are left out here: they come from the same
// font at a larger size (kScriptRanges).
const ImWchar kTextRanges[] = {
    0x0020, 0x017F, 0x0370, 0x03FF, 0x1D00, 0x1D3F, 0x1D6B, 0x1DBF, 0x2000, 0x206F,
    0x20AC, 0x20AC, 0x2190, 0x22FF, 0x25A0, 0x25FF, 0xFFFD, 0xFFFD, 0,
};
const ImWchar kMathRanges[] = {0x2190, 0x22FF, 0};
// The formulas' sub- and superscripts (wᵢ, Σⱼ, Wₒᵀ, qᵀk): modifier letters ᴬ…ᵪ, the
// super/subscript block ⁰…ₜ and ⱼ. Noto draws them at about half the x-height, which at 17 px is
// 4 px: unreadable on a 1× screen. Merged from the face's own font at kScriptRatio × its size,
// they sit on the same baseline (ImGui places merged glyphs by the base face's ascent), as tall
// as a subscript in typeset maths (about 0.7 of a capital).
const ImWchar kScriptRanges[] = {0x1D40, 0x1D6A, 0x2070, 0x209F, 0x2C7C, 0x2C7C, 0};

// Code point ranges taken from the CJK font into the body face: punctuation, CJK symbols, kana,
// ideographs, full-width forms. The atlas keeps only glyphs the font has, so wide ranges cost
// nothing. Latin, Greek and the operators come from Noto (the first font of a face wins).
const ImWchar kCjkRanges[] = {
    0x2000, 0x206F,  // general punctuation “”‘’…— (when Noto lacks one)
    0x2E80, 0x2FDF,  // radicals
    0x3000, 0x30FF,  // CJK symbols and punctuation 、。「」, kana
    0x3400, 0x4DBF,  // extension A
    0x4E00, 0x9FFF,  // unified ideographs
    0xFF00, 0xFFEF,  // full-width forms ，！？（）
    0,
};

// The title, small and mono faces take from the CJK font only the characters of the Chinese
// string table (a few hundred, not GB2312's 3,755): they never show user text. Immutable once
// built.
const ImWchar* ZhTableRanges() {
  static const std::vector<ImWchar> ranges = [] {
    std::set<unsigned> cps;
    const i18n::StringTable& zh = i18n::table("zh");
    for (const std::string& key : zh.keys()) {
      const std::string_view text = zh.find(key);
      for (std::size_t i = 0; i < text.size();) {
        const utf8::CodePoint c = utf8::decode(text, i);
        if (c.value >= 0x2E80 && c.value <= 0xFFEF) cps.insert(c.value);
        i += c.length;
      }
    }
    std::vector<ImWchar> r;
    for (unsigned c : cps) {
      r.push_back(static_cast<ImWchar>(c));
      r.push_back(static_cast<ImWchar>(c));
    }
    r.push_back(0);
    return r;
  }();
  return ranges.data();
}

const Face* FaceNamed(const char* name) {
  for (const Face& f : kFaces)
    if (std::strcmp(f.name, name) == 0) return &f;
  return nullptr;
}

const ImFontConfig* BaseConfigOf(const ImFontAtlas* atlas, const ImFont* font) {
  for (const ImFontConfig& cfg : atlas->ConfigData)
    if (!cfg.MergeMode && cfg.DstFont == font) return &cfg;
  return nullptr;
}

bool HasConfig(const ImFontAtlas* atlas, const char* name) {
  for (const ImFontConfig& cfg : atlas->ConfigData)
    if (std::strcmp(cfg.Name, name) == 0) return true;
  return false;
}

// The size of a merged config whose base face is `base_px` large.
float MergedPixels(const char* name, float base_px) {
  if (std::strcmp(name, kMathName) == 0) return base_px * kMathRatio;
  if (std::strcmp(name, kScriptsName) == 0) return base_px * kScriptRatio;
  return base_px * kCjkRatio;  // the toggle glyphs and the CJK font
}

// Adds `data` (copied by the atlas) in merge mode to `font`, sized from its base face.
void Merge(ImFontAtlas* atlas, ImFont* font, float base_px, const void* data, std::size_t size,
           const char* name, const ImWchar* ranges) {
  ImFontConfig cfg;
  cfg.MergeMode = true;
  cfg.DstFont = font;
  cfg.FontDataOwnedByAtlas = false;  // the atlas copies the bytes (ImFontAtlas::AddFont)
  std::snprintf(cfg.Name, sizeof(cfg.Name), "%s", name);
  // No oversampling for the hanzi keeps the atlas (≈4,000 glyphs) small; the raster is at the
  // physical pixel size anyway.
  cfg.OversampleH = 1;
  cfg.OversampleV = 1;
  cfg.PixelSnapH = true;
  atlas->AddFontFromMemoryTTF(const_cast<void*>(data), static_cast<int>(size),
                              MergedPixels(name, base_px), &cfg, ranges);
}

// The bytes of a UI font: compiled in, or (the web's bold, mono and maths faces) fetched after the
// first frame; {nullptr, 0} while a fetched one has not arrived (or failed).
static_assert(UiFontFile_SansBold - 1 == static_cast<int>(LateFont::SansBold) &&
                  UiFontFile_Mono - 1 == static_cast<int>(LateFont::Mono) &&
                  UiFontFile_Math - 1 == static_cast<int>(LateFont::Math),
              "a late font's index is its UiFontFile's minus one");
EmbeddedFont FontBytes(UiFontFile file, const LateFonts* late) {
  if (kUiFonts[file].size > 0 || !late) return kUiFonts[file];
  const std::vector<unsigned char>& b = late->bytes(static_cast<LateFont>(file - 1));
  return {b.data(), static_cast<unsigned int>(b.size())};
}

// Adds the four faces at `scale` to an empty atlas, with Noto Sans Math merged into the sans ones.
// A face whose font is not there (yet) is drawn with Noto Sans, which is always compiled in.
void AddFaces(ImFontAtlas* atlas, float scale, const LateFonts* late) {
  const EmbeddedFont math = FontBytes(UiFontFile_Math, late);
  for (const Face& f : kFaces) {
    ImFontConfig cfg;
    cfg.FontDataOwnedByAtlas = false;  // compiled-in bytes: the atlas copies them
    cfg.OversampleH = 2;               // sub-pixel positions along the line
    cfg.OversampleV = 1;
    std::snprintf(cfg.Name, sizeof(cfg.Name), "%s", f.name);
    EmbeddedFont data = FontBytes(f.file, late);
    const bool own_font = data.size > 0;
    if (!own_font) data = kUiFonts[UiFontFile_Sans];
    ImFont* font = atlas->AddFontFromMemoryTTF(const_cast<unsigned char*>(data.data),
                                               static_cast<int>(data.size), f.base_px * scale, &cfg,
                                               kTextRanges);
    Merge(atlas, font, f.base_px * scale, data.data, data.size, kScriptsName, kScriptRanges);
    const bool has_operators = f.role == FontRole::Mono && own_font;  // Noto Sans Mono has them
    if (!has_operators && math.size > 0)
      Merge(atlas, font, f.base_px * scale, math.data, math.size, kMathName, kMathRanges);
  }
}

int FaceIndex(const ImFontAtlas* atlas, const ImFont* font) {
  for (int i = 0; i < atlas->Fonts.Size; ++i)
    if (atlas->Fonts[i] == font) return i;
  return -1;
}

// The characters of the downloaded CJK font a face takes. Lazily (the font's cmap was read):
// those the page drew in that face so far (app/page/cjk_glyph_set.h). Otherwise all of
// kCjkRanges for the body (and a face that is not ours, a test's default font), and only the
// Chinese table's characters for title, small and mono, which show UI strings.
static_assert(sizeof(ImWchar) == sizeof(std::uint16_t), "ImGui built with 16-bit ImWchar");
const ImWchar* CjkRangesFor(const ImFontAtlas* atlas, const ImFontConfig& base,
                            CjkGlyphSet& glyphs) {
  if (glyphs.lazy())
    return reinterpret_cast<const ImWchar*>(glyphs.ranges(FaceIndex(atlas, base.DstFont)));
  const Face* face = FaceNamed(base.Name);
  return !face || face->role == FontRole::Body ? kCjkRanges : ZhTableRanges();
}

// Merges a CJK font into every face; `glyphs` null: all of kCjkRanges (the toggle's font, a few
// dozen glyphs), otherwise the characters CjkRangesFor gives.
void MergeCjk(ImFontAtlas* atlas, const void* data, std::size_t size, const char* name,
              CjkGlyphSet* glyphs) {
  std::vector<std::pair<ImFont*, float>> bases;
  std::vector<const ImWchar*> ranges;
  for (const ImFontConfig& cfg : atlas->ConfigData) {
    if (cfg.MergeMode) continue;
    bases.emplace_back(cfg.DstFont, cfg.SizePixels);
    ranges.push_back(glyphs ? CjkRangesFor(atlas, cfg, *glyphs) : kCjkRanges);
  }
  for (std::size_t i = 0; i < bases.size(); ++i)
    Merge(atlas, bases[i].first, bases[i].second, data, size, name, ranges[i]);
}

// The glyph set grew: the CJK configs take its new ranges (the atlas is then built again).
void PointCjkConfigsAtRanges(ImFontAtlas* atlas, CjkGlyphSet& glyphs) {
  for (ImFontConfig& cfg : atlas->ConfigData)
    if (std::strcmp(cfg.Name, kCjkName) == 0)
      cfg.GlyphRanges =
          reinterpret_cast<const ImWchar*>(glyphs.ranges(FaceIndex(atlas, cfg.DstFont)));
}

// After a build, lazily: a placeholder in each face for every CJK character it lacks, as wide
// as the face's hanzi (the toggle font's 中, always merged).
void AddPlaceholders(ImFontAtlas* atlas, const CjkGlyphSet& glyphs) {
  if (!glyphs.lazy() || !HasConfig(atlas, kCjkName)) return;
  for (const ImFontConfig& cfg : atlas->ConfigData) {
    if (cfg.MergeMode) continue;
    const ImFontGlyph* zhong = cfg.DstFont->FindGlyphNoFallback(0x4E2D);
    const float advance = zhong ? zhong->AdvanceX : std::round(cfg.SizePixels * kCjkRatio);
    AddCjkPlaceholders(atlas, cfg.DstFont, FaceIndex(atlas, cfg.DstFont), advance, glyphs);
  }
}

// Before a full build: free space for the CJK characters drawn later (added in place,
// AddBatchInPlace), in cells as large as the body's hanzi: kFreeSpaceCells² once the CJK font is
// merged lazily (a few hundred characters over the faces, the smaller faces' taking less, the
// title's more); before the font has arrived kCellsBeforeCjk² (the English UI's Chinese presets,
// a few dozen characters, then go in place with the font, MergeCjkInPlace). Merged whole (not
// lazily), the font's characters are all in the atlas: no space.
constexpr int kFreeSpaceCells = 20;
constexpr int kCellsBeforeCjk = 8;
void ReserveCjkFreeSpace(ImFontAtlas* atlas, const CjkGlyphSet& glyphs) {
  const bool merged = HasConfig(atlas, kCjkName);
  if (merged && !glyphs.lazy()) return;
  for (const ImFontConfig& cfg : atlas->ConfigData) {
    const Face* face = cfg.MergeMode ? nullptr : FaceNamed(cfg.Name);
    if (!face || face->role != FontRole::Body) continue;
    const int cell = static_cast<int>(std::ceil(MergedPixels(kCjkName, cfg.SizePixels))) +
                     atlas->TexGlyphPadding;
    const int cells = merged ? kFreeSpaceCells : kCellsBeforeCjk;
    ReserveFreeSpace(atlas, cells * cell, cells * cell);
    return;
  }
}

// The batch's characters in place: each face's CJK config rasterises those it asks for that the
// face still draws as placeholders. False if one did not fit (or cannot be done in place).
bool AddBatchInPlace(ImFontAtlas* atlas, TexelRect* changed) {
  for (ImFontConfig& cfg : atlas->ConfigData) {
    if (std::strcmp(cfg.Name, kCjkName) != 0) continue;
    std::vector<unsigned> fresh;
    for (const ImWchar* r = cfg.GlyphRanges; r && r[0] && r[1]; r += 2)
      for (unsigned c = r[0]; c <= r[1]; ++c) {
        const ImFontGlyph* g = cfg.DstFont->FindGlyphNoFallback(static_cast<ImWchar>(c));
        if (!g || IsCjkPlaceholder(*g)) fresh.push_back(c);
      }
    if (!fresh.empty() && !AddGlyphsInPlace(atlas, cfg, fresh, changed)) return false;
  }
  return true;
}

// Each font's ConfigData pointing into atlas->ConfigData again, as a build leaves it (the
// first config of the font, and how many it has), after ConfigData grew (and moved).
void RepointFontConfigs(ImFontAtlas* atlas) {
  for (ImFont* font : atlas->Fonts) {
    font->ConfigData = nullptr;
    font->ConfigDataCount = 0;
    for (ImFontConfig& cfg : atlas->ConfigData) {
      if (cfg.DstFont != font) continue;
      if (!font->ConfigData) font->ConfigData = &cfg;
      ++font->ConfigDataCount;
    }
  }
}

// The downloaded CJK font merged without building the atlas again: its configs join the atlas
// (every later full build has them), the characters the page asked for so far are rasterised
// into the free space, and the font's other characters get placeholders. False if they did not
// all fit (the configs are merged anyway: the caller builds the atlas again).
bool MergeCjkInPlace(ImFontAtlas* atlas, const std::vector<unsigned char>& bytes,
                     CjkGlyphSet& glyphs, TexelRect* changed) {
  // ImFontAtlas::AddFont marks the texture stale and frees its CPU pixels: keep them.
  unsigned char* alpha = atlas->TexPixelsAlpha8;
  unsigned int* rgba = atlas->TexPixelsRGBA32;
  const bool colors = atlas->TexPixelsUseColors;
  atlas->TexPixelsAlpha8 = nullptr;
  atlas->TexPixelsRGBA32 = nullptr;
  MergeCjk(atlas, bytes.data(), bytes.size(), kCjkName, &glyphs);
  atlas->TexPixelsAlpha8 = alpha;
  atlas->TexPixelsRGBA32 = rgba;
  atlas->TexPixelsUseColors = colors;
  atlas->TexReady = true;
  RepointFontConfigs(atlas);
  if (!AddBatchInPlace(atlas, changed)) return false;
  AddPlaceholders(atlas, glyphs);
  return true;
}

// Builds the atlas again from scratch at `scale` with the faces `late` brought, the toggle glyphs
// and the CJK font (from the atlas's own copy of its bytes) merged as before.
void RebuildWithLateFaces(ImFontAtlas* atlas, float scale, const LateFonts& late,
                          CjkGlyphSet& glyphs) {
  std::vector<unsigned char> cjk;
  for (const ImFontConfig& cfg : atlas->ConfigData) {
    if (std::strcmp(cfg.Name, kCjkName) != 0) continue;
    const auto* bytes = static_cast<const unsigned char*>(cfg.FontData);
    cjk.assign(bytes, bytes + cfg.FontDataSize);
    break;
  }
  atlas->Clear();
  AddFaces(atlas, scale, &late);
  MergeCjk(atlas, kCjkToggleFont, kCjkToggleFontSize, kToggleName, nullptr);
  if (!cjk.empty()) MergeCjk(atlas, cjk.data(), cjk.size(), kCjkName, &glyphs);
}

// The raster scale of the atlas's last build: its body face's size over the role's base size.
float CurrentScale(const ImFontAtlas* atlas) {
  for (const ImFontConfig& cfg : atlas->ConfigData)
    if (const Face* f = FaceNamed(cfg.Name)) return cfg.SizePixels / f->base_px;
  return 1.0f;
}

// Rewrites every config's size for `scale` (base faces first, then the merged ones from them).
void Rescale(ImFontAtlas* atlas, float scale) {
  for (ImFontConfig& cfg : atlas->ConfigData)
    if (const Face* f = FaceNamed(cfg.Name); f && !cfg.MergeMode)
      cfg.SizePixels = f->base_px * scale;
  for (ImFontConfig& cfg : atlas->ConfigData) {
    if (!cfg.MergeMode) continue;
    if (const ImFontConfig* base = BaseConfigOf(atlas, cfg.DstFont))
      cfg.SizePixels = MergedPixels(cfg.Name, base->SizePixels);
  }
  atlas->ClearTexData();
}

}  // namespace

ImFont* Fonts::Get(FontRole role) {
  if (!ImGui::GetCurrentContext()) return nullptr;
  const ImFontAtlas* atlas = ImGui::GetIO().Fonts;
  for (const ImFontConfig& cfg : atlas->ConfigData) {
    const Face* f = cfg.MergeMode ? nullptr : FaceNamed(cfg.Name);
    if (f && f->role == role) return cfg.DstFont;
  }
  return nullptr;
}
ImFont* Fonts::Body() { return Get(FontRole::Body); }
ImFont* Fonts::Small() { return Get(FontRole::Small); }
ImFont* Fonts::Title() { return Get(FontRole::Title); }
ImFont* Fonts::Mono() { return Get(FontRole::Mono); }

float Fonts::BasePixels(FontRole role) {
  for (const Face& f : kFaces)
    if (f.role == role) return f.base_px;
  return kFaces[0].base_px;
}

void NoteTextShown(std::string_view utf8) {
  if (AppServices* services = CurrentServices()) services->cjk_font.note_text_shown(utf8);
}

bool FontHasGlyphs(std::string_view utf8) {
  const ImFont* font = ImGui::GetFont();
  for (std::size_t i = 0; i < utf8.size();) {
    const utf8::CodePoint c = utf8::decode(utf8, i);
    i += c.length;
    if (c.value == '\n') continue;
    if (!c.valid || c.value > 0xFFFF ||
        font->FindGlyphNoFallback(static_cast<ImWchar>(c.value)) == nullptr)
      return false;
  }
  return true;
}

AtlasUpdate RebuildFontAtlasIfNeeded(FontDownload& download, float raster_scale, LateFonts* late) {
  const float scale = std::clamp(std::isfinite(raster_scale) ? raster_scale : 1.0f, 0.5f, 8.0f);
  ImFontAtlas* atlas = ImGui::GetIO().Fonts;
  CjkGlyphSet& glyphs = download.glyphs();
  const bool had_texture = atlas->TexID != ImTextureID();
  bool changed = false;
  if (atlas->Fonts.empty()) {
    AddFaces(atlas, scale, late);
    changed = true;
  } else if (late && late->waiting_merge()) {
    RebuildWithLateFaces(atlas, scale, *late, glyphs);
    changed = true;
  } else if (std::fabs(CurrentScale(atlas) / scale - 1.0f) > 0.01f) {
    Rescale(atlas, scale);
    changed = true;
  }
  if (!HasConfig(atlas, kToggleName)) {
    MergeCjk(atlas, kCjkToggleFont, kCjkToggleFontSize, kToggleName, nullptr);
    changed = true;
  }
  // The CJK font, and then the characters the last frames drew as placeholders: added in place
  // when nothing else changed, else (or when the free space is full) one build for all. The
  // configs take them either way, so every later build has them.
  TexelRect patched;
  if (!download.pending().empty()) {
    if (!changed && atlas->IsBuilt() && glyphs.lazy()) {
      changed = !MergeCjkInPlace(atlas, download.pending(), glyphs, &patched);
    } else {
      MergeCjk(atlas, download.pending().data(), download.pending().size(), kCjkName, &glyphs);
      changed = true;
    }
    download.mark_merged();
  }
  if (late && late->waiting_merge()) late->mark_merged();  // (merged by the first build)
  if (glyphs.take_batch() && HasConfig(atlas, kCjkName)) {
    PointCjkConfigsAtRanges(atlas, glyphs);
    if (changed || !atlas->IsBuilt() || !AddBatchInPlace(atlas, &patched)) changed = true;
  }
  AtlasUpdate update;
  if (!changed) {
    if (had_texture) update.patched = patched;
    return update;
  }
  ReservePlaceholderPatch(atlas);
  ReserveCjkFreeSpace(atlas, glyphs);
  // As tall as its content: a power-of-two height would double the texture when the free space
  // tips it over (at a pixel ratio of 2: 1024×4096, not 1024×2336). WebGL 2 takes any size.
  atlas->Flags |= ImFontAtlasFlags_NoPowerOfTwoHeight;
  atlas->Build();
  AddPlaceholders(atlas, glyphs);
  update.rebuilt = had_texture;
  return update;
}

void NoteDrawnCjkGlyphs(FontDownload& download) {
  NoteDrawnPlaceholders(ImGui::GetDrawData(), download.glyphs());
}

AtlasUpdate ApplyPendingFonts(FontDownload& download) {
  const ImFontAtlas* atlas = ImGui::GetIO().Fonts;
  return RebuildFontAtlasIfNeeded(download, atlas->Fonts.empty() ? 1.0f : CurrentScale(atlas));
}

}  // namespace ap::ui
