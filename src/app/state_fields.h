// The one list of a state struct's fields. Each state struct (ViewState, TranslationState,
// DemoState, TrainingConfig, AttentionScene) names every field once, with its JSON name and how
// it is read, in a static template that visits one or more states at once:
//   template <class F, class... S>
//   static void visit_fields(F&& f, S&... s) {
//     f("beam", IntIn{1, 16}, s.beam...);
//     f("model", Named{32, OnUnknownName::RefuseNot}, s.model...);
//   }
// operator== (fields_equal), the JSON writer and the JSON reader (app/state_fields_json.h) and
// the equality test all walk that list, so a field cannot be left out of one of them. The order
// of the list is the order fields are read in, which decides the error a link with several bad
// fields reports.
#pragma once

#include <nlohmann/json.hpp>

#include <Eigen/Dense>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace ap {

// ---- how a field is read from JSON (the writer follows the field's type) ---------------------
struct Text {  // std::string of at most max_bytes bytes
  std::size_t max_bytes;
};
struct IntIn {  // int in [lo, hi]
  std::int64_t lo, hi;
};
struct Flag {};  // bool
struct Seed {};  // any std::uint64_t

// A named value (an enum with a table in core/enum_names.h, or s2s::ModelSet), read as a string of
// at most max_bytes bytes. An unknown name is refused with "<field>: expected <names>" and then
// ", not \"x\"", ", got \"x\"" or nothing, as each field has always said it; or it falls back to
// the table's first value (an older app reading a newer link's tab).
enum class OnUnknownName { Refuse, RefuseNot, RefuseGot, FallBackToFirst };
struct Named {
  std::size_t max_bytes;
  OnUnknownName unknown;
};

// A field with its own reader (same contract as json_util.h's read_*_field: absent leaves *out,
// a bad value sets *error = "<prefix><key>…: <problem>"). It is written by its type: an int as
// is, a float with json_float, anything else by a plain_json overload found next to its type.
template <class T>
struct Checked {
  bool (*read)(const nlohmann::json& obj, const char* prefix, const char* key, T* out,
               std::string* error);
};

struct NoJson {
};  // compared but not serialised through the list (the scene: app/scene/scene_json.h)

// ---- exact equality of one field: floats (and Eigen arrays of them) bit for bit ---------------
inline bool same_field(float a, float b) { return std::memcmp(&a, &b, sizeof(float)) == 0; }
inline bool same_floats(const float* a, const float* b, Eigen::Index n) {
  return n == 0 || std::memcmp(a, b, sizeof(float) * static_cast<std::size_t>(n)) == 0;
}
inline bool same_field(const Eigen::MatrixXf& a, const Eigen::MatrixXf& b) {
  return a.rows() == b.rows() && a.cols() == b.cols() && same_floats(a.data(), b.data(), a.size());
}
inline bool same_field(const Eigen::VectorXf& a, const Eigen::VectorXf& b) {
  return a.size() == b.size() && same_floats(a.data(), b.data(), a.size());
}
template <class T>
bool same_field(const T& a, const T& b) {
  return a == b;
}
template <class T>
bool same_field(const std::vector<T>& a, const std::vector<T>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (!same_field(a[i], b[i])) return false;
  return true;
}
inline bool same_field(const std::vector<bool>& a, const std::vector<bool>& b) { return a == b; }

// Every field of a and b the same (see same_field).
template <class S>
bool fields_equal(const S& a, const S& b) {
  bool same = true;
  S::visit_fields([&same](const char*, const auto&, const auto& x,
                          const auto& y) { same = same && same_field(x, y); },
                  a, b);
  return same;
}

}  // namespace ap
