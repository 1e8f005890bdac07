// world_of_training_command (see model_world.h): reads "--world N" back from a model's info text.
#include "core/corpus/model_world.h"

namespace ap::s2s {

int world_of_training_command(std::string_view info) {
  constexpr std::string_view kFlag = " --world ";
  const size_t at = info.find(kFlag);
  if (at == std::string_view::npos) return 1;
  int world = 0;
  size_t i = at + kFlag.size();
  const size_t first_digit = i;
  for (; i < info.size() && info[i] >= '0' && info[i] <= '9' && world < 1000; ++i)
    world = world * 10 + (info[i] - '0');
  if (i == first_digit) return 0;
  return world;
}

}  // namespace ap::s2s
