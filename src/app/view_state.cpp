// ViewState ⇄ JSON (part of the share link). Missing fields keep their defaults and unknown
// fields are ignored, so links stay readable across versions. Values are range-checked; an
// unknown tab or language name is kept as text (a newer app may know it; the UI falls back).
#include "app/view_state.h"

#include "app/json_util.h"
#include "app/scene.h"

namespace ap {

bool operator==(const ViewState& a, const ViewState& b) {
  return a.tab == b.tab && a.projection_x == b.projection_x && a.projection_y == b.projection_y &&
         a.embed == b.embed && a.language == b.language;
}

nlohmann::json to_json(const ViewState& v) {
  return nlohmann::json{{"tab", v.tab},
                        {"projection_x", v.projection_x},
                        {"projection_y", v.projection_y},
                        {"embed", v.embed},
                        {"language", v.language}};
}

bool from_json(const nlohmann::json& j, ViewState* out, std::string* error) {
  if (!j.is_object()) {
    if (error) *error = std::string("view: expected a JSON object, got ") + json_type_name(j);
    return false;
  }
  ViewState v = *out;
  const char* p = "view.";
  if (!read_string_field(j, p, "tab", 32, &v.tab, error) ||
      !read_int_field(j, p, "projection_x", 0, kMaxDim - 1, &v.projection_x, error) ||
      !read_int_field(j, p, "projection_y", 0, kMaxDim - 1, &v.projection_y, error) ||
      !read_bool_field(j, p, "embed", &v.embed, error) ||
      !read_string_field(j, p, "language", 16, &v.language, error))
    return false;
  *out = v;
  return true;
}

}  // namespace ap
