// Internal (src/core only): the one masked softmax every attention kernel uses (the vector lab's,
// multi-head's and the seq2seq models' additive attention), written once as a template so it runs
// in place on a Vec, a matrix row or a column without copies, in float or double, and its
// backward. The public entry point is masked_softmax() in attention.h.
#pragma once

#include "core/kernels/elementwise.h"

#include <Eigen/Dense>

#include <cmath>
#include <limits>
#include <type_traits>
#include <vector>

namespace ap::detail {

constexpr float kMinTemperature = 1e-20f;  // keeps 1/τ finite (see attention.h)

inline float inverse_temperature(float temperature) {
  return 1.0f / (temperature > kMinTemperature ? temperature : kMinTemperature);
}

// The exp every softmax here uses: the deterministic kernel exp for float (the same bits on every
// machine and in the SIMD rows), std::exp for double (the seq2seq gradient checks).
template <class S>
S softmax_exp(S x) {
  if constexpr (std::is_same_v<S, float>)
    return kern::exp(x);
  else
    return std::exp(x);
}

// How the exponentials become weights: times 1/Σ (the attention kernels, whose SIMD rows do the
// same) or divided by Σ (the seq2seq models: their pinned weights were trained that way). The two
// differ in the last bit, so each caller keeps the one its results are pinned to.
enum class Normalise { ByReciprocal, ByDivision };

// The body of every masked softmax. On entry w[j] holds the logit z_j of every key j with
// allowed(j) and is ignored elsewhere; on return w: (n) holds the weights, 0 exactly where
// !allowed(j). Returns false (and w = 0) when no key may be attended.
template <class S, class Allowed, class Weights>
bool softmax_logits(Eigen::Index n, const Allowed& allowed, Normalise how, Weights&& w) {
  const S inf = std::numeric_limits<S>::infinity();
  S max_z = -inf;
  bool any = false;
  for (Eigen::Index j = 0; j < n; ++j) {
    if (!allowed(j)) {
      w[j] = S(0);
      continue;
    }
    any = true;
    if (w[j] > max_z) max_z = w[j];
  }
  if (!any) return false;
  if (std::isinf(max_z)) {
    // Infinite logits: exp(z - max) would be inf - inf = NaN. Use the limit of softmax instead:
    // all weight shared equally by the +inf logits, or (all -inf) spread over every allowed key.
    const bool pos = max_z > 0;
    S count = 0;
    for (Eigen::Index j = 0; j < n; ++j) {
      const bool take = allowed(j) && (!pos || w[j] == inf);
      w[j] = take ? S(1) : S(0);
      count += w[j];
    }
    for (Eigen::Index j = 0; j < n; ++j) w[j] /= count;
    return true;
  }
  // Subtract the max before exp: every exponent is ≤ 0, so exp never overflows, and the largest
  // term is exactly 1, so the sum is ≥ 1 and the division can neither overflow nor be 0/0. Scores
  // like ±1e30 therefore give weights 1 and 0 instead of inf/inf = NaN.
  S sum = 0;
  for (Eigen::Index j = 0; j < n; ++j) {
    if (!allowed(j)) continue;
    w[j] = softmax_exp<S>(w[j] - max_z);
    sum += w[j];
  }
  if (how == Normalise::ByDivision) {
    for (Eigen::Index j = 0; j < n; ++j) w[j] /= sum;
  } else {
    const S inv_sum = S(1) / sum;
    for (Eigen::Index j = 0; j < n; ++j) w[j] *= inv_sum;
  }
  return true;
}

// scores: (n) any Eigen vector expression (row or column), w: (n) writable, same length.
// Key j may be attended iff (mask empty or mask[j]) and j < limit (limit < n for causal rows).
// Returns false (and w = 0) when no key may be attended.
template <class Scores, class Weights>
bool softmax_span(const Scores& scores, float inv_tau, const std::vector<bool>& mask,
                  Eigen::Index limit, Weights&& w) {
  const Eigen::Index n = scores.size();
  if (limit > n) limit = n;
  auto allowed = [&](Eigen::Index j) { return j < limit && (mask.empty() || mask[j]); };
  for (Eigen::Index j = 0; j < n; ++j)
    if (allowed(j)) w[j] = scores[j] * inv_tau;  // w doubles as scratch for z
  return softmax_logits<float>(n, allowed, Normalise::ByReciprocal, w);
}

// Backward of w = softmax(s/τ) given dL/dw: ds_j = w_j (dw_j − Σ_k w_k dw_k) / τ.
// Masked keys have w_j = 0, so they get ds_j = 0 exactly. w, dw: (n) → ds: (n) (may alias dw).
template <class Weights, class DW, class DS>
void softmax_span_backward(const Weights& w, const DW& dw, float inv_tau, DS&& ds) {
  const Eigen::Index n = w.size();
  float dot = 0.0f;
  for (Eigen::Index j = 0; j < n; ++j) dot += w[j] * dw[j];
  for (Eigen::Index j = 0; j < n; ++j) ds[j] = w[j] * (dw[j] - dot) * inv_tau;
}

}  // namespace ap::detail
