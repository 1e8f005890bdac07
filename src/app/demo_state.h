// DemoState: the article's demos (owned by the demos feature): the painting query, the
// self-attention sentence and its settings, the multi-head seeds, the tour step. Part of the
// share link (as JSON text).
#pragma once

#include "core/demos/self_attention_text.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace ap {

struct DemoState {
  std::string painting_query = "mother and child";
  std::string painting_score = "cosine";  // "cosine" or "scaled_dot"
  float painting_temperature = 0.1f;      // τ of the painting query, (0, 10]
  std::string self_sentence = "研表究明";
  int heads = 2;
  int d_model = 256;  // the word-list sketch needs room: see core/demos/word_memory.h
  bool causal = false;
  bool positional_encoding = true;
  std::uint64_t head_seed = 1;
  std::string head_source = "words";            // "words" (from the word list) or "random" (seed)
  std::vector<demos::WeightEdit> weight_edits;  // single weights the user typed, on top
  int tour_step = 0;
};

// Exact equality (floats compared bit for bit, like AttentionScene's): what undo and the demo
// caches (app/demos/demo_runs.h) use to tell whether anything changed.
bool operator==(const DemoState& a, const DemoState& b);
inline bool operator!=(const DemoState& a, const DemoState& b) { return !(a == b); }
bool same_bits(float a, float b);
bool same_weight_edits(const std::vector<demos::WeightEdit>& a,
                       const std::vector<demos::WeightEdit>& b);

nlohmann::json to_json(const DemoState& s);
bool from_json(const nlohmann::json& j, DemoState* out, std::string* error);

}  // namespace ap
