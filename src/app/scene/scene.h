// AttentionScene: the vector lab's whole editable state, as plain data (no ImGui). The share
// link, undo/redo, `attention eval` JSON and the JS API all serialise exactly this.
// Storage follows core/attention.h: one row per key; queries is (m, d) with row 0 the main query.
#pragma once

#include "app/state_fields.h"
#include "core/attention.h"

#include <string>
#include <vector>

namespace ap {

// Documented limits (the CLI and the share-link decoder reject anything larger).
constexpr int kMaxKeys = 64;        // n
constexpr int kMaxDim = 64;         // d and e
constexpr int kMaxQueries = 32;     // m (batched view)
constexpr int kMaxHidden = 64;      // h of the additive score
constexpr int kMaxLabelBytes = 64;  // per key label (UTF-8)

struct AttentionScene {
  AttentionSpec spec;               // score function, temperature, W / Wq, Wk, v
  Mat queries;                      // (m, d), m ≥ 1; row 0 is "the query"
  Mat keys;                         // (n, d)
  Mat values;                       // (n, e)
  std::vector<std::string> labels;  // n labels, one per key
  Mask mask;                        // n entries, true = may attend (never empty in a valid scene)

  int n() const { return static_cast<int>(keys.rows()); }
  int d() const { return static_cast<int>(keys.cols()); }
  int e() const { return static_cast<int>(values.cols()); }
  int m() const { return static_cast<int>(queries.rows()); }

  // The one field list (app/state_fields.h), for operator==. The scene's JSON has its own codec
  // (app/scene/scene_json.h: matrices, optional parameters), so the fields are not read through it.
  template <class F, class... S>
  static void visit_fields(F&& f, S&... s) {
    f("score", NoJson{}, s.spec.score...);
    f("temperature", NoJson{}, s.spec.temperature...);
    f("W", NoJson{}, s.spec.params.W...);
    f("Wq", NoJson{}, s.spec.params.Wq...);
    f("Wk", NoJson{}, s.spec.params.Wk...);
    f("v", NoJson{}, s.spec.params.v...);
    f("queries", NoJson{}, s.queries...);
    f("keys", NoJson{}, s.keys...);
    f("values", NoJson{}, s.values...);
    f("labels", NoJson{}, s.labels...);
    f("mask", NoJson{}, s.mask...);
  }
};

// Exact: floats bit for bit (fields_equal).
inline bool operator==(const AttentionScene& a, const AttentionScene& b) {
  return fields_equal(a, b);
}
inline bool operator!=(const AttentionScene& a, const AttentionScene& b) { return !(a == b); }

// "k1", "k2", ...: the label key i gets when none is given (JSON without "labels", new rows).
std::string default_key_label(int index);

// Checks every invariant a scene must hold before it is evaluated or shared: 1 ≤ m, n, d, e, h ≤
// the limits above, consistent shapes, finite numbers, τ > 0, n labels (valid UTF-8, ≤
// kMaxLabelBytes) and n mask entries, W (d×d) for "general", Wq, Wk (h×d), v (h) for "additive"
// (W / Wq, Wk, v may also be kept, with consistent shapes, while another score is selected).
// On failure *error names the field as the JSON does, e.g. "keys[2][1]: NaN or Inf is not allowed".
bool validate_scene(const AttentionScene& s, std::string* error);

// What the views show for the lab scene: the main query (row 0) in full detail and all queries
// batched (for the heatmap). Computed by the core; shared by the CLI so both print the same
// numbers.
struct LabResult {
  AttentionResult single;          // query row 0: scores, weights, output, contributions
  BatchedAttentionResult batched;  // all m queries: (m, n) weights, (m, e) output
};

// Evaluates a scene (no validation: the scene must be valid). app/scene/scene_eval.cpp.
LabResult evaluate_lab(const AttentionScene& scene);

}  // namespace ap
