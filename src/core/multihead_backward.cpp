// Backward of multihead_self_attention, from the forward's cache (MultiHeadResult). Per head:
//   dhead_h = dconcat[:, h]            dA = dhead_h V_hᵀ,  dV_h = A_hᵀ dhead_h
//   dS = A ⊙ (dA − rowsum(A ⊙ dA)) / √d_head   (masked entries have A = 0 → dS = 0)
//   dQ_h = dS K_h,  dK_h = dSᵀ Q_h
//   dW·[h] += d·_hᵀ X',  dX' += d·_h W·[h]      and dX = dX' (PE is a constant).
#include "core/multihead.h"
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

  g.dWo.noalias() += doutput.transpose() * fwd.concat;
  Mat dconcat(n, H * dh);
  dconcat.noalias() = doutput * p.Wo;

  const float scale = 1.0f / std::sqrt(static_cast<float>(dh));
  Mat dS(n, n), dQ(n, dh), dK(n, dh), dV(n, dh);
  for (int h = 0; h < H; ++h) {
    const auto dhead = dconcat.middleCols(h * dh, dh);
    dS.noalias() = dhead * fwd.V[h].transpose();  // dA, turned into dS row by row
    dV.noalias() = fwd.weights[h].transpose() * dhead;
    for (Eigen::Index i = 0; i < n; ++i)
      detail::softmax_span_backward(fwd.weights[h].row(i), dS.row(i), scale, dS.row(i));
    dQ.noalias() = dS * fwd.K[h];
    dK.noalias() = dS.transpose() * fwd.Q[h];
    g.dWq[h].noalias() += dQ.transpose() * fwd.input;
    g.dWk[h].noalias() += dK.transpose() * fwd.input;
    g.dWv[h].noalias() += dV.transpose() * fwd.input;
    g.dX.noalias() += dQ * p.Wq[h];
    g.dX.noalias() += dK * p.Wk[h];
    g.dX.noalias() += dV * p.Wv[h];
  }
  return g;
}

}  // namespace ap
