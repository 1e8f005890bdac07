// DemoState ⇄ JSON (part of the share link). Missing fields keep their defaults, unknown fields
// are ignored (the demos feature may add fields); sizes and ranges are bounded.
#include "app/demo_state.h"

#include "app/json_util.h"

#include <cmath>
#include <cstring>
#include <cstdint>

namespace ap {

const char* painting_score_name(PaintingScore score) {
  return score == PaintingScore::ScaledDot ? "scaled_dot" : "cosine";
}

bool painting_score_from_name(std::string_view name, PaintingScore* out) {
  if (name == "cosine") {
    *out = PaintingScore::Cosine;
  } else if (name == "scaled_dot") {
    *out = PaintingScore::ScaledDot;
  } else {
    return false;
  }
  return true;
}

const char* head_source_name(demos::HeadSource source) {
  return source == demos::HeadSource::Random ? "random" : "words";
}

bool head_source_from_name(std::string_view name, demos::HeadSource* out) {
  if (name == "words") {
    *out = demos::HeadSource::WordMemory;
  } else if (name == "random") {
    *out = demos::HeadSource::Random;
  } else {
    return false;
  }
  return true;
}

namespace {

// The names of the closed sets as read from JSON, checked by read_demo_extras.
struct DemoNames {
  std::string painting_score, head_source;
};

// weight_edits: [[head, "q"|"k"|"v"|"o", row, col, value], ...] (compact: they travel in links).
nlohmann::json edits_to_json(const std::vector<demos::WeightEdit>& edits) {
  nlohmann::json a = nlohmann::json::array();
  for (const auto& e : edits)
    a.push_back({e.head, std::string(1, e.matrix), e.row, e.col, json_float(e.value)});
  return a;
}

bool read_demo_extras(const nlohmann::json& j, const DemoNames& names, DemoState* s,
                      std::string* error) {
  auto fail = [error](const std::string& m) {
    if (error) *error = "demos." + m;
    return false;
  };
  // Every number is checked AFTER narrowing to float: the state must write back exactly what
  // it read, so 1e39 (inf as a float) and 1e-50 (0 as a float) are refused here by name.
  if (j.contains("painting_temperature")) {
    const auto& t = j["painting_temperature"];
    const float f = t.is_number() ? static_cast<float>(t.get<double>()) : 0.0f;
    if (!t.is_number() || !std::isfinite(f) || f <= 0.0f || f > 10.0f)
      return fail("painting_temperature: expected a number in (0, 10], got " + dump_json(t));
    s->painting_temperature = f;
  }
  if (!painting_score_from_name(names.painting_score, &s->painting_score))
    return fail("painting_score: expected \"cosine\" or \"scaled_dot\"");
  if (!head_source_from_name(names.head_source, &s->head_source))
    return fail("head_source: expected \"words\" or \"random\"");
  if (j.contains("weight_edits")) {
    const auto& a = j["weight_edits"];
    if (!a.is_array() || a.size() > 4096) return fail("weight_edits: expected an array (≤ 4096)");
    std::vector<demos::WeightEdit> edits;
    auto index_ok = [](const nlohmann::json& v, std::int64_t hi) {
      // get<int64_t>() of an unsigned above INT64_MAX is negative, so one range check suffices.
      return v.is_number_integer() && v.get<std::int64_t>() >= 0 && v.get<std::int64_t>() <= hi;
    };
    for (std::size_t i = 0; i < a.size(); ++i) {
      const auto& e = a[i];
      const std::string where = "weight_edits[" + std::to_string(i) + "]";
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
    s->weight_edits = std::move(edits);
  }
  return true;
}

}  // namespace

bool same_bits(float a, float b) { return std::memcmp(&a, &b, sizeof(float)) == 0; }

bool same_weight_edits(const std::vector<demos::WeightEdit>& a,
                       const std::vector<demos::WeightEdit>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i].head != b[i].head || a[i].matrix != b[i].matrix || a[i].row != b[i].row ||
        a[i].col != b[i].col || !same_bits(a[i].value, b[i].value))
      return false;
  return true;
}

bool operator==(const DemoState& a, const DemoState& b) {
  return a.painting_query == b.painting_query && a.painting_score == b.painting_score &&
         same_bits(a.painting_temperature, b.painting_temperature) &&
         a.self_sentence == b.self_sentence && a.heads == b.heads && a.d_model == b.d_model &&
         a.causal == b.causal && a.positional_encoding == b.positional_encoding &&
         a.head_seed == b.head_seed && a.head_source == b.head_source &&
         same_weight_edits(a.weight_edits, b.weight_edits) && a.tour_step == b.tour_step;
}

nlohmann::json to_json(const DemoState& s) {
  return nlohmann::json{{"painting_query", s.painting_query},
                        {"painting_score", painting_score_name(s.painting_score)},
                        {"painting_temperature", json_float(s.painting_temperature)},
                        {"head_source", head_source_name(s.head_source)},
                        {"weight_edits", edits_to_json(s.weight_edits)},
                        {"self_sentence", s.self_sentence},
                        {"heads", s.heads},
                        {"d_model", s.d_model},
                        {"causal", s.causal},
                        {"positional_encoding", s.positional_encoding},
                        {"head_seed", s.head_seed},
                        {"tour_step", s.tour_step}};
}

bool from_json(const nlohmann::json& j, DemoState* out, std::string* error) {
  if (!j.is_object()) {
    if (error) *error = std::string("demos: expected a JSON object, got ") + json_type_name(j);
    return false;
  }
  DemoState s = *out;
  DemoNames names{painting_score_name(s.painting_score), head_source_name(s.head_source)};
  const char* p = "demos.";
  if (!read_string_field(j, p, "painting_query", 256, &s.painting_query, error) ||
      !read_string_field(j, p, "self_sentence", 256, &s.self_sentence, error) ||
      !read_int_field(j, p, "heads", 1, 16, &s.heads, error) ||
      !read_int_field(j, p, "d_model", 1, 512, &s.d_model, error) ||
      !read_bool_field(j, p, "causal", &s.causal, error) ||
      !read_bool_field(j, p, "positional_encoding", &s.positional_encoding, error) ||
      !read_u64_field(j, p, "head_seed", &s.head_seed, error) ||
      !read_int_field(j, p, "tour_step", 0, 1000, &s.tour_step, error) ||
      !read_string_field(j, p, "painting_score", 32, &names.painting_score, error) ||
      !read_string_field(j, p, "head_source", 32, &names.head_source, error) ||
      !read_demo_extras(j, names, &s, error))
    return false;
  *out = s;
  return true;
}

}  // namespace ap
