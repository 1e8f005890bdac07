// Test helpers for the lesson tests: random lessons (random scenes with arbitrary float bits,
// texts in several scripts, some checks, steps that repeat the previous step's lab), and a
// forger of lesson-link payloads with a valid checksum.
#pragma once

#include "app/link/base64url.h"
#include "app/byte_io.h"
#include "app/classroom/lesson.h"
#include "core/crc32.h"
#include "random_scene.h"

#include <string>

namespace ap::test {

inline Lesson random_lesson(Rng& rng, int steps) {
  static const char* const texts[] = {"", "Drag the query towards car.", "把查询拖向「车」。",
                                      "Les poids somment à 1 — é, ü", "🙂 softmax"};
  Lesson lesson;
  lesson.title = rng.below(2) ? "Attention, step by step" : "注意力权重";
  for (int k = 0; k < steps; ++k) {
    LessonStep step;
    if (k > 0 && rng.below(2)) {
      step.state = lesson.steps.back().state;  // the same lab: its section is reused
      step.state.view.tab = rng.below(2) ? Tab::Batched : Tab::Tour;
      step.state.demos.tour_step = static_cast<int>(rng.below(7));
    } else {
      step.state.lab = random_scene(rng, kAllScores[rng.below(5)]);
      step.state.translation.beam = 1 + static_cast<int>(rng.below(4));
    }
    step.text = texts[rng.below(5)];
    if (rng.below(3) == 0)
      step.check = {{"kind", "lab_weight_at_least"}, {"key", "car"}, {"min", 0.6}};
    lesson.steps.push_back(std::move(step));
  }
  return lesson;
}

// "lesson<version>." + base64url(payload + crc32(payload)).
inline std::string forge_lesson_link(const std::string& payload, int version = 1) {
  std::string p = payload;
  byte_io::put_u32(p, crc32(payload));
  return "lesson" + std::to_string(version) + "." + base64url_encode(p);
}

}  // namespace ap::test
