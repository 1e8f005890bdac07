// DemoState ⇄ JSON (part of the share link). Missing fields keep their defaults, unknown fields
// are ignored (the demos feature may add fields); sizes and ranges are bounded. The fields are
// listed once, in demo_state.h; here are the two checks a range cannot say.
#include "app/demos/demo_state.h"

#include "app/state_fields_json.h"

#include <cmath>
#include <cstdint>

namespace ap {

namespace demos {

bool same_field(const WeightEdit& a, const WeightEdit& b) {
  return a.head == b.head && a.matrix == b.matrix && a.row == b.row && a.col == b.col &&
         ap::same_field(a.value, b.value);
}

nlohmann::json plain_json(const std::vector<WeightEdit>& edits) {
  nlohmann::json a = nlohmann::json::array();
  for (const auto& e : edits)
    a.push_back({e.head, std::string(1, e.matrix), e.row, e.col, json_float(e.value)});
  return a;
}

}  // namespace demos

// Every number is checked AFTER narrowing to float: the state must write back exactly what it
// read, so 1e39 (inf as a float) and 1e-50 (0 as a float) are refused here by name.
bool read_painting_temperature(const nlohmann::json& obj, const char* prefix, const char* key,
                               float* out, std::string* error) {
  if (!obj.contains(key)) return true;
  const auto& t = obj[key];
  const float f = t.is_number() ? static_cast<float>(t.get<double>()) : 0.0f;
  if (!t.is_number() || !std::isfinite(f) || f <= 0.0f || f > 10.0f) {
    if (error)
      *error = std::string(prefix) + key + ": expected a number in (0, 10], got " + dump_json(t);
    return false;
  }
  *out = f;
  return true;
}

bool read_weight_edits(const nlohmann::json& obj, const char* prefix, const char* key,
                       std::vector<demos::WeightEdit>* out, std::string* error) {
  auto fail = [&](const std::string& m) {
    if (error) *error = std::string(prefix) + key + m;
    return false;
  };
  if (!obj.contains(key)) return true;
  const auto& a = obj[key];
  if (!a.is_array() || a.size() > 4096) return fail(": expected an array (≤ 4096)");
  std::vector<demos::WeightEdit> edits;
  auto index_ok = [](const nlohmann::json& v, std::int64_t hi) {
    // get<int64_t>() of an unsigned above INT64_MAX is negative, so one range check suffices.
    return v.is_number_integer() && v.get<std::int64_t>() >= 0 && v.get<std::int64_t>() <= hi;
  };
  for (std::size_t i = 0; i < a.size(); ++i) {
    const auto& e = a[i];
    const std::string where = "[" + std::to_string(i) + "]";
    if (!e.is_array() || e.size() != 5 || !e[1].is_string() || !e[4].is_number())
      return fail(where + ": each edit is [head, \"q|k|v|o\", row, col, value]");
    if (!index_ok(e[0], 15) || !index_ok(e[2], 511) || !index_ok(e[3], 511))
      return fail(where + ": head must be an integer in [0, 15], row and col in [0, 511]");
    const std::string& m = e[1].get_ref<const std::string&>();
    if (m.size() != 1 || std::string("qkvo").find(m[0]) == std::string::npos)
      return fail(where + ": matrix must be q, k, v or o");
    const float v = static_cast<float>(e[4].get<double>());
    if (!std::isfinite(v))
      return fail(where + "[4]: " + dump_json(e[4]) +
                  " is not a finite float (the range is about ±3.4e38)");
    edits.push_back({e[0].get<int>(), m[0], e[2].get<int>(), e[3].get<int>(), v});
  }
  *out = std::move(edits);
  return true;
}

nlohmann::json to_json(const DemoState& s) { return fields_to_json(s); }

bool from_json(const nlohmann::json& j, DemoState* out, std::string* error) {
  return fields_from_json(j, "demos", out, error);
}

}  // namespace ap
