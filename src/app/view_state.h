// ViewState: which view is open and how it is shown. Part of the share link (as JSON text).
#pragma once

#include <nlohmann/json.hpp>

#include <string>

namespace ap {

struct ViewState {
  std::string tab =
      "lab";  // "lab", "batched", "translate", "bottleneck", "painting", "self", "heads", "tour"
  int projection_x = 0;  // 2-D canvas axes when d > 2
  int projection_y = 1;
  bool embed = false;           // hide the panels' chrome (for iframes)
  std::string language = "en";  // "en" or "zh"
};

bool operator==(const ViewState& a, const ViewState& b);
inline bool operator!=(const ViewState& a, const ViewState& b) { return !(a == b); }

nlohmann::json to_json(const ViewState& v);
// Fills *out from j; unknown fields are ignored; returns false with *error naming the field.
bool from_json(const nlohmann::json& j, ViewState* out, std::string* error);

}  // namespace ap
