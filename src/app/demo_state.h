// DemoState: the article's demos (owned by the demos feature): the painting query, the
// self-attention sentence and its settings, the multi-head seeds, the tour step. Part of the
// share link (as JSON text).
#pragma once

#include "core/demos/self_attention_text.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

// The painting query's score function (a subset of the core's ScoreFunction).
enum class PaintingScore { Cosine, ScaledDot };

// Names in JSON and share links: "cosine" / "scaled_dot", and "words" / "random" for the head
// source (demos::HeadSource::WordMemory / Random). *_from_name: false for any other name.
const char* painting_score_name(PaintingScore score);
bool painting_score_from_name(std::string_view name, PaintingScore* out);
const char* head_source_name(demos::HeadSource source);
bool head_source_from_name(std::string_view name, demos::HeadSource* out);

struct DemoState {
  std::string painting_query = "mother and child";
  PaintingScore painting_score = PaintingScore::Cosine;
  float painting_temperature = 0.1f;  // τ of the painting query, (0, 10]
  std::string self_sentence = "研表究明";
  int heads = 2;
  int d_model = 256;  // the word-list sketch needs room: see core/demos/word_memory.h
  bool causal = false;
  bool positional_encoding = true;
  std::uint64_t head_seed = 1;
  demos::HeadSource head_source = demos::HeadSource::WordMemory;  // the word list, or the seed
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
