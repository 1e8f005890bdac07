// Layer normalisation over each column (one token): y = γ ⊙ (x − μ) / √(σ² + ε) + β, with μ, σ²
// the mean and the biased variance of the column's D entries (Ba et al. 2016; ε = 1e-5 as in
// PyTorch's default).
//   x: (D, N), γ, β: (D, 1) → y: (D, N)
#pragma once

#include "core/transformer/tensor.h"

namespace ap::tfm {

inline constexpr double kLayerNormEps = 1e-5;

template <class S>
struct LayerNormParams : VisitParams<LayerNormParams<S>> {
  Mat<S> gamma, beta;  // (D, 1) each
  void init(int d) {
    gamma = Mat<S>::Ones(d, 1);
    beta = Mat<S>::Zero(d, 1);
  }
  template <class Self, class F>
  static void each_param(Self& self, const std::string& prefix, F&& f) {
    f(prefix + ".gamma", self.gamma);
    f(prefix + ".beta", self.beta);
  }
};

template <class S>
struct LayerNormCache {
  Mat<S> xhat;  // (D, N) normalised input
  Mat<S> rstd;  // (1, N) 1/√(σ² + ε)
};

// x: (D, N) → y: (D, N)
template <class S>
void layer_norm_forward(const LayerNormParams<S>& p, const CArg<S>& x, Mat<S>* y,
                        LayerNormCache<S>* cache);

// dy: (D, N) → g +=, dx += (D, N)
template <class S>
void layer_norm_backward(const LayerNormParams<S>& p, const LayerNormCache<S>& cache,
                         const Mat<S>& dy, LayerNormParams<S>* g, Mat<S>* dx);

}  // namespace ap::tfm
