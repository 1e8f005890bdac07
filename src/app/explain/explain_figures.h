// The explanations' test-set figures (assets/models/explain.json, written by
// `attention explain --test-set --json`): per model, each attention view's agreement with
// gradient × input and leave-one-out over the held-out test split, and how often the French word
// stays the same when its attention is made uniform or permuted. The Explain tab shows them beside
// the one sentence; the translation service fetches the file.
#pragma once

#include <string>
#include <vector>

namespace ap {

struct ExplainViewFigures {
  std::string view;  // "attention" (RNNsearch) / "best_head" / "mean" / "rollout" / "norm"
  double gradient_argmax = 0, gradient_spearman = 0;
  double loo_argmax = 0, loo_spearman = 0;
};

struct ExplainModelFigures {
  std::string model;  // "search" | "transformer"
  int sentences = 0, target_words = 0;
  std::vector<ExplainViewFigures> views;
  bool has_best_head = false;
  int best_layer = -1, best_head = -1;
  double uniform_unchanged = 0, permute_unchanged = 0;  // fractions of the target words
};

struct ExplainFigures {
  std::vector<ExplainModelFigures> models;
  std::string generated_by;
  int test_sentences = 0;
  const ExplainModelFigures* find(const std::string& model) const;
};

// Parses explain.json; false with a message naming the field on bad input (never throws).
bool parse_explain_figures(const std::string& text, ExplainFigures* out, std::string* error);

}  // namespace ap
