// The Train tab's status JSON and model files (see training_json.h): what the page API, the
// exercises' and lessons' checks and the worker's view all read of a TrainingSession.
#include "app/training/training_json.h"

#include "core/seq2seq/model_kind.h"

#include <cmath>

namespace ap {

using json = nlohmann::json;

// ---- 1. status JSON --------------------------------------------------------------------------
namespace {

json number_or_null(double x, bool have) { return have && std::isfinite(x) ? json(x) : json(); }

// Empty until the data is there (a remote session: until the worker's first view).
json bucket_status(const TrainingData* data, const TrainingSession::ModelRun& m) {
  json buckets = json::array();
  for (size_t b = 0; data && b < data->buckets.size(); ++b) {
    const bool have = !m.bleu_curve.empty() && b < m.bleu_curve.back().bucket_bleu.size();
    buckets.push_back(
        {{"lo", data->buckets[b][0]},
         {"hi", data->buckets[b][1]},
         {"sentences", data->bucket_sentences[b]},
         {"bleu", number_or_null(have ? m.bleu_curve.back().bucket_bleu[b] : 0, have)},
         {"exact", number_or_null(have ? m.bleu_curve.back().bucket_exact[b] : 0, have)}});
  }
  return buckets;
}

// One map of a snapshot as rows of tx weights.
json map_rows(const ProbeSnapshot& s, int k) {
  json rows = json::array();
  const float* w = s.map(k);
  for (size_t i = 0; s.tx > 0 && i < s.target.size(); ++i)
    rows.push_back(std::vector<float>(w + i * s.tx, w + (i + 1) * s.tx));
  return rows;
}

// The probe sentence and, once there is a snapshot, its latest translation and alignment rows.
// The Transformer's alignment is its best map's (the first without accuracies); every map is
// in cross_attention[layer][head], with head_accuracy[layer][head] and best_head.
json probe_status(const std::vector<std::string>& source, const TrainingSession::ModelRun& m) {
  json probe;
  probe["source_tokens"] = source;
  if (m.snapshots.empty()) return probe;
  const ProbeSnapshot& s = m.snapshots.back();
  probe["step"] = s.step;
  probe["target_tokens"] = s.target;
  const bool have = s.alignment.size() >= s.map_size() * static_cast<size_t>(s.maps());
  const int best = s.best_map();
  probe["alignment"] =
      have && !s.alignment.empty() ? map_rows(s, best < 0 ? 0 : best) : json::array();
  probe["accuracy"] = number_or_null(s.accuracy, s.accuracy >= 0);
  if (s.layers == 0 || !have) return probe;
  json cross = json::array(), accuracy = json::array();
  for (int l = 0; l < s.layers; ++l) {
    json maps = json::array(), acc = json::array();
    for (int h = 0; h < s.heads; ++h) {
      const int k = l * s.heads + h;
      maps.push_back(map_rows(s, k));
      const bool known = static_cast<size_t>(k) < s.head_accuracy.size();
      acc.push_back(number_or_null(known ? s.head_accuracy[k] : 0, known));
    }
    cross.push_back(std::move(maps));
    accuracy.push_back(std::move(acc));
  }
  probe["cross_attention"] = std::move(cross);
  probe["head_accuracy"] = std::move(accuracy);
  probe["best_head"] =
      best < 0 ? json() : json{{"layer", best / s.heads}, {"head", best % s.heads}};
  return probe;
}

json run_status(const TrainingSession& t, const TrainingSession::ModelRun& m, double elapsed) {
  json o;
  o["model"] = s2s::model_kind_name(m.kind);
  o["step"] = m.steps;
  o["examples"] = m.examples;
  o["epoch"] = m.epoch;
  o["elapsed_ms"] = elapsed;
  o["examples_per_s"] = elapsed > 0 ? m.examples / (elapsed / 1000.0) : 0.0;
  // Examples per second of training work (the trainer's own speed, without the frames' rest).
  const double work_ms = t.work_ms();
  o["work_ms"] = work_ms;
  o["examples_per_work_s"] = work_ms > 0 ? m.examples / (work_ms / 1000.0) : 0.0;
  o["train_loss"] =
      number_or_null(m.loss_curve.empty() ? 0 : m.loss_curve.back().loss, !m.loss_curve.empty());
  o["val_bleu"] =
      number_or_null(m.bleu_curve.empty() ? 0 : m.bleu_curve.back().bleu, !m.bleu_curve.empty());
  o["val_exact"] =
      number_or_null(m.bleu_curve.empty() ? 0 : m.bleu_curve.back().exact, !m.bleu_curve.empty());
  o["val_buckets"] = bucket_status(t.data(), m);
  o["probe"] = probe_status(t.probe_source(), m);
  o["snapshots"] = m.snapshots.size();
  return o;
}

}  // namespace

json training_status(const TrainingSession& training) {
  const double elapsed = training.elapsed_ms();
  json models = json::array();
  for (const TrainingSession::ModelRun& m : training.runs())
    models.push_back(run_status(training, m, elapsed));
  json st = models.empty() ? json{{"step", 0},
                                  {"examples", 0},
                                  {"elapsed_ms", elapsed},
                                  {"train_loss", nullptr},
                                  {"val_bleu", nullptr},
                                  {"probe", nullptr}}
                           : models[0];
  st["state"] = enum_name(training.state());
  st["message"] = training.message();
  st["config"] = training.prepared() ? to_json(training.config()) : json();
  st["models"] = std::move(models);
  return st;
}

// ---- 2. model export -------------------------------------------------------------------------
std::vector<std::uint8_t> export_model_file(const TrainingSession& training, int index) {
  return training.model_file(index);
}

bool trained_model_file(const TrainingSession& training, const std::string& model,
                        std::vector<std::uint8_t>* bytes, std::string* filename,
                        std::string* error) {
  const auto& runs = training.runs();
  int index = runs.empty() ? -1 : 0;
  if (!model.empty()) {
    index = -1;
    for (size_t i = 0; i < runs.size(); ++i)
      if (model == s2s::model_kind_name(runs[i].kind)) index = static_cast<int>(i);
  }
  if (index < 0) {
    *error = runs.empty() ? "nothing has been trained yet (startTraining first)"
                          : "no " + model + " model is being trained";
    return false;
  }
  *bytes = export_model_file(training, index);
  if (bytes->empty()) {
    *error = kWeightsNotHereYet;
    return false;
  }
  *filename = std::string("trained-") + s2s::model_kind_name(runs[index].kind) + ".bin";
  return true;
}

}  // namespace ap
