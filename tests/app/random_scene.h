// Test helper: random valid lab scenes (every score function, masks, UTF-8 labels) for the
// round-trip and fuzz tests. Numbers use arbitrary float bit patterns (finite ones), so that a
// codec which loses a bit anywhere fails.
#pragma once

#include "app/scene/scene.h"
#include "core/rng.h"

#include <cmath>
#include <cstring>
#include <string>

namespace ap::test {

inline float random_finite_float(Rng& rng) {
  for (;;) {
    std::uint32_t bits = static_cast<std::uint32_t>(rng.next());
    float f;
    std::memcpy(&f, &bits, 4);
    if (std::isfinite(f)) return f;
  }
}

// Mostly "nice" numbers, sometimes raw bit patterns (subnormals, -0, huge, tiny).
inline float random_value(Rng& rng) {
  switch (rng.below(4)) {
    case 0:
      return random_finite_float(rng);
    case 1:
      return -0.0f;
    default:
      return rng.uniform(-3.0f, 3.0f);
  }
}

inline Mat random_mat(Rng& rng, int r, int c) {
  Mat m(r, c);
  for (int i = 0; i < r; ++i)
    for (int j = 0; j < c; ++j) m(i, j) = random_value(rng);
  return m;
}

inline std::string random_label(Rng& rng) {
  static const char* const parts[] = {"cat", "猫", "研究", "é", "x", "表明", " ", "🙂", "k"};
  std::string s;
  const int count = static_cast<int>(rng.below(5));
  for (int i = 0; i < count; ++i) {
    std::string next = s + parts[rng.below(9)];
    if (next.size() > static_cast<std::size_t>(kMaxLabelBytes)) break;
    s = next;
  }
  return s;
}

inline AttentionScene random_scene(Rng& rng, ScoreFunction f, int max_dim = 8) {
  AttentionScene s;
  const int m = 1 + static_cast<int>(rng.below(3));
  const int n = 1 + static_cast<int>(rng.below(static_cast<std::uint64_t>(max_dim)));
  const int d = 1 + static_cast<int>(rng.below(static_cast<std::uint64_t>(max_dim)));
  const int e = 1 + static_cast<int>(rng.below(static_cast<std::uint64_t>(max_dim)));
  s.spec.score = f;
  s.spec.temperature =
      rng.below(2) ? rng.uniform(0.01f, 10.0f) : std::fabs(random_finite_float(rng));
  if (!(s.spec.temperature > 0)) s.spec.temperature = 1.0f;
  s.queries = random_mat(rng, m, d);
  s.keys = random_mat(rng, n, d);
  s.values = random_mat(rng, n, e);
  for (int i = 0; i < n; ++i) {
    s.labels.push_back(random_label(rng));
    s.mask.push_back(rng.below(4) != 0);
  }
  if (f == ScoreFunction::General || rng.below(4) == 0) s.spec.params.W = random_mat(rng, d, d);
  if (f == ScoreFunction::Additive || rng.below(4) == 0) {
    const int h = 1 + static_cast<int>(rng.below(5));
    s.spec.params.Wq = random_mat(rng, h, d);
    s.spec.params.Wk = random_mat(rng, h, d);
    s.spec.params.v = random_mat(rng, h, 1).col(0);
  }
  return s;
}

constexpr ScoreFunction kAllScores[] = {ScoreFunction::Dot, ScoreFunction::ScaledDot,
                                        ScoreFunction::General, ScoreFunction::Additive,
                                        ScoreFunction::Cosine};

}  // namespace ap::test
