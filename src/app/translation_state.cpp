// TranslationState ⇄ JSON (part of the share link). Missing fields keep their defaults, unknown
// fields are ignored; sizes and ranges are bounded so a hostile link cannot ask for much.
#include "app/translation_state.h"

#include "app/json_util.h"

namespace ap {

const char* model_name(TranslationModel model) {
  return model == TranslationModel::Encdec ? "encdec" : "search";
}

bool model_from_name(std::string_view name, TranslationModel* out) {
  if (name == "search") {
    *out = TranslationModel::Search;
  } else if (name == "encdec") {
    *out = TranslationModel::Encdec;
  } else {
    return false;
  }
  return true;
}

bool operator==(const TranslationState& a, const TranslationState& b) {
  return a.sentence == b.sentence && a.model == b.model && a.beam == b.beam &&
         a.selected_target == b.selected_target && a.compare == b.compare;
}

nlohmann::json to_json(const TranslationState& t) {
  return nlohmann::json{{"sentence", t.sentence},
                        {"model", model_name(t.model)},
                        {"beam", t.beam},
                        {"selected_target", t.selected_target},
                        {"compare", t.compare}};
}

bool from_json(const nlohmann::json& j, TranslationState* out, std::string* error) {
  if (!j.is_object()) {
    if (error)
      *error = std::string("translation: expected a JSON object, got ") + json_type_name(j);
    return false;
  }
  TranslationState t = *out;
  std::string model = model_name(t.model);
  const char* p = "translation.";
  if (!read_string_field(j, p, "sentence", 2000, &t.sentence, error) ||
      !read_string_field(j, p, "model", 32, &model, error) ||
      !read_int_field(j, p, "beam", 1, 16, &t.beam, error) ||
      !read_int_field(j, p, "selected_target", -1, 255, &t.selected_target, error) ||
      !read_bool_field(j, p, "compare", &t.compare, error))
    return false;
  if (!model_from_name(model, &t.model)) {
    if (error)
      *error = "translation.model: expected \"search\" or \"encdec\", not \"" + model + "\"";
    return false;
  }
  *out = t;
  return true;
}

}  // namespace ap
