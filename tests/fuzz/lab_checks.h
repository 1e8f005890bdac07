// The lab-scene property shared by the fuzz targets: a scene that validates evaluates to weights
// that are finite, in [0, 1] and sum to 1 (or are all 0 when every key is masked), and its JSON
// reads back to the same JSON text.
#pragma once

#include "app/json_util.h"
#include "app/scene/scene_json.h"
#include "app/state/session.h"

#include "fuzz_check.h"

#include <cmath>

namespace ap::fuzz {

inline void check_lab(const AttentionScene& s) {
  std::string invalid;
  if (!validate_scene(s, &invalid)) return;  // links may carry an invalid lab: it is not shown
  const LabResult r = evaluate_lab(s);
  const Vec& w = r.single.weights;
  FUZZ_CHECK(w.size() == s.n(), "weights size");
  FUZZ_CHECK(w.allFinite(), "non-finite weight: " + dump_json(scene_to_json(s)));
  double sum = 0;
  for (int i = 0; i < w.size(); ++i) {
    FUZZ_CHECK(w(i) >= 0.0f && w(i) <= 1.0f, "weight outside [0, 1]");
    sum += w(i);
  }
  FUZZ_CHECK(r.single.all_masked ? sum == 0 : std::fabs(sum - 1.0) < 1e-4,
             "weights sum to " + std::to_string(sum));
  const std::string text = dump_json(scene_to_json(s));
  AttentionScene back;
  std::string error;
  FUZZ_CHECK(scene_from_json_text(text, &back, &error), "scene JSON refused: " + error);
  FUZZ_CHECK(dump_json(scene_to_json(back)) == text, "scene JSON did not round-trip");
}

}  // namespace ap::fuzz
