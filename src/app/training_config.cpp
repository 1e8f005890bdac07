// TrainingConfig ⇄ JSON with range checks (see training_config.h).
#include "app/training_config.h"

#include "app/json_util.h"

#include <cmath>
#include <cstring>

namespace ap {

const char* train_models_name(TrainModels m) {
  switch (m) {
    case TrainModels::Encdec:
      return "encdec";
    case TrainModels::Both:
      return "both";
    default:
      return "search";
  }
}

const char* train_task_name(TrainTask t) {
  switch (t) {
    case TrainTask::Medium:
      return "medium";
    case TrainTask::Full:
      return "full";
    default:
      return "short";
  }
}

bool train_models_from_name(std::string_view name, TrainModels* out) {
  for (TrainModels m : {TrainModels::Search, TrainModels::Encdec, TrainModels::Both})
    if (name == train_models_name(m)) {
      *out = m;
      return true;
    }
  return false;
}

bool train_task_from_name(std::string_view name, TrainTask* out) {
  for (TrainTask t : {TrainTask::Short, TrainTask::Medium, TrainTask::Full})
    if (name == train_task_name(t)) {
      *out = t;
      return true;
    }
  return false;
}

int train_task_min_words(TrainTask) { return 3; }
int train_task_max_words(TrainTask t) {
  return t == TrainTask::Short ? 10 : t == TrainTask::Medium ? 20 : 50;
}

std::vector<std::array<int, 2>> train_task_length_buckets(TrainTask t) {
  switch (t) {
    case TrainTask::Short:
      return {{3, 4}, {5, 6}, {7, 8}, {9, 10}};
    case TrainTask::Medium:
      return {{3, 6}, {7, 10}, {11, 14}, {15, 17}, {18, 20}};
    default:
      return {{3, 10}, {11, 20}, {21, 30}, {31, 40}, {41, 50}};
  }
}

bool operator==(const TrainingConfig& a, const TrainingConfig& b) {
  return a.models == b.models && a.task == b.task && a.hidden == b.hidden &&
         std::memcmp(&a.lr, &b.lr, sizeof(float)) == 0 && a.batch == b.batch && a.seed == b.seed &&
         a.probe == b.probe;
}

nlohmann::json to_json(const TrainingConfig& c) {
  return nlohmann::json{{"model", train_models_name(c.models)},
                        {"task", train_task_name(c.task)},
                        {"hidden", c.hidden},
                        {"lr", json_float(c.lr)},
                        {"batch", c.batch},
                        {"seed", c.seed},
                        {"probe", c.probe}};
}

bool from_json(const nlohmann::json& j, TrainingConfig* out, std::string* error) {
  auto fail = [&](const std::string& message) {
    if (error) *error = message;
    return false;
  };
  if (!j.is_object())
    return fail(std::string("training: expected a JSON object, got ") + json_type_name(j));
  TrainingConfig c = *out;
  const char* p = "training.";
  std::string model = train_models_name(c.models), task = train_task_name(c.task);
  if (!read_string_field(j, p, "model", 32, &model, error) ||
      !read_string_field(j, p, "task", 32, &task, error) ||
      !read_int_field(j, p, "hidden", 1, 4096, &c.hidden, error) ||
      !read_int_field(j, p, "batch", TrainingConfig::kMinBatch, TrainingConfig::kMaxBatch, &c.batch,
                      error) ||
      !read_u64_field(j, p, "seed", &c.seed, error) ||
      !read_string_field(j, p, "probe", TrainingConfig::kMaxProbeBytes, &c.probe, error))
    return false;
  if (!train_models_from_name(model, &c.models))
    return fail("training.model: expected \"search\", \"encdec\" or \"both\", not \"" + model +
                "\"");
  if (!train_task_from_name(task, &c.task))
    return fail("training.task: expected \"short\", \"medium\" or \"full\", not \"" + task + "\"");
  if (c.hidden != 16 && c.hidden != 32 && c.hidden != 64 && c.hidden != 128)
    return fail("training.hidden: " + std::to_string(c.hidden) + " is not one of 16, 32, 64, 128");
  auto it = j.find("lr");
  if (it != j.end()) {
    if (!it->is_number())
      return fail(std::string("training.lr: expected a number, got ") + json_type_name(*it));
    const double lr = it->get<double>();
    if (!(lr >= TrainingConfig::kMinLr && lr <= TrainingConfig::kMaxLr))
      return fail("training.lr: " + dump_json(*it) + " is outside [0.0001, 0.1]");
    c.lr = static_cast<float>(lr);
    if (!(c.lr >= TrainingConfig::kMinLr && c.lr <= TrainingConfig::kMaxLr))
      return fail("training.lr: " + dump_json(*it) + " is outside [0.0001, 0.1] as a float");
  }
  *out = c;
  return true;
}

}  // namespace ap
