// Layer normalisation forward/backward (see layer_norm.h). Sums over a column use the fixed
// orders of s2s::column_sum / column_dot, so float results are bit-reproducible.
#include "core/transformer/layer_norm.h"

#include <cmath>

namespace ap::tfm {

template <class S>
void layer_norm_forward(const LayerNormParams<S>& p, const CArg<S>& x, Mat<S>* y,
                        LayerNormCache<S>* c) {
  const Eigen::Index D = x.rows(), N = x.cols();
  c->xhat.resize(D, N);
  c->rstd.resize(1, N);
  y->resize(D, N);
  for (Eigen::Index n = 0; n < N; ++n) {
    const S mean = s2s::column_sum<S>(x.col(n).data(), D) / S(D);
    auto xc = c->xhat.col(n);
    xc = x.col(n).array() - mean;
    const S var = s2s::column_dot<S>(xc.data(), xc.data(), D) / S(D);
    const S rstd = S(1) / std::sqrt(var + S(kLayerNormEps));  // IEEE sqrt: same bits everywhere
    c->rstd(0, n) = rstd;
    xc *= rstd;
    y->col(n) = (p.gamma.col(0).array() * xc.array() + p.beta.col(0).array()).matrix();
  }
}

// With g = γ ⊙ dy: dx = rstd · (g − mean(g) − x̂ · mean(g ⊙ x̂)).
template <class S>
void layer_norm_backward(const LayerNormParams<S>& p, const LayerNormCache<S>& c, const Mat<S>& dy,
                         LayerNormParams<S>* g, Mat<S>* dx) {
  const Eigen::Index D = dy.rows(), N = dy.cols();
  const Mat<S> dy_xhat = dy.cwiseProduct(c.xhat);
  s2s::add_row_sums<S>(dy_xhat, g->gamma);
  s2s::add_row_sums<S>(dy, g->beta);
  Mat<S> gy(D, 1);
  for (Eigen::Index n = 0; n < N; ++n) {
    gy = p.gamma.cwiseProduct(dy.col(n));
    const S mean_g = s2s::column_sum<S>(gy.data(), D) / S(D);
    const S mean_gx = s2s::column_dot<S>(gy.data(), c.xhat.col(n).data(), D) / S(D);
    dx->col(n).array() += c.rstd(0, n) * (gy.array() - mean_g - c.xhat.col(n).array() * mean_gx);
  }
}

#define AP_INSTANTIATE(S)                                                                \
  template void layer_norm_forward(const LayerNormParams<S>&, const CArg<S>&, Mat<S>*,   \
                                   LayerNormCache<S>*);                                  \
  template void layer_norm_backward(const LayerNormParams<S>&, const LayerNormCache<S>&, \
                                    const Mat<S>&, LayerNormParams<S>*, Mat<S>*);
AP_INSTANTIATE(float)
AP_INSTANTIATE(double)
#undef AP_INSTANTIATE

}  // namespace ap::tfm
