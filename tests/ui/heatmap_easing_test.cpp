// Heatmap easing: "weights easing in over about 150 ms, can be turned off; only the
// drawing eases": when a heatmap's values change, a cell's fill one frame later is the colour
// map's colour at a value part of the way from the old value to the new one (EaseOut of the time
// run), and after kEaseSeconds it is the new value's colour; the number printed in the cell is the
// new value's from the first frame on (its glyphs match the settled frame's). With motion off, with
// spec.ease = false, or when the heatmap was not drawn the frame before (another tab was open),
// the colours jump. Frames are wanted (EasingInProgress) only while an ease runs.
#include "screenshot.h"

#include "app/page/app_services.h"
#include "ui/widgets/heatmap.h"
#include "ui/palette.h"
#include "ui/ui_services.h"
#include "ui/widgets/value_easing.h"
#include "ui/widget_ids.h"

#include "heatmap_fixture.h"

#include <gtest/gtest.h>
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace ap::ui::test {
namespace {

class HeatmapEasingTest : public HeatmapFixture {
 protected:
  HeatmapEasingTest() : HeatmapFixture(600, 400) { services.motion = true; }

  // A 2×2 weight heatmap whose cell (0, 0) holds `level_`, 60 px cells with printed values.
  HeatmapSpec Spec() {
    HeatmapSpec s;
    s.id = "##eased";
    s.rows = s.cols = 2;
    s.value = [this](int r, int c) { return r == 0 && c == 0 ? level_ : 0.5f; };
    s.cell = 60.0f;
    s.cell_names = "cell/%d/%d";
    return s;
  }
  void Frames(const HeatmapSpec& spec, int n) {
    for (int i = 0; i < n; ++i) Frame(spec);
  }
  // Cell (0, 0): its fill (sampled in the clear strip at its right, as heatmap.cpp keeps it) and
  // which of its pixels are ink (the printed value: far from the fill).
  WidgetRect Cell() {
    WidgetRect c;
    EXPECT_TRUE(services.widgets.find("cell/0/0", &c));
    return c;
  }
  Rgb Fill(const Shot& shot) {
    const WidgetRect c = Cell();
    return shot.At(c.x + c.w - 2, c.y + c.h * 0.5f);
  }
  std::vector<bool> Ink(const Shot& shot) {
    const WidgetRect c = Cell();
    const Rgb fill = Fill(shot);
    std::vector<bool> ink;
    for (float y = c.y + 1; y < c.y + c.h - 1; y += 1.0f)
      for (float x = c.x + 1; x < c.x + c.w - 4; x += 1.0f)
        ink.push_back(!Near(shot.At(x, y), fill, 60));
    return ink;
  }
  static int Differ(const std::vector<bool>& a, const std::vector<bool>& b) {
    int n = 0;
    for (std::size_t i = 0; i < a.size() && i < b.size(); ++i) n += a[i] != b[i];
    return n;
  }
  static int Count(const std::vector<bool>& a) {
    int n = 0;
    for (bool b : a) n += b;
    return n;
  }

  float level_ = 0.10f;
};

TEST_F(HeatmapEasingTest, AChangedCellGlidesToItsNewColourWhileItsNumberIsExact) {
  const HeatmapSpec spec = Spec();
  Frames(spec, 3);
  const Shot old_shot = Shoot("heatmap_ease_old");
  const Rgb old_fill = Fill(old_shot);
  const std::vector<bool> old_ink = Ink(old_shot);
  ASSERT_PRED3(Near, old_fill, RgbOf(WeightColor(0.10f)), 3);
  EXPECT_FALSE(EasingInProgress());

  level_ = 0.85f;
  Frame(spec);  // the first frame with the new value: one frame's worth of the way
  const Shot mid = Shoot("heatmap_ease_mid");
  const float k = EaseOut(static_cast<float>(1.0 / 60.0 / kEaseSeconds));
  ASSERT_GT(k, 0.1f);
  ASSERT_LT(k, 0.9f);
  EXPECT_PRED3(Near, Fill(mid), RgbOf(WeightColor(0.10f + 0.75f * k)), 3);
  EXPECT_FALSE(Near(Fill(mid), RgbOf(WeightColor(0.85f)), 20)) << "not there yet";
  EXPECT_FALSE(Near(Fill(mid), old_fill, 10)) << "but on its way";
  EXPECT_TRUE(EasingInProgress()) << "frames are wanted while it eases";
  const std::vector<bool> mid_ink = Ink(mid);

  Frames(spec, 10);  // 11/60 s > kEaseSeconds
  const Shot done = Shoot("heatmap_ease_done");
  EXPECT_PRED3(Near, Fill(done), RgbOf(WeightColor(0.85f)), 3);
  Frame(spec);
  EXPECT_FALSE(EasingInProgress()) << "no frames wanted once it has landed";

  // The printed number: "0.85" from the first frame on (the same glyphs as when settled, though
  // drawn on another fill), not "0.10".
  const std::vector<bool> done_ink = Ink(done);
  ASSERT_GT(Count(done_ink), 20) << "a value is printed in the cell";
  EXPECT_LE(Differ(mid_ink, done_ink), Count(done_ink) / 10);
  EXPECT_GT(Differ(old_ink, done_ink), Count(done_ink) / 5) << "0.10 and 0.85 differ";
}

TEST_F(HeatmapEasingTest, ColoursJumpWithMotionOffEaseOffOrAfterAFrameNotDrawn) {
  HeatmapSpec spec = Spec();
  Frames(spec, 3);
  services.motion = false;  // prefers-reduced-motion or the toolbar's switch
  level_ = 0.85f;
  Frame(spec);
  EXPECT_PRED3(Near, Fill(Shoot("heatmap_jump_motion_off")), RgbOf(WeightColor(0.85f)), 3);
  EXPECT_FALSE(EasingInProgress());

  services.motion = true;
  spec.ease = false;
  level_ = 0.30f;
  Frame(spec);
  EXPECT_PRED3(Near, Fill(Shoot("heatmap_jump_ease_off")), RgbOf(WeightColor(0.30f)), 3);

  spec.ease = true;
  Frames(spec, 2);
  Frame(spec, false);  // another tab this frame
  level_ = 0.95f;
  Frame(spec);
  EXPECT_PRED3(Near, Fill(Shoot("heatmap_jump_reopened")), RgbOf(WeightColor(0.95f)), 3);
}

// Heatmaps come and go (a head count changed, "##head_%d"): the eased values of one not drawn in
// the last frame are forgotten, so the map holds this frame's and the last frame's heatmaps only.
TEST_F(HeatmapEasingTest, EasedValuesOfHeatmapsNoLongerDrawnAreForgotten) {
  HeatmapSpec kept = Spec();
  HeatmapSpec passing = Spec();
  char id[32];
  passing.id = id;
  passing.cell_names = nullptr;
  int most = 0;
  for (int f = 0; f < 40; ++f) {
    std::snprintf(id, sizeof(id), "##passing_%d", f);
    FrameWith([&] {
      DrawHeatmap(kept);
      DrawHeatmap(passing);
    });
    most = std::max(most, HeatmapEasingEntriesForTest());
  }
  // This frame's two and the one drawn only in the frame before.
  EXPECT_EQ(HeatmapEasingEntriesForTest(), 3);
  EXPECT_LE(most, 3);
}

}  // namespace
}  // namespace ap::ui::test
