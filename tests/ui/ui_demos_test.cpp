// Headless UI tests of the demos tabs (painting, self-attention, multi-head): the real AppUi runs
// frames with each tab open, typing into the query field changes the state, presets and controls
// go through session.edit, and a hundred frames of hovering over the views do not crash or
// change the state. The rendered pictures (screenshot.h) must show the computed weights: the
// painting's parts lit by their attention, each heatmap cell in the weight map's colour. Widget
// rects come from the registry (RecordItem names in the panels).
#include "screenshot.h"
#include "ui_harness.h"

#include "app/demos/demo_runs.h"
#include "core/demos/painting_query.h"
#include "core/demos/self_attention_text.h"
#include "ui/palette.h"
#include "ui/widgets/text_with_presets.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>

namespace ap::ui::test {
namespace {

void Open(UiHarness& h, const char* name) {
  Tab tab = Tab::Lab;
  ASSERT_TRUE(enum_from_name(name, &tab)) << name;
  h.session.edit([tab](AppState& s) { s.view.tab = tab; });
  h.Frames(3);
}

TEST(UiDemos, PaintingQueryIsTypedAndShown) {
  UiHarness h;
  Open(h, "painting");
  ASSERT_TRUE(h.Has("painting/query"));
  ASSERT_TRUE(h.Has("painting/picture"));
  h.Click("painting/query");
  h.Press(ImGuiKey_End);
  for (int i = 0; i < 20; ++i) h.Press(ImGuiKey_Backspace);
  h.Type("animals");
  h.Frames(2);
  EXPECT_EQ(h.session.state().demos.painting_query, "animals");
  // Hover across the picture: tooltips, no state change.
  const std::string link = h.session.link();
  const ImVec2 c = h.Center("painting/picture");
  for (int i = 0; i < 60; ++i) h.MoveTo(ImVec2(c.x - 150 + 5 * i, c.y + 40));
  EXPECT_EQ(h.session.link(), link);
}

TEST(UiDemos, SelfAttentionTabShowsTheSentenceAndTogglesPe) {
  UiHarness h;
  Open(h, "self");
  ASSERT_TRUE(h.Has("self/sentence"));
  ASSERT_TRUE(h.Has("self/heatmap"));
  ASSERT_TRUE(h.Has("self/head_view"));
  const bool pe = h.session.state().demos.positional_encoding;
  h.Click("self/pe");
  EXPECT_EQ(h.session.state().demos.positional_encoding, !pe);
  const ImVec2 v = h.Center("self/head_view");
  for (int i = 0; i < 40; ++i) h.MoveTo(ImVec2(v.x - 100, v.y - 40 + 2 * i));
  h.Frames(100);
}

TEST(UiDemos, MultiHeadRandomiseIsSeededAndUndoable) {
  UiHarness h;
  Open(h, "heads");
  ASSERT_TRUE(h.Has("heads/randomise"));
  const auto seed = h.session.state().demos.head_seed;
  h.Click("heads/randomise");
  EXPECT_EQ(h.session.state().demos.head_source, demos::HeadSource::Random);
  EXPECT_EQ(h.session.state().demos.head_seed, seed + 1);
  h.Frames(30);
  ASSERT_TRUE(h.session.undo());
  EXPECT_EQ(h.session.state().demos.head_source, demos::HeadSource::WordMemory);
  // Bad combinations give a message, not a crash.
  h.session.edit([](AppState& s) {
    s.demos.heads = 8;
    s.demos.d_model = 8;
  });
  h.Frames(10);
  for (const char* tab : {"self", "heads", "painting"}) Open(h, tab);
}

// The painting: each part is drawn in its colour dimmed by attention, k = 0.18 + 0.82·√(w / w_max)
// (painting_tab.cpp), so the pixels inside a part must show the weight the core computed.
Rgb LitColour(float r, float g, float b, float weight, float wmax) {
  const float k = 0.18f + 0.82f * std::sqrt(std::max(weight, 0.0f) / wmax);
  return RgbOf(ImGui::ColorConvertFloat4ToU32(ImVec4(r * k, g * k, b * k, 1.0f)));
}

TEST(UiDemos, PaintingPartsAreLitByTheComputedWeights) {
  for (const char* query : {"animals", "mother and child"}) {
    UiHarness h(1280, 800);
    h.session.edit([query](AppState& s) {
      s.view.tab = Tab::Painting;
      s.demos.painting_query = query;
    });
    h.Frames(3);
    const Shot shot = Shoot((std::string("demos_painting_") + query).c_str());
    const DemoState& d = h.session.state().demos;
    const demos::PaintingResult r = demos::run_painting_query(
        d.painting_query, painting_score_function(d), d.painting_temperature);
    const Vec& w = r.attention.weights;
    const float wmax = std::max(w.maxCoeff(), 1e-6f);
    WidgetRect pic;
    ASSERT_TRUE(h.services.widgets.find("painting/picture", &pic));
    // The white cross-hair marks where the gaze settles (the output's x, y): skip points near it.
    const ImVec2 gaze(pic.x + r.attention.output(3) * pic.w, pic.y + r.attention.output(4) * pic.h);
    struct Probe {
      const char* name;
      int part;
      float x, y;     // inside the part, in picture fractions
      float r, g, b;  // the part's colour there
    };
    const Probe probes[] = {{"ox", demos::kOx, 0.93f, 0.555f, 0.66f, 0.45f, 0.28f},
                            {"donkey", demos::kDonkey, 0.74f, 0.52f, 0.55f, 0.53f, 0.5f},
                            {"madonna", demos::kMadonna, 0.40f, 0.80f, 0.2f, 0.3f, 0.7f},
                            {"landscape", demos::kLandscape, 0.85f, 0.95f, 0.5f, 0.42f, 0.3f}};
    int checked = 0;
    for (const Probe& p : probes) {
      const ImVec2 at(pic.x + p.x * pic.w, pic.y + p.y * pic.h);
      if (std::hypot(at.x - gaze.x, at.y - gaze.y) < 16.0f) continue;
      const Rgb want = LitColour(p.r, p.g, p.b, w(p.part), wmax);
      EXPECT_PRED3(Near, shot.At(at.x, at.y), want, 3)
          << query << ": " << p.name << " (weight " << w(p.part) << ") is " << shot.At(at.x, at.y)
          << ", expected " << want;
      ++checked;
    }
    EXPECT_GE(checked, 3) << query;
  }
}

// A weight heatmap drawn by the Heatmap widget with per-cell names "<prefix>r/c": every cell
// is filled with viridis at its weight (sampled at the cell's right edge, clear of the printed
// number), and within each row a clearly larger weight is drawn clearly brighter.
void ExpectHeatmapShows(const UiHarness& h, const Shot& shot, const std::string& prefix,
                        const Mat& W, const std::string& what) {
  const int n = static_cast<int>(W.rows());
  ASSERT_GT(n, 1) << what;
  auto at = [&](int r, int c) {
    WidgetRect cell;
    EXPECT_TRUE(
        h.services.widgets.find(prefix + std::to_string(r) + "/" + std::to_string(c), &cell))
        << what << ": no cell " << r << "," << c;
    return shot.At(cell.x + cell.w - 2.0f, cell.y + cell.h * 0.5f);
  };
  int pairs = 0;
  for (int r = 0; r < n; ++r)
    for (int a = 0; a < n; ++a) {
      EXPECT_PRED3(Near, at(r, a), RgbOf(WeightColor(W(r, a))), 3)
          << what << ": cell " << r << "," << a << " weight " << W(r, a);
      for (int b = 0; b < n; ++b)
        if (W(r, a) > W(r, b) + 0.1f) {
          EXPECT_GT(at(r, a).Sum(), at(r, b).Sum() + 10)
              << what << ": row " << r << ", weight " << W(r, a) << " at column " << a
              << " is not brighter than " << W(r, b) << " at column " << b;
          ++pairs;
        }
    }
  EXPECT_GT(pairs, 0) << what << ": no pair of clearly different weights to compare";
}

// The self-attention run the open demo tab shows, computed again from the session's state.
demos::SelfAttentionRun SelfAttentionOfState(const UiHarness& h) {
  const DemoState& d = h.session.state().demos;
  return demos::run_self_attention(d.self_sentence, self_attention_config(d));
}

TEST(UiDemos, SelfAttentionHeatmapFollowsTheMeanWeights) {
  UiHarness h(1280, 800);
  Open(h, "self");
  const Shot shot = Shoot("demos_self");
  const demos::SelfAttentionRun run = SelfAttentionOfState(h);
  ASSERT_TRUE(run.error.empty()) << run.error;
  ASSERT_TRUE(h.Has("self/heatmap"));
  ExpectHeatmapShows(h, shot, "self/cell/", run.mean_weights, "self-attention heatmap");
}

TEST(UiDemos, MultiHeadPatternsFollowEachHeadsWeights) {
  UiHarness h(1280, 800);
  Open(h, "heads");
  const Shot shot = Shoot("demos_heads");
  const demos::SelfAttentionRun run = SelfAttentionOfState(h);
  ASSERT_TRUE(run.error.empty()) << run.error;
  ASSERT_GE(run.result.weights.size(), 2u);
  for (std::size_t k = 0; k < run.result.weights.size(); ++k) {
    const std::string id = "heads/pattern/" + std::to_string(k);
    ASSERT_TRUE(h.Has(id)) << id;
    ExpectHeatmapShows(h, shot, "heads/cell/" + std::to_string(k) + "/", run.result.weights[k], id);
  }
}

// The detector of the test below sees a hanzi drawn without its glyph (before the CJK font).
TEST(UiDemos, ReplacementGlyphDetectorSeesAMissingHanzi) {
  UiHarness h;
  for (int frame = 0; frame < 2; ++frame) {  // a new window is hidden in its first frame
    ImGui::NewFrame();
    ImGui::Begin("control");
    ImGui::TextUnformatted("ox 牛");
    ImGui::End();
    ImGui::Render();
  }
  EXPECT_EQ(ReplacementGlyphsDrawn(ImGui::GetDrawData()), 1);
}

// The English UI while the CJK font is still on its way: the painting's Chinese presets show
// their pinyin, so no "�" is drawn; once the font has arrived they show the Chinese.
TEST(UiDemos, ChinesePresetsShowPinyinUntilTheCjkFontArrives) {
  UiHarness h;
  h.services.cjk_font.set_fetcher([] {});  // requested, never answered: still loading
  Open(h, "painting");
  ASSERT_EQ(h.services.cjk_font.status(), CjkFontStatus::Loading);
  ASSERT_TRUE(h.HasAll({"painting/query/preset/2", "painting/query/preset/4"}));
  EXPECT_EQ(ReplacementGlyphsDrawn(ImGui::GetDrawData()), 0);

  TextWithPresets painting{"query",
                           "presets:",
                           "painting/query",
                           320.0f,
                           &DemoState::painting_query,
                           &demos::painting_presets()};
  TextWithPresets self{"sentence",
                       "presets:",
                       "self/sentence",
                       300.0f,
                       &DemoState::self_sentence,
                       &demos::self_attention_presets()};
  EXPECT_EQ(PresetLabel(painting, 2), "…");  // no Latin names given: never the bare hanzi
  painting.latin_names = &demos::painting_preset_latin_names();
  self.latin_names = &demos::self_attention_preset_latin_names();
  EXPECT_EQ(PresetLabel(painting, 0), "mother and child");
  EXPECT_EQ(PresetLabel(painting, 2), "niu");
  EXPECT_EQ(PresetLabel(painting, 4), "shengmu he haizi");
  EXPECT_EQ(PresetLabel(self, 0), "yan biao jiu ming");
  for (std::size_t i = 0; i < demos::painting_presets().size(); ++i)
    EXPECT_TRUE(FontHasGlyphs(PresetLabel(painting, i))) << i;
  for (std::size_t i = 0; i < demos::self_attention_presets().size(); ++i)
    EXPECT_TRUE(FontHasGlyphs(PresetLabel(self, i))) << i;

  std::ifstream in(std::string(AP_ASSETS_DIR) + "/fonts/cjk-subset.ttf", std::ios::binary);
  const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  h.services.cjk_font.provide(bytes.data(), bytes.size());
  ApplyPendingFonts(h.services.cjk_font);  // the platform's step between frames
  h.Frames(2);
  ASSERT_TRUE(h.services.cjk_font.ready()) << h.services.cjk_font.error();
  EXPECT_EQ(ReplacementGlyphsDrawn(ImGui::GetDrawData()), 0);
  EXPECT_EQ(PresetLabel(painting, 2), "牛");
  EXPECT_EQ(PresetLabel(painting, 4), "圣母和孩子");
  EXPECT_EQ(PresetLabel(self, 0), "研表究明");
}

}  // namespace
}  // namespace ap::ui::test
