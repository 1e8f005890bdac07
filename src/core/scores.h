// Internal (src/core only): the score kernels for a whole batch of queries at once, and their
// backward. Single-query attention calls them with a (1, d) view of q, so every score function
// is written exactly once. Public entry points are in attention.h.
#pragma once

#include "core/attention.h"

namespace ap::detail {

// Q: (m, d), K: (n, d) → S: (m, n), S(j, i) = score(q_j, k_i). S must already be (m, n).
void compute_scores(const AttentionSpec& spec, const Eigen::Ref<const Mat>& Q,
                    const Eigen::Ref<const Mat>& K, Eigen::Ref<Mat> S);

// dS: (m, n) = dL/dS → dQ += (m, d), dK += (n, d), dparams += (shapes of spec.params).
// dQ, dK must be sized; empty dparams members are created (zero) where the score needs them.
void scores_backward(const AttentionSpec& spec, const Eigen::Ref<const Mat>& Q,
                     const Eigen::Ref<const Mat>& K, const Eigen::Ref<const Mat>& dS,
                     Eigen::Ref<Mat> dQ, Eigen::Ref<Mat> dK, ScoreParams& dparams);

// Throws std::invalid_argument(where + ": " + message) if attention_input_error() complains.
void check_attention_inputs(const char* where, const AttentionSpec& spec, Eigen::Index query_dim,
                            const Eigen::Ref<const Mat>& K, const Eigen::Ref<const Mat>& V,
                            const Mask& mask);

}  // namespace ap::detail
