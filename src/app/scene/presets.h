// Named, instructive lab scenes ("one key dominates", "uniform", "masking", ...). Ids are stable:
// links, tests and the tour refer to them. Every preset is a valid scene (tests/app checks it).
#pragma once

#include "app/scene/scene.h"

#include <string>
#include <string_view>
#include <vector>

namespace ap {

struct Preset {
  std::string id;           // stable, snake_case, e.g. "one_key_dominates"
  std::string title;        // English, short: "One key dominates"
  std::string explanation;  // English, one line: what to look at
  AttentionScene scene;
};

// All presets, "default" first.
const std::vector<Preset>& lab_presets();
// nullptr if no preset has that id.
const Preset* find_preset(std::string_view id);
// The scene the app starts with: 4 labelled keys, d = 2 (the 2-D canvas shows it as is), e = 2.
AttentionScene default_scene();

}  // namespace ap
