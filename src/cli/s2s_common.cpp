// Seq2seq CLI helpers (see s2s_common.h).
#include "cli/s2s_common.h"

#ifndef AP_ASSETS_DIR
#define AP_ASSETS_DIR "assets"
#endif

namespace ap::cli {

bool parse_model_kind(const std::string& s, ap::s2s::ModelKind* out, std::string* error) {
  if (s == "search" || s == "rnnsearch") {
    *out = ap::s2s::ModelKind::Search;
    return true;
  }
  if (s == "encdec" || s == "rnnencdec") {
    *out = ap::s2s::ModelKind::EncDec;
    return true;
  }
  *error = "--model must be search or encdec, not '" + s + "'";
  return false;
}

std::string assets_dir() { return AP_ASSETS_DIR; }

std::string default_model_path(ap::s2s::ModelKind kind) {
  return assets_dir() +
         (kind == ap::s2s::ModelKind::Search ? "/models/rnnsearch.bin" : "/models/rnnencdec.bin");
}

}  // namespace ap::cli
