// operator== of the state structs: every field takes part (a change of any one of them makes the
// states differ, so undo and the demo caches see it), and floats compare bit for bit.
#include "app/app_state.h"

#include <gtest/gtest.h>

#include <functional>
#include <vector>

namespace ap {
namespace {

// Applies each change to a fresh default AppState and expects it to differ from the default.
void ExpectEachChangeDiffers(const std::vector<std::function<void(AppState&)>>& changes) {
  for (std::size_t i = 0; i < changes.size(); ++i) {
    const AppState base;
    AppState changed = base;
    EXPECT_TRUE(changed == base);
    changes[i](changed);
    EXPECT_FALSE(changed == base) << "change #" << i << " is not seen by operator==";
    EXPECT_TRUE(changed != base) << "change #" << i;
    EXPECT_TRUE(changed == changed) << "change #" << i;
  }
}

TEST(StatesEqual, EveryViewAndTranslationFieldCounts) {
  ExpectEachChangeDiffers({
      [](AppState& s) { s.view.tab = Tab::Heads; },
      [](AppState& s) { s.view.projection_x = 3; },
      [](AppState& s) { s.view.projection_y = 0; },
      [](AppState& s) { s.view.embed = true; },
      [](AppState& s) { s.view.language = "zh"; },
      [](AppState& s) { s.view.theme = Theme::Light; },
      [](AppState& s) { s.translation.sentence = "cats"; },
      [](AppState& s) { s.translation.model = TranslationModel::Encdec; },
      [](AppState& s) { s.translation.beam = 5; },
      [](AppState& s) { s.translation.selected_target = 2; },
  });
}

TEST(StatesEqual, EveryDemoFieldCounts) {
  ExpectEachChangeDiffers({
      [](AppState& s) { s.demos.painting_query = "animals"; },
      [](AppState& s) { s.demos.painting_score = PaintingScore::ScaledDot; },
      [](AppState& s) { s.demos.painting_temperature = 0.5f; },
      [](AppState& s) { s.demos.self_sentence = "研究表明"; },
      [](AppState& s) { s.demos.heads = 3; },
      [](AppState& s) { s.demos.d_model = 64; },
      [](AppState& s) { s.demos.causal = true; },
      [](AppState& s) { s.demos.positional_encoding = false; },
      [](AppState& s) { s.demos.head_seed = 2; },
      [](AppState& s) { s.demos.head_source = demos::HeadSource::Random; },
      [](AppState& s) {
        s.demos.weight_edits.push_back({0, 'q', 1, 2, 0.5f});
      },
      [](AppState& s) { s.demos.tour_step = 4; },
      [](AppState& s) { s.lab.labels.push_back("extra"); },
  });
}

TEST(StatesEqual, WeightEditsCompareEveryMemberAndFloatBits) {
  const demos::WeightEdit e{1, 'k', 2, 3, 0.25f};
  ExpectEachChangeDiffers({
      [e](AppState& s) { s.demos.weight_edits = {e}; },
  });
  std::vector<std::function<void(demos::WeightEdit&)>> changes = {
      [](demos::WeightEdit& w) { w.head = 0; },     [](demos::WeightEdit& w) { w.matrix = 'v'; },
      [](demos::WeightEdit& w) { w.row = 0; },      [](demos::WeightEdit& w) { w.col = 0; },
      [](demos::WeightEdit& w) { w.value = 0.5f; },
  };
  for (std::size_t i = 0; i < changes.size(); ++i) {
    demos::WeightEdit f = e;
    changes[i](f);
    EXPECT_FALSE(same_weight_edits({e}, {f})) << "member #" << i;
  }
  EXPECT_TRUE(same_weight_edits({e}, {e}));
  // 0 and -0 are equal numbers but different bits (and different share links).
  EXPECT_FALSE(same_bits(0.0f, -0.0f));
  DemoState a, b;
  a.weight_edits = {{0, 'q', 0, 0, 0.0f}};
  b.weight_edits = {{0, 'q', 0, 0, -0.0f}};
  EXPECT_FALSE(a == b);
}

}  // namespace
}  // namespace ap
