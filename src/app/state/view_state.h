// ViewState: which view is open and how it is shown. Part of the share link (as JSON text).
#pragma once

#include "app/scene/scene.h"
#include "app/state_fields.h"
#include "core/enum_names.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace ap {

// The top-level tabs, in display order.
// (New tabs come last, so the older tabs keep their numbers; AppUi shows Train after Bottleneck,
// Explain after Train's group and Exercises after the Tour.)
enum class Tab {
  Lab,
  Batched,
  Translate,
  Bottleneck,
  Painting,
  Self,
  Heads,
  Tour,
  Train,
  Explain,
  Exercises
};
constexpr int kTabCount = 11;

// The tab's name in JSON, share links and widget ids (enum_name / enum_from_name).
inline constexpr EnumName<Tab> kTabNames[] = {{Tab::Lab, "lab"},
                                              {Tab::Batched, "batched"},
                                              {Tab::Translate, "translate"},
                                              {Tab::Bottleneck, "bottleneck"},
                                              {Tab::Painting, "painting"},
                                              {Tab::Self, "self"},
                                              {Tab::Heads, "heads"},
                                              {Tab::Tour, "tour"},
                                              {Tab::Train, "train"},
                                              {Tab::Explain, "explain"},
                                              {Tab::Exercises, "exercises"}};
constexpr const auto& enum_names(Tab) { return kTabNames; }
static_assert(std::size(kTabNames) == kTabCount);
inline const char* tab_name(Tab tab) { return enum_name(tab); }  // used by many panels

// The colour theme: Auto follows the system (prefers-color-scheme on the web, dark natively);
// the toolbar's toggle picks Light or Dark explicitly. In the link as "auto" | "light" | "dark".
enum class Theme { Auto, Light, Dark };
inline constexpr EnumName<Theme> kThemeNames[] = {
    {Theme::Auto, "auto"}, {Theme::Light, "light"}, {Theme::Dark, "dark"}};
constexpr const auto& enum_names(Theme) { return kThemeNames; }

// (The UI scale is a device preference, not a view of the shared state: see app/page/ui_scale.h.)
struct ViewState {
  Tab tab = Tab::Lab;
  int projection_x = 0;  // 2-D canvas axes when d > 2
  int projection_y = 1;
  bool embed = false;           // hide the panels' chrome (for iframes)
  std::string language = "en";  // "en" or "zh"
  Theme theme = Theme::Auto;

  // The one field list (app/state_fields.h): JSON name, how it is read, the field.
  template <class F, class... S>
  static void visit_fields(F&& f, S&... s) {
    f("tab", Named{32, OnUnknownName::FallBackToFirst}, s.tab...);  // a newer app's tab: the lab
    f("projection_x", IntIn{0, kMaxDim - 1}, s.projection_x...);
    f("projection_y", IntIn{0, kMaxDim - 1}, s.projection_y...);
    f("embed", Flag{}, s.embed...);
    f("language", Text{16}, s.language...);
    f("theme", Named{16, OnUnknownName::RefuseGot}, s.theme...);
  }
};

inline bool operator==(const ViewState& a, const ViewState& b) { return fields_equal(a, b); }
inline bool operator!=(const ViewState& a, const ViewState& b) { return !(a == b); }

nlohmann::json to_json(const ViewState& v);
// Fills *out from j; unknown fields are ignored; returns false with *error naming the field.
bool from_json(const nlohmann::json& j, ViewState* out, std::string* error);

}  // namespace ap
