// ExplainState ⇄ JSON (part of the share link). Missing fields keep their defaults, unknown
// fields are ignored; sizes and ranges are bounded so a hostile link cannot ask for much.
#include "app/explain/explain_state.h"

#include "app/state_fields_json.h"

namespace ap {

nlohmann::json to_json(const ExplainState& e) { return fields_to_json(e); }

bool from_json(const nlohmann::json& j, ExplainState* out, std::string* error) {
  return fields_from_json(j, "explain", out, error);
}

}  // namespace ap
