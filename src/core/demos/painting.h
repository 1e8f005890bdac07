// The painting demo (the article's first example): Ghirlandaio's "Madonna and Child with Saint
// John" as eight parts a reader may look at, and a query typed in words that picks among them.
//
//   Keys   K : (8, F)  each part described in a small semantic feature space of our own
//                      (F = kPaintingFeatures interpretable features: person, animal, mother …)
//   Values V : (8, 6)  what the eye receives from that part, independent of attention: its mean
//                      colour (r, g, b in [0,1]) and where it is (x, y in [0,1], area fraction)
//   Query  q : (F)     the reader's intent: the normalised sum of the feature vectors of the
//                      words typed (see painting_query.h)
// The attention output is then the colour the mind "sees" and the point the gaze settles on.
// All numbers here are hand-written descriptions of the picture (our reading of it), not learned.
#pragma once

#include "core/attention.h"

#include <array>
#include <string>

namespace ap::demos {

// The features (columns of K and of every word vector).
enum PaintingFeature : int {
  kPerson,
  kAnimal,
  kFemale,
  kMale,
  kChild,
  kMother,
  kHoly,
  kPraying,
  kBright,
  kForeground,
  kBackground,
  kBuilding,
  kNature,
  kSky,
  kHorned,
  kLongEars,
  kPaintingFeatures  // = 16
};

// The parts (rows of K and V), in drawing order (back to front).
enum PaintingPart : int {
  kSkyPart,
  kLandscape,
  kStable,
  kDonkey,
  kOx,
  kJohn,
  kMadonna,
  kInfant,
  kPaintingParts  // = 8
};

struct FeatureInfo {
  const char* id;       // "person"  (i18n key suffix: painting.feature.<id>)
  const char* english;  // "person"
  const char* chinese;  // "人物"
};
const FeatureInfo& painting_feature(int f);

struct PartInfo {
  const char* id;               // "madonna" (i18n key suffix: painting.part.<id>)
  const char* english;          // "the Madonna"
  const char* chinese;          // "圣母"
  std::array<float, 3> colour;  // mean colour of the region (r, g, b) in [0, 1]
  float x, y;                   // centre of the region, picture coordinates in [0, 1] (y down)
  float area;                   // fraction of the picture the region covers
};
const PartInfo& painting_part(int p);

Mat painting_keys();    // (kPaintingParts, kPaintingFeatures)
Mat painting_values();  // (kPaintingParts, 6): r g b x y area

}  // namespace ap::demos
