// One sentence analysed by one shipped attention translator (float): its greedy output, the
// forced run along it, and every map the explanations are built from. explain() (explain.h) and
// the test-set figures (test_set.h) share it.
//   Ty = m + 1 rows (the m target words, then </s>), Tx = n + 1 columns (n source words, </s>)
#pragma once

#include "core/explain/explain.h"
#include "core/explain/stepper.h"
#include "core/explain/views.h"

#include <memory>

namespace ap::explain {

std::unique_ptr<Stepper<float>> make_stepper(const s2s::ModelBundle& bundle);

struct SentenceAnalysis {
  std::vector<int> src, target;  // ids without </s>
  Decoded<float> base;           // the forced run along the greedy output (positions 0 … m)
  MatD gradient_signed;          // (Ty, Tx)
  MatD leave_one_out;            // (Ty, n)
  // [layer][head] (Ty, Tx): the decoder's cross-attention (RNNsearch: [0][0] = α)
  std::vector<std::vector<MatD>> cross;
  // Transformer: [layer][head] (Tx, Tx) the encoder's self-attention (row = query), and per
  // decoder layer the cross-attention's projected values W_V x_j + b_V: (D, Tx)
  std::vector<std::vector<MatD>> enc_self;
  std::vector<MatD> cross_values;
};

// src: ids without </s>. with_saliency = false skips the gradient and leave-one-out.
SentenceAnalysis analyse(const s2s::ModelBundle& bundle, Stepper<float>& stepper,
                         const std::vector<int>& src, bool with_saliency = true);

// The attention map of a view (explain.h), (Ty, Tx). RNNsearch: α whatever the view. layer −1 =
// the last, head −1 = head 0.
MatD attention_view(const s2s::ModelBundle& bundle, const SentenceAnalysis& a, AttentionView view,
                    int layer, int head);

// |s_tj| / Σ_j' |s_tj'| per row (the sum over every column).
MatD gradient_share(const MatD& gradient_signed);

}  // namespace ap::explain
