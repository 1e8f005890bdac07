// The explanations' JSON codec (explain_json.h).
#include "app/explain/explain_json.h"

#include "app/json_util.h"

#include <initializer_list>

namespace ap {

namespace {

using nlohmann::json;

// A field not in `known` → false with "<prefix><key>: unknown field".
bool only_known(const json& obj, const char* prefix, std::initializer_list<const char*> known,
                std::string* error) {
  for (auto it = obj.begin(); it != obj.end(); ++it) {
    bool ok = false;
    for (const char* k : known) ok = ok || it.key() == k;
    if (!ok) {
      *error = std::string(prefix) + it.key() + ": unknown field";
      return false;
    }
  }
  return true;
}

template <class E>
bool read_enum(const json& obj, const char* prefix, const char* key, E* out, std::string* error) {
  std::string name;
  if (!read_string_field(obj, prefix, key, 64, &name, error)) return false;
  if (!obj.contains(key)) return true;
  if (!enum_from_name(name, out)) {
    *error = std::string(prefix) + key + ": must be " + enum_names_listed<E>() + ", not " +
             dump_json(nlohmann::json(name));  // quoted as JSON: one line whatever it holds
    return false;
  }
  return true;
}

bool read_intervention(const json& j, explain::Options* o, std::string* error) {
  const char* p = "intervention.";
  if (!j.is_object()) {
    *error = std::string("intervention: expected an object, got ") + json_type_name(j);
    return false;
  }
  if (!only_known(j, p, {"kind", "position", "word", "release", "seed"}, error)) return false;
  if (!j.contains("kind")) {
    *error = "intervention.kind: missing (\"none\", \"uniform\", \"permute\" or \"word\")";
    return false;
  }
  if (!read_enum(j, p, "kind", &o->intervention, error) ||
      !read_int_field(j, p, "position", 0, 1000, &o->position, error) ||
      !read_int_field(j, p, "word", 0, 1000, &o->word, error) ||
      !read_bool_field(j, p, "release", &o->release, error) ||
      !read_u64_field(j, p, "seed", &o->seed, error))
    return false;
  if (o->intervention == explain::InterventionKind::None) return true;
  if (!j.contains("position")) {
    *error = "intervention.position: missing (the target word whose attention is replaced)";
    return false;
  }
  if (o->intervention == explain::InterventionKind::Word && !j.contains("word")) {
    *error = "intervention.word: missing (the source word that gets all the attention)";
    return false;
  }
  return true;
}

}  // namespace

json explanation_to_json(const explain::Explanation& e, s2s::ModelKind model) {
  json summary = json::array();
  for (const explain::Agreement& a : e.summary)
    summary.push_back({{"method", a.method},
                       {"argmax_agreement", json_float(static_cast<float>(a.argmax_agreement))},
                       {"spearman", json_float(static_cast<float>(a.spearman))}});
  json j{{"model", enum_name(model)},
         {"source_tokens", e.source_tokens},
         {"target_tokens", e.target_tokens},
         {"translation", e.translation},
         {"attention", json_float_rows(e.attention)},
         {"gradient", json_float_rows(e.gradient)},
         {"gradient_signed", json_float_rows(e.gradient_signed)},
         {"leave_one_out", json_float_rows(e.leave_one_out)},
         {"summary", summary}};
  if (!e.rollout.empty()) j["rollout"] = json_float_rows(e.rollout);
  if (!e.norm.empty()) j["norm"] = json_float_rows(e.norm);
  if (e.has_intervention) {
    const explain::InterventionResult& r = e.intervention;
    json changed = json::array();
    for (bool c : r.changed) changed.push_back(c);
    j["intervention"] = {{"kind", enum_name(r.kind)},
                         {"position", r.position},
                         {"release", r.release},
                         {"tokens", r.tokens},
                         {"changed", changed},
                         {"translation", r.translation},
                         {"attention_used", json_float_rows(r.attention_used)}};
  }
  return j;
}

bool explain_options_from_json(const json& j, explain::Options* out, std::string* error) {
  if (!j.is_object()) {
    *error = std::string("explain options: expected an object, got ") + json_type_name(j);
    return false;
  }
  if (!only_known(j, "", {"view", "layer", "head", "intervention", "model", "sentence"}, error))
    return false;
  explain::Options o;
  if (!read_enum(j, "", "view", &o.view, error) ||
      !read_int_field(j, "", "layer", -1, 64, &o.layer, error) ||
      !read_int_field(j, "", "head", -1, 64, &o.head, error))
    return false;
  if (j.contains("intervention") && !read_intervention(j["intervention"], &o, error)) return false;
  *out = o;
  return true;
}

}  // namespace ap
