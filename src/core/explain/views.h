// The Transformer's attention views other than one head (explain.h has the definitions), as pure
// functions of weights and values, so the tests can check them on hand-computed cases. All maps
// have one row per query (target position) and one column per key (source position incl. </s>).
//   mean:     Ā = (1/H) Σ_h A^h
//   rollout:  encoder: Â_l = rownorm(½ I + ½ Ā_l), R_enc = Â_L ⋯ Â_1 (Abnar & Zuidema 2020);
//             translation: R = C̄ R_enc, C̄ the mean over heads of the last decoder layer's
//             cross-attention (rows of C̄ and R_enc sum to 1, so R's rows do)
//   norm:     N_tj = ‖Σ_h α^h_tj W_O^h v^h_j‖ (Kobayashi et al. 2020), v^h_j = W_V^h x_j + b_V^h
//             (head h's rows of the layer's projected values), W_O^h head h's columns of the
//             output projection (its bias is left out: it does not depend on j)
#pragma once

#include <Eigen/Dense>

#include <vector>

namespace ap::explain {

using MatD = Eigen::MatrixXd;

// heads: H maps (Tq, Tk) → their mean (Tq, Tk).
MatD mean_over_heads(const std::vector<MatD>& heads);

// Each row divided by its sum; a row summing to 0 stays 0.
MatD rows_normalised(const MatD& m);

// enc_self[l][h]: (Tx, Tx), row i = where query i looks → R_enc: (Tx, Tx) (identity for 0 layers)
MatD encoder_rollout(const std::vector<std::vector<MatD>>& enc_self);

// enc_self as above, cross_last[h]: (Ty, Tx) → R: (Ty, Tx)
MatD rollout(const std::vector<std::vector<MatD>>& enc_self, const std::vector<MatD>& cross_last);

// values: (D, Tx) the layer's projected values W_V x_j + b_V, W_O: (D, D), weights[h]: (Ty, Tx)
// → N: (Ty, Tx) (not normalised)
MatD norm_map(const MatD& values, const MatD& W_O, const std::vector<MatD>& weights);

}  // namespace ap::explain
