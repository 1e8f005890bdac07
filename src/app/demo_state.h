// DemoState: the article's demos (owned by the demos feature): the painting query, the
// self-attention sentence and its settings, the multi-head seeds, the tour step. Part of the
// share link (as JSON text).
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>

namespace ap {

struct DemoState {
  std::string painting_query = "mother and child";
  std::string self_sentence = "研表究明";
  int heads = 2;
  int d_model = 16;
  bool causal = false;
  bool positional_encoding = true;
  std::uint64_t head_seed = 1;
  int tour_step = 0;
};

nlohmann::json to_json(const DemoState& s);
bool from_json(const nlohmann::json& j, DemoState* out, std::string* error);

}  // namespace ap
