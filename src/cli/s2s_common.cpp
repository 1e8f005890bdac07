// Seq2seq CLI helpers (see s2s_common.h).
#include "cli/s2s_common.h"

#include "core/corpus/model_world.h"

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
  if (s == "transformer") {
    *out = ap::s2s::ModelKind::Transformer;
    return true;
  }
  *error = "--model must be search, encdec or transformer, not '" + s + "'";
  return false;
}

std::string assets_dir() { return AP_ASSETS_DIR; }

std::string default_model_file(ap::s2s::ModelKind kind) {
  switch (kind) {
    case ap::s2s::ModelKind::Search:
      return "rnnsearch.bin";
    case ap::s2s::ModelKind::EncDec:
      return "rnnencdec.bin";
    case ap::s2s::ModelKind::Transformer:
      return "transformer.bin";
  }
  return "model.bin";
}

std::string default_model_path(ap::s2s::ModelKind kind) {
  return assets_dir() + "/models/" + default_model_file(kind);
}

bool world_of_models(const std::vector<ap::s2s::Translator>& models, int* world,
                     std::string* error) {
  *world = 1;
  for (size_t m = 0; m < models.size(); ++m) {
    const int w = ap::s2s::world_of_training_command(models[m].bundle().info);
    const char* title = ap::s2s::model_kind_title(models[m].kind());
    if (w < 1) {
      *error = std::string(title) + "'s training command names an unreadable --world; pass --world";
      return false;
    }
    if (m > 0 && w != *world) {
      *error = "the models were trained on different worlds (" + std::to_string(*world) + " and " +
               std::to_string(w) + ", " + title + "); pass --world 1 or 2";
      return false;
    }
    *world = w;
  }
  return true;
}

}  // namespace ap::cli
