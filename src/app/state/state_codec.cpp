// The AppState JSON codec (see state_codec.h): each part through its own codec (the lab scene
// through scene_json.h, the others through their to_json/from_json), all or nothing on read.
#include "app/state/state_codec.h"

#include "app/json_util.h"
#include "app/scene/scene_json.h"

#include <utility>

namespace ap {

using nlohmann::json;

json app_state_json(const AppState& s) {
  return json{{"lab", scene_to_json(s.lab)},           {"view", to_json(s.view)},
              {"translation", to_json(s.translation)}, {"demos", to_json(s.demos)},
              {"training", to_json(s.training)},       {"explain", to_json(s.explain)}};
}

bool app_state_from_json(const json& j, AppState* out, std::string* error) {
  if (!j.is_object()) {
    *error = std::string("expected a JSON object, got ") + json_type_name(j);
    return false;
  }
  AppState next = *out;
  auto it = j.find("lab");
  if (it != j.end()) {
    std::string e;
    if (!scene_from_json(*it, &next.lab, &e)) {
      *error = "lab." + e;
      return false;
    }
  }
  if ((it = j.find("view")) != j.end() && !from_json(*it, &next.view, error)) return false;
  if ((it = j.find("translation")) != j.end() && !from_json(*it, &next.translation, error))
    return false;
  if ((it = j.find("demos")) != j.end() && !from_json(*it, &next.demos, error)) return false;
  if ((it = j.find("training")) != j.end() && !from_json(*it, &next.training, error)) return false;
  if ((it = j.find("explain")) != j.end() && !from_json(*it, &next.explain, error)) return false;
  *out = std::move(next);
  return true;
}

}  // namespace ap
