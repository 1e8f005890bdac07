// Which corpus world a model belongs to. A model file's info text starts with the command that
// trained it (`attention train … --world 2 …`; world 1's replay lines name no world), so the
// world of its test split and phenomenon sets can be read back from the file itself.
//
//   const int w = world_of_training_command(bundle.info);   // 1 when the line names no world
#pragma once

#include <string_view>

namespace ap::s2s {

// The world the shipped models (assets/models/) were trained on: the page's Train tab and its
// reference translations draw this world's corpus.
inline constexpr int kShippedWorld = 2;

// The N of the first " --world N" in `info` (a model file's provenance text), 1 when there is
// none, 0 when the flag's value is not a number.
int world_of_training_command(std::string_view info);

}  // namespace ap::s2s
