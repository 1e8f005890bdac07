// Backward of multihead_self_attention, from the forward's cache (MultiHeadResult). Per head:
//   dhead_h = dconcat[:, h]            dA = dhead_h V_hᵀ,  dV_h = A_hᵀ dhead_h
//   dS = A ⊙ (dA − rowsum(A ⊙ dA)) / √d_head   (masked entries have A = 0 → dS = 0)
//   dQ_h = dS K_h,  dK_h = dSᵀ Q_h
//   dW·[h] += d·_hᵀ X',  dX' += d·_h W·[h]      and dX = dX' (PE is a constant).
#include "core/multihead.h"
#include "core/attention_kernels.h"
#include "core/multihead_check.h"
#include "core/softmax.h"

#include <cmath>
#include <stdexcept>

namespace ap {

// doutput: (n, d_model) → dX (n, d_model), dWq/dWk/dWv heads × (d_head, d_model), dWo
MultiHeadGrads multihead_self_attention_backward(const MultiHeadParams& p,
                                                 const MultiHeadOptions& opt,
                                                 const MultiHeadResult& fwd,
                                                 const Eigen::Ref<const Mat>& doutput) {
  const Eigen::Index n = fwd.input.rows(), dm = fwd.input.cols();
  detail::check_multihead("multihead_self_attention_backward", n, dm, p);
  const int H = p.heads();
  const Eigen::Index dh = p.Wq[0].rows();
  if (doutput.rows() != n || doutput.cols() != dm || fwd.concat.cols() != H * dh ||
      static_cast<int>(fwd.weights.size()) != H)
    throw std::invalid_argument(
        "multihead_self_attention_backward: forward result or doutput "
        "does not match the parameters");
  (void)opt;  // the mask and PE are already baked into fwd.weights and fwd.input

  MultiHeadGrads g;
  g.dX.setZero(n, dm);
  g.dWo.setZero(dm, H * dh);
  g.dWq.assign(H, Mat::Zero(dh, dm));
  g.dWk.assign(H, Mat::Zero(dh, dm));
  g.dWv.assign(H, Mat::Zero(dh, dm));

  detail::matmul(doutput, true, fwd.concat, false, g.dWo, true);
  Mat dconcat(n, H * dh);
  detail::matmul(doutput, false, p.Wo, false, dconcat, false);

  const float scale = 1.0f / std::sqrt(static_cast<float>(dh));
  Mat dS(n, n), dQ(n, dh), dK(n, dh), dV(n, dh);
  for (int h = 0; h < H; ++h) {
    const auto dhead = dconcat.middleCols(h * dh, dh);
    detail::matmul(dhead, false, fwd.V[h], true, dS, false);  // dA, turned into dS row by row
    detail::matmul(fwd.weights[h], true, dhead, false, dV, false);
    for (Eigen::Index i = 0; i < n; ++i)
      detail::softmax_span_backward(fwd.weights[h].row(i), dS.row(i), scale, dS.row(i));
    detail::matmul(dS, false, fwd.K[h], false, dQ, false);
    detail::matmul(dS, true, fwd.Q[h], false, dK, false);
    detail::matmul(dQ, true, fwd.input, false, g.dWq[h], true);
    detail::matmul(dK, true, fwd.input, false, g.dWk[h], true);
    detail::matmul(dV, true, fwd.input, false, g.dWv[h], true);
    detail::matmul(dQ, false, p.Wq[h], false, g.dX, true);
    detail::matmul(dK, false, p.Wk[h], false, g.dX, true);
    detail::matmul(dV, false, p.Wv[h], false, g.dX, true);
  }
  return g;
}

}  // namespace ap
