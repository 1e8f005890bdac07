// The painting's parts, their keys (feature descriptions) and values (colour + place). See
// painting.h. Feature strengths are in [0, 1]: 1 = clearly so, 0.5 = partly, 0 = not at all.
#include "core/demos/painting.h"

#include <stdexcept>

namespace ap::demos {
namespace {

const FeatureInfo kFeatures[kPaintingFeatures] = {
    {"person", "person", "人物"},
    {"animal", "animal", "动物"},
    {"female", "female", "女性"},
    {"male", "male", "男性"},
    {"child", "child", "孩子"},
    {"mother", "mother", "母亲"},
    {"holy", "holy", "神圣"},
    {"praying", "praying", "祈祷"},
    {"bright", "bright", "明亮"},
    {"foreground", "foreground", "前景"},
    {"background", "background", "背景"},
    {"building", "building", "建筑"},
    {"nature", "nature", "自然"},
    {"sky", "sky", "天空"},
    {"horned", "horned", "有角"},
    {"long_ears", "long ears", "长耳朵"},
};

// Colours: the mean of what we draw for the region (ui/tabs/painting_tab.cpp uses the same ones).
const PartInfo kParts[kPaintingParts] = {
    {"sky", "the sky", "天空", {0.58f, 0.74f, 0.93f}, 0.50f, 0.12f, 0.22f},
    {"landscape", "the landscape", "风景", {0.47f, 0.60f, 0.38f}, 0.30f, 0.40f, 0.22f},
    {"stable", "the stable (ruins)", "马厩（废墟）", {0.64f, 0.55f, 0.45f}, 0.82f, 0.36f, 0.16f},
    {"donkey", "the donkey", "驴", {0.52f, 0.50f, 0.48f}, 0.74f, 0.52f, 0.04f},
    {"ox", "the ox", "牛", {0.66f, 0.46f, 0.30f}, 0.90f, 0.54f, 0.05f},
    {"john",
     "young Saint John",
     "圣约翰（圣吉凡尼诺）",
     {0.80f, 0.58f, 0.42f},
     0.22f,
     0.72f,
     0.06f},
    {"madonna", "the Madonna", "圣母玛利亚", {0.22f, 0.32f, 0.68f}, 0.50f, 0.55f, 0.18f},
    {"infant", "the infant Jesus", "婴儿耶稣", {0.97f, 0.87f, 0.74f}, 0.52f, 0.86f, 0.04f},
};

// One row per part: (feature, strength) pairs; unlisted features are 0.
struct Trait {
  int feature;
  float strength;
};
const std::initializer_list<Trait> kTraits[kPaintingParts] = {
    /* sky */ {{kSky, 1.0f}, {kBackground, 1.0f}, {kBright, 0.6f}, {kNature, 0.3f}},
    /* landscape */ {{kNature, 1.0f}, {kBackground, 1.0f}, {kBright, 0.3f}},
    /* stable */ {{kBuilding, 1.0f}, {kBackground, 0.6f}},
    /* donkey */ {{kAnimal, 1.0f}, {kLongEars, 1.0f}, {kBackground, 0.5f}, {kBright, 0.2f}},
    /* ox */ {{kAnimal, 1.0f}, {kHorned, 1.0f}, {kBackground, 0.5f}, {kBright, 0.2f}},
    /* john: a small boy kneeling in prayer, at the left */
    {{kPerson, 1.0f},
     {kMale, 0.8f},
     {kChild, 0.7f},
     {kPraying, 1.0f},
     {kHoly, 0.5f},
     {kBright, 0.5f},
     {kForeground, 0.7f}},
    /* madonna: the large central figure, adoring her child */
    {{kPerson, 1.0f},
     {kFemale, 1.0f},
     {kMother, 1.0f},
     {kHoly, 1.0f},
     {kPraying, 0.4f},
     {kBright, 0.7f},
     {kForeground, 1.0f}},
    /* infant: the lit child on the ground, receiving the prayers */
    {{kPerson, 1.0f},
     {kMale, 0.5f},
     {kChild, 1.0f},
     {kHoly, 1.0f},
     {kBright, 1.0f},
     {kForeground, 1.0f}},
};

}  // namespace

const FeatureInfo& painting_feature(int f) {
  if (f < 0 || f >= kPaintingFeatures) throw std::out_of_range("painting_feature: bad index");
  return kFeatures[f];
}

const PartInfo& painting_part(int p) {
  if (p < 0 || p >= kPaintingParts) throw std::out_of_range("painting_part: bad index");
  return kParts[p];
}

Mat painting_keys() {
  Mat K = Mat::Zero(kPaintingParts, kPaintingFeatures);
  for (int p = 0; p < kPaintingParts; ++p)
    for (const Trait& t : kTraits[p]) K(p, t.feature) = t.strength;
  return K;
}

Mat painting_values() {
  Mat V(kPaintingParts, 6);
  for (int p = 0; p < kPaintingParts; ++p) {
    const PartInfo& part = kParts[p];
    V.row(p) << part.colour[0], part.colour[1], part.colour[2], part.x, part.y, part.area;
  }
  return V;
}

}  // namespace ap::demos
