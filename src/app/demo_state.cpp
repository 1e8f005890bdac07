// DemoState ⇄ JSON (part of the share link). Missing fields keep their defaults, unknown fields
// are ignored (the demos feature may add fields); sizes and ranges are bounded.
#include "app/demo_state.h"

#include "app/json_util.h"

namespace ap {

nlohmann::json to_json(const DemoState& s) {
  return nlohmann::json{{"painting_query", s.painting_query},
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
  const char* p = "demos.";
  if (!read_string_field(j, p, "painting_query", 256, &s.painting_query, error) ||
      !read_string_field(j, p, "self_sentence", 256, &s.self_sentence, error) ||
      !read_int_field(j, p, "heads", 1, 16, &s.heads, error) ||
      !read_int_field(j, p, "d_model", 1, 512, &s.d_model, error) ||
      !read_bool_field(j, p, "causal", &s.causal, error) ||
      !read_bool_field(j, p, "positional_encoding", &s.positional_encoding, error) ||
      !read_u64_field(j, p, "head_seed", &s.head_seed, error) ||
      !read_int_field(j, p, "tour_step", 0, 1000, &s.tour_step, error))
    return false;
  *out = s;
  return true;
}

}  // namespace ap
