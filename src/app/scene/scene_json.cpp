// Scene ⇄ JSON and result → JSON (schema in scene_json.h). The reader checks each field as it
// goes so that its message can say where a number came from; validate_scene() runs last as a
// safety net for the invariants shared with the share-link decoder.
#include "app/scene/scene_json.h"

#include "app/json_util.h"

#include <cmath>
#include <cstring>

namespace ap {

using nlohmann::json;

// ---- writing ---------------------------------------------------------------------------------
namespace {

json row_json(const Mat& m, Eigen::Index i) {
  json a = json::array();
  for (Eigen::Index j = 0; j < m.cols(); ++j) a.push_back(json_float(m(i, j)));
  return a;
}
json vec_json(const Vec& v) {
  json a = json::array();
  for (Eigen::Index i = 0; i < v.size(); ++i) a.push_back(json_float(v(i)));
  return a;
}
json mat_json(const Mat& m) {
  json a = json::array();
  for (Eigen::Index i = 0; i < m.rows(); ++i) a.push_back(row_json(m, i));
  return a;
}

}  // namespace

json scene_to_json(const AttentionScene& s) {
  json j = json::object();
  j["score"] = score_function_name(s.spec.score);
  j["temperature"] = json_float(s.spec.temperature);
  if (s.m() >= 1) j["query"] = row_json(s.queries, 0);
  if (s.m() > 1) j["queries"] = mat_json(s.queries);
  j["keys"] = mat_json(s.keys);
  j["values"] = mat_json(s.values);
  j["labels"] = s.labels;
  json mask = json::array();
  for (bool b : s.mask) mask.push_back(b);
  j["mask"] = mask;
  const ScoreParams& p = s.spec.params;
  if (p.W.size() != 0) j["W"] = mat_json(p.W);
  if (p.Wq.size() != 0 || p.Wk.size() != 0 || p.v.size() != 0) {
    j["Wq"] = mat_json(p.Wq);
    j["Wk"] = mat_json(p.Wk);
    j["v"] = vec_json(p.v);
  }
  return j;
}

json result_to_json(const LabResult& r, bool with_batch) {
  json j = json::object();
  j["scores"] = vec_json(r.single.scores);
  j["weights"] = vec_json(r.single.weights);
  j["output"] = vec_json(r.single.output);
  j["contributions"] = mat_json(r.single.contributions);
  j["all_masked"] = r.single.all_masked;
  if (with_batch) {
    j["batch"] = json{{"scores", mat_json(r.batched.scores)},
                      {"weights", mat_json(r.batched.weights)},
                      {"output", mat_json(r.batched.output)}};
  }
  return j;
}

// ---- reading ---------------------------------------------------------------------------------
namespace {

std::string lim(int x) { return std::to_string(x); }

class SceneReader {
 public:
  explicit SceneReader(std::string* error) : error_(error) {}

  bool fail(const std::string& what) {
    if (error_) *error_ = what;
    return false;
  }

  // One number → float. `where` is e.g. "keys[2][1]".
  bool number(const json& v, const std::string& where, float* out) {
    if (v.is_number()) {
      double x = v.get<double>();  // 1e999 arrives here as inf
      if (!std::isfinite(x)) return fail(where + ": NaN or Inf is not allowed");
      float f = static_cast<float>(x);
      if (!std::isfinite(f))
        return fail(where + ": " + v.dump() + " is outside the float range (about ±3.4e38)");
      *out = f;
      return true;
    }
    if (v.is_string()) {
      std::string s = v.get<std::string>();
      std::string low;
      for (char c : s) low += static_cast<char>((c >= 'A' && c <= 'Z') ? c - 'A' + 'a' : c);
      if (low.find("nan") != std::string::npos || low.find("inf") != std::string::npos)
        return fail(where + ": NaN or Inf is not allowed");
      return fail(where + ": expected a number, got the string " + dump_json(v));
    }
    return fail(where + ": expected a number, got " + json_type_name(v));
  }

  // A row of exactly `len` numbers (len < 0: any length 1..max_len, then *len_out is set).
  bool row(const json& v, const std::string& where, int len, const std::string& len_origin,
           const char* len_name, int max_len, std::vector<float>* out) {
    if (!v.is_array()) {
      if (len > 0)
        return fail(where + ": expected an array of " + lim(len) + " numbers, got " +
                    json_type_name(v));
      return fail(where + ": expected an array of numbers, got " + json_type_name(v));
    }
    const int size = static_cast<int>(v.size());
    if (len < 0) {
      if (size == 0) return fail(where + ": at least one number is required");
      if (size > max_len)
        return fail(where + ": " + len_name + " = " + lim(size) + " exceeds the limit of " +
                    lim(max_len));
    } else if (size != len) {
      return fail(where + ": expected " + lim(len) + " numbers (" + len_name + " from \"" +
                  len_origin + "\"), got " + lim(size));
    }
    out->assign(static_cast<std::size_t>(size), 0.0f);
    for (int i = 0; i < size; ++i)
      if (!number(v[static_cast<std::size_t>(i)], where + "[" + lim(i) + "]",
                  &(*out)[static_cast<std::size_t>(i)]))
        return false;
    return true;
  }

  // An array of rows. rows < 0: 1..max_rows rows (rows_name names the count, e.g. "n").
  // cols < 0: taken from row 0 (1..max_cols), then *cols_out is set.
  bool matrix(const json& v, const std::string& name, int rows, const char* rows_name,
              const std::string& rows_why, int max_rows, int cols, const std::string& cols_origin,
              const char* cols_name, int max_cols, const char* what_rows, Mat* out) {
    if (!v.is_array()) return fail(name + ": expected an array of rows, got " + json_type_name(v));
    const int size = static_cast<int>(v.size());
    if (rows < 0) {
      if (size == 0) return fail(name + ": at least one " + what_rows + " is required");
      if (size > max_rows)
        return fail(name + ": " + rows_name + " = " + lim(size) + " exceeds the limit of " +
                    lim(max_rows));
    } else if (size != rows) {
      return fail(name + ": expected " + lim(rows) + " rows (" + rows_why + "), got " + lim(size));
    }
    std::vector<float> r;
    std::string origin = cols_origin;
    for (int i = 0; i < size; ++i) {
      std::string where = name + "[" + lim(i) + "]";
      if (!row(v[static_cast<std::size_t>(i)], where, cols, origin, cols_name, max_cols, &r))
        return false;
      if (i == 0) {
        if (cols < 0) {
          cols = static_cast<int>(r.size());
          origin = where;
        }
        out->resize(size, cols);
      }
      for (int j = 0; j < cols; ++j) (*out)(i, j) = r[static_cast<std::size_t>(j)];
    }
    return true;
  }

 private:
  std::string* error_;
};

const json* field(const json& j, const char* key) {
  auto it = j.find(key);
  return it == j.end() ? nullptr : &*it;
}

// The scene's d, and the field it was first read from (for messages about a mismatch).
struct Dim {
  int d = -1;
  std::string origin;
};

// "score" (a name) and "temperature" (> 0), both optional.
bool read_score(SceneReader& r, const json& j, AttentionScene* s) {
  if (const json* v = field(j, "score")) {
    if (!v->is_string())
      return r.fail(std::string("score: expected a string, got ") + json_type_name(*v));
    const std::string& name = v->get_ref<const std::string&>();
    if (!parse_score_function(name, &s->spec.score))
      return r.fail("score: unknown score function " + dump_json(*v) +
                    " (expected dot, scaled_dot, general, additive, cosine)");
  }
  if (const json* v = field(j, "temperature")) {
    float t = 1.0f;
    if (!r.number(*v, "temperature", &t)) return false;
    if (!(t > 0)) return r.fail("temperature: must be > 0, got " + format_float(t));
    s->spec.temperature = t;
  }
  return true;
}

// "query" and/or "queries" (equal first rows when both are given): the queries and d.
bool read_queries(SceneReader& r, const json& j, AttentionScene* s, Dim* dim) {
  const json* q = field(j, "query");
  const json* qs = field(j, "queries");
  if (!q && !qs) return r.fail("query: missing (expected an array of d numbers)");
  std::vector<float> qrow;
  if (q) {
    if (!r.row(*q, "query", -1, "", "d", kMaxDim, &qrow)) return false;
    dim->d = static_cast<int>(qrow.size());
    dim->origin = "query";
  }
  if (qs) {
    if (!r.matrix(*qs, "queries", -1, "m", "", kMaxQueries, dim->d, dim->origin, "d", kMaxDim,
                  "query row", &s->queries))
      return false;
    if (dim->d < 0) {
      dim->d = static_cast<int>(s->queries.cols());
      dim->origin = "queries[0]";
    }
    if (q &&
        std::memcmp(qrow.data(), s->queries.row(0).eval().data(), sizeof(float) * qrow.size()) != 0)
      return r.fail(
          "query: differs from queries[0] (when both are given, query must equal queries[0])");
  } else {
    s->queries.resize(1, dim->d);
    for (int i = 0; i < dim->d; ++i) s->queries(0, i) = qrow[static_cast<std::size_t>(i)];
  }
  return true;
}

// "keys" (n rows of d) and "values" (n rows of e), both required.
bool read_keys_values(SceneReader& r, const json& j, const Dim& dim, AttentionScene* s) {
  const json* k = field(j, "keys");
  if (!k) return r.fail("keys: missing (expected an array of n rows of d numbers)");
  if (!r.matrix(*k, "keys", -1, "n", "", kMaxKeys, dim.d, dim.origin, "d", kMaxDim, "key",
                &s->keys))
    return false;
  const json* vv = field(j, "values");
  if (!vv) return r.fail("values: missing (expected an array of n rows of e numbers)");
  return r.matrix(*vv, "values", s->n(), "n", "one per key", kMaxKeys, -1, "", "e", kMaxDim,
                  "value", &s->values);
}

// "labels" (n strings; default key labels when absent) and "mask" (n booleans; all true).
bool read_labels_mask(SceneReader& r, const json& j, AttentionScene* s) {
  const int n = s->n();
  s->labels.clear();
  if (const json* l = field(j, "labels")) {
    if (!l->is_array())
      return r.fail(std::string("labels: expected an array of strings, got ") + json_type_name(*l));
    if (static_cast<int>(l->size()) != n)
      return r.fail("labels: expected " + lim(n) + " labels (one per key), got " +
                    lim(static_cast<int>(l->size())));
    for (int i = 0; i < n; ++i) {
      const json& li = (*l)[static_cast<std::size_t>(i)];
      std::string where = "labels[" + lim(i) + "]";
      if (!li.is_string()) return r.fail(where + ": expected a string, got " + json_type_name(li));
      const std::string& text = li.get_ref<const std::string&>();
      if (text.size() > static_cast<std::size_t>(kMaxLabelBytes))
        return r.fail(where + ": " + lim(static_cast<int>(text.size())) +
                      " bytes exceeds the limit of " + lim(kMaxLabelBytes));
      s->labels.push_back(text);
    }
  } else {
    for (int i = 0; i < n; ++i) s->labels.push_back(default_key_label(i));
  }
  s->mask.assign(static_cast<std::size_t>(n), true);
  if (const json* m = field(j, "mask")) {
    if (!m->is_array())
      return r.fail(std::string("mask: expected an array of booleans, got ") + json_type_name(*m));
    if (static_cast<int>(m->size()) != n)
      return r.fail("mask: expected " + lim(n) + " entries (one per key), got " +
                    lim(static_cast<int>(m->size())));
    for (int i = 0; i < n; ++i) {
      const json& mi = (*m)[static_cast<std::size_t>(i)];
      if (!mi.is_boolean())
        return r.fail("mask[" + lim(i) + "]: expected true or false, got " + json_type_name(mi));
      s->mask[static_cast<std::size_t>(i)] = mi.get<bool>();
    }
  }
  return true;
}

// The score's parameters: "W" (d×d, required by general) and "Wq", "Wk", "v" (together; required
// by additive).
bool read_score_params(SceneReader& r, const json& j, const Dim& dim, AttentionScene* s) {
  ScoreParams& p = s->spec.params;
  const int d = dim.d;
  if (const json* w = field(j, "W")) {
    if (!r.matrix(*w, "W", d, "d", "d×d", kMaxDim, d, dim.origin, "d", kMaxDim, "row", &p.W))
      return false;
  } else if (s->spec.score == ScoreFunction::General) {
    return r.fail("W: missing, required for the \"general\" score (d×d rows)");
  }
  const json* wq = field(j, "Wq");
  const json* wk = field(j, "Wk");
  const json* v = field(j, "v");
  if (!wq && !wk && !v && s->spec.score != ScoreFunction::Additive) return true;
  const char* why = s->spec.score == ScoreFunction::Additive ? "required for the \"additive\" score"
                                                             : "Wq, Wk and v go together";
  if (!wq) return r.fail(std::string("Wq: missing, ") + why + " (h×d rows)");
  if (!wk) return r.fail(std::string("Wk: missing, ") + why + " (h×d rows)");
  if (!v) return r.fail(std::string("v: missing, ") + why + " (h numbers)");
  std::vector<float> vrow;
  if (!r.row(*v, "v", -1, "", "h", kMaxHidden, &vrow)) return false;
  const int h = static_cast<int>(vrow.size());
  p.v = Eigen::Map<const Vec>(vrow.data(), h);
  if (!r.matrix(*wq, "Wq", h, "h", "h from \"v\"", kMaxHidden, d, dim.origin, "d", kMaxDim, "row",
                &p.Wq))
    return false;
  return r.matrix(*wk, "Wk", h, "h", "h from \"v\"", kMaxHidden, d, dim.origin, "d", kMaxDim, "row",
                  &p.Wk);
}

}  // namespace

bool scene_from_json(const json& j, AttentionScene* out, std::string* error) {
  SceneReader r(error);
  if (!j.is_object())
    return r.fail(std::string("scene: expected a JSON object, got ") + json_type_name(j));
  AttentionScene s;
  Dim dim;
  if (!read_score(r, j, &s) || !read_queries(r, j, &s, &dim) || !read_keys_values(r, j, dim, &s) ||
      !read_labels_mask(r, j, &s) || !read_score_params(r, j, dim, &s))
    return false;
  if (!validate_scene(s, error)) return false;
  *out = std::move(s);
  return true;
}

bool scene_from_json_text(std::string_view text, AttentionScene* out, std::string* error) {
  json j;
  if (!parse_json_text(text, &j, error)) return false;
  return scene_from_json(j, out, error);
}

}  // namespace ap
