// The Train tab's training as JSON and files: the status object that trainingStatus() returns
// and the exercises' and lessons' checks read, and the model file of a trained run for export.
// No page API here (app/page/training_api.h registers the functions that return these).
#pragma once

#include "app/training/training_session.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace ap {

// {state, message, config, step, examples, elapsed_ms, train_loss, val_bleu, val_exact,
// val_buckets: [{lo, hi, sentences, bleu, exact}], probe: {source_tokens, target_tokens,
// alignment, accuracy}, model, ...} of the first model, and "models": one such object per model
// (two in "both" mode). Scores not measured yet, or not finite, are null.
nlohmann::json training_status(const TrainingSession& training);
// What a model file request says while a remote session's weights are still on their way.
inline constexpr const char* kWeightsNotHereYet =
    "the weights have not arrived from the training worker yet: try again in a moment";

// The model file (the format of `attention train`, fp32 weights) of run `index`; empty if none.
std::vector<std::uint8_t> export_model_file(const TrainingSession& training, int index);

// The model file of `model` ("" = the first run) for a download: false with *error if nothing
// has been trained.
bool trained_model_file(const TrainingSession& training, const std::string& model,
                        std::vector<std::uint8_t>* bytes, std::string* filename,
                        std::string* error);

}  // namespace ap
