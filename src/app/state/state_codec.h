// The whole AppState as one JSON object, as getState()/setState(x) in the page use it (app/
// page_api.h) and the state round-trip tests check it: {"lab": scene (the schema of `attention
// eval`, app/scene/scene_json.h), "view": ..., "translation": ..., "demos": ..., "training": ...}.
// The share link is a different, compact encoding of the same state (app/link/share_link.h).
#pragma once

#include "app/state/app_state.h"

#include <nlohmann/json.hpp>

#include <string>

namespace ap {

nlohmann::json app_state_json(const AppState& s);
// Reads what app_state_json writes; absent members keep *out's values. Validates the lab scene.
bool app_state_from_json(const nlohmann::json& j, AppState* out, std::string* error);

}  // namespace ap
