// TranslationState ⇄ JSON (part of the share link). Missing fields keep their defaults, unknown
// fields are ignored; sizes and ranges are bounded so a hostile link cannot ask for much.
#include "app/translation/translation_state.h"

#include "app/state_fields_json.h"

namespace ap {

nlohmann::json to_json(const TranslationState& t) { return fields_to_json(t); }

bool from_json(const nlohmann::json& j, TranslationState* out, std::string* error) {
  return fields_from_json(j, "translation", out, error);
}

}  // namespace ap
