// Internal (src/core only): the attention core's hot loops on explicit f32x4 SIMD (SSE2 natively,
// wasm SIMD128 under em++), built on the deterministic kernels of core/kernels/ (fixed-order GEMM,
// exp, tanh). Each SIMD kernel has its scalar reference beside it (`*_ref`), written with the same
// operations in the same order per output element, so both give identical bits (tested on random
// shapes with ragged tails in tests/core/attention_kernels_test.cpp, natively and in wasm).
//
// Storage: Eigen column-major, one row per item (attention.h). S(j, i) = score of query j, key i.
#pragma once

#include "core/attention.h"

namespace ap::detail {

using CMatRef = Eigen::Ref<const Mat>;
using MatRef = Eigen::Ref<Mat>;

// C (+)= op(A)·op(B) through kern::gemm (k summed in order 0…K−1 per element).
// ta/tb: A or Aᵀ. C: (rows, cols) already sized; acc = add to C instead of overwrite.
void matmul(const CMatRef& A, bool ta, const CMatRef& B, bool tb, MatRef C, bool acc);
void matmul_ref(const CMatRef& A, bool ta, const CMatRef& B, bool tb, MatRef C, bool acc);

// Σ w·V of one query. w: (n), Vals: (n, e) → X: (n, e), X(i, c) = w_i·Vals(i, c), and exactly 0
// where w_i = 0 (a masked key's value, even inf or NaN, never reaches the output); out: (e),
// out(c) = Σ_i X(i, c) from +0 in increasing i. SIMD: 4×4 blocks (4 keys × 4 value columns).
void weighted_sum(const Eigen::Ref<const Vec>& w, const CMatRef& Vals, MatRef X,
                  Eigen::Ref<Vec> out);
void weighted_sum_ref(const Eigen::Ref<const Vec>& w, const CMatRef& Vals, MatRef X,
                      Eigen::Ref<Vec> out);

// The additive score's tanh stage. PQ: (m, h) = Q Wqᵀ, PK: (n, h) = K Wkᵀ, v: (h) →
// S: (m, n), S(j, i) = Σ_c v_c · tanh(PK(i, c) + PQ(j, c)), c = 0…h−1 in order (kern::tanh).
// SIMD lanes run over 4 keys i.
void additive_scores(const CMatRef& PQ, const CMatRef& PK, const Eigen::Ref<const Vec>& v,
                     MatRef S);
void additive_scores_ref(const CMatRef& PQ, const CMatRef& PK, const Eigen::Ref<const Vec>& v,
                         MatRef S);

// Row-wise masked softmax with temperature. S: (m, n) → W: (m, n), row j = softmax_span(S.row(j))
// (softmax.h, exp = kern::exp): the same special cases (all masked → 0, ±inf logits, NaN).
// SIMD lanes run over 4 rows (queries); each lane does its own row's sequential max and sum.
// Returns true if at least one key may be attended (n > 0 and not all masked).
bool softmax_rows(const CMatRef& S, float inv_tau, const Mask& mask, MatRef W);
bool softmax_rows_ref(const CMatRef& S, float inv_tau, const Mask& mask, MatRef W);

// Backward of softmax_rows given dL/dW. W, dW: (m, n) → dS: (m, n) (may be dW itself):
// dS(j, i) = W(j, i)·(dW(j, i) − Σ_k W(j, k) dW(j, k))·inv_tau, the sum in order k = 0…n−1.
void softmax_rows_backward(const CMatRef& W, const CMatRef& dW, float inv_tau, MatRef dS);
void softmax_rows_backward_ref(const CMatRef& W, const CMatRef& dW, float inv_tau, MatRef dS);

}  // namespace ap::detail
