// Scene edits that keep a scene valid (see scene_ops.h). Sections: 1. row helpers 2. rows
// 3. dimensions and score 4. randomise/normalise 5. CSV paste (the parser is app/scene/csv.cpp).
#include "app/scene/scene_ops.h"

#include "core/rng.h"

#include <algorithm>
#include <cmath>

namespace ap {

namespace {

// ---- 1. row helpers --------------------------------------------------------------------------
using RowVec = Eigen::RowVectorXf;

void insert_row(Mat* m, int at, const RowVec& row) {
  const int r = static_cast<int>(m->rows());
  Mat out(r + 1, m->cols());
  out.topRows(at) = m->topRows(at);
  out.row(at) = row;
  out.bottomRows(r - at) = m->bottomRows(r - at);
  *m = std::move(out);
}

void erase_row(Mat* m, int at) {
  const int r = static_cast<int>(m->rows());
  Mat out(r - 1, m->cols());
  out.topRows(at) = m->topRows(at);
  out.bottomRows(r - 1 - at) = m->bottomRows(r - 1 - at);
  *m = std::move(out);
}

// Keeps the top-left block that fits; new entries are 0.
Mat resized(const Mat& m, Eigen::Index rows, Eigen::Index cols) {
  Mat out = Mat::Zero(rows, cols);
  const Eigen::Index r = std::min(rows, m.rows()), c = std::min(cols, m.cols());
  out.topLeftCorner(r, c) = m.topLeftCorner(r, c);
  return out;
}

// "k<i>" for the smallest i ≥ n + 1 that no key uses yet.
std::string fresh_label(const AttentionScene& s) {
  for (int i = s.n();; ++i) {
    std::string l = default_key_label(i);
    if (std::find(s.labels.begin(), s.labels.end(), l) == s.labels.end()) return l;
  }
}

void insert_key_row(AttentionScene* s, int at, const RowVec& key, const RowVec& value,
                    std::string label, bool may_attend) {
  insert_row(&s->keys, at, key);
  insert_row(&s->values, at, value);
  s->labels.insert(s->labels.begin() + at, std::move(label));
  s->mask.insert(s->mask.begin() + at, may_attend);
}

}  // namespace

// ---- 2. rows ---------------------------------------------------------------------------------
bool add_key(AttentionScene* s, int at) {
  if (s->n() >= kMaxKeys) return false;
  at = std::clamp(at, 0, s->n());
  insert_key_row(s, at, RowVec::Zero(s->d()), RowVec::Zero(s->e()), fresh_label(*s), true);
  return true;
}

bool delete_key(AttentionScene* s, int index) {
  if (s->n() <= 1 || index < 0 || index >= s->n()) return false;
  erase_row(&s->keys, index);
  erase_row(&s->values, index);
  s->labels.erase(s->labels.begin() + index);
  s->mask.erase(s->mask.begin() + index);
  return true;
}

bool duplicate_key(AttentionScene* s, int index) {
  if (s->n() >= kMaxKeys || index < 0 || index >= s->n()) return false;
  const RowVec key = s->keys.row(index), value = s->values.row(index);
  std::string label = s->labels[static_cast<std::size_t>(index)];
  // "cat" → "cat 2": fits the byte limit (drop whole UTF-8 characters from the end if needed).
  std::string suffix = " 2";
  while (label.size() + suffix.size() > static_cast<std::size_t>(kMaxLabelBytes)) {
    label.pop_back();
    while (!label.empty() && (static_cast<unsigned char>(label.back()) & 0xC0) == 0x80)
      label.pop_back();
    if (!label.empty() && static_cast<unsigned char>(label.back()) >= 0xC0) label.pop_back();
  }
  insert_key_row(s, index + 1, key, value, label + suffix,
                 s->mask[static_cast<std::size_t>(index)]);
  return true;
}

bool move_key(AttentionScene* s, int from, int to) {
  const int n = s->n();
  if (from < 0 || from >= n || to < 0 || to >= n) return false;
  if (from == to) return true;
  const RowVec key = s->keys.row(from), value = s->values.row(from);
  std::string label = s->labels[static_cast<std::size_t>(from)];
  const bool m = s->mask[static_cast<std::size_t>(from)];
  erase_row(&s->keys, from);
  erase_row(&s->values, from);
  s->labels.erase(s->labels.begin() + from);
  s->mask.erase(s->mask.begin() + from);
  insert_key_row(s, to, key, value, std::move(label), m);
  return true;
}

bool add_query(AttentionScene* s, int at) {
  if (s->m() >= kMaxQueries) return false;
  at = std::clamp(at, 0, s->m());
  const RowVec q0 = s->queries.row(0);
  insert_row(&s->queries, at, q0);
  return true;
}

bool delete_query(AttentionScene* s, int index) {
  if (s->m() <= 1 || index < 0 || index >= s->m()) return false;
  erase_row(&s->queries, index);
  return true;
}

// ---- 3. dimensions and score -----------------------------------------------------------------
bool set_key_dim(AttentionScene* s, int d) {
  if (d < 1 || d > kMaxDim) return false;
  const int old_d = s->d();
  s->queries = resized(s->queries, s->m(), d);
  s->keys = resized(s->keys, s->n(), d);
  ScoreParams& p = s->spec.params;
  if (p.W.size() != 0) {
    p.W = resized(p.W, d, d);
    for (int i = old_d; i < d; ++i) p.W(i, i) = 1.0f;
  }
  if (p.Wq.size() != 0) p.Wq = resized(p.Wq, p.Wq.rows(), d);
  if (p.Wk.size() != 0) p.Wk = resized(p.Wk, p.Wk.rows(), d);
  return true;
}

bool set_value_dim(AttentionScene* s, int e) {
  if (e < 1 || e > kMaxDim) return false;
  s->values = resized(s->values, s->n(), e);
  return true;
}

bool set_hidden_dim(AttentionScene* s, int h) {
  if (h < 1 || h > kMaxHidden) return false;
  ScoreParams& p = s->spec.params;
  const Eigen::Index old_h = p.v.size();
  p.Wq = resized(p.Wq, h, s->d());
  p.Wk = resized(p.Wk, h, s->d());
  Vec v = Vec::Zero(h);
  v.head(std::min<Eigen::Index>(h, old_h)) = p.v.head(std::min<Eigen::Index>(h, old_h));
  for (Eigen::Index i = old_h; i < h; ++i) v(i) = 1.0f;  // a zero v would silence the new unit
  p.v = v;
  return true;
}

void set_score_function(AttentionScene* s, ScoreFunction f) {
  s->spec.score = f;
  ScoreParams& p = s->spec.params;
  const int d = s->d();
  if (f == ScoreFunction::General && p.W.size() == 0) p.W = Mat::Identity(d, d);
  if (f == ScoreFunction::Additive && p.v.size() == 0) {
    const int h = std::min(std::max(d, 2), kMaxHidden);
    p.Wq = Mat::Identity(h, d);
    p.Wk = Mat::Identity(h, d);
    p.v = Vec::Ones(h);
  }
}

// ---- 4. randomise / normalise ----------------------------------------------------------------
namespace {

void fill_uniform(Mat* m, Rng& rng) {
  for (Eigen::Index i = 0; i < m->rows(); ++i)
    for (Eigen::Index j = 0; j < m->cols(); ++j)
      (*m)(i, j) = std::round(rng.uniform(-1.0f, 1.0f) * 100.0f) / 100.0f;
}
void fill_normal(Mat* m, Rng& rng, float stddev) {
  for (Eigen::Index i = 0; i < m->rows(); ++i)
    for (Eigen::Index j = 0; j < m->cols(); ++j) (*m)(i, j) = rng.normal(0.0f, stddev);
}
Rng stream(std::uint64_t seed, unsigned part) {
  return Rng(seed + 0x632BE59BD9B4E019ull * (part + 1));
}

void normalise(Mat* m) {
  for (Eigen::Index i = 0; i < m->rows(); ++i) {
    const float norm = m->row(i).norm();
    if (norm > 0.0f && std::isfinite(norm)) m->row(i) /= norm;
  }
}

}  // namespace

void randomise(AttentionScene* s, std::uint64_t seed, unsigned parts) {
  if (parts & kPartQueries) {
    Rng r = stream(seed, 0);
    fill_uniform(&s->queries, r);
  }
  if (parts & kPartKeys) {
    Rng r = stream(seed, 1);
    fill_uniform(&s->keys, r);
  }
  if (parts & kPartValues) {
    Rng r = stream(seed, 2);
    fill_uniform(&s->values, r);
  }
  if (parts & kPartParams) {
    Rng r = stream(seed, 3);
    ScoreParams& p = s->spec.params;
    const float sd = 1.0f / std::sqrt(static_cast<float>(s->d()));
    if (p.W.size() != 0) fill_normal(&p.W, r, sd);
    if (p.v.size() != 0) {
      fill_normal(&p.Wq, r, sd);
      fill_normal(&p.Wk, r, sd);
      Mat v(p.v.size(), 1);
      fill_normal(&v, r, 1.0f / std::sqrt(static_cast<float>(p.v.size())));
      p.v = v.col(0);
    }
  }
}

void normalise_rows(AttentionScene* s, unsigned parts) {
  if (parts & kPartQueries) normalise(&s->queries);
  if (parts & kPartKeys) normalise(&s->keys);
  if (parts & kPartValues) normalise(&s->values);
}

// ---- 5. CSV paste ----------------------------------------------------------------------------
namespace {

bool fail(std::string* error, const std::string& what) {
  if (error) *error = what;
  return false;
}

}  // namespace

bool paste_csv(AttentionScene* s, std::string_view text, CsvTarget target, std::string* error) {
  CsvTable t;
  if (!parse_csv(text, &t, error)) return false;
  AttentionScene next = *s;
  const int n = static_cast<int>(t.rows.rows());
  const int cols = static_cast<int>(t.rows.cols());
  const int old_n = next.n();
  switch (target) {
    case CsvTarget::Keys:
      set_key_dim(&next, cols);
      next.keys = t.rows;
      next.values = resized(next.values, n, next.e());
      break;
    case CsvTarget::Values:
      next.values = t.rows;
      next.keys = resized(next.keys, n, next.d());
      break;
    case CsvTarget::KeysAndValues: {
      const int d = next.d();
      if (cols <= d)
        return fail(error, "CSV: expected more than d = " + std::to_string(d) +
                               " numbers per row (the key's d numbers, then the value's)");
      next.keys = t.rows.leftCols(d);
      next.values = t.rows.rightCols(cols - d);
      break;
    }
  }
  if (t.has_labels) {
    next.labels = t.labels;
  } else {
    next.labels.resize(static_cast<std::size_t>(n));
    for (int i = old_n; i < n; ++i) next.labels[static_cast<std::size_t>(i)] = default_key_label(i);
  }
  next.mask.resize(static_cast<std::size_t>(n), true);
  std::string problem;
  if (!validate_scene(next, &problem)) return fail(error, "CSV: " + problem);
  *s = std::move(next);
  return true;
}

}  // namespace ap
