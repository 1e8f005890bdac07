// The linear layer of tensor.h.
#include "core/transformer/tensor.h"

namespace ap::tfm {

template <class S>
void linear_forward(const LinearParams<S>& p, const CArg<S>& x, Mat<S>* y) {
  y->resize(p.W.rows(), x.cols());
  s2s::matmul<S>(Trans::N, p.W, Trans::N, x, *y, false);
  y->colwise() += p.b.col(0);
}

template <class S>
void linear_backward(const LinearParams<S>& p, const CArg<S>& x, const CArg<S>& dy,
                     LinearParams<S>* g, Mat<S>* dx) {
  s2s::matmul<S>(Trans::N, dy, Trans::T, x, g->W, true);
  s2s::add_row_sums<S>(dy, g->b);
  if (dx) s2s::matmul<S>(Trans::T, p.W, Trans::N, dy, *dx, true);
}

#define AP_INSTANTIATE(S)                                                               \
  template void linear_forward(const LinearParams<S>&, const CArg<S>&, Mat<S>*);        \
  template void linear_backward(const LinearParams<S>&, const CArg<S>&, const CArg<S>&, \
                                LinearParams<S>*, Mat<S>*);
AP_INSTANTIATE(float)
AP_INSTANTIATE(double)
#undef AP_INSTANTIATE

}  // namespace ap::tfm
