// Position-wise feed-forward network: y = W2 · ReLU(W1 x + b1) + b2, applied to every column
// (token) independently (Vaswani et al. 2017, §3.3). ReLU rather than GELU: it is what the paper
// uses, it is exact (no erf/tanh approximation to keep bit-identical across platforms), and its
// derivative is a comparison.
//   x: (D, N), W1: (F, D), b1: (F, 1), W2: (D, F), b2: (D, 1) → y: (D, N)
#pragma once

#include "core/transformer/tensor.h"

namespace ap::tfm {

template <class S>
struct FeedForwardParams : VisitParams<FeedForwardParams<S>> {
  LinearParams<S> l1, l2;  // D → F, F → D
  template <class Self, class F>
  static void each_param(Self& self, const std::string& prefix, F&& f) {
    self.l1.visit(prefix + ".1", f);
    self.l2.visit(prefix + ".2", f);
  }
};

template <class S>
struct FeedForwardCache {
  Mat<S> x;  // (D, N) input
  Mat<S> h;  // (F, N) after the ReLU
};

// x: (D, N) → y: (D, N)
template <class S>
void feed_forward_forward(const FeedForwardParams<S>& p, const CArg<S>& x, Mat<S>* y,
                          FeedForwardCache<S>* cache);

// dy: (D, N) → g +=, dx += (D, N)
template <class S>
void feed_forward_backward(const FeedForwardParams<S>& p, const FeedForwardCache<S>& cache,
                           const Mat<S>& dy, FeedForwardParams<S>* g, Mat<S>* dx);

}  // namespace ap::tfm
