// The Train tab's functions of window.attention (registered next to add_session_api), and the
// status JSON and model file of a TrainingSession that they return:
//   startTraining([config])  → status; config: any of {model: "search"|"encdec"|"both",
//                              task: "short"|"medium"|"full", hidden: 16|32|64|128, lr, batch,
//                              seed, probe}; the fields given replace state.training (one undo
//                              step, so the share link carries them), then training plays (from
//                              step 0 if the config changed, else it resumes). A bad field is
//                              refused with a message naming it (the banner shows it too); the
//                              state and the run are left as they were.
//   pauseTraining()          → status
//   resetTraining()          → status (idle; the config is kept)
//   stepTraining()           → status after one update of every model (paused)
//   setTrainingSpeed("slow"|"normal"|"fast") → the work budget per slice in ms (3, 8, 12)
//   useTrainedModel()        → true: the translator uses the models trained here (until reload)
//   trainingStatus()         → {state: "idle"|"running"|"paused"|"failed", message, step,
//                              examples, elapsed_ms, examples_per_s, train_loss, val_bleu,
//                              val_exact, val_buckets: [{lo, hi, sentences, bleu, exact}],
//                              probe: {source_tokens, target_tokens, alignment, accuracy, step},
//                              config, models: [the same per model]} (training_status below)
//   exportTrainedModel([model]) → {filename, bytes, base64url}: the model file (format of
//                              `attention train`, fp32 weights), also offered as a download; model
//                              "search" or "encdec" picks one in "both" mode (default: the first).
#pragma once

#include "app/page/page_api.h"
#include "app/training/training_json.h"
#include "app/training/training_session.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace ap {

class AppServices;

// Applies the fields of `config` (an object) to state.training through session.edit; false with
// *error naming the bad field (and the banner set) if one is out of range.
bool apply_training_config(AppSession* session, const nlohmann::json& config, std::string* error);

// "Use this model": every model of the session replaces the shipped one of its kind in the
// translator (until reload), and the translator is set to the first one. False with *error if
// nothing has been trained.
bool use_trained_models(AppSession* session, AppServices* services, std::string* error);

// `session` and `services` must outlive `api`.
void add_training_api(PageApi* api, AppSession* session, AppServices* services);

}  // namespace ap
