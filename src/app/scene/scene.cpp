// AttentionScene: the validation every codec (JSON, share link) and the
// evaluator rely on. Field names in messages match the JSON schema (app/scene/scene_json.h).
#include "app/scene/scene.h"

#include "app/json_util.h"
#include "core/utf8.h"

#include <cmath>
#include <cstring>

namespace ap {

namespace {

bool fail(std::string* error, std::string what) {
  if (error) *error = std::move(what);
  return false;
}

std::string shape(Eigen::Index r, Eigen::Index c) {
  return std::to_string(r) + "×" + std::to_string(c);
}

// Every entry finite; the first bad one is named "<name>[i][j]" (or "<name>[i]" for a vector).
bool check_finite(const Mat& m, const char* name, bool vector_like, std::string* error) {
  for (Eigen::Index i = 0; i < m.rows(); ++i)
    for (Eigen::Index j = 0; j < m.cols(); ++j)
      if (!std::isfinite(m(i, j))) {
        std::string at = vector_like ? "[" + std::to_string(i) + "]"
                                     : "[" + std::to_string(i) + "][" + std::to_string(j) + "]";
        return fail(error, std::string(name) + at + ": NaN or Inf is not allowed");
      }
  return true;
}

}  // namespace

std::string default_key_label(int index) { return "k" + std::to_string(index + 1); }

bool validate_scene(const AttentionScene& s, std::string* error) {
  int score = static_cast<int>(s.spec.score);
  if (score < 0 || score > static_cast<int>(ScoreFunction::Cosine))
    return fail(error, "score: unknown score function #" + std::to_string(score));
  float tau = s.spec.temperature;
  if (!std::isfinite(tau)) return fail(error, "temperature: NaN or Inf is not allowed");
  if (!(tau > 0)) return fail(error, "temperature: must be > 0, got " + format_float(tau));

  const int n = s.n(), d = s.d(), e = s.e(), m = s.m();
  if (n < 1) return fail(error, "keys: at least one key is required");
  if (n > kMaxKeys)
    return fail(error, "keys: n = " + std::to_string(n) + " exceeds the limit of " +
                           std::to_string(kMaxKeys));
  if (d < 1) return fail(error, "keys: d must be at least 1");
  if (d > kMaxDim)
    return fail(error, "query: d = " + std::to_string(d) + " exceeds the limit of " +
                           std::to_string(kMaxDim));
  if (m < 1) return fail(error, "query: a query is required");
  if (m > kMaxQueries)
    return fail(error, "queries: m = " + std::to_string(m) + " exceeds the limit of " +
                           std::to_string(kMaxQueries));
  if (s.queries.cols() != d)
    return fail(error, "query: expected " + std::to_string(d) + " numbers (d from \"keys\"), got " +
                           std::to_string(s.queries.cols()));
  if (s.values.rows() != n)
    return fail(error, "values: expected " + std::to_string(n) + " rows (one per key), got " +
                           std::to_string(s.values.rows()));
  if (e < 1) return fail(error, "values: e must be at least 1");
  if (e > kMaxDim)
    return fail(error, "values: e = " + std::to_string(e) + " exceeds the limit of " +
                           std::to_string(kMaxDim));
  if (!check_finite(s.queries, "queries", false, error)) return false;
  if (!check_finite(s.keys, "keys", false, error)) return false;
  if (!check_finite(s.values, "values", false, error)) return false;

  if (static_cast<int>(s.labels.size()) != n)
    return fail(error, "labels: expected " + std::to_string(n) + " labels (one per key), got " +
                           std::to_string(s.labels.size()));
  for (int i = 0; i < n; ++i) {
    const std::string& l = s.labels[static_cast<std::size_t>(i)];
    if (l.size() > static_cast<std::size_t>(kMaxLabelBytes))
      return fail(error, "labels[" + std::to_string(i) + "]: " + std::to_string(l.size()) +
                             " bytes exceeds the limit of " + std::to_string(kMaxLabelBytes));
    // Labels reach JSON, and nlohmann's dump() throws on ill-formed UTF-8: refuse it here.
    if (!utf8::is_valid(l))
      return fail(error, "labels[" + std::to_string(i) + "]: not valid UTF-8");
  }
  if (static_cast<int>(s.mask.size()) != n)
    return fail(error, "mask: expected " + std::to_string(n) + " entries (one per key), got " +
                           std::to_string(s.mask.size()));

  const ScoreParams& p = s.spec.params;
  if (p.W.size() == 0) {
    if (s.spec.score == ScoreFunction::General)
      return fail(error, "W: required for the \"general\" score (a d×d matrix)");
  } else {
    if (p.W.rows() != d || p.W.cols() != d)
      return fail(error,
                  "W: expected " + shape(d, d) + " (d×d), got " + shape(p.W.rows(), p.W.cols()));
    if (!check_finite(p.W, "W", false, error)) return false;
  }
  bool any_additive = p.Wq.size() != 0 || p.Wk.size() != 0 || p.v.size() != 0;
  if (!any_additive) {
    if (s.spec.score == ScoreFunction::Additive)
      return fail(error, "Wq: required for the \"additive\" score (with Wk and v)");
  } else {
    const Eigen::Index h = p.v.size();
    if (h < 1) return fail(error, "v: required for the \"additive\" score (h numbers)");
    if (h > kMaxHidden)
      return fail(error, "v: h = " + std::to_string(h) + " exceeds the limit of " +
                             std::to_string(kMaxHidden));
    if (p.Wq.rows() != h || p.Wq.cols() != d)
      return fail(error,
                  "Wq: expected " + shape(h, d) + " (h×d), got " + shape(p.Wq.rows(), p.Wq.cols()));
    if (p.Wk.rows() != h || p.Wk.cols() != d)
      return fail(error,
                  "Wk: expected " + shape(h, d) + " (h×d), got " + shape(p.Wk.rows(), p.Wk.cols()));
    if (!check_finite(p.Wq, "Wq", false, error)) return false;
    if (!check_finite(p.Wk, "Wk", false, error)) return false;
    if (!check_finite(p.v, "v", true, error)) return false;
  }
  return true;
}

}  // namespace ap
