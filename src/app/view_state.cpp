// ViewState ⇄ JSON (part of the share link). Missing fields keep their defaults and unknown
// fields are ignored, so links stay readable across versions. Values are range-checked; an
// unknown tab name (a newer app may have more tabs) opens the first tab, the vector lab, and an
// unknown language name is kept as text (the UI shows English). An unknown theme name is an
// error that names the field and the accepted values (a link older than themes has no "theme":
// it follows the system).
#include "app/view_state.h"

#include "app/json_util.h"
#include "app/scene.h"

namespace ap {

namespace {
constexpr const char* kTabNames[kTabCount] = {
    "lab", "batched", "translate", "bottleneck", "painting", "self", "heads", "tour", "train"};
constexpr const char* kThemeNames[3] = {"auto", "light", "dark"};
}  // namespace

const char* theme_name(Theme theme) { return kThemeNames[static_cast<int>(theme)]; }

bool theme_from_name(std::string_view name, Theme* out) {
  for (int i = 0; i < 3; ++i)
    if (name == kThemeNames[i]) {
      *out = static_cast<Theme>(i);
      return true;
    }
  return false;
}

const char* tab_name(Tab tab) { return kTabNames[static_cast<int>(tab)]; }

bool tab_from_name(std::string_view name, Tab* out) {
  for (int i = 0; i < kTabCount; ++i)
    if (name == kTabNames[i]) {
      *out = static_cast<Tab>(i);
      return true;
    }
  return false;
}

bool operator==(const ViewState& a, const ViewState& b) {
  return a.tab == b.tab && a.projection_x == b.projection_x && a.projection_y == b.projection_y &&
         a.embed == b.embed && a.language == b.language && a.theme == b.theme;
}

nlohmann::json to_json(const ViewState& v) {
  return nlohmann::json{{"tab", tab_name(v.tab)},         {"projection_x", v.projection_x},
                        {"projection_y", v.projection_y}, {"embed", v.embed},
                        {"language", v.language},         {"theme", theme_name(v.theme)}};
}

bool from_json(const nlohmann::json& j, ViewState* out, std::string* error) {
  if (!j.is_object()) {
    if (error) *error = std::string("view: expected a JSON object, got ") + json_type_name(j);
    return false;
  }
  ViewState v = *out;
  std::string tab = tab_name(v.tab), theme = theme_name(v.theme);
  const char* p = "view.";
  if (!read_string_field(j, p, "tab", 32, &tab, error) ||
      !read_int_field(j, p, "projection_x", 0, kMaxDim - 1, &v.projection_x, error) ||
      !read_int_field(j, p, "projection_y", 0, kMaxDim - 1, &v.projection_y, error) ||
      !read_bool_field(j, p, "embed", &v.embed, error) ||
      !read_string_field(j, p, "language", 16, &v.language, error) ||
      !read_string_field(j, p, "theme", 16, &theme, error))
    return false;
  if (!theme_from_name(theme, &v.theme)) {
    if (error)
      *error = "view.theme: expected \"auto\", \"light\" or \"dark\", got \"" + theme + "\"";
    return false;
  }
  if (!tab_from_name(tab, &v.tab)) v.tab = Tab::Lab;
  *out = v;
  return true;
}

}  // namespace ap
