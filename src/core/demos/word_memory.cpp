// Word statistics (PMI) and the random-projection factorisation into embeddings and projections.
// See word_memory.h for the derivation.
#include "core/demos/word_memory.h"

#include "core/demos/common_words.h"
#include "core/rng.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <stdexcept>

namespace ap::demos {

float WordStatistics::association(int a, int b) const {
  if (a < 0 || b < 0) return 0.0f;
  auto it = pmi.find(static_cast<long long>(a) * static_cast<long long>(units.size()) + b);
  return it == pmi.end() ? 0.0f : it->second;
}

float WordStatistics::strength(int a, int b) const {
  if (a < 0 || b < 0) return 0.0f;
  const bool linked =
      pmi.count(static_cast<long long>(a) * static_cast<long long>(units.size()) + b) > 0;
  return linked ? std::max(association(a, b), kMinWordStrength) : 0.0f;
}

int WordStatistics::find(const std::string& unit) const {
  auto it = index.find(unit);
  return it == index.end() ? -1 : it->second;
}

std::string WordStatistics::word_of(int a, int b, bool* a_first) const {
  if (a < 0 || b < 0) return "";
  for (const CommonWord& w : common_words()) {
    const int f = find(w.first), s = find(w.second);
    if (f == a && s == b) {
      if (a_first) *a_first = true;
      return w.text;
    }
  }
  for (const CommonWord& w : common_words()) {
    const int f = find(w.first), s = find(w.second);
    if (f == b && s == a) {
      if (a_first) *a_first = false;
      return w.text;
    }
  }
  return "";
}

const WordStatistics& word_statistics() {
  static const WordStatistics stats = [] {
    WordStatistics st;
    auto add_unit = [&st](const std::string& u) {
      auto it = st.index.find(u);
      if (it != st.index.end()) return it->second;
      const int id = static_cast<int>(st.units.size());
      st.units.push_back(u);
      st.index.emplace(u, id);
      st.unit_count.push_back(0);
      return id;
    };
    std::set<std::pair<int, int>> seen_words;
    std::vector<std::pair<int, int>> words;
    for (const CommonWord& w : common_words()) {
      const int a = add_unit(w.first), b = add_unit(w.second);
      if (!seen_words.insert({a, b}).second) continue;  // a duplicate entry counts once
      words.push_back({a, b});
    }
    st.word_count = static_cast<int>(words.size());
    std::unordered_map<long long, int> co;  // C(a, b), symmetric
    const auto V = static_cast<long long>(st.units.size());
    for (const auto& [a, b] : words) {
      ++st.unit_count[static_cast<std::size_t>(a)];
      if (b != a) ++st.unit_count[static_cast<std::size_t>(b)];
      ++co[a * V + b];
      if (a != b) ++co[b * V + a];
    }
    for (const auto& [key, c] : co) {
      const auto a = static_cast<std::size_t>(key / V), b = static_cast<std::size_t>(key % V);
      const double pmi = std::log(static_cast<double>(st.word_count) * c /
                                  (static_cast<double>(st.unit_count[a]) * st.unit_count[b]));
      st.pmi.emplace(key, static_cast<float>(pmi));
    }
    return st;
  }();
  return stats;
}

int word_memory_d_head(int heads, int d_model) {
  if (heads < 1 || d_model < 2) return 0;
  return 2 * (d_model / (2 * heads));
}

std::string word_memory_error(int heads, int d_model) {
  if (heads < 1 || heads > 16)
    return "heads must be between 1 and 16 (got " + std::to_string(heads) + ")";
  if (d_model < 2 || d_model > 512)
    return "d_model must be between 2 and 512 (got " + std::to_string(d_model) + ")";
  if (word_memory_d_head(heads, d_model) < 2)
    return "d_model (" + std::to_string(d_model) + ") must be at least 2 × heads (" +
           std::to_string(2 * heads) + "): every head needs an identity and a looking-for part";
  return "";
}

WordMemory build_word_memory(int heads, int d_model) {
  const std::string err = word_memory_error(heads, d_model);
  if (!err.empty()) throw std::invalid_argument("build_word_memory: " + err);
  const WordStatistics& st = word_statistics();
  const int dh = word_memory_d_head(heads, d_model), half = dh / 2;
  const auto V = static_cast<Eigen::Index>(st.units.size());

  // Partners of every unit, with the strength of the word they make: (a, b, s).
  // Words with a negative PMI (two very common characters) are still words: remember them
  // weakly rather than as a repulsion.
  struct Link {
    int a, b;
    float strength;
  };
  std::vector<Link> links;
  std::set<std::pair<int, int>> seen;
  for (const CommonWord& w : common_words()) {
    const int a = st.find(w.first), b = st.find(w.second);
    if (a > b ? !seen.insert({b, a}).second : !seen.insert({a, b}).second) continue;
    const float s = st.strength(a, b);
    links.push_back({a, b, s});
  }

  // Per head: identity codes R (V, half), then looking-for codes P = A R (A = the association).
  Mat E = Mat::Zero(V, d_model);
  Rng rng(kWordMemorySeed);
  const float sd = 1.0f / std::sqrt(static_cast<float>(half));  // E|r|² = 1
  for (int h = 0; h < heads; ++h) {
    const int id0 = h * dh, look0 = id0 + half;
    for (Eigen::Index u = 0; u < V; ++u)
      for (int r = 0; r < half; ++r) E(u, id0 + r) = sd * rng.normal();
    for (const Link& l : links) {
      E.block(l.a, look0, 1, half) += l.strength * E.block(l.b, id0, 1, half);
      if (l.a != l.b) E.block(l.b, look0, 1, half) += l.strength * E.block(l.a, id0, 1, half);
    }
  }

  // 3. Scale against the positional code's length √(d_model/2).
  double mean_norm = 0.0;
  for (Eigen::Index i = 0; i < V; ++i) mean_norm += E.row(i).norm();
  mean_norm /= static_cast<double>(std::max<Eigen::Index>(V, 1));
  const float pe_norm = std::sqrt(static_cast<float>(d_model) / 2.0f);
  const float scale =
      mean_norm > 0.0 ? kEmbeddingToPositionRatio * pe_norm / static_cast<float>(mean_norm) : 1.0f;

  WordMemory m;
  m.embeddings = E * scale;
  m.scale = scale;
  MultiHeadParams& p = m.params;
  p.Wq.assign(static_cast<std::size_t>(heads), Mat::Zero(dh, d_model));
  p.Wk.assign(static_cast<std::size_t>(heads), Mat::Zero(dh, d_model));
  p.Wv.assign(static_cast<std::size_t>(heads), Mat::Zero(dh, d_model));
  p.Wo = Mat::Zero(d_model, heads * dh);
  // logits = (scale·[P;R])(scale·[R;P])ᵀ · gain / √dh = P_a·R_b + R_a·P_b ≈ 2·PMI  →  Wq
  // carries √dh / (2·scale²) so that the logit is the association itself.
  const float q_gain = std::sqrt(static_cast<float>(dh)) / (2.0f * scale * scale);
  for (int h = 0; h < heads; ++h) {
    const int base = h * dh;
    for (int r = 0; r < dh; ++r) {
      const int swapped = r < half ? r + half : r - half;
      p.Wq[h](r, base + swapped) = q_gain;  // [P; R]: what I look for, then who I am
      p.Wk[h](r, base + r) = 1.0f;          // [R; P]: who I am, then what I look for
      p.Wv[h](r, base + r) = 1.0f;          // pass the head's slice on unchanged
      p.Wo(base + r, h * dh + r) = 1.0f;    // and put it back in place
    }
  }
  return m;
}

}  // namespace ap::demos
