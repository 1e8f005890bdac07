// UiHarness: runs the REAL AppUi headless (no GPU) — an ImGui context with a display size and a
// built font atlas, NewFrame / AppUi::Draw / Render per frame — and scripts input the way a user
// would: mouse moves, presses and drags at the rects the UI recorded in its widget registry
// (services.widgets, app/page/app_services.h), typed characters and key presses (ImGui 1.86's
// io.KeysDown/KeyMap). Each harness owns its ImGui context, session and services: tests share
// nothing.
#pragma once

#include "app/state/session.h"
#include "app/page/app_services.h"
#include "ui/app_ui.h"
#include "ui/fonts.h"

#include <gtest/gtest.h>
#include <imgui.h>

#include <initializer_list>
#include <string>
#include <vector>

namespace ap::ui::test {

// How many glyphs `draw_data` draws as a face's fallback "�" (U+FFFD): characters the atlas has
// no glyph for. A glyph's quad has one vertex at its (U0, V0), unique in the atlas. Faces whose
// fallback is not U+FFFD are not counted ("?" is real text); the body face's must be.
inline int ReplacementGlyphsDrawn(const ImDrawData* draw_data) {
  std::vector<ImVec2> fallback_uvs;
  for (const ImFont* font : ImGui::GetIO().Fonts->Fonts)
    if (font->FallbackGlyph && font->FallbackChar == 0xFFFD)
      fallback_uvs.emplace_back(font->FallbackGlyph->U0, font->FallbackGlyph->V0);
  EXPECT_FALSE(fallback_uvs.empty()) << "no face falls back to U+FFFD";
  int drawn = 0;
  for (int l = 0; l < draw_data->CmdListsCount; ++l)
    for (const ImDrawVert& v : draw_data->CmdLists[l]->VtxBuffer)
      for (const ImVec2& uv : fallback_uvs)
        if (v.uv.x == uv.x && v.uv.y == uv.y) ++drawn;
  return drawn;
}

class UiHarness {
 public:
  explicit UiHarness(float width = 1280.0f, float height = 800.0f) {
    ctx_ = ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.LogFilename = nullptr;
    io.DisplaySize = ImVec2(width, height);
    io.DeltaTime = 1.0f / 60.0f;
    for (int k = 0; k < ImGuiKey_COUNT; ++k) io.KeyMap[k] = k;  // KeysDown[k] is ImGuiKey k
    RebuildFontAtlasIfNeeded(services.cjk_font, 1.0f);  // the page's fonts, at 1 pixel per pixel
    unsigned char* pixels = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
    io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
    // Drawn values jump to new ones: tests compare pixels with exact values a frame after an
    // edit. ui_easing_test turns motion on to test the easing itself.
    services.motion = false;
    Frames(3);
  }
  ~UiHarness() { ImGui::DestroyContext(ctx_); }
  UiHarness(const UiHarness&) = delete;
  UiHarness& operator=(const UiHarness&) = delete;

  AppSession session;
  AppServices services;
  AppUi ui{services};

  void Frame() {
    ImGuiIO& io = ImGui::GetIO();
    io.DeltaTime = 1.0f / 60.0f;
    // The platform's step between frames, once the CJK font is in: the characters drawn before
    // (ui/fonts.h). (A test merges the font's bytes itself, with ApplyPendingFonts.)
    if (services.cjk_font.ready()) ApplyPendingFonts(services.cjk_font);
    services.widgets.begin_frame();
    ImGui::NewFrame();
    ui.Draw(session);
    ImGui::Render();
    NoteDrawnCjkGlyphs(services.cjk_font);
    ++frames_;
  }
  void Frames(int n) {
    for (int i = 0; i < n; ++i) Frame();
  }
  int frame_count() const { return frames_; }

  bool Has(const std::string& id) const { return services.widgets.find(id, nullptr); }
  // Whether the last frame drew every one of `ids` / none of them; a failure names the others.
  ::testing::AssertionResult HasAll(std::initializer_list<std::string> ids) const {
    return Drawn(ids, true);
  }
  ::testing::AssertionResult HasNone(std::initializer_list<std::string> ids) const {
    return Drawn(ids, false);
  }
  // The rect the UI recorded for `id` in the last frame (a test failure, and an empty rect, if
  // there is none).
  WidgetRect Rect(const std::string& id) const {
    WidgetRect r;
    EXPECT_TRUE(services.widgets.find(id, &r)) << "no widget rect recorded for " << id;
    return r;
  }
  ImVec2 Center(const std::string& id) const {
    WidgetRect r;
    EXPECT_TRUE(services.widgets.find(id, &r)) << "no widget rect recorded for " << id;
    return ImVec2(r.x + r.w * 0.5f, r.y + r.h * 0.5f);
  }

  // The translation service reads the shipped model files (as the page fetches them).
  void UseShippedModels() {
    services.translation.set_fetcher(
        TranslationService::read_files_from(AP_ASSETS_DIR "/..", &services.translation));
  }
  // Opens `tab` (an edit of the state) and draws it.
  void Open(Tab tab) {
    session.edit([tab](AppState& s) { s.view.tab = tab; });
    Frames(3);
  }

  void MoveTo(ImVec2 p) {
    ImGui::GetIO().MousePos = p;
    Frame();
  }
  // Press and release at p without moving (a click), then let the UI settle.
  void Click(ImVec2 p) {
    ImGuiIO& io = ImGui::GetIO();
    MoveTo(p);
    io.MouseDown[0] = true;
    Frame();
    io.MouseDown[0] = false;
    Frame();
    Frames(2);
  }
  void Click(const std::string& id) { Click(Center(id)); }
  // Press at `from`, move to `to` in `steps` frames, release: one continuous drag.
  void Drag(ImVec2 from, ImVec2 to, int steps = 10) {
    ImGuiIO& io = ImGui::GetIO();
    MoveTo(from);
    io.MouseDown[0] = true;
    Frame();
    for (int i = 1; i <= steps; ++i) {
      const float t = static_cast<float>(i) / static_cast<float>(steps);
      io.MousePos = ImVec2(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t);
      Frame();
    }
    io.MouseDown[0] = false;
    Frame();
    Frames(2);
  }
  void Type(const char* text) {
    ImGui::GetIO().AddInputCharactersUTF8(text);
    Frame();
  }
  void Press(ImGuiKey key, bool ctrl = false, bool shift = false) {
    ImGuiIO& io = ImGui::GetIO();
    io.KeyCtrl = ctrl;
    io.KeyShift = shift;
    io.KeysDown[key] = true;
    Frame();
    io.KeysDown[key] = false;
    Frame();
    io.KeyCtrl = false;
    io.KeyShift = false;
    Frame();
  }
  // Click a number cell, type into it and press Enter.
  void TypeIntoCell(const std::string& id, const char* text) {
    Click(id);
    Type(text);
    Press(ImGuiKey_Enter);
    Frames(2);
  }

 private:
  ::testing::AssertionResult Drawn(std::initializer_list<std::string> ids, bool drawn) const {
    std::string others;
    for (const std::string& id : ids)
      if (Has(id) != drawn) others += " " + id;
    if (others.empty()) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << (drawn ? "not drawn:" : "drawn:") << others;
  }

  ImGuiContext* ctx_ = nullptr;
  int frames_ = 0;
};

}  // namespace ap::ui::test
