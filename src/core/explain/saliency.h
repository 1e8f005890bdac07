// The two non-attention explanations of a forced translation (explain.h has the definitions):
//   gradient × input  s_tj = ∂ log p(y_t | y_<t, x) / ∂e_j · e_j, e_j the source embedding
//                     vector of position j (the embedding table's column, before the Transformer's
//                     √D scale and positions; with them the product is the same number);
//   leave-one-out     log p(y_t | y_<t, x) − log p(y_t | y_<t, x with word j → <unk>).
// The gradient comes from each model's own training backward pass (Seq2SeqModel::loss,
// TransformerModel::backward) on a batch of Ty copies of the sentence, copy t weighting only
// target position t, with a private embedding column per (copy, position), so that column's
// gradient is ∂ log p(y_t)/∂e_j alone, even when a word occurs twice. One forward and one
// backward pass explain every target position.
//   src: ids without </s> (Tx = n + 1), target: ids without </s> (Ty = m + 1, the last row is
//   </s>) → (Ty, Tx) for the gradient (the </s> column included), (Ty, n) for leave-one-out.
#pragma once

#include "core/explain/stepper.h"

namespace ap::explain {

template <class S>
Mat<S> gradient_x_input(const s2s::Seq2SeqModel<S>& model, const std::vector<int>& src,
                        const std::vector<int>& target);
template <class S>
Mat<S> gradient_x_input(const tfm::TransformerModel<S>& model, const std::vector<int>& src,
                        const std::vector<int>& target);

// base: forced(stepper, src, target) (its logp are the unmasked log-probabilities).
template <class S>
Mat<S> leave_one_out(Stepper<S>& stepper, const std::vector<int>& src,
                     const std::vector<int>& target, const Decoded<S>& base);

}  // namespace ap::explain
