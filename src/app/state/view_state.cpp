// ViewState ⇄ JSON (part of the share link). Missing fields keep their defaults and unknown
// fields are ignored, so links stay readable across versions. Values are range-checked; an
// unknown tab name (a newer app may have more tabs) opens the first tab, the vector lab, and an
// unknown language name is kept as text (the UI shows English). An unknown theme name is an
// error that names the field and the accepted values (a link older than themes has no "theme":
// it follows the system).
#include "app/state/view_state.h"

#include "app/state_fields_json.h"

namespace ap {

nlohmann::json to_json(const ViewState& v) { return fields_to_json(v); }

bool from_json(const nlohmann::json& j, ViewState* out, std::string* error) {
  return fields_from_json(j, "view", out, error);
}

}  // namespace ap
