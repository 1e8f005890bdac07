// Presets: each is a valid scene with a stable unique id, a title and an explanation, and shows
// what its title promises.
#include "app/scene/presets.h"
#include "app/state/session.h"

#include <gtest/gtest.h>

#include <set>

namespace ap {
namespace {

TEST(Presets, AllValidWithUniqueIds) {
  std::set<std::string> ids;
  ASSERT_GE(lab_presets().size(), 5u);
  EXPECT_EQ(lab_presets().front().id, "default");
  for (const Preset& p : lab_presets()) {
    std::string error;
    EXPECT_TRUE(validate_scene(p.scene, &error)) << p.id << ": " << error;
    EXPECT_TRUE(ids.insert(p.id).second) << "duplicate id " << p.id;
    EXPECT_FALSE(p.title.empty());
    EXPECT_FALSE(p.explanation.empty());
    EXPECT_EQ(p.explanation.find('\n'), std::string::npos);
    EXPECT_EQ(find_preset(p.id), &p);
  }
  for (const char* id : {"one_key_dominates", "uniform", "temperature_extremes", "masking"})
    EXPECT_NE(find_preset(id), nullptr) << id;
  EXPECT_EQ(find_preset("nope"), nullptr);
}

TEST(Presets, DefaultSceneFitsThe2DCanvas) {
  const AttentionScene s = default_scene();
  EXPECT_EQ(s.d(), 2);
  EXPECT_EQ(s.e(), 2);
  EXPECT_GE(s.n(), 3);
  EXPECT_LE(s.n(), 4);
  for (const std::string& l : s.labels) EXPECT_FALSE(l.empty());
}

TEST(Presets, EachShowsWhatItSays) {
  const Vec dominant = evaluate_lab(find_preset("one_key_dominates")->scene).single.weights;
  EXPECT_GT(dominant(0), 0.95f);
  const Vec uniform = evaluate_lab(find_preset("uniform")->scene).single.weights;
  for (int i = 0; i < uniform.size(); ++i) EXPECT_NEAR(uniform(i), 1.0f / uniform.size(), 1e-6f);
  const Vec sharp = evaluate_lab(find_preset("temperature_extremes")->scene).single.weights;
  EXPECT_GT(sharp.maxCoeff(), 0.85f);
  const Vec flat = evaluate_lab(find_preset("temperature_high")->scene).single.weights;
  EXPECT_LT(flat.maxCoeff(), 0.4f);
  const AttentionScene& masking = find_preset("masking")->scene;
  const Vec masked = evaluate_lab(masking).single.weights;
  for (int i = 0; i < masked.size(); ++i)
    if (!masking.mask[static_cast<std::size_t>(i)]) {
      EXPECT_EQ(masked(i), 0.0f);
    }
  EXPECT_NEAR(masked.sum(), 1.0f, 1e-6f);
  const Vec general = evaluate_lab(find_preset("general_swap")->scene).single.weights;
  EXPECT_EQ(general.maxCoeff() == general(1), true);  // the y-axis key wins
  const Vec cosine = evaluate_lab(find_preset("cosine_direction")->scene).single.weights;
  EXPECT_GT(cosine(0), cosine(1));  // the short aligned key beats the long one
}

}  // namespace
}  // namespace ap
