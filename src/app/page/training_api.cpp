// The Train tab's JS API (see training_api.h). Sections: 1. config and "use this model"
// 2. the functions of window.attention. The status JSON and model files are training_json.h's.
#include "app/page/training_api.h"

#include "app/page/app_services.h"
#include "app/link/base64url.h"

namespace ap {

using nlohmann::json;

// ---- 1. config and "use this model" ----------------------------------------------------------

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

// ---- 2. the functions of window.attention ---------------------------------------------------
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
