// Shared helpers of the seq2seq subcommands (train, translate, evaluate): default model paths in
// the assets folder and the model-kind option.
#pragma once

#include "core/seq2seq/model.h"

#include <string>

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

}  // namespace ap::cli
