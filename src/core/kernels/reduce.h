// Fixed-order float reductions. The summation order is part of each function's contract and does
// not depend on the SIMD width, the thread count or the cache: the f32x4 code (SSE2 / wasm SIMD)
// and the scalar reference (reduce_ref below, used by the tests) give identical bits.
//
// The 16-lane contract (dot, sum): partial sums p_l (l = 0…15) accumulate the terms i ≡ l (mod 16)
// for i < 16·⌊n/16⌋ in increasing i, starting from +0; they are combined as four 4-lane vectors
// v0…v3 (v_q = p_{4q…4q+3}) by (v0 + v1) + (v2 + v3), then across lanes by (l0 + l1) + (l2 + l3);
// the tail i ≥ 16·⌊n/16⌋ is then added in increasing i.
// The sequential contract (row_sums): each output starts from +0 and adds its terms in increasing
// index order, then is added to (or stored into) the destination.
#pragma once

#include <cstddef>

namespace ap::kern {

// x: (n), y: (n) → Σ x_i·y_i   (16-lane contract)
float dot(const float* x, const float* y, std::size_t n);
// x: (n) → Σ x_i   (16-lane contract)
float sum(const float* x, std::size_t n);
// x: (n) → max_i x_i (−inf for n = 0; exact in any order; NaN entries are skipped)
float max(const float* x, std::size_t n);

// X: (R, N) column-major with leading dimension ld → out[r] += Σ_n X(r, n)  (sequential in n)
void row_sums_add(const float* X, std::size_t R, std::size_t N, std::size_t ld, float* out);
// X: (R, N), Y: (R, N) column-major (ldx, ldy) → out[n·inc] = Σ_r X(r, n)·Y(r, n) (16-lane contract
// per column: one dot per column)
void col_dots(const float* X, std::size_t ldx, const float* Y, std::size_t ldy, std::size_t R,
              std::size_t N, float* out, std::size_t inc);

// Scalar references with the same contracts (no SIMD anywhere): the tests' yardstick.
namespace reduce_ref {
float dot(const float* x, const float* y, std::size_t n);
float sum(const float* x, std::size_t n);
void row_sums_add(const float* X, std::size_t R, std::size_t N, std::size_t ld, float* out);
}  // namespace reduce_ref

}  // namespace ap::kern
