// The explanations over many sentences: how often, and how closely, each attention view agrees
// with the gradient and leave-one-out maps, and how often an intervention on the attention
// leaves the model's word unchanged (`attention explain --test-set`, assets/models/explain.json,
// docs/explain.md).
//   agreement: pooled over every target word of every sentence: argmax agreement = agreeing
//     rows / rows; Spearman = the mean of the rows' ρ (rows with a constant side left out,
//     agreement.h). Each view's map is compared with |gradient × input| and with leave-one-out,
//     over the source words (</s> left out).
//   views: RNNsearch "attention" (its α); the Transformer "best_head" (the decoder layer and head
//     with the highest sum of its two Spearman figures, chosen on the same sentences, so an
//     optimistic figure), "mean" (last layer), "rollout", "norm" (last layer).
//   interventions: at every target word's position, keep mode (explain.h): the fraction of
//     positions where the model still writes its original word with uniform, and with permuted
//     attention (seed = position + 1).
#pragma once

#include "core/seq2seq/translator.h"

#include <string>
#include <vector>

namespace ap::explain {

struct ViewFigures {
  std::string view;
  double gradient_argmax = 0, gradient_spearman = 0;
  double loo_argmax = 0, loo_spearman = 0;
};

struct ModelFigures {
  int sentences = 0, target_words = 0;
  std::vector<ViewFigures> views;
  int best_layer = -1, best_head = -1;  // the Transformer's best_head
  double uniform_unchanged = 0, permute_unchanged = 0;
};

// sentences: tokenised English (the corpus's test split). The translator must be RNNsearch or
// the Transformer; sentences with no target word are skipped.
ModelFigures test_set_figures(const s2s::Translator& translator,
                              const std::vector<std::vector<std::string>>& sentences);

}  // namespace ap::explain
