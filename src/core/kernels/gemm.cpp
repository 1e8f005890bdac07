// Fixed-order GEMM (see gemm.h): packing, the 8×4 / 1×4 / 8×1 micro-kernels, the unpacked
// few-column paths (A in place, transposed or not), the reference.
//
// Sections: 1. element access and packing  2. micro-kernels  3. driver  4. reference
#include "core/kernels/gemm.h"

#include "core/kernels/simd.h"

#include <algorithm>
#include <vector>

namespace ap::kern {

namespace {

constexpr std::size_t kMr = 8, kNr = 4;
// Up to this many columns, A is never packed: packing it costs as much as the product itself when
// op(B) has few columns (a beam of hypotheses, one column each; the training's Aᵀ·B products).
constexpr std::size_t kDirectMaxColumns = 8;

// ── 1. element access and packing ─────────────────────────────────────────────────────────────

// op(A)(i, k) and op(B)(k, j) for column-major storage.
inline float a_at(Trans t, const float* A, std::size_t lda, std::size_t i, std::size_t k) {
  return t == Trans::N ? A[i + k * lda] : A[k + i * lda];
}
inline float b_at(Trans t, const float* B, std::size_t ldb, std::size_t k, std::size_t j) {
  return t == Trans::N ? B[k + j * ldb] : B[j + k * ldb];
}

// op(A) rows [i0, i0 + 8) → Ap[k·8 + r] (k-major), K·8 floats
void pack_a(Trans t, const float* A, std::size_t lda, std::size_t i0, std::size_t K, float* Ap) {
  if (t == Trans::N) {
    for (std::size_t k = 0; k < K; ++k)
      store4(Ap + k * kMr, load4(A + i0 + k * lda)),
          store4(Ap + k * kMr + 4, load4(A + i0 + 4 + k * lda));
  } else {
    for (std::size_t r = 0; r < kMr; ++r) {
      const float* col = A + (i0 + r) * lda;
      for (std::size_t k = 0; k < K; ++k) Ap[k * kMr + r] = col[k];
    }
  }
}

// op(B) columns [j0, j0 + 4) → Bp[k·4 + c] (k-major), K·4 floats
void pack_b(Trans t, const float* B, std::size_t ldb, std::size_t j0, std::size_t K, float* Bp) {
  if (t == Trans::T) {
    for (std::size_t k = 0; k < K; ++k) store4(Bp + k * kNr, load4(B + j0 + k * ldb));
  } else {
    for (std::size_t c = 0; c < kNr; ++c) {
      const float* col = B + (j0 + c) * ldb;
      for (std::size_t k = 0; k < K; ++k) Bp[k * kNr + c] = col[k];
    }
  }
}

// op(B) columns [j0, j0 + n), n ≤ 4 → Bp[k·4 + c] (k-major), K·4 floats; columns n…3 are zero
// (lanes that are computed and never stored).
void pack_b_padded(Trans t, const float* B, std::size_t ldb, std::size_t j0, std::size_t n,
                   std::size_t K, float* Bp) {
  if (n == kNr) return pack_b(t, B, ldb, j0, K, Bp);
  for (std::size_t k = 0; k < K; ++k)
    for (std::size_t c = 0; c < kNr; ++c)
      Bp[k * kNr + c] = c < n ? b_at(t, B, ldb, k, j0 + c) : 0.0f;
}

inline f32x4 finish(f32x4 c_old, f32x4 s, bool acc) { return acc ? add(c_old, s) : s; }

// ── 2. micro-kernels (each lane: s = 0; s += a·b for k = 0…K−1) ───────────────────────────────

// Ap: (8, K) packed, one column of op(B) (element k at b[k·inc]) → C[0..8, 0] (+)= Ap·b
void kernel_8x1(std::size_t K, const float* Ap, const float* b, std::size_t inc, float* C,
                bool acc) {
  f32x4 c0 = splat_f(f32x4{}, 0.0f), c1 = c0;
  for (std::size_t k = 0; k < K; ++k) {
    const f32x4 bk = splat_f(c0, b[k * inc]);
    c0 = add(c0, mul(load4(Ap + k * kMr), bk));
    c1 = add(c1, mul(load4(Ap + k * kMr + 4), bk));
  }
  store4(C, finish(load4(C), c0, acc));
  store4(C + 4, finish(load4(C + 4), c1, acc));
}

// one row of op(A) (element k at a[k·inc]), Bp: (K, 4) packed → C[0, 0..ncols) (+)= a·Bp, ncols ≤ 4
void kernel_1x4(std::size_t K, const float* a, std::size_t inc, const float* Bp, float* C,
                std::size_t ldc, std::size_t ncols, bool acc) {
  f32x4 s = splat_f(f32x4{}, 0.0f);
  for (std::size_t k = 0; k < K; ++k) s = add(s, mul(splat_f(s, a[k * inc]), load4(Bp + k * kNr)));
  alignas(16) float l[4];
  store4(l, s);
  for (std::size_t j = 0; j < ncols; ++j) C[j * ldc] = acc ? C[j * ldc] + l[j] : l[j];
}

// ta = T: rows [0, R) of op(A) read in place (row r is column r of A: element k at a[r·lda + k]),
// Bp: (K, 4) packed → C[0..R, 0..ncols) (+)= op(A)·Bp, ncols ≤ 4. kernel_1x4 for R rows at once:
// lanes run over the 4 columns, the R rows are R independent accumulators.
template <std::size_t R>
void kernel_rows_x4(std::size_t K, const float* a, std::size_t lda, const float* Bp, float* C,
                    std::size_t ldc, std::size_t ncols, bool acc) {
  f32x4 s[R];
  for (f32x4& v : s) v = splat_f(f32x4{}, 0.0f);
  for (std::size_t k = 0; k < K; ++k) {
    const f32x4 bk = load4(Bp + k * kNr);
    for (std::size_t r = 0; r < R; ++r) s[r] = add(s[r], mul(splat_f(bk, a[r * lda + k]), bk));
  }
  alignas(16) float l[4];
  for (std::size_t r = 0; r < R; ++r) {
    store4(l, s[r]);
    for (std::size_t j = 0; j < ncols; ++j) {
      float& c = C[r + j * ldc];
      c = acc ? c + l[j] : l[j];
    }
  }
}

// Rows [0, R) of A itself (ta = N: element (i, k) at A[i + k·lda], nothing packed), one column
// of op(B) (element k at b[k·inc]) → C[0..R, 0] (+)= A·b. R / 4 independent accumulators, so the
// adds do not wait on each other (the few-column products: decoding steps).
template <std::size_t R>
void kernel_rx1_direct(std::size_t K, const float* A, std::size_t lda, const float* b,
                       std::size_t inc, float* C, bool acc) {
  f32x4 c[R / 4];
  for (f32x4& v : c) v = splat_f(f32x4{}, 0.0f);
  for (std::size_t k = 0; k < K; ++k) {
    const f32x4 bk = splat_f(c[0], b[k * inc]);
    const float* a = A + k * lda;
    for (std::size_t r = 0; r < R / 4; ++r) c[r] = add(c[r], mul(load4(a + 4 * r), bk));
  }
  for (std::size_t r = 0; r < R / 4; ++r) store4(C + 4 * r, finish(load4(C + 4 * r), c[r], acc));
}

// Eight rows of op(A) (row r's element k at a[k·a_step + r]: the packed panel with a_step = 8,
// or A itself with a_step = lda) times four columns of op(B) (column c's element k at
// b[c][k·inc]: the packed panel, or B in place) → C[0..8, 0..4) (+)= A·B.
void kernel_8x4(std::size_t K, const float* a, std::size_t a_step, const float* const b[kNr],
                std::size_t inc, float* C, std::size_t ldc, bool acc) {
  const f32x4 z = splat_f(f32x4{}, 0.0f);
  f32x4 c00 = z, c01 = z, c02 = z, c03 = z, c10 = z, c11 = z, c12 = z, c13 = z;
  for (std::size_t k = 0; k < K; ++k) {
    const f32x4 a0 = load4(a + k * a_step), a1 = load4(a + k * a_step + 4);
    f32x4 bj = splat_f(z, b[0][k * inc]);
    c00 = add(c00, mul(a0, bj));
    c10 = add(c10, mul(a1, bj));
    bj = splat_f(z, b[1][k * inc]);
    c01 = add(c01, mul(a0, bj));
    c11 = add(c11, mul(a1, bj));
    bj = splat_f(z, b[2][k * inc]);
    c02 = add(c02, mul(a0, bj));
    c12 = add(c12, mul(a1, bj));
    bj = splat_f(z, b[3][k * inc]);
    c03 = add(c03, mul(a0, bj));
    c13 = add(c13, mul(a1, bj));
  }
  const f32x4 cs[2][4] = {{c00, c01, c02, c03}, {c10, c11, c12, c13}};
  for (std::size_t j = 0; j < kNr; ++j) {
    float* cj = C + j * ldc;
    store4(cj, finish(load4(cj), cs[0][j], acc));
    store4(cj + 4, finish(load4(cj + 4), cs[1][j], acc));
  }
}

// one row of op(A), one column of op(B) → C (+)= a·b
void kernel_1x1(std::size_t K, const float* a, std::size_t inca, const float* b, std::size_t incb,
                float* C, bool acc) {
  float s = 0.0f;
  for (std::size_t k = 0; k < K; ++k) s += a[k * inca] * b[k * incb];
  *C = acc ? *C + s : s;
}

// ta = N and N < 4 (no 4-column panel to amortise packing over): each column of C from A in
// place, 32 rows at a time, then 8, then one.
void gemm_few_columns(Trans tb, std::size_t M, std::size_t N, std::size_t K, const float* A,
                      std::size_t lda, const float* B, std::size_t ldb, float* C, std::size_t ldc,
                      bool acc) {
  const std::size_t M32 = M / 32 * 32, M8 = M / kMr * kMr;
  const std::size_t b_inc = tb == Trans::N ? 1 : ldb;
  for (std::size_t j = 0; j < N; ++j) {
    const float* b = tb == Trans::N ? B + j * ldb : B + j;
    float* c = C + j * ldc;
    for (std::size_t i = 0; i < M32; i += 32)
      kernel_rx1_direct<32>(K, A + i, lda, b, b_inc, c + i, acc);
    for (std::size_t i = M32; i < M8; i += kMr)
      kernel_rx1_direct<kMr>(K, A + i, lda, b, b_inc, c + i, acc);
    for (std::size_t i = M8; i < M; ++i) kernel_1x1(K, A + i, lda, b, b_inc, c + i, acc);
  }
}

// ta = N and 4 ≤ N ≤ kDirectMaxColumns: nothing packed. Each 4-column group of C from A in place
// (8 rows at a time, then one), the last N mod 4 columns by gemm_few_columns.
void gemm_direct(Trans tb, std::size_t M, std::size_t N, std::size_t K, const float* A,
                 std::size_t lda, const float* B, std::size_t ldb, float* C, std::size_t ldc,
                 bool acc) {
  const std::size_t M8 = M / kMr * kMr, N4 = N / kNr * kNr;
  const std::size_t b_inc = tb == Trans::N ? 1 : ldb;
  auto b_col = [&](std::size_t j) { return tb == Trans::N ? B + j * ldb : B + j; };
  for (std::size_t j = 0; j < N4; j += kNr) {
    const float* const b[kNr] = {b_col(j), b_col(j + 1), b_col(j + 2), b_col(j + 3)};
    for (std::size_t i = 0; i < M8; i += kMr)
      kernel_8x4(K, A + i, lda, b, b_inc, C + i + j * ldc, ldc, acc);
    for (std::size_t i = M8; i < M; ++i)
      for (std::size_t c = 0; c < kNr; ++c)
        kernel_1x1(K, A + i, lda, b[c], b_inc, C + i + (j + c) * ldc, acc);
  }
  if (N4 < N) gemm_few_columns(tb, M, N - N4, K, A, lda, b_col(N4), ldb, C + N4 * ldc, ldc, acc);
}

// ta = T and N ≤ kDirectMaxColumns: op(A)'s rows are A's columns, contiguous in k, so A is read in
// place, eight rows at a time (then four, then one); op(B) is packed one 4-column panel at a time
// (the last one padded).
void gemm_transposed_direct(Trans tb, std::size_t M, std::size_t N, std::size_t K, const float* A,
                            std::size_t lda, const float* B, std::size_t ldb, float* C,
                            std::size_t ldc, bool acc) {
  thread_local std::vector<float> bpack;
  if (bpack.size() < K * kNr) bpack.resize(K * kNr);
  const std::size_t M8 = M / kMr * kMr, M4 = M / 4 * 4;
  for (std::size_t j = 0; j < N; j += kNr) {
    const std::size_t n = std::min(kNr, N - j);
    pack_b_padded(tb, B, ldb, j, n, K, bpack.data());
    for (std::size_t i = 0; i < M8; i += kMr)
      kernel_rows_x4<kMr>(K, A + i * lda, lda, bpack.data(), C + i + j * ldc, ldc, n, acc);
    for (std::size_t i = M8; i < M4; i += 4)
      kernel_rows_x4<4>(K, A + i * lda, lda, bpack.data(), C + i + j * ldc, ldc, n, acc);
    for (std::size_t i = M4; i < M; ++i)
      kernel_1x4(K, A + i * lda, 1, bpack.data(), C + i + j * ldc, ldc, n, acc);
  }
}

}  // namespace

// ── 3. driver ──────────────────────────────────────────────────────────────────────────────────

void gemm(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K, const float* A,
          std::size_t lda, const float* B, std::size_t ldb, float* C, std::size_t ldc, bool acc) {
  if (M == 0 || N == 0) return;
  if (ta == Trans::N && N < kNr) return gemm_few_columns(tb, M, N, K, A, lda, B, ldb, C, ldc, acc);
  if (ta == Trans::N && N <= kDirectMaxColumns)
    return gemm_direct(tb, M, N, K, A, lda, B, ldb, C, ldc, acc);
  if (ta == Trans::T && N <= kDirectMaxColumns)
    return gemm_transposed_direct(tb, M, N, K, A, lda, B, ldb, C, ldc, acc);
  const std::size_t M8 = M / kMr * kMr, N4 = N / kNr * kNr;
  thread_local std::vector<float> bpack, apack;
  // op(B) in 4-column panels, all of them (reused by every row panel).
  if (bpack.size() < K * N4) bpack.resize(K * N4);
  for (std::size_t j = 0; j < N4; j += kNr) pack_b(tb, B, ldb, j, K, bpack.data() + j * K);
  // Where op(A) row i, element k lives: a_row(i) + k·a_inc (for the 1×4 / 1×1 kernels).
  const std::size_t a_inc = ta == Trans::N ? lda : 1;
  auto a_row = [&](std::size_t i) { return ta == Trans::N ? A + i : A + i * lda; };
  const std::size_t b_inc = tb == Trans::N ? 1 : ldb;
  auto b_col = [&](std::size_t j) { return tb == Trans::N ? B + j * ldb : B + j; };
  if (apack.size() < K * kMr) apack.resize(K * kMr);
  // The last N − N4 columns: with A not transposed, the unpacked few-column path (more
  // accumulators in flight than kernel_8x1's two).
  const std::size_t Nr = ta == Trans::N ? N4 : N;
  for (std::size_t i = 0; i < M8; i += kMr) {
    pack_a(ta, A, lda, i, K, apack.data());
    for (std::size_t j = 0; j < N4; j += kNr) {
      const float* bp = bpack.data() + j * K;
      const float* const b[kNr] = {bp, bp + 1, bp + 2, bp + 3};
      kernel_8x4(K, apack.data(), kMr, b, kNr, C + i + j * ldc, ldc, acc);
    }
    for (std::size_t j = N4; j < Nr; ++j)
      kernel_8x1(K, apack.data(), b_col(j), b_inc, C + i + j * ldc, acc);
  }
  for (std::size_t i = M8; i < M; ++i) {
    for (std::size_t j = 0; j < N4; j += kNr)
      kernel_1x4(K, a_row(i), a_inc, bpack.data() + j * K, C + i + j * ldc, ldc, kNr, acc);
    for (std::size_t j = N4; j < Nr; ++j)
      kernel_1x1(K, a_row(i), a_inc, b_col(j), b_inc, C + i + j * ldc, acc);
  }
  if (Nr < N) gemm_few_columns(tb, M, N - Nr, K, A, lda, b_col(Nr), ldb, C + Nr * ldc, ldc, acc);
}

// ── 4. reference ──────────────────────────────────────────────────────────────────────────────

void gemm_ref(Trans ta, Trans tb, std::size_t M, std::size_t N, std::size_t K, const float* A,
              std::size_t lda, const float* B, std::size_t ldb, float* C, std::size_t ldc,
              bool acc) {
  for (std::size_t j = 0; j < N; ++j)
    for (std::size_t i = 0; i < M; ++i) {
      float s = 0.0f;
      for (std::size_t k = 0; k < K; ++k) s += a_at(ta, A, lda, i, k) * b_at(tb, B, ldb, k, j);
      C[i + j * ldc] = acc ? C[i + j * ldc] + s : s;
    }
}

}  // namespace ap::kern
