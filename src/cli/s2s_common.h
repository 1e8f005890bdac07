// Shared helpers of the seq2seq subcommands (train, translate, evaluate): default model paths in
// the assets folder and the model-kind option.
#pragma once

#include "core/seq2seq/model.h"

#include <string>

namespace ap::cli {

// The --model option: "search" (or "rnnsearch") → ModelKind::Search, "encdec" (or "rnnencdec")
// → ModelKind::EncDec. Otherwise false with *error = "--model must be search or encdec, not '…'".
bool parse_model_kind(const std::string& s, ap::s2s::ModelKind* out, std::string* error);

// <assets>/models/rnnsearch.bin or rnnencdec.bin (AP_ASSETS_DIR, the source tree's assets).
std::string default_model_path(ap::s2s::ModelKind kind);
std::string assets_dir();

}  // namespace ap::cli
