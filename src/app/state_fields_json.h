// The JSON writer and reader that walk a state's field list (app/state_fields.h): to_json and
// from_json of ViewState, TranslationState, DemoState and TrainingConfig are one call each.
// Reading works on a copy: a missing field keeps its value, unknown fields are ignored, and on the
// first bad field *out is left untouched and *error names it ("<section>.<field>: <problem>").
#pragma once

#include "app/json_util.h"
#include "app/state_fields.h"
#include "core/enum_names.h"
#include "core/seq2seq/model_kind.h"

#include <string>
#include <string_view>

namespace ap {

namespace fields_detail {

// Named values: enums through their tables (core/enum_names.h), model sets through theirs.
template <class E>
const char* value_name(E v) {
  return enum_name(v);
}
template <class E>
bool value_from_name(std::string_view name, E* out) {
  return enum_from_name(name, out);
}
template <class E>
std::string value_names_listed(const E*) {
  return enum_names_listed<E>();
}
template <class E>
E first_value(const E*) {
  return enum_names(E{})[0].value;
}
inline const char* value_name(s2s::ModelSet s) { return s2s::model_set_name(s); }
inline bool value_from_name(std::string_view name, s2s::ModelSet* out) {
  return s2s::model_set_from_name(name, out);
}
inline std::string value_names_listed(const s2s::ModelSet*) {
  return s2s::model_set_names_listed();
}
inline s2s::ModelSet first_value(const s2s::ModelSet*) { return s2s::named_model_sets()[0]; }

inline nlohmann::json field_json(const std::string& v, Text) { return v; }
inline nlohmann::json field_json(int v, IntIn) { return v; }
inline nlohmann::json field_json(bool v, Flag) { return v; }
inline nlohmann::json field_json(std::uint64_t v, Seed) { return v; }
template <class T>
nlohmann::json field_json(const T& v, Named) {
  return value_name(v);
}
inline nlohmann::json plain_json(int v) { return v; }
inline nlohmann::json plain_json(float v) { return json_float(v); }
template <class T>
nlohmann::json field_json(const T& v, Checked<T>) {
  return plain_json(v);
}

using Json = nlohmann::json;
inline bool read_field(const Json& j, const char* p, const char* k, Text how, std::string* out,
                       std::string* error) {
  return read_string_field(j, p, k, how.max_bytes, out, error);
}
inline bool read_field(const Json& j, const char* p, const char* k, IntIn how, int* out,
                       std::string* error) {
  return read_int_field(j, p, k, how.lo, how.hi, out, error);
}
inline bool read_field(const Json& j, const char* p, const char* k, Flag, bool* out,
                       std::string* error) {
  return read_bool_field(j, p, k, out, error);
}
inline bool read_field(const Json& j, const char* p, const char* k, Seed, std::uint64_t* out,
                       std::string* error) {
  return read_u64_field(j, p, k, out, error);
}
template <class T>
bool read_field(const Json& j, const char* p, const char* k, Checked<T> how, T* out,
                std::string* error) {
  return how.read(j, p, k, out, error);
}
template <class T>
bool read_field(const Json& j, const char* p, const char* k, Named how, T* out,
                std::string* error) {
  std::string name = value_name(*out);
  if (!read_string_field(j, p, k, how.max_bytes, &name, error)) return false;
  if (value_from_name(name, out)) return true;
  if (how.unknown == OnUnknownName::FallBackToFirst) {
    *out = first_value(out);
    return true;
  }
  if (error) {
    *error = std::string(p) + k + ": expected " + value_names_listed(out);
    // The name quoted as JSON, so a newline or a quote in it cannot break the one-line message.
    const std::string quoted = dump_json(nlohmann::json(name));
    if (how.unknown == OnUnknownName::RefuseNot) *error += ", not " + quoted;
    if (how.unknown == OnUnknownName::RefuseGot) *error += ", got " + quoted;
  }
  return false;
}

}  // namespace fields_detail

// Every field of s under its JSON name.
template <class S>
nlohmann::json fields_to_json(const S& s) {
  nlohmann::json j = nlohmann::json::object();
  S::visit_fields([&j](const char* key, const auto& how,
                       const auto& v) { j[key] = fields_detail::field_json(v, how); },
                  s);
  return j;
}

// Reads the fields j has into *out, in list order. section names the state in messages ("view").
template <class S>
bool fields_from_json(const nlohmann::json& j, const char* section, S* out, std::string* error) {
  if (!j.is_object()) {
    if (error) *error = std::string(section) + ": expected a JSON object, got " + json_type_name(j);
    return false;
  }
  S s = *out;
  const std::string prefix = std::string(section) + ".";
  bool ok = true;
  S::visit_fields(
      [&](const char* key, const auto& how, auto& v) {
        if (ok) ok = fields_detail::read_field(j, prefix.c_str(), key, how, &v, error);
      },
      s);
  if (ok) *out = std::move(s);
  return ok;
}

}  // namespace ap
