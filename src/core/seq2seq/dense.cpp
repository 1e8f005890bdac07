// Dense tanh layer forward/backward (see dense.h).
#include "core/seq2seq/dense.h"

#include "core/seq2seq/linalg.h"

namespace ap::s2s {

template <class S>
void tanh_layer_forward(const Mat<S>& W, const Mat<S>& b, const Mat<S>& x, Mat<S>* y) {
  y->resize(W.rows(), x.cols());
  matmul<S>(Trans::N, W, Trans::N, x, *y, false);
  y->colwise() += b.col(0);
  tanh_inplace<S>(*y);
}

template <class S>
void tanh_layer_backward(const Mat<S>& W, const Mat<S>& x, const Mat<S>& y, const Mat<S>& dy,
                         Mat<S>* dW, Mat<S>* db, Mat<S>* dx) {
  const Mat<S> da = dy.cwiseProduct((S(1) - y.array().square()).matrix());  // tanh' = 1 − y²
  matmul<S>(Trans::N, da, Trans::T, x, *dW, true);
  add_row_sums<S>(da, *db);
  if (dx) matmul<S>(Trans::T, W, Trans::N, da, *dx, true);
}

template void tanh_layer_forward(const Mat<float>&, const Mat<float>&, const Mat<float>&,
                                 Mat<float>*);
template void tanh_layer_forward(const Mat<double>&, const Mat<double>&, const Mat<double>&,
                                 Mat<double>*);
template void tanh_layer_backward(const Mat<float>&, const Mat<float>&, const Mat<float>&,
                                  const Mat<float>&, Mat<float>*, Mat<float>*, Mat<float>*);
template void tanh_layer_backward(const Mat<double>&, const Mat<double>&, const Mat<double>&,
                                  const Mat<double>&, Mat<double>*, Mat<double>*, Mat<double>*);

}  // namespace ap::s2s
