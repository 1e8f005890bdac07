// Saves PNGs of the UI at a few sizes and states for a human to look at, when the environment
// variable AP_UI_SCREENSHOT_DIR names a folder (otherwise the test only checks that rendering
// produced a non-blank picture). Uses the CPU rasteriser in soft_render.h.
#include "screenshot.h"
#include "ui_harness.h"

#include "app/scene_ops.h"

#include <cstdlib>
#include <string>

namespace ap::ui::test {
namespace {

TEST(ScreenshotTest, LabAtSeveralSizesAndStates) {
  {
    UiHarness h(1280, 800);
    h.MoveTo(h.Center("canvas/key/1"));
    h.Frames(2);
    EXPECT_GT(Shoot("lab_1280x800_hover"), 5000);
  }
  {
    UiHarness h(420, 800);
    h.Frames(3);
    EXPECT_GT(Shoot("lab_420x800"), 2000);
  }
  {
    UiHarness h(1280, 800);
    h.session.edit([](AppState& s) {
      set_key_dim(&s.lab, 5);
      set_value_dim(&s.lab, 3);
      randomise(&s.lab, 7);
      set_score_function(&s.lab, ScoreFunction::Additive);
    });
    h.TypeIntoCell("keys/0/0", "nan");
    h.Frames(3);
    EXPECT_GT(Shoot("lab_d5_additive_banner"), 5000);
  }
  {
    UiHarness h(1280, 800);
    h.Click("tab/batched");
    h.Click("queries/add");
    h.Click("queries/add");
    h.session.edit([](AppState& s) { randomise(&s.lab, 3); });
    h.MoveTo(h.Center("heatmap/1/2"));
    h.Frames(2);
    EXPECT_GT(Shoot("batched_1280x800"), 5000);
  }
  {
    UiHarness h(1280, 800);
    AppState s = h.session.state();
    s.view.embed = true;
    h.session.replace(s, false);
    h.Frames(3);
    EXPECT_GT(Shoot("embed_1280x800"), 5000);
  }
}

}  // namespace
}  // namespace ap::ui::test
