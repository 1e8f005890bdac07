// Tensor aliases and small elementwise helpers shared by the seq2seq layers (RNNsearch, RNNencdec).
//
// Storage convention for the whole seq2seq folder: one COLUMN per example of a minibatch.
// A hidden state of a batch is (H, B); a sequence of them is stored time-major as (H, T·B) with
// the block of step t in columns [t·B, (t+1)·B). Embedding tables hold one column per word: (E, V).
// Every layer is templated on the scalar S: float for training and inference, double for the
// finite-difference gradient tests (so those checks can be tight). Explicit instantiations for
// float and double live in the .cpp files.
#pragma once

#include <Eigen/Dense>

#include "core/rng.h"

#include <cmath>

namespace ap::s2s {

template <class S>
using Mat = Eigen::Matrix<S, Eigen::Dynamic, Eigen::Dynamic>;
using IdMat = Eigen::Matrix<int, Eigen::Dynamic, Eigen::Dynamic>;  // token ids (T, B)

// σ(x) written to stay finite for large |x| (exp of a negative argument only). Used by the double
// instantiation (gradient checks); float goes through kern::sigmoid (seq2seq/linalg.h).
template <class S>
inline S sigmoid_scalar(S x) {
  if (x >= S(0)) return S(1) / (S(1) + std::exp(-x));
  const S e = std::exp(x);
  return e / (S(1) + e);
}

// Gather embedding columns: table (E, V), ids (B) → (E, B).
template <class S, class Ids>
inline void gather_columns(const Mat<S>& table, const Ids& ids, Mat<S>* out) {
  out->resize(table.rows(), ids.size());
  for (Eigen::Index b = 0; b < ids.size(); ++b) out->col(b) = table.col(ids(b));
}

// Scatter-add the gradient of a gather: dtable.col(ids(b)) += dx.col(b).
template <class S, class Ids>
inline void scatter_add_columns(const Mat<S>& dx, const Ids& ids, Mat<S>* dtable) {
  for (Eigen::Index b = 0; b < ids.size(); ++b) dtable->col(ids(b)) += dx.col(b);
}

// Fill with N(0, stddev²) draws from the project's Rng, column-major order (deterministic).
template <class S>
inline void fill_normal(Mat<S>* m, Rng& rng, double stddev) {
  for (Eigen::Index i = 0; i < m->size(); ++i) m->data()[i] = S(stddev * rng.normal());
}

}  // namespace ap::s2s
