// Pictures of the vector lab and the batched tab, rendered on the CPU (soft_render.h), checked
// pixel by pixel against the numbers the session computed: each softmax weight bar is filled with
// its key's colour over exactly weight × its width, each batched heatmap cell has the colour the
// weight scale gives for its weight, the hovered cell is outlined, and a NaN typed into a cell
// puts the banner's red bar on screen while the bars keep showing the kept scene. With
// AP_UI_SCREENSHOT_DIR set, every picture is also saved as a PNG for a human to look at. The
// theme: the dark and light frames have the palette's backgrounds (luminance near 0 and near 1),
// the bars keep their weights in either theme's key colours, and the toggle is kept in the link.
#include "screenshot.h"
#include "ui_harness.h"

#include "app/scene/scene_ops.h"
#include "app/link/share_link.h"
#include "ui/palette.h"

#include <cmath>
#include <string>

namespace ap::ui::test {
namespace {

// Key i's bar in the weights step: its pixels along the bar's middle row that have the key's
// colour must number weight × bar width (± 2 px of rounding at the ends). The UI records a bar
// only while it is wholly visible; `min_visible` bars must be.
void ExpectWeightBarsMatch(const Shot& shot, const UiHarness& h, const char* what,
                           int min_visible = -1) {
  const AppSession& session = h.session;
  const AttentionScene& s = session.state().lab;
  const Vec& weights = session.result().single.weights;
  ASSERT_EQ(weights.size(), s.n()) << what;
  int visible = 0;
  for (int i = 0; i < s.n(); ++i) {
    WidgetRect r;
    if (!h.services.widgets.find("weights/bar/" + std::to_string(i), &r)) continue;
    ++visible;
    const Rgb key = RgbOf(KeyColor(i));
    const float y = r.y + r.h * 0.5f;
    int lit = 0;
    for (float x = std::floor(r.x) + 0.5f; x < r.x + r.w; x += 1.0f)
      if (Near(shot.At(x, y), key)) ++lit;
    EXPECT_NEAR(static_cast<float>(lit), weights(i) * r.w, 2.0f)
        << what << ": bar of key " << i << " (weight " << weights(i) << ", bar " << r.w << " px)";
  }
  EXPECT_GE(visible, min_visible < 0 ? s.n() : min_visible) << what << ": bars on screen";
}

TEST(ScreenshotTest, WeightBarsShowTheComputedWeights) {
  UiHarness h(1280, 800);
  h.Frames(3);
  ExpectWeightBarsMatch(Shoot("lab_1280x800"), h, "default scene");
  // A different scene: the bars follow it.
  h.session.edit([](AppState& s) { randomise(&s.lab, 11); });
  h.Frames(3);
  ExpectWeightBarsMatch(Shoot("lab_1280x800_random"), h, "randomised scene");
}

TEST(ScreenshotTest, HoveringACanvasKeyShowsItsTooltipOverTheSameBars) {
  UiHarness h(1280, 800);
  h.MoveTo(h.Center("canvas/key/1"));
  h.Frames(2);
  const Shot shot = Shoot("lab_1280x800_hover");
  EXPECT_TRUE(h.Has("tooltip/key/1"));
  ExpectWeightBarsMatch(shot, h, "while hovering key 1");
}

TEST(ScreenshotTest, NarrowWindowScrollsToTheSameBars) {
  UiHarness h(420, 800);
  h.Frames(3);
  Shoot("lab_420x800");
  // Narrow: the views are below the editors; the wheel over the lab's scrollbar brings them up.
  h.MoveTo(ImVec2(405.0f, 400.0f));
  for (int i = 0; i < 60 && !(h.Has("weights/bar/0") && h.Has("canvas/key/3")); ++i) {
    ImGui::GetIO().MouseWheel = -5.0f;
    h.Frame();
  }
  h.MoveTo(ImVec2(-100.0f, -100.0f));
  h.Frames(2);
  // The steps are short there: the weights list scrolls inside its own box after three rows.
  ExpectWeightBarsMatch(Shoot("lab_420x800_scrolled"), h, "narrow, scrolled", 3);
}

TEST(ScreenshotTest, NanInACellPutsTheBannerOnScreenAndKeepsTheBars) {
  UiHarness h(1280, 800);
  h.session.edit([](AppState& s) {
    set_key_dim(&s.lab, 5);
    set_value_dim(&s.lab, 3);
    randomise(&s.lab, 7);
    set_score_function(&s.lab, ScoreFunction::Additive);
  });
  h.Frames(3);
  EXPECT_FALSE(h.Has("banner"));
  const AttentionScene before = h.session.state().lab;
  h.TypeIntoCell("keys/0/0", "nan");
  h.MoveTo(ImVec2(-100.0f, -100.0f));
  h.Frames(3);
  const Shot shot = Shoot("lab_d5_additive_banner");
  EXPECT_EQ(h.session.state().lab, before) << "the NaN is refused";
  ASSERT_TRUE(h.Has("banner"));
  const WidgetRect b = h.Rect("banner");
  // Inside the banner's padding (no text there): the banner's own red.
  EXPECT_PRED3(Near, shot.At(b.x + 3, b.y + 3), RgbOf(Colors().banner_bg), 3)
      << "banner colour " << shot.At(b.x + 3, b.y + 3);
  ExpectWeightBarsMatch(shot, h, "under the banner");
}

TEST(ScreenshotTest, BatchedHeatmapCellsHaveTheirWeightsColours) {
  UiHarness h(1280, 800);
  h.Click("tab/batched");
  const int m0 = h.session.state().lab.m();
  h.Click("queries/add");
  h.Click("queries/add");
  h.session.edit([](AppState& s) { randomise(&s.lab, 3); });
  h.MoveTo(ImVec2(-100.0f, -100.0f));
  h.Frames(3);
  const Mat& w = h.session.result().batched.weights;
  ASSERT_EQ(w.rows(), m0 + 2);
  ASSERT_EQ(w.cols(), h.session.state().lab.n());
  const Shot shot = Shoot("batched_1280x800");
  for (int j = 0; j < w.rows(); ++j)
    for (int i = 0; i < w.cols(); ++i) {
      const WidgetRect c = h.Rect("heatmap/" + std::to_string(j) + "/" + std::to_string(i));
      // The cell's bottom-right corner: away from the number printed at its left.
      const Rgb got = shot.At(c.x + c.w - 3, c.y + c.h - 3);
      EXPECT_PRED3(Near, got, RgbOf(WeightColor(w(j, i))), 3)
          << "cell " << j << "," << i << " weight " << w(j, i) << ": " << got;
    }
  // Hovering a cell outlines it in the theme's outline colour (white on dark).
  h.MoveTo(h.Center("heatmap/1/2"));
  h.Frames(2);
  const Shot hover = Shoot("batched_1280x800_hover");
  EXPECT_TRUE(h.Has("tooltip/heatmap/1/2"));
  const WidgetRect c = h.Rect("heatmap/1/2");
  EXPECT_GT(hover.At(c.x, c.y + c.h * 0.5f).Sum(), 600) << "outline " << hover.At(c.x, c.y + 8);
  EXPECT_LT(shot.At(c.x, c.y + c.h * 0.5f).Sum(), 600) << "no outline before the hover";
}

// The page's own background, sampled in the full-viewport window's left padding (no widget
// there) at a few heights.
Rgb Background(const Shot& shot) { return shot.At(2.0f, static_cast<float>(shot.h) - 3.0f); }

float Luminance(Rgb c) { return RelativeLuminance(IM_COL32(c.r, c.g, c.b, 255)); }

// Dark by default natively; the toolbar's toggle switches to light: the background turns from
// near black to near white, the weight bars keep their weights in the light theme's key colours,
// the heatmap keeps the colour map, and the choice is in the link.
TEST(ScreenshotTest, ThemeToggleRecoloursTheFrameAndIsKeptInTheLink) {
  UiHarness h(1280, 800);
  h.Frames(3);
  const Shot dark = Shoot("lab_dark");
  EXPECT_PRED3(Near, Background(dark), RgbOf(PaletteFor(true).background), 2);
  EXPECT_LT(Luminance(Background(dark)), 0.02f) << Background(dark);
  ExpectWeightBarsMatch(dark, h, "dark");
  const Rgb dark_key0 = RgbOf(KeyColor(0));

  h.Click("toolbar/theme");
  h.MoveTo(ImVec2(-100.0f, -100.0f));
  h.Frames(2);
  ASSERT_EQ(h.session.state().view.theme, Theme::Light);
  const Shot light = Shoot("lab_light");
  EXPECT_PRED3(Near, Background(light), RgbOf(PaletteFor(false).background), 2);
  EXPECT_GT(Luminance(Background(light)), 0.85f) << Background(light);
  ExpectWeightBarsMatch(light, h, "light");
  EXPECT_FALSE(Near(RgbOf(KeyColor(0)), dark_key0, 10)) << "key colours follow the theme";

  // The link reopens light; the toggle back gives dark again.
  AppState reopened;
  std::string error;
  ASSERT_TRUE(ShareLink::decode(h.session.link(), &reopened, &error)) << error;
  EXPECT_EQ(reopened.view.theme, Theme::Light);
  h.Click("toolbar/theme");
  h.Frames(2);
  EXPECT_EQ(h.session.state().view.theme, Theme::Dark);
  EXPECT_PRED3(Near, Background(Shoot("lab_dark_again")), RgbOf(PaletteFor(true).background), 2);
}

// While the link says "auto", the system's preference decides (the page passes
// prefers-color-scheme); the heatmap's cells keep viridis and the hover outline turns black.
TEST(ScreenshotTest, AutoThemeFollowsTheSystemAndHeatmapsKeepTheirMap) {
  UiHarness h(1280, 800);
  h.services.system_prefers_dark = false;
  h.Click("tab/batched");
  h.session.edit([](AppState& s) { randomise(&s.lab, 5); });
  h.MoveTo(ImVec2(-100.0f, -100.0f));
  h.Frames(3);
  EXPECT_EQ(h.session.state().view.theme, Theme::Auto);
  const Shot shot = Shoot("batched_light");
  EXPECT_GT(Luminance(Background(shot)), 0.85f) << Background(shot);
  const Mat& w = h.session.result().batched.weights;
  for (int i = 0; i < w.cols(); ++i) {
    const WidgetRect c = h.Rect("heatmap/0/" + std::to_string(i));
    EXPECT_PRED3(Near, shot.At(c.x + c.w - 3, c.y + c.h - 3), RgbOf(WeightColor(w(0, i))), 3)
        << "cell 0," << i;
  }
  h.MoveTo(h.Center("heatmap/0/1"));
  h.Frames(2);
  const WidgetRect c = h.Rect("heatmap/0/1");
  EXPECT_LT(Shoot("batched_light_hover").At(c.x, c.y + c.h * 0.5f).Sum(), 120) << "black outline";
  h.services.system_prefers_dark = true;
  h.Frames(2);
  EXPECT_LT(Luminance(Background(Shoot("batched_dark"))), 0.02f);
}

TEST(ScreenshotTest, EmbedShowsTheViewsWithoutTheChrome) {
  UiHarness h(1280, 800);
  AppState s = h.session.state();
  s.view.embed = true;
  h.session.replace(s, false);
  h.Frames(3);
  const Shot shot = Shoot("embed_1280x800");
  // The chrome's absence is EmbedTest's (ui_lab_test.cpp); here, the views still show the weights.
  ExpectWeightBarsMatch(shot, h, "embed");
}

}  // namespace
}  // namespace ap::ui::test
