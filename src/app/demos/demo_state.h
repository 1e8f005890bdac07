// DemoState: the article's demos (owned by the demos feature): the painting query, the
// self-attention sentence and its settings, the multi-head seeds, the tour step. Part of the
// share link (as JSON text).
#pragma once

#include "app/state_fields.h"
#include "core/demos/self_attention_text.h"
#include "core/enum_names.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

// The painting query's score function (a subset of the core's ScoreFunction).
enum class PaintingScore { Cosine, ScaledDot };

// Names in JSON and share links (enum_name / enum_from_name, core/enum_names.h).
inline constexpr EnumName<PaintingScore> kPaintingScoreNames[] = {
    {PaintingScore::Cosine, "cosine"}, {PaintingScore::ScaledDot, "scaled_dot"}};
constexpr const auto& enum_names(PaintingScore) { return kPaintingScoreNames; }
namespace demos {  // the head source's names live with the JSON that uses them
inline constexpr EnumName<HeadSource> kHeadSourceNames[] = {{HeadSource::WordMemory, "words"},
                                                            {HeadSource::Random, "random"},
                                                            {HeadSource::Trained, "trained"}};
constexpr const auto& enum_names(HeadSource) { return kHeadSourceNames; }
// Exact equality of one edit (the value bit for bit), and the edits' JSON: [[head, "q"|"k"|"v"|"o",
// row, col, value], ...] (compact: they travel in links).
bool same_field(const WeightEdit& a, const WeightEdit& b);
nlohmann::json plain_json(const std::vector<WeightEdit>& edits);
}  // namespace demos

// The checks of DemoState's fields that a range cannot say (json_util.h's read_*_field contract):
// the temperature in (0, 10] as a float; at most 4096 edits, each in range.
bool read_painting_temperature(const nlohmann::json& obj, const char* prefix, const char* key,
                               float* out, std::string* error);
bool read_weight_edits(const nlohmann::json& obj, const char* prefix, const char* key,
                       std::vector<demos::WeightEdit>* out, std::string* error);

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
  // the word list, the seed, or the trained Transformer's encoder
  demos::HeadSource head_source = demos::HeadSource::WordMemory;
  int trained_layer = 0;  // the Transformer encoder's layer the trained source shows (from 0)
  std::vector<demos::WeightEdit> weight_edits;  // single weights the user typed, on top
  int tour_step = 0;

  // The one field list (app/state_fields.h): JSON name, how it is read, the field.
  template <class F, class... S>
  static void visit_fields(F&& f, S&... s) {
    f("painting_query", Text{256}, s.painting_query...);
    f("self_sentence", Text{256}, s.self_sentence...);
    f("heads", IntIn{1, 16}, s.heads...);
    f("d_model", IntIn{1, 512}, s.d_model...);
    f("causal", Flag{}, s.causal...);
    f("positional_encoding", Flag{}, s.positional_encoding...);
    f("head_seed", Seed{}, s.head_seed...);
    f("tour_step", IntIn{0, 1000}, s.tour_step...);
    f("painting_temperature", Checked<float>{&read_painting_temperature},
      s.painting_temperature...);
    f("painting_score", Named{32, OnUnknownName::Refuse}, s.painting_score...);
    f("head_source", Named{32, OnUnknownName::Refuse}, s.head_source...);
    f("weight_edits", Checked<std::vector<demos::WeightEdit>>{&read_weight_edits},
      s.weight_edits...);
    f("trained_layer", IntIn{0, 15}, s.trained_layer...);
  }
};

// Exact equality (floats compared bit for bit, like AttentionScene's): what undo and the demo
// caches (app/demos/demo_runs.h) use to tell whether anything changed.
inline bool operator==(const DemoState& a, const DemoState& b) { return fields_equal(a, b); }
inline bool operator!=(const DemoState& a, const DemoState& b) { return !(a == b); }
inline bool same_bits(float a, float b) { return same_field(a, b); }
inline bool same_weight_edits(const std::vector<demos::WeightEdit>& a,
                              const std::vector<demos::WeightEdit>& b) {
  return same_field(a, b);
}

nlohmann::json to_json(const DemoState& s);
bool from_json(const nlohmann::json& j, DemoState* out, std::string* error);

}  // namespace ap
