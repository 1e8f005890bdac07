// The lab presets. Numbers are chosen so that the point of each preset is visible at a glance
// on the 2-D canvas (d = 2) and in the weight bars; the explanation says what to look at.
#include "app/scene/presets.h"

#include <initializer_list>

namespace ap {

namespace {

using Rows = std::initializer_list<std::initializer_list<float>>;

Mat rows(Rows r) {
  Mat m(static_cast<Eigen::Index>(r.size()), static_cast<Eigen::Index>(r.begin()->size()));
  Eigen::Index i = 0;
  for (const auto& row : r) {
    Eigen::Index j = 0;
    for (float x : row) m(i, j++) = x;
    ++i;
  }
  return m;
}

AttentionScene scene(ScoreFunction f, float tau, Rows queries, Rows keys, Rows values,
                     std::vector<std::string> labels, Mask mask = {}) {
  AttentionScene s;
  s.spec.score = f;
  s.spec.temperature = tau;
  s.queries = rows(queries);
  s.keys = rows(keys);
  s.values = rows(values);
  s.labels = std::move(labels);
  s.mask = mask.empty() ? Mask(static_cast<std::size_t>(s.n()), true) : std::move(mask);
  return s;
}

std::vector<Preset> make_presets() {
  std::vector<Preset> p;
  p.push_back(
      {"default", "Four words in 2-D",
       "Drag the query: keys that point the same way score higher and pull the output "
       "toward their values.",
       // Four queries for the batched tab, each attending its own way: q0 (the lab's
       // query) between cat and dog, q1 mostly car, q2 mostly tree, q3 = 0 uniformly.
       scene(ScoreFunction::Dot, 1.0f, {{1.0f, 0.5f}, {-0.5f, 1.0f}, {0.0f, -1.5f}, {0.0f, 0.0f}},
             {{1.0f, 0.2f}, {0.7f, 0.8f}, {-0.6f, 0.9f}, {-0.3f, -1.0f}},
             {{1.0f, 0.0f}, {0.6f, 0.6f}, {0.0f, 1.0f}, {-0.7f, -0.4f}},
             {"cat", "dog", "car", "tree"})});
  p.push_back({"one_key_dominates", "One key dominates",
               "The first key scores 6 while the others score near 0: softmax gives it about "
               "99% of the weight and the output is almost its value.",
               scene(ScoreFunction::Dot, 1.0f, {{2.0f, 0.0f}},
                     {{3.0f, 0.0f}, {0.0f, 1.0f}, {-1.0f, 0.5f}, {0.3f, -1.0f}},
                     {{1.0f, 1.0f}, {-1.0f, 0.0f}, {0.0f, -1.0f}, {0.5f, -0.5f}},
                     {"match", "side", "behind", "weak"})});
  p.push_back({"uniform", "Uniform attention",
               "The query is zero, so every score is 0 and every key gets weight 1/4: the output "
               "is the plain average of the values.",
               scene(ScoreFunction::Dot, 1.0f, {{0.0f, 0.0f}},
                     {{1.0f, 0.0f}, {0.0f, 1.0f}, {-1.0f, 0.0f}, {0.0f, -1.0f}},
                     {{1.0f, 0.0f}, {0.0f, 1.0f}, {-1.0f, 0.0f}, {1.0f, 1.0f}},
                     {"east", "north", "west", "south"})});
  p.push_back(
      {"temperature_extremes", "Low temperature",
       "τ = 0.05 turns scores of 1.0 vs 0.9 into an almost one-hot choice; raise τ "
       "toward 10 and the weights flatten toward uniform.",
       scene(ScoreFunction::Dot, 0.05f, {{1.0f, 0.0f}}, {{1.0f, 0.0f}, {0.9f, 0.3f}, {0.8f, -0.5f}},
             {{1.0f, 0.0f}, {0.0f, 1.0f}, {-1.0f, 0.0f}}, {"best", "close", "closer"})});
  p.push_back({"temperature_high", "High temperature",
               "τ = 20 divides every score by 20: even a clear winner gets only a little more "
               "weight than the rest.",
               scene(ScoreFunction::Dot, 20.0f, {{2.0f, 0.0f}},
                     {{3.0f, 0.0f}, {0.0f, 1.0f}, {-1.0f, 0.5f}, {0.3f, -1.0f}},
                     {{1.0f, 1.0f}, {-1.0f, 0.0f}, {0.0f, -1.0f}, {0.5f, -0.5f}},
                     {"match", "side", "behind", "weak"})});
  p.push_back({"masking", "Masking",
               "The best-matching key is masked: its weight is exactly 0 and the remaining keys "
               "share all the weight, as in a decoder that must not look ahead.",
               scene(ScoreFunction::Dot, 1.0f, {{1.0f, 0.5f}},
                     {{1.0f, 0.2f}, {0.7f, 0.8f}, {-0.6f, 0.9f}, {-0.3f, -1.0f}},
                     {{1.0f, 0.0f}, {0.6f, 0.6f}, {0.0f, 1.0f}, {-0.7f, -0.4f}},
                     {"cat", "dog", "car", "tree"}, {true, false, true, true})});
  {
    Preset g{"general_swap", "General score: W changes what matches",
             "score = qᵀ W k with W swapping the axes: the query [1, 0] now matches the key on "
             "the y axis, not the one beside it.",
             scene(ScoreFunction::General, 1.0f, {{1.0f, 0.0f}},
                   {{1.0f, 0.0f}, {0.0f, 1.0f}, {-1.0f, 0.0f}},
                   {{1.0f, 0.0f}, {0.0f, 1.0f}, {-1.0f, 0.0f}}, {"x", "y", "-x"})};
    g.scene.spec.params.W = rows({{0.0f, 1.0f}, {1.0f, 0.0f}});
    p.push_back(std::move(g));
  }
  {
    Preset a{"additive", "Additive (Bahdanau) score",
             "score = vᵀ tanh(Wq q + Wk k): a small network compares query and key, so "
             "similarity need not be a dot product.",
             scene(ScoreFunction::Additive, 1.0f, {{1.0f, 0.5f}},
                   {{1.0f, 0.2f}, {0.7f, 0.8f}, {-0.6f, 0.9f}, {-0.3f, -1.0f}},
                   {{1.0f, 0.0f}, {0.6f, 0.6f}, {0.0f, 1.0f}, {-0.7f, -0.4f}},
                   {"cat", "dog", "car", "tree"})};
    a.scene.spec.params.Wq = rows({{1.0f, 0.0f}, {0.0f, 1.0f}, {0.5f, -0.5f}});
    a.scene.spec.params.Wk = rows({{1.0f, 0.0f}, {0.0f, 1.0f}, {-0.5f, 0.5f}});
    a.scene.spec.params.v = Vec(3);
    a.scene.spec.params.v << 1.0f, 1.0f, -1.0f;
    p.push_back(std::move(a));
  }
  p.push_back({"cosine_direction", "Cosine: direction, not length",
               "The long key has the larger dot product, but cosine scores only the angle, so "
               "the short key pointing exactly like the query wins.",
               scene(ScoreFunction::Cosine, 0.1f, {{1.0f, 1.0f}},
                     {{0.3f, 0.3f}, {4.0f, 1.0f}, {-1.0f, 1.0f}},
                     {{1.0f, 0.0f}, {0.0f, 1.0f}, {-1.0f, -1.0f}}, {"short", "long", "off"})});
  p.push_back({"batched", "Three queries at once",
               "Each row of the heatmap is one query's weights over the same keys: this is "
               "attention for a whole sentence at once.",
               scene(ScoreFunction::ScaledDot, 1.0f, {{1.0f, 0.5f}, {-0.5f, 1.0f}, {0.0f, -1.0f}},
                     {{1.0f, 0.2f}, {0.7f, 0.8f}, {-0.6f, 0.9f}, {-0.3f, -1.0f}},
                     {{1.0f, 0.0f}, {0.6f, 0.6f}, {0.0f, 1.0f}, {-0.7f, -0.4f}},
                     {"cat", "dog", "car", "tree"})});
  return p;
}

}  // namespace

const std::vector<Preset>& lab_presets() {
  static const std::vector<Preset> presets = make_presets();
  return presets;
}

const Preset* find_preset(std::string_view id) {
  for (const Preset& p : lab_presets())
    if (p.id == id) return &p;
  return nullptr;
}

AttentionScene default_scene() { return lab_presets().front().scene; }

}  // namespace ap
