// The Chinese UI, headless (no GPU): the language follows state.view.language once the CJK font
// is in ImGui's atlas; the font subset covers every character of zh.json and GB2312 level 1;
// the compiled-in toggle font shows "中文" before the big font; the tour panel runs every step in
// both languages; TextWrappedCjk never draws a line wider than the region.
#include "app/page/app_services.h"
#include "app/i18n.h"
#include "app/state/session.h"
#include "app/demos/tour_math.h"
#include "core/utf8.h"
#include "ui/fonts.h"
#include "ui/i18n.h"
#include "ui/tabs/tour_tab.h"
#include "ui/ui_services.h"
#include "ui/widgets/wrapped_text.h"

#include <gtest/gtest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <fstream>
#include <iterator>
#include <sstream>
#include <string>

namespace {

// A fresh ImGui context with a built atlas, as the platform sets it up, and this test's own
// AppServices (font download, display language) installed in it as AppUi::Draw does.
class HeadlessUi : public ::testing::Test {
 protected:
  void SetUp() override { CreateUiContext(&services_); }
  // A new current ImGui context for the UI of `services`.
  static ImGuiContext* CreateUiContext(ap::AppServices* services) {
    ImGuiContext* context = ImGui::CreateContext();
    ImGui::SetCurrentContext(context);  // CreateContext keeps an existing current context
    ap::ui::InstallServices(services);
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.DisplaySize = ImVec2(1280, 800);
    io.DeltaTime = 1.0f / 60.0f;
    ap::ui::ApplyPendingFonts(services->cjk_font);  // the UI fonts + the toggle glyphs, built
    unsigned char* pixels;
    int w, h;
    io.Fonts->GetTexDataAsAlpha8(&pixels, &w, &h);
    return context;
  }
  void TearDown() override { ImGui::DestroyContext(); }
  // One frame drawing fn inside a window, after SyncLanguage like AppUi::Draw.
  template <class F>
  void Frame(const ap::AppState& state, F&& fn) {
    ap::ui::ApplyPendingFonts(services_.cjk_font);
    ImGui::NewFrame();
    ap::ui::SyncLanguage(state, services_);
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(900, 780));
    ImGui::Begin("test");
    fn();
    ImGui::End();
    ImGui::Render();
    ap::ui::NoteDrawnCjkGlyphs(services_.cjk_font);
  }
  // A rasterised glyph, not a placeholder (ui/cjk_placeholders.h: texture coordinates ≥ 2).
  static bool HasGlyph(unsigned int c, const ImFont* font = nullptr) {
    if (!font) font = ImGui::GetIO().Fonts->Fonts[0];
    const ImFontGlyph* g = font->FindGlyphNoFallback(static_cast<ImWchar>(c));
    return g != nullptr && g->V0 < 2.0f;
  }
  // Draws each character of `text` in `font` at the top left, on the foreground draw list, so
  // that none is clipped away: the atlas then rasterises those it lacks.
  static void DrawCharacters(ImFont* font, const std::u32string& text) {
    ImDrawList* list = ImGui::GetForegroundDrawList();
    for (char32_t c : text) {
      const std::string s = ap::utf8::encode(c);
      list->AddText(font, font->FontSize, ImVec2(0, 0), IM_COL32_WHITE, s.c_str());
    }
  }
  // Frames of `state` drawing fn until no character drawn waits for the atlas (at most 20).
  template <class F>
  int FramesUntilRasterised(const ap::AppState& state, F&& fn) {
    int frames = 0;
    do {
      Frame(state, fn);
    } while (services_.cjk_font.glyphs().has_waiting() && ++frames < 20);
    return frames;
  }
  // Two frames of a Chinese state: the font is requested, then merged. True once it is ready.
  bool ShowChinese() {
    ap::AppState zh;
    zh.view.language = "zh";
    Frame(zh, [] {});
    Frame(zh, [] {});
    return FontReady();
  }
  ap::CjkFontStatus FontStatus() const { return services_.cjk_font.status(); }
  bool FontReady() const { return services_.cjk_font.ready(); }
  const std::string& FontError() const { return services_.cjk_font.error(); }

  ap::AppServices services_;
};

std::u32string Utf32(const std::string& s) {
  std::u32string out;
  for (std::size_t i = 0; i < s.size();) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    int n = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    char32_t cp = n == 1 ? c : c & (0xFF >> (n + 1));
    for (int k = 1; k < n; ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    out += cp;
    i += static_cast<std::size_t>(n);
  }
  return out;
}

TEST_F(HeadlessUi, ToggleGlyphsPresentBeforeTheBigFont) {
  EXPECT_TRUE(HasGlyph(U'中'));
  EXPECT_TRUE(HasGlyph(U'文'));
  EXPECT_FALSE(HasGlyph(U'注'));  // only the toggle's few glyphs so far
  EXPECT_EQ(FontStatus(), ap::CjkFontStatus::NotRequested);
}

TEST_F(HeadlessUi, EnglishStateNeverRequestsTheFont) {
  ap::AppState state;  // language "en", tab "lab", English labels
  for (int i = 0; i < 5; ++i) Frame(state, [] {});
  EXPECT_EQ(FontStatus(), ap::CjkFontStatus::NotRequested);
  EXPECT_STREQ(ap::ui::DisplayLanguage(), "en");
  EXPECT_STREQ(ap::ui::Tr("tab.tour", "Tour"), "Tour");
}

TEST_F(HeadlessUi, ChineseStateLoadsFontThenSwitches) {
  ap::AppState state;
  state.view.language = "zh";
  Frame(state, [] {});
  // Requested this frame; the glyphs are merged between frames, so this frame stays English.
  EXPECT_NE(FontStatus(), ap::CjkFontStatus::NotRequested);
  EXPECT_STREQ(ap::ui::DisplayLanguage(), "en");
  Frame(state, [] {});
  ASSERT_TRUE(FontReady()) << FontError();
  EXPECT_STREQ(ap::ui::DisplayLanguage(), "zh");
  EXPECT_STREQ(ap::ui::Tr("tab.tour", "Tour"), "导览");
  // Back to English: immediate, the font stays.
  state.view.language = "en";
  Frame(state, [] {});
  EXPECT_STREQ(ap::ui::Tr("tab.tour", "Tour"), "Tour");
}

TEST_F(HeadlessUi, FontCoversEveryChineseStringAndGb2312Level1) {
  ap::AppState state;
  state.view.language = "zh";
  Frame(state, [] {});
  Frame(state, [] {});
  ASSERT_TRUE(FontReady()) << FontError();
  const auto& zh = ap::i18n::table("zh");
  // The atlas rasterises what is drawn: draw every string and the spot checks below.
  const std::u32string spot_checks = U"啊座研究表明注意力机制翻译母亲孩子驴牛";
  FramesUntilRasterised(state, [&] {
    for (const auto& k : zh.keys()) DrawCharacters(ImGui::GetFont(), Utf32(zh.find(k)));
    DrawCharacters(ImGui::GetFont(), spot_checks + Utf32(state.demos.self_sentence));
  });
  int checked = 0;
  for (const auto& k : zh.keys())
    for (char32_t c : Utf32(zh.find(k))) {
      EXPECT_TRUE(HasGlyph(static_cast<unsigned int>(c)))
          << "no glyph for U+" << std::hex << static_cast<unsigned>(c) << " in " << k;
      ++checked;
    }
  EXPECT_GT(checked, 1000);
  // GB2312 level 1 = rows 16..55; spot checks of its first and last hanzi and some in between.
  for (char32_t c : spot_checks)
    EXPECT_TRUE(HasGlyph(static_cast<unsigned int>(c))) << std::hex << static_cast<unsigned>(c);
  // The demo's preset sentence.
  for (char32_t c : Utf32(state.demos.self_sentence))
    EXPECT_TRUE(HasGlyph(static_cast<unsigned int>(c)));
}

// Every face of the atlas (ui/fonts.h) has a real glyph for every character of the English
// table BEFORE the CJK font arrives (English never waits for it; the formulas' ᵢ ⱼ ᵀ Σ √ τ come
// from the compiled-in Noto fonts), except the hanzi the self-attention intro quotes; and for
// every character of the Chinese table once it has arrived.
TEST_F(HeadlessUi, EveryFaceHasEveryGlyphOfBothTables) {
  using ap::ui::Fonts;
  const std::pair<const char*, ImFont*> faces[] = {{"body", Fonts::Body()},
                                                   {"small", Fonts::Small()},
                                                   {"title", Fonts::Title()},
                                                   {"mono", Fonts::Mono()}};
  const auto check = [&](const char* lang, bool skip_cjk) {
    const auto& table = ap::i18n::table(lang);
    int checked = 0;
    for (const auto& [name, font] : faces) {
      ASSERT_NE(font, nullptr) << name;
      for (const auto& k : table.keys())
        for (char32_t c : Utf32(table.find(k))) {
          if (c == U'\n' || (skip_cjk && ap::i18n::needs_cjk_font(ap::utf8::encode(c)))) continue;
          EXPECT_TRUE(HasGlyph(c, font)) << name << ": no glyph for U+" << std::hex
                                         << static_cast<unsigned>(c) << " in " << lang << " " << k;
          ++checked;
        }
    }
    EXPECT_GT(checked, 4000) << lang;
  };
  check("en", true);
  for (char32_t c : std::u32string(U"ᵢⱼᵀΣ√τ→≤∈×·‖²"))
    EXPECT_NE(Fonts::Body()->FindGlyphNoFallback(static_cast<ImWchar>(c)), nullptr);
  ASSERT_TRUE(ShowChinese()) << FontError();
  ap::AppState zh;
  zh.view.language = "zh";
  FramesUntilRasterised(zh, [&] {  // every face draws every string once
    for (const auto& face : faces)
      for (const auto& k : ap::i18n::table("zh").keys())
        DrawCharacters(face.second, Utf32(ap::i18n::table("zh").find(k)));
  });
  check("zh", false);
}

TEST_F(HeadlessUi, ChineseInTheOpenTabRequestsTheFontInTheEnglishUi) {
  ap::AppState state;
  state.view.tab = ap::Tab::Self;  // shows demos.self_sentence = "研表究明"
  Frame(state, [] {});
  EXPECT_NE(FontStatus(), ap::CjkFontStatus::NotRequested);
  Frame(state, [] {});
  EXPECT_TRUE(FontReady());
  EXPECT_STREQ(ap::ui::DisplayLanguage(), "en");  // glyphs yes, UI language unchanged
}

TEST_F(HeadlessUi, BadFontBytesFailWithAMessageAndKeepEnglish) {
  services_.cjk_font.set_fetcher([this] {
    const char html[] = "<!doctype html><title>404</title>";
    services_.cjk_font.provide(html, sizeof(html));
  });
  ap::AppState state;
  state.view.language = "zh";
  Frame(state, [] {});
  Frame(state, [] {});
  EXPECT_EQ(FontStatus(), ap::CjkFontStatus::Failed);
  EXPECT_NE(FontError().find("not a TrueType"), std::string::npos);
  EXPECT_STREQ(ap::ui::DisplayLanguage(), "en");
}

TEST_F(HeadlessUi, RetryAfterAFailedDownloadLoadsTheFont) {
  int fetches = 0;
  services_.cjk_font.set_fetcher([this, &fetches] {
    if (++fetches == 1) {
      services_.cjk_font.fail("network down");
      return;
    }
    std::ifstream in(std::string(AP_ASSETS_DIR) + "/fonts/cjk-subset.ttf", std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    services_.cjk_font.provide(bytes.data(), bytes.size());
  });
  ap::AppState state;
  state.view.language = "zh";
  Frame(state, [] {});
  Frame(state, [] {});  // a failure is final until the user asks again
  EXPECT_EQ(FontStatus(), ap::CjkFontStatus::Failed);
  EXPECT_EQ(FontError(), "network down");
  EXPECT_EQ(fetches, 1);
  services_.cjk_font.retry();  // the toggle's Retry button
  Frame(state, [] {});
  EXPECT_EQ(fetches, 2);
  ASSERT_TRUE(FontReady()) << FontError();
  EXPECT_STREQ(ap::ui::DisplayLanguage(), "zh");
  FramesUntilRasterised(state, [] { DrawCharacters(ImGui::GetFont(), U"注"); });
  EXPECT_TRUE(HasGlyph(U'注'));
}

TEST_F(HeadlessUi, TheMergedFontSurvivesALaterAtlasRebuild) {
  ASSERT_TRUE(ShowChinese()) << FontError();
  ap::AppState zh;
  zh.view.language = "zh";
  FramesUntilRasterised(zh, [] { DrawCharacters(ImGui::GetFont(), U"注"); });
  // Another panel adds a font later: the atlas rebuilds from every config, the hanzi included
  // (the download dropped its bytes once merged, so the atlas must hold its own copy).
  ImFontConfig heading;
  heading.SizePixels = 20.0f;
  ImGui::GetIO().Fonts->AddFontDefault(&heading);
  ASSERT_TRUE(ImGui::GetIO().Fonts->Build());
  EXPECT_TRUE(HasGlyph(U'注'));
  EXPECT_TRUE(services_.cjk_font.pending().empty());
}

TEST_F(HeadlessUi, TwoUisInOneProcessShareNothing) {
  ASSERT_TRUE(ShowChinese()) << FontError();
  ASSERT_STREQ(ap::ui::Tr("tab.tour", "Tour"), "导览");

  // A second UI: its own ImGui context and services, English, no font requested.
  ImGuiContext* first = ImGui::GetCurrentContext();
  ap::AppServices other;
  ImGuiContext* second = CreateUiContext(&other);
  ImGui::NewFrame();
  const ap::AppState english;
  ap::ui::SyncLanguage(english, other);
  EXPECT_STREQ(ap::ui::Tr("tab.tour", "Tour"), "Tour");
  EXPECT_EQ(other.cjk_font.status(), ap::CjkFontStatus::NotRequested);
  ImGui::Render();
  ImGui::DestroyContext(second);

  ImGui::SetCurrentContext(first);
  EXPECT_STREQ(ap::ui::DisplayLanguage(), "zh");  // the first UI is untouched
  EXPECT_STREQ(ap::ui::Tr("tab.tour", "Tour"), "导览");
}

TEST_F(HeadlessUi, TourRunsEveryStepInBothLanguages) {
  ap::AppSession session;
  ap::ui::TourTab tour(services_);
  for (const char* lang : {"en", "zh"}) {
    for (int step = 0; step < ap::tour::kStepCount; ++step) {
      ap::AppState next = session.state();
      next.view.tab = ap::Tab::Tour;
      next.view.language = lang;
      next.demos.tour_step = step;
      ASSERT_TRUE(session.replace(next, false));
      for (int f = 0; f < 3; ++f) Frame(session.state(), [&] { tour.Draw(session); });
      EXPECT_EQ(session.state().demos.tour_step, step);
    }
  }
  EXPECT_STREQ(ap::ui::DisplayLanguage(), "zh");
}

TEST_F(HeadlessUi, WrappedChineseStaysInsideTheRegion) {
  ap::AppState state;
  state.view.language = "zh";
  Frame(state, [] {});
  Frame(state, [] {});
  const char* body = ap::ui::Tr("tour.step1.body", "x");
  float max_right = 0.0f, region_right = 0.0f;
  int lines = 0;
  Frame(state, [&] {
    ImGui::BeginChild("narrow", ImVec2(300, 600));
    region_right = ImGui::GetCursorScreenPos().x + ImGui::GetContentRegionAvail().x;
    const float y0 = ImGui::GetCursorPosY();
    ap::ui::TextWrappedCjk(body);
    lines = static_cast<int>((ImGui::GetCursorPosY() - y0) / ImGui::GetTextLineHeightWithSpacing() +
                             0.5f);
    max_right = ImGui::GetCurrentWindow()->DC.CursorMaxPos.x;  // right edge of every line drawn
    ImGui::EndChild();
  });
  EXPECT_GT(lines, 3);  // a long paragraph in 300 px: several lines
  // ImGui rounds each line's width up to a whole pixel (CalcTextSize), hence the 1 px slack; a
  // line that really overflowed would stick out by at least one glyph (> 10 px).
  EXPECT_LE(max_right, region_right + 1.0f);
}

}  // namespace
