// Fixed-order float matrix products on column-major storage (Eigen's default): element (i, j) of
// a matrix with leading dimension ld is p[i + j·ld].
//
//   gemm(ta, tb, M, N, K, A, lda, B, ldb, C, ldc, acc):
//     op(A): (M, K)  — A itself (M, K) if ta = N, or A: (K, M) read transposed if ta = T
//     op(B): (K, N)  — B itself (K, N) if tb = N, or B: (N, K) read transposed if tb = T
//     C: (M, N)      — C += op(A)·op(B) if acc, else C = op(A)·op(B)
//   so gemm(N, N) is C += A·B, gemm(N, T) is C += A·Bᵀ, gemm(T, N) is C += Aᵀ·B.
//   gemv(M, K, A, lda, x, y, acc): y (M) (+)= A (M, K) · x (K) — gemm(N, N) with N = 1, same bits.
//
// Order contract (all variants): s_ij starts at +0 and adds op(A)(i, k)·op(B)(k, j) for
// k = 0, 1, …, K − 1 in that order (one rounding for the product, one for the sum); then
// C(i, j) = C(i, j) + s_ij (acc) or C(i, j) = s_ij. K is never split into blocks. SIMD lanes run
// over i or over j — never over k — so SSE2, wasm SIMD and the scalar reference (gemm_ref) give
// identical bits for every shape, and the result does not depend on blocking, alignment,
// panel sizes or the number of threads calling it.
//
// Speed: A is packed into 8-row panels (k-major), op(B) into 4-column panels, and an 8×4 register
// micro-kernel (8 f32x4 accumulators) walks k; 1×4 and 8×1 kernels take the ragged rows and
// columns. Packing buffers are thread_local and reused. With A not transposed, the columns past the
// last 4-column panel (all of them for matrix–vector products: the decoders' steps) take an
// unpacked path: A is read in place, 32 rows per pass with 8 independent f32x4 accumulators; up to
// 8 columns (a beam's hypotheses) nothing is packed at all: 8×4 blocks read A in place, then that
// path. With A transposed and up to 8 columns (the training's Aᵀ·B gradient products), A is read
// in place too — op(A)'s rows are A's contiguous columns — eight rows at a time against one packed
// 4-column panel of op(B), lanes over the columns. Sized for d ≤ 256, n ≤ 512 (K·(8 + N) floats
// stay in L2 for the model's shapes).
#pragma once

#include <cstddef>

namespace ap::kern {

enum class Trans { N, T };

void gemm(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K, const float* A,
          std::size_t lda, const float* B, std::size_t ldb, float* C, std::size_t ldc, bool acc);

inline void gemv(std::size_t M, std::size_t K, const float* A, std::size_t lda, const float* x,
                 float* y, bool acc) {
  gemm(Trans::N, Trans::N, M, 1, K, A, lda, x, K, y, M, acc);
}

// The scalar reference of the contract above (a plain triple loop): the tests' yardstick.
void gemm_ref(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K, const float* A,
              std::size_t lda, const float* B, std::size_t ldb, float* C, std::size_t ldc,
              bool acc);

}  // namespace ap::kern
