// Internal (src/core only): the one masked, temperature-scaled softmax every attention kernel uses,
// written once as a template so it runs in place on a Vec, a matrix row or a column without
// copies, and its backward. The public entry point is masked_softmax() in attention.h.
#pragma once

#include "core/kernels/elementwise.h"

#include <Eigen/Dense>

#include <cmath>
#include <limits>
#include <vector>

namespace ap::detail {

constexpr float kMinTemperature = 1e-20f;  // keeps 1/τ finite (see attention.h)

inline float inverse_temperature(float temperature) {
  return 1.0f / (temperature > kMinTemperature ? temperature : kMinTemperature);
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
  const float inf = std::numeric_limits<float>::infinity();
  float max_z = -inf;
  bool any = false;
  for (Eigen::Index j = 0; j < n; ++j) {
    if (!allowed(j)) {
      w[j] = 0.0f;
      continue;
    }
    const float z = scores[j] * inv_tau;
    w[j] = z;  // w doubles as scratch for z
    any = true;
    if (z > max_z) max_z = z;
  }
  if (!any) return false;
  if (std::isinf(max_z)) {
    // Infinite logits: exp(z - max) would be inf - inf = NaN. Use the limit of softmax instead:
    // all weight shared equally by the +inf logits, or (all -inf) spread over every allowed key.
    const bool pos = max_z > 0;
    float count = 0;
    for (Eigen::Index j = 0; j < n; ++j) {
      const bool take = allowed(j) && (!pos || w[j] == inf);
      w[j] = take ? 1.0f : 0.0f;
      count += w[j];
    }
    for (Eigen::Index j = 0; j < n; ++j) w[j] /= count;
    return true;
  }
  // Subtract the max before exp: every exponent is ≤ 0, so exp never overflows, and the largest
  // term is exactly 1, so the sum is ≥ 1 and the division can neither overflow nor be 0/0. Scores
  // like ±1e30 therefore give weights 1 and 0 instead of inf/inf = NaN.
  float sum = 0.0f;
  for (Eigen::Index j = 0; j < n; ++j) {
    if (!allowed(j)) continue;
    w[j] = kern::exp(w[j] - max_z);  // deterministic exp (core/kernels), as in the SIMD rows
    sum += w[j];
  }
  const float inv_sum = 1.0f / sum;
  for (Eigen::Index j = 0; j < n; ++j) w[j] *= inv_sum;
  return true;
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
