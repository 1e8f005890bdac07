// One enum ⇄ name helper for every enum whose values have names (JSON, share links, the CLI, the
// JS API, widget ids). Each enum declares its table once, next to the enum and in its namespace:
//   inline constexpr EnumName<Theme> kThemeNames[] = {{Theme::Auto, "auto"}, ...};
//   constexpr const auto& enum_names(Theme) { return kThemeNames; }
// and enum_name(), enum_from_name() and enum_names_listed() find the table by argument-dependent
// lookup. Adding a value to an enum then means adding one row to its table.
#pragma once

#include <cstddef>
#include <iterator>
#include <string>
#include <string_view>

namespace ap {

template <class E>
struct EnumName {
  E value;
  const char* name;
};

// The value's name, or "unknown" for a value its table does not list.
template <class E>
constexpr const char* enum_name(E value) {
  for (const EnumName<E>& row : enum_names(E{}))
    if (row.value == value) return row.name;
  return "unknown";
}

// The value named `name` into *out (out may be null to only test the name); false, and *out
// untouched, for a name the table does not list.
template <class E>
constexpr bool enum_from_name(std::string_view name, E* out) {
  for (const EnumName<E>& row : enum_names(E{}))
    if (name == row.name) {
      if (out) *out = row.value;
      return true;
    }
  return false;
}

// Every name, quoted, in table order, for messages: "\"auto\", \"light\" or \"dark\"".
template <class E>
std::string enum_names_listed() {
  const auto& table = enum_names(E{});
  const std::size_t n = std::size(table);
  std::string s;
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0) s += i + 1 == n ? " or " : ", ";
    s += std::string("\"") + table[i].name + "\"";
  }
  return s;
}

}  // namespace ap
