// The matrix products, reductions and elementwise functions of the seq2seq layers, one place.
// float (training and inference) goes through ap::kern: fixed summation orders and our own
// exp/tanh/sigmoid/log, so a seed gives the same bits on every CPU and in wasm.
// double (only the finite-difference gradient checks) uses Eigen and std::, as before.
//
// Operands are column-major views (blocks allowed): CRef for inputs, MRef for outputs.
#pragma once

#include "core/kernels/elementwise.h"
#include "core/kernels/gemm.h"
#include "core/kernels/reduce.h"
#include "core/seq2seq/tensor.h"

#include <cmath>
#include <limits>
#include <type_traits>

namespace ap::s2s {

template <class S>
using CRef = Eigen::Ref<const Mat<S>, 0, Eigen::OuterStride<>>;
template <class S>
using MRef = Eigen::Ref<Mat<S>, 0, Eigen::OuterStride<>>;

using kern::Trans;

// C (M, N) (+)= op(A) (M, K) · op(B) (K, N); op = transpose when ta / tb is Trans::T.
// float: kern::gemm (k in order 0…K−1 per element); C must not overlap A or B.
template <class S>
void matmul(Trans ta, const CRef<S>& A, Trans tb, const CRef<S>& B, MRef<S> C, bool acc) {
  const Eigen::Index M = C.rows(), N = C.cols();
  const Eigen::Index K = ta == Trans::N ? A.cols() : A.rows();
  eigen_assert((ta == Trans::N ? A.rows() : A.cols()) == M);
  eigen_assert((tb == Trans::N ? B.rows() : B.cols()) == K);
  eigen_assert((tb == Trans::N ? B.cols() : B.rows()) == N);
  if constexpr (std::is_same_v<S, float>) {
    kern::gemm(ta, tb, M, N, K, A.data(), A.outerStride(), B.data(), B.outerStride(), C.data(),
               C.outerStride(), acc);
  } else {
    if (!acc) C.setZero();
    if (ta == Trans::N && tb == Trans::N) C.noalias() += A * B;
    if (ta == Trans::N && tb == Trans::T) C.noalias() += A * B.transpose();
    if (ta == Trans::T && tb == Trans::N) C.noalias() += A.transpose() * B;
    if (ta == Trans::T && tb == Trans::T) C.noalias() += A.transpose() * B.transpose();
  }
}

// out (R, 1) += Σ_n X(:, n) for X (R, N) (float: sequential in n per row)
template <class S>
void add_row_sums(const CRef<S>& X, MRef<S> out) {
  if constexpr (std::is_same_v<S, float>)
    kern::row_sums_add(X.data(), X.rows(), X.cols(), X.outerStride(), out.data());
  else
    out += X.rowwise().sum();
}

// Σ_r x(r)·y(r) for two columns of length R (float: kern::dot's 16-lane order)
template <class S>
S column_dot(const S* x, const S* y, Eigen::Index R) {
  if constexpr (std::is_same_v<S, float>) {
    return kern::dot(x, y, static_cast<std::size_t>(R));
  } else {
    S s = 0;
    for (Eigen::Index r = 0; r < R; ++r) s += x[r] * y[r];
    return s;
  }
}

// Σ_r x(r) (float: kern::sum's 16-lane order)
template <class S>
S column_sum(const S* x, Eigen::Index R) {
  if constexpr (std::is_same_v<S, float>) {
    return kern::sum(x, static_cast<std::size_t>(R));
  } else {
    S s = 0;
    for (Eigen::Index r = 0; r < R; ++r) s += x[r];
    return s;
  }
}

// max_r x(r) (−inf for R = 0; order-free, NaN entries skipped)
template <class S>
S column_max(const S* x, Eigen::Index R) {
  if constexpr (std::is_same_v<S, float>) {
    return kern::max(x, static_cast<std::size_t>(R));
  } else {
    S m = -std::numeric_limits<S>::infinity();
    for (Eigen::Index r = 0; r < R; ++r)
      if (x[r] > m) m = x[r];
    return m;
  }
}

template <class S>
S exp_s(S x) {
  if constexpr (std::is_same_v<S, float>)
    return kern::exp(x);
  else
    return std::exp(x);
}

template <class S>
S log_s(S x) {
  if constexpr (std::is_same_v<S, float>)
    return kern::log(x);
  else
    return std::log(x);
}

// In place, column by column (blocks allowed): X ← tanh(X), X ← σ(X), X ← exp(X).
template <class S>
void tanh_inplace(MRef<S> X) {
  for (Eigen::Index c = 0; c < X.cols(); ++c) {
    S* p = X.data() + c * X.outerStride();
    if constexpr (std::is_same_v<S, float>)
      kern::tanh_n(p, p, static_cast<std::size_t>(X.rows()));
    else
      for (Eigen::Index r = 0; r < X.rows(); ++r) p[r] = std::tanh(p[r]);
  }
}

template <class S>
void sigmoid_inplace(MRef<S> X) {
  for (Eigen::Index c = 0; c < X.cols(); ++c) {
    S* p = X.data() + c * X.outerStride();
    if constexpr (std::is_same_v<S, float>)
      kern::sigmoid_n(p, p, static_cast<std::size_t>(X.rows()));
    else
      for (Eigen::Index r = 0; r < X.rows(); ++r) p[r] = sigmoid_scalar(p[r]);
  }
}

template <class S>
void exp_inplace(MRef<S> X) {
  for (Eigen::Index c = 0; c < X.cols(); ++c) {
    S* p = X.data() + c * X.outerStride();
    if constexpr (std::is_same_v<S, float>)
      kern::exp_n(p, p, static_cast<std::size_t>(X.rows()));
    else
      for (Eigen::Index r = 0; r < X.rows(); ++r) p[r] = std::exp(p[r]);
  }
}

}  // namespace ap::s2s
