// Backward of attend / attend_batched. Chain, for output o = Σ_i w_i v_i with w = softmax(s/τ):
//   dV = w doᵀ,  dw = V do,  ds = w ⊙ (dw − wᵀdw) / τ,  then the score function's backward.
// Gradients are accumulated with += into zero-initialised results.
#include "core/attention_kernels.h"
#include "core/scores.h"
#include "core/softmax.h"

#include <stdexcept>

namespace ap {

// q: (d), K: (n, d), V: (n, e), doutput: (e) → dquery (d), dkeys (n, d), dvalues (n, e), dparams
AttentionGrads attend_backward(const AttentionSpec& spec, const Eigen::Ref<const Vec>& q,
                               const Eigen::Ref<const Mat>& K, const Eigen::Ref<const Mat>& V,
                               const Mask& mask, const AttentionResult& fwd,
                               const Eigen::Ref<const Vec>& doutput) {
  detail::check_attention_inputs("attend_backward", spec, q.size(), K, V, mask);
  const Eigen::Index n = K.rows(), d = K.cols(), e = V.cols();
  if (fwd.weights.size() != n || doutput.size() != e)
    throw std::invalid_argument(
        "attend_backward: forward result or doutput does not match "
        "the inputs (run attend() on the same inputs first)");
  AttentionGrads g;
  g.dquery.setZero(d);
  g.dkeys.setZero(n, d);
  g.dvalues.setZero(n, e);
  // All masked: the output is a constant 0, so everything below yields zeros of the right
  // shapes (dparams included, so an optimiser can always add them).

  g.dvalues.noalias() += fwd.weights * doutput.transpose();
  // dw_i = v_i · do, only where w_i ≠ 0: as in attend(), a masked key's value row may hold
  // inf/NaN and must not leak into the gradients through 0·inf.
  Vec ds(n);  // dw, overwritten in place by ds
  for (Eigen::Index i = 0; i < n; ++i)
    ds[i] = fwd.weights[i] != 0.0f ? V.row(i).dot(doutput) : 0.0f;
  const float inv_tau = detail::inverse_temperature(spec.temperature);
  detail::softmax_span_backward(fwd.weights, ds, inv_tau, ds);

  Eigen::Map<const Mat> Q(q.data(), 1, d);
  Eigen::Map<const Mat> dS(ds.data(), 1, n);
  Eigen::Map<Mat> dQ(g.dquery.data(), 1, d);
  detail::scores_backward(spec, Q, K, dS, dQ, g.dkeys, g.dparams);
  return g;
}

// Q: (m, d), K: (n, d), V: (n, e), doutput: (m, e) → dqueries (m, d), dkeys, dvalues, dparams
BatchedAttentionGrads attend_batched_backward(const AttentionSpec& spec,
                                              const Eigen::Ref<const Mat>& Q,
                                              const Eigen::Ref<const Mat>& K,
                                              const Eigen::Ref<const Mat>& V, const Mask& mask,
                                              const BatchedAttentionResult& fwd,
                                              const Eigen::Ref<const Mat>& doutput) {
  detail::check_attention_inputs("attend_batched_backward", spec, Q.cols(), K, V, mask);
  const Eigen::Index m = Q.rows(), n = K.rows(), d = K.cols(), e = V.cols();
  if (fwd.weights.rows() != m || fwd.weights.cols() != n || doutput.rows() != m ||
      doutput.cols() != e)
    throw std::invalid_argument(
        "attend_batched_backward: forward result or doutput does not "
        "match the inputs (run attend_batched() on the same inputs)");
  BatchedAttentionGrads g;
  g.dqueries.setZero(m, d);
  g.dkeys.setZero(n, d);
  g.dvalues.setZero(n, e);

  detail::matmul(fwd.weights, true, doutput, false, g.dvalues, true);  // dV += Wᵀ do
  Mat dS(m, n);
  detail::matmul(doutput, false, V, true, dS, false);  // dW = do Vᵀ, overwritten in place by dS
  const float inv_tau = detail::inverse_temperature(spec.temperature);
  detail::softmax_rows_backward(fwd.weights, dS, inv_tau, dS);
  detail::scores_backward(spec, Q, K, dS, g.dqueries, g.dkeys, g.dparams);
  return g;
}

}  // namespace ap
