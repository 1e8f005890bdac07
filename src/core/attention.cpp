// Forward attention: one query (attend) and a batch of queries (attend_batched).
// Steps, as the views show them: 1. scores  2. softmax(scores/τ) with mask  3. weighted sum.
#include "core/attention_kernels.h"
#include "core/scores.h"
#include "core/softmax.h"

#include <stdexcept>

namespace ap {

// q: (d), K: (n, d) → (n)
Vec attention_scores(const AttentionSpec& spec, const Eigen::Ref<const Vec>& q,
                     const Eigen::Ref<const Mat>& K) {
  // Scores need no values; check against an empty (n, 0) V so the same checker applies.
  detail::check_attention_inputs("attention_scores", spec, q.size(), K, Mat(K.rows(), 0), {});
  Vec s(K.rows());
  // A (1, d) view of q and (1, n) view of s: the batched kernel, no copies.
  Eigen::Map<const Mat> Q(q.data(), 1, q.size());
  Eigen::Map<Mat> S(s.data(), 1, s.size());
  detail::compute_scores(spec, Q, K, S);
  return s;
}

// q: (d), K: (n, d), V: (n, e) → scores (n), weights (n), output (e), contributions (n, e)
AttentionResult attend(const AttentionSpec& spec, const Eigen::Ref<const Vec>& q,
                       const Eigen::Ref<const Mat>& K, const Eigen::Ref<const Mat>& V,
                       const Mask& mask) {
  detail::check_attention_inputs("attend", spec, q.size(), K, V, mask);
  const Eigen::Index n = K.rows(), e = V.cols();
  AttentionResult r;
  r.scores.resize(n);
  Eigen::Map<const Mat> Q(q.data(), 1, q.size());
  Eigen::Map<Mat> S(r.scores.data(), 1, n);
  detail::compute_scores(spec, Q, K, S);

  r.weights.resize(n);
  r.all_masked = !detail::softmax_span(r.scores, detail::inverse_temperature(spec.temperature),
                                       mask, n, r.weights);
  // Sum only keys with weight ≠ 0: a masked key contributes exactly 0 even if its value holds
  // inf/NaN (0·inf would be NaN in a plain matrix product).
  r.output.resize(e);
  r.contributions.resize(n, e);
  detail::weighted_sum(r.weights, V, r.contributions, r.output);
  return r;
}

// Q: (m, d), K: (n, d), V: (n, e) → scores (m, n), weights (m, n), output (m, e)
BatchedAttentionResult attend_batched(const AttentionSpec& spec, const Eigen::Ref<const Mat>& Q,
                                      const Eigen::Ref<const Mat>& K,
                                      const Eigen::Ref<const Mat>& V, const Mask& mask) {
  detail::check_attention_inputs("attend_batched", spec, Q.cols(), K, V, mask);
  const Eigen::Index m = Q.rows(), n = K.rows();
  BatchedAttentionResult r;
  r.scores.resize(m, n);
  detail::compute_scores(spec, Q, K, r.scores);
  r.weights.resize(m, n);
  const float inv_tau = detail::inverse_temperature(spec.temperature);
  // Rows of 4 queries at once (f32x4), each row as softmax_span would compute it.
  const bool any = detail::softmax_rows(r.scores, inv_tau, mask, r.weights);
  r.all_masked = (m > 0 && !any) || n == 0;
  // One GEMM for the whole batch (masked rows have weight exactly 0; unlike attend(), an inf in
  // a masked value row would still poison this product — the views use attend() per query).
  r.output.resize(m, V.cols());
  detail::matmul(r.weights, false, V, false, r.output, false);
  return r;
}

}  // namespace ap
