// The CJK font's lazy glyphs (app/page/cjk_glyph_set.h, ui/cjk_placeholders.h) in the real
// AppUi: the atlas rasterises the Chinese characters the page draws, a few at a time, and the
// screen shows each of them as a real glyph a frame or a few after it first appears.
#include "ui_harness.h"

#include <gtest/gtest.h>
#include <imgui.h>

#include <fstream>
#include <iterator>
#include <string>

namespace ap::ui::test {
namespace {

// Vertices of placeholder quads in the last frame: characters drawn before the atlas has them.
int PlaceholderVerticesDrawn() {
  const ImDrawData* data = ImGui::GetDrawData();
  int n = 0;
  for (int l = 0; l < data->CmdListsCount; ++l)
    for (const ImDrawVert& v : data->CmdLists[l]->VtxBuffer) n += v.uv.y >= 2.0f ? 1 : 0;
  return n;
}

// Rasterised CJK glyphs (U+2E80 and up, placeholders left out) over the atlas's faces.
int CjkGlyphsInAtlas() {
  int n = 0;
  for (const ImFont* font : ImGui::GetIO().Fonts->Fonts)
    for (const ImFontGlyph& g : font->Glyphs) n += g.Codepoint >= 0x2E80 && g.V0 < 2.0f ? 1 : 0;
  return n;
}

bool BodyHasGlyph(char32_t c) {
  const ImFontGlyph* g = Fonts::Body()->FindGlyphNoFallback(static_cast<ImWchar>(c));
  return g != nullptr && g->V0 < 2.0f;
}

// Twelve frames (a new tab's windows appear from their second); returns how many drew
// placeholders, and checks that the last drew none and left nothing waiting.
int FramesWithPlaceholders(UiHarness& h) {
  int with_placeholders = 0;
  for (int i = 0; i < 12; ++i) {
    h.Frame();
    if (PlaceholderVerticesDrawn() > 0) ++with_placeholders;
  }
  EXPECT_EQ(PlaceholderVerticesDrawn(), 0);
  EXPECT_FALSE(h.services.cjk_font.glyphs().has_waiting());
  return with_placeholders;
}

// The benchmark's case: the English UI's first visit to the painting and self-attention tabs.
TEST(CjkLazyGlyphs, TheEnglishUiRasterisesOnlyThePresetsCharacters) {
  UiHarness h;
  const int toggle_glyphs = CjkGlyphsInAtlas();  // 中文 and the loading message, every face
  h.session.edit([](AppState& s) {
    s.view.tab = Tab::Self;  // its preset 研表究明
    s.demos.self_sentence = "研表究明";
  });
  h.Frame();                               // asks for the font (natively read at once)
  ApplyPendingFonts(h.services.cjk_font);  // the platform's step between frames: merged
  ASSERT_TRUE(h.services.cjk_font.ready()) << h.services.cjk_font.error();
  EXPECT_EQ(CjkGlyphsInAtlas(), toggle_glyphs);  // none of the font's 3,929 yet
  EXPECT_LE(FramesWithPlaceholders(h), 1);       // blank for one frame at most
  for (char32_t c : std::u32string(U"研表究明")) EXPECT_TRUE(BodyHasGlyph(c));
  EXPECT_EQ(ReplacementGlyphsDrawn(ImGui::GetDrawData()), 0);
  const int after_self = CjkGlyphsInAtlas() - toggle_glyphs;
  EXPECT_GE(after_self, 4);
  EXPECT_LT(after_self, 40);  // a few dozen at most, where the whole font put ~6,000 in the atlas
  // The atlas is small: the whole font made it 1024×2048 at this scale.
  EXPECT_LE(ImGui::GetIO().Fonts->TexHeight, 1024);

  // Nothing new on screen: no more builds.
  const std::size_t requested = h.services.cjk_font.glyphs().requested_count(0);
  h.Frames(10);
  EXPECT_FALSE(h.services.cjk_font.glyphs().has_waiting());
  EXPECT_EQ(h.services.cjk_font.glyphs().requested_count(0), requested);

  // The painting's preset adds its own characters.
  h.session.edit([](AppState& s) {
    s.view.tab = Tab::Painting;
    s.demos.painting_query = "圣母和孩子";
  });
  EXPECT_LE(FramesWithPlaceholders(h), 1);
  for (char32_t c : std::u32string(U"圣母和孩子")) EXPECT_TRUE(BodyHasGlyph(c));
}

TEST(CjkLazyGlyphs, TheChineseUiIsWholeAFewFramesAfterItsFirst) {
  UiHarness h;
  h.session.edit([](AppState& s) { s.view.language = "zh"; });
  h.Frame();  // requests the font; this frame is still English
  ApplyPendingFonts(h.services.cjk_font);
  ASSERT_TRUE(h.services.cjk_font.ready()) << h.services.cjk_font.error();
  EXPECT_LE(FramesWithPlaceholders(h), CjkGlyphSet::kFramesBetweenBatches + 1);
  EXPECT_EQ(ReplacementGlyphsDrawn(ImGui::GetDrawData()), 0);
  // Every tab, in Chinese: each one's new characters within a frame or two of its first.
  for (Tab tab : {Tab::Tour, Tab::Painting, Tab::Lab, Tab::Self, Tab::Translate, Tab::Explain}) {
    h.session.edit([tab](AppState& s) { s.view.tab = tab; });
    // (A window that appears in a later frame may wait out the gap between two builds.)
    EXPECT_LE(FramesWithPlaceholders(h), CjkGlyphSet::kFramesBetweenBatches + 1)
        << static_cast<int>(tab);
    EXPECT_EQ(PlaceholderVerticesDrawn(), 0) << static_cast<int>(tab);
  }
}

}  // namespace
}  // namespace ap::ui::test
