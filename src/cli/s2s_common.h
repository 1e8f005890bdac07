// Shared helpers of the seq2seq subcommands (train, translate, evaluate, explain): default model
// paths in the assets folder, the model-kind option and the corpus world the models came from.
#pragma once

#include "core/seq2seq/model.h"
#include "core/seq2seq/translator.h"

#include <string>
#include <vector>

namespace ap::cli {

// The --model option: "search" (or "rnnsearch") → ModelKind::Search, "encdec" (or "rnnencdec")
// → ModelKind::EncDec, "transformer" → ModelKind::Transformer. Otherwise false with
// *error = "--model must be search, encdec or transformer, not '…'".
bool parse_model_kind(const std::string& s, ap::s2s::ModelKind* out, std::string* error);

// rnnsearch.bin, rnnencdec.bin or transformer.bin.
std::string default_model_file(ap::s2s::ModelKind kind);
// <assets>/models/<default_model_file> (AP_ASSETS_DIR, the source tree's assets).
std::string default_model_path(ap::s2s::ModelKind kind);
std::string assets_dir();

// A --world left unset: the test split's world is the one the models were trained on.
inline constexpr int kWorldFromModels = -1;

// The corpus world named in the models' training commands (their files' info text; 1 when it
// names none). False with *error when two models name different worlds or a world is unreadable.
bool world_of_models(const std::vector<ap::s2s::Translator>& models, int* world,
                     std::string* error);

}  // namespace ap::cli
