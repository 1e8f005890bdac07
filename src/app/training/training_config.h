// TrainingConfig: what the Train tab trains — model(s), task, sizes, learning rate,
// batch, seed and the probe sentence. Plain data, part of AppState and of the share link (as JSON
// text, only the fields that differ from the defaults); the trained weights are not. Every field
// is checked when read (a link, setState, startTraining): out of range is refused with a message
// naming the field, e.g. "training.hidden: 48 is not one of 16, 32, 64, 128".
#pragma once

#include "app/state_fields.h"
#include "core/enum_names.h"
#include "core/seq2seq/model_kind.h"

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

enum class TrainTask { Short, Medium, Full };  // 3–10, 3–20, 3–50 source words

inline constexpr EnumName<TrainTask> kTrainTaskNames[] = {
    {TrainTask::Short, "short"}, {TrainTask::Medium, "medium"}, {TrainTask::Full, "full"}};
constexpr const auto& enum_names(TrainTask) { return kTrainTaskNames; }
// The task's source-length range in words: {3, 10}, {3, 20}, {3, 50}.
int train_task_min_words(TrainTask t);
int train_task_max_words(TrainTask t);
// The task's length buckets for the live bottleneck view, {lo, hi} source words, covering the
// task's range in order: short 3–4 5–6 7–10 (its common-word pairs are short: only ~7 of the 100
// validation pairs have 9–10 words); medium 3–6 7–10 11–14 15–17 18–20; full the corpus's decades
// 3–10 11–20 21–30 31–40 41–50.
std::vector<std::array<int, 2>> train_task_length_buckets(TrainTask t);

// The default probe: short, of the short task's common words, with the reordering of the
// article's sentence (the adjective after the noun). Its reference translation and alignment are
// in app/training/training_probe.h.
inline constexpr const char* kDefaultProbe = "Where is your cold coffee?";

// The checks of TrainingConfig's fields that a range cannot say (json_util.h's read_*_field
// contract): hidden is one of 16, 32, 64, 128; lr is in [kMinLr, kMaxLr] also as a float.
bool read_training_hidden(const nlohmann::json& obj, const char* prefix, const char* key, int* out,
                          std::string* error);
bool read_training_lr(const nlohmann::json& obj, const char* prefix, const char* key, float* out,
                      std::string* error);

struct TrainingConfig {
  s2s::ModelSet models = s2s::ModelSet::of(s2s::ModelKind::Search);  // "search" | "encdec" | "both"
  TrainTask task = TrainTask::Short;
  int hidden = 32;         // 16 | 32 | 64 | 128: every layer size of the model (train_model.h)
  float lr = 0.005f;       // Adam learning rate, [1e-4, 0.1] (0.01 swung on world 2: training.md)
  int batch = 8;           // examples per update, [1, 128]
  std::uint64_t seed = 1;  // initial weights and batch order
  std::string probe = kDefaultProbe;  // ≤ 300 bytes

  static constexpr float kMinLr = 1e-4f, kMaxLr = 0.1f;
  static constexpr int kMinBatch = 1, kMaxBatch = 128;
  static constexpr std::size_t kMaxProbeBytes = 300;

  // The one field list (app/state_fields.h): JSON name, how it is read, the field.
  template <class F, class... S>
  static void visit_fields(F&& f, S&... s) {
    f("model", Named{32, OnUnknownName::RefuseNot}, s.models...);
    f("task", Named{32, OnUnknownName::RefuseNot}, s.task...);
    f("hidden", Checked<int>{&read_training_hidden}, s.hidden...);
    f("batch", IntIn{kMinBatch, kMaxBatch}, s.batch...);
    f("seed", Seed{}, s.seed...);
    f("probe", Text{kMaxProbeBytes}, s.probe...);
    f("lr", Checked<float>{&read_training_lr}, s.lr...);
  }
};

inline bool operator==(const TrainingConfig& a, const TrainingConfig& b) {
  return fields_equal(a, b);
}
inline bool operator!=(const TrainingConfig& a, const TrainingConfig& b) { return !(a == b); }

nlohmann::json to_json(const TrainingConfig& c);
// Fills *out from j (absent fields keep *out's values, unknown ones are ignored); false with
// *error naming the field ("training.lr: …") and *out untouched if any field is bad.
bool from_json(const nlohmann::json& j, TrainingConfig* out, std::string* error);

}  // namespace ap
