// Token embedding + sinusoidal positions (see embedding.h).
#include "core/transformer/embedding.h"

#include "core/multihead.h"

#include <cmath>

namespace ap::tfm {

// sinusoidal_position (core/multihead.h) in double, rounded once to S: for float these are the
// numbers of sinusoidal_positional_encoding, for double (gradient checks, goldens) full precision.
template <class S>
Mat<S> positions_columns(int T, int D) {
  Mat<S> pe(D, T);
  for (int c = 0; c < D; ++c)
    for (int t = 0; t < T; ++t) pe(c, t) = static_cast<S>(sinusoidal_position(t, c, D));
  return pe;
}

template <class S>
void position_column(int t, int D, Mat<S>* pe) {
  pe->resize(D, 1);
  for (int c = 0; c < D; ++c) (*pe)(c, 0) = static_cast<S>(sinusoidal_position(t, c, D));
}

template <class S>
void embedding_forward(const Mat<S>& E, const IdMat& ids, Mat<S>* x) {
  const int T = static_cast<int>(ids.rows()), B = static_cast<int>(ids.cols());
  const Eigen::Index D = E.rows();
  const S scale = S(std::sqrt(static_cast<double>(D)));
  const Mat<S> pe = positions_columns<S>(T, static_cast<int>(D));
  x->resize(D, static_cast<Eigen::Index>(B) * T);
  for (int b = 0; b < B; ++b)
    for (int t = 0; t < T; ++t) x->col(b * T + t) = scale * E.col(ids(t, b)) + pe.col(t);
}

template <class S>
void embedding_backward(const IdMat& ids, const Mat<S>& dx, Mat<S>* dE) {
  const int T = static_cast<int>(ids.rows()), B = static_cast<int>(ids.cols());
  const S scale = S(std::sqrt(static_cast<double>(dE->rows())));
  for (int b = 0; b < B; ++b)
    for (int t = 0; t < T; ++t) dE->col(ids(t, b)) += scale * dx.col(b * T + t);
}

#define AP_INSTANTIATE(S)                                                \
  template Mat<S> positions_columns<S>(int, int);                        \
  template void position_column(int, int, Mat<S>*);                      \
  template void embedding_forward(const Mat<S>&, const IdMat&, Mat<S>*); \
  template void embedding_backward(const IdMat&, const Mat<S>&, Mat<S>*);
AP_INSTANTIATE(float)
AP_INSTANTIATE(double)
#undef AP_INSTANTIATE

}  // namespace ap::tfm
