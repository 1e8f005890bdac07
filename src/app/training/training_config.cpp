// TrainingConfig ⇄ JSON with range checks (see training_config.h).
#include "app/training/training_config.h"

#include "app/json_util.h"
#include "app/state_fields_json.h"

namespace ap {

int train_task_min_words(TrainTask) { return 3; }
int train_task_max_words(TrainTask t) {
  return t == TrainTask::Short ? 10 : t == TrainTask::Medium ? 20 : 50;
}

std::vector<std::array<int, 2>> train_task_length_buckets(TrainTask t) {
  switch (t) {
    case TrainTask::Short:
      return {{3, 4}, {5, 6}, {7, 10}};
    case TrainTask::Medium:
      return {{3, 6}, {7, 10}, {11, 14}, {15, 17}, {18, 20}};
    default:
      return {{3, 10}, {11, 20}, {21, 30}, {31, 40}, {41, 50}};
  }
}

bool read_training_hidden(const nlohmann::json& obj, const char* prefix, const char* key, int* out,
                          std::string* error) {
  if (!read_int_field(obj, prefix, key, 1, 4096, out, error)) return false;
  if (*out == 16 || *out == 32 || *out == 64 || *out == 128) return true;
  if (error)
    *error =
        std::string(prefix) + key + ": " + std::to_string(*out) + " is not one of 16, 32, 64, 128";
  return false;
}

bool read_training_lr(const nlohmann::json& obj, const char* prefix, const char* key, float* out,
                      std::string* error) {
  auto fail = [&](const std::string& problem) {
    if (error) *error = std::string(prefix) + key + ": " + problem;
    return false;
  };
  auto it = obj.find(key);
  if (it == obj.end()) return true;
  if (!it->is_number()) return fail(std::string("expected a number, got ") + json_type_name(*it));
  const double lr = it->get<double>();
  if (!(lr >= TrainingConfig::kMinLr && lr <= TrainingConfig::kMaxLr))
    return fail(dump_json(*it) + " is outside [0.0001, 0.1]");
  const float f = static_cast<float>(lr);
  if (!(f >= TrainingConfig::kMinLr && f <= TrainingConfig::kMaxLr))
    return fail(dump_json(*it) + " is outside [0.0001, 0.1] as a float");
  *out = f;
  return true;
}

nlohmann::json to_json(const TrainingConfig& c) { return fields_to_json(c); }

bool from_json(const nlohmann::json& j, TrainingConfig* out, std::string* error) {
  return fields_from_json(j, "training", out, error);
}

}  // namespace ap
