// The Train tab's JS API (see training_api.h). Sections: 1. status JSON 2. model export
// 3. config and "use this model" 4. the functions of window.attention.
#include "app/training_api.h"

#include "app/app_services.h"
#include "app/base64url.h"

#include <cmath>

namespace ap {

using nlohmann::json;

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
namespace {
const char* const kWeightsNotHereYet =
    "the weights have not arrived from the training worker yet: try again in a moment";
}  // namespace

std::vector<std::uint8_t> export_model_file(const TrainingSession& training, int index) {
  return training.model_file(index);
}

// ---- 3. config and "use this model" ----------------------------------------------------------

bool apply_training_config(AppSession* session, const json& config, std::string* error) {
  if (config.is_null()) return true;
  TrainingConfig next = session->state().training;
  if (!from_json(config, &next, error)) {
    session->set_banner(*error);
    return false;
  }
  if (next != session->state().training)
    session->edit([next](AppState& st) { st.training = next; });
  return true;
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

bool use_trained_models(AppSession* session, AppServices* services, std::string* error) {
  const TrainingSession& t = services->training;
  if (t.runs().empty()) {
    *error = "nothing has been trained yet (startTraining first)";
    return false;
  }
  std::vector<std::vector<std::uint8_t>> files;
  for (int i = 0; i < static_cast<int>(t.runs().size()); ++i) {
    files.push_back(export_model_file(t, i));
    if (files.back().empty()) {
      *error = kWeightsNotHereYet;
      return false;
    }
  }
  for (const auto& file : files)
    if (!services->translation.use_trained_model(file, error)) return false;
  const s2s::ModelKind first = t.runs()[0].kind;
  session->edit([first](AppState& st) {
    st.translation.model = first;
    st.translation.selected_target = -1;
  });
  return true;
}

// ---- 4. the functions of window.attention ---------------------------------------------------
void add_training_api(PageApi* api, AppSession* session, AppServices* services) {
  TrainingSession* training = &services->training;
  api->add("startTraining", [session, training](const json& args, json* v, std::string* error) {
    if (!args.empty() && !args[0].is_null()) {
      if (!args[0].is_object()) {
        *error = "argument 1: expected a config object";
        return false;
      }
      if (!apply_training_config(session, args[0], error)) return false;
    }
    training->play(session->state().training);
    *v = training_status(*training);
    return true;
  });
  api->add("pauseTraining", [training](const json&, json* v, std::string*) {
    training->pause();
    *v = training_status(*training);
    return true;
  });
  api->add("resetTraining", [training](const json&, json* v, std::string*) {
    training->reset();
    *v = training_status(*training);
    return true;
  });
  api->add("stepTraining", [session, training](const json&, json* v, std::string*) {
    training->step_once(session->state().training);
    *v = training_status(*training);
    return true;
  });
  api->add("setTrainingSpeed", [training](const json& args, json* v, std::string* error) {
    const std::string speed =
        !args.empty() && args[0].is_string() ? args[0].get<std::string>() : "";
    for (int i = 0; i < 3; ++i)
      if (speed == kTrainingSpeedNames[i]) {
        training->set_budget_ms(kTrainingSpeedBudgetsMs[i]);
        *v = training->budget_ms();
        return true;
      }
    *error = "argument 1: expected \"slow\", \"normal\" or \"fast\"";
    return false;
  });
  api->add("useTrainedModel", [session, services](const json&, json* v, std::string* error) {
    if (!use_trained_models(session, services, error)) return false;
    *v = true;
    return true;
  });
  api->add("trainingStatus", [training](const json&, json* v, std::string*) {
    *v = training_status(*training);
    return true;
  });
  api->add("exportTrainedModel", [services](const json& args, json* v, std::string* error) {
    std::string model;
    if (!args.empty() && args[0].is_string()) model = args[0].get<std::string>();
    std::vector<std::uint8_t> bytes;
    std::string filename;
    if (!trained_model_file(services->training, model, &bytes, &filename, error)) return false;
    const std::string_view raw(reinterpret_cast<const char*>(bytes.data()), bytes.size());
    services->host().download_text(filename, "application/octet-stream", raw);
    *v =
        json{{"filename", filename}, {"bytes", bytes.size()}, {"base64url", base64url_encode(raw)}};
    return true;
  });
}

}  // namespace ap
