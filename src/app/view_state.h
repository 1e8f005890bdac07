// ViewState: which view is open and how it is shown. Part of the share link (as JSON text).
#pragma once

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace ap {

// The top-level tabs, in display order.
// (Train came last, so the older tabs keep their numbers; AppUi shows it after Bottleneck.)
enum class Tab { Lab, Batched, Translate, Bottleneck, Painting, Self, Heads, Tour, Train };
constexpr int kTabCount = 9;

// The tab's name in JSON, share links and widget ids: "lab", "batched", "translate",
// "bottleneck", "painting", "self", "heads", "tour", "train".
const char* tab_name(Tab tab);
// False (and *out untouched) for a name no tab has.
bool tab_from_name(std::string_view name, Tab* out);

// The colour theme: Auto follows the system (prefers-color-scheme on the web, dark natively);
// the toolbar's toggle picks Light or Dark explicitly. In the link as "auto" | "light" | "dark".
enum class Theme { Auto, Light, Dark };
const char* theme_name(Theme theme);
// False (and *out untouched) for a name no theme has.
bool theme_from_name(std::string_view name, Theme* out);

// (The UI scale is a device preference, not a view of the shared state: see app/ui_scale.h.)
struct ViewState {
  Tab tab = Tab::Lab;
  int projection_x = 0;  // 2-D canvas axes when d > 2
  int projection_y = 1;
  bool embed = false;           // hide the panels' chrome (for iframes)
  std::string language = "en";  // "en" or "zh"
  Theme theme = Theme::Auto;
};

bool operator==(const ViewState& a, const ViewState& b);
inline bool operator!=(const ViewState& a, const ViewState& b) { return !(a == b); }

nlohmann::json to_json(const ViewState& v);
// Fills *out from j; unknown fields are ignored; returns false with *error naming the field.
bool from_json(const nlohmann::json& j, ViewState* out, std::string* error);

}  // namespace ap
