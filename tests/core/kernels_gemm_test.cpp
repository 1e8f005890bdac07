// Fixed-order reductions and matrix products (core/kernels/reduce.h, gemm.h): the f32x4 kernels
// (SSE2 natively, SIMD128 in wasm) give the SAME BITS as the scalar references on random shapes
// with ragged tails, every transpose variant, strided operands, accumulate or overwrite; they
// agree with a double-precision product to rounding; and a pinned hash of their outputs is the
// same natively and in wasm.
#include "core/kernels/gemm.h"
#include "core/kernels/reduce.h"
#include "core/rng.h"
#include "fnv_hash.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

namespace ap {
namespace {

using kern::Trans;

std::vector<float> random_floats(Rng& rng, size_t n) {
  std::vector<float> v(n);
  for (float& x : v) x = rng.normal();
  return v;
}

bool same_bits(const std::vector<float>& a, const std::vector<float>& b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

TEST(KernelsReduce, DotAndSumMatchTheScalarContractBitForBit) {
  Rng rng(3);
  for (size_t n : {0, 1, 3, 4, 5, 15, 16, 17, 31, 33, 64, 100, 127, 128, 129, 1000, 4099}) {
    const auto x = random_floats(rng, n), y = random_floats(rng, n);
    const float d = kern::dot(x.data(), y.data(), n),
                dr = kern::reduce_ref::dot(x.data(), y.data(), n);
    const float s = kern::sum(x.data(), n), sr = kern::reduce_ref::sum(x.data(), n);
    EXPECT_EQ(std::memcmp(&d, &dr, 4), 0) << "dot n=" << n;
    EXPECT_EQ(std::memcmp(&s, &sr, 4), 0) << "sum n=" << n;
    double dd = 0;
    for (size_t i = 0; i < n; ++i) dd += static_cast<double>(x[i]) * y[i];
    EXPECT_NEAR(d, dd, 1e-5 * (1 + n)) << n;
  }
}

TEST(KernelsReduce, RowSumsAndColumnDots) {
  Rng rng(4);
  for (int trial = 0; trial < 50; ++trial) {
    const size_t R = 1 + rng.below(70), N = 1 + rng.below(40), ld = R + rng.below(5);
    const auto X = random_floats(rng, ld * N), Y = random_floats(rng, ld * N);
    std::vector<float> a = random_floats(rng, R), b = a;
    kern::row_sums_add(X.data(), R, N, ld, a.data());
    kern::reduce_ref::row_sums_add(X.data(), R, N, ld, b.data());
    EXPECT_TRUE(same_bits(a, b)) << R << "x" << N;
    std::vector<float> c(2 * N);
    kern::col_dots(X.data(), ld, Y.data(), ld, R, N, c.data(), 2);
    for (size_t n = 0; n < N; ++n) {
      const float r = kern::reduce_ref::dot(X.data() + n * ld, Y.data() + n * ld, R);
      EXPECT_EQ(std::memcmp(&c[2 * n], &r, 4), 0);
    }
  }
  const float v[] = {1.0f, -3.0f, std::nanf(""), 7.0f, 2.0f};
  EXPECT_EQ(kern::max(v, 5), 7.0f);
  EXPECT_EQ(kern::max(v, 0), -__builtin_inff());
}

struct Shape {
  size_t M, N, K;
};

// One product through the kernel and through the reference; returns false on any bit difference.
bool check_gemm(Rng& rng, Trans ta, Trans tb, Shape s, bool acc, testing::Fnv1a32* hash) {
  const size_t pad = rng.below(3);  // leading dimensions larger than the rows
  const size_t a_rows = ta == Trans::N ? s.M : s.K, a_cols = ta == Trans::N ? s.K : s.M;
  const size_t b_rows = tb == Trans::N ? s.K : s.N, b_cols = tb == Trans::N ? s.N : s.K;
  const size_t lda = a_rows + pad, ldb = b_rows + pad, ldc = s.M + pad;
  const auto A = random_floats(rng, lda * a_cols), B = random_floats(rng, ldb * b_cols);
  std::vector<float> C = random_floats(rng, ldc * s.N), R = C;
  const std::vector<float> C0 = C;
  kern::gemm(ta, tb, s.M, s.N, s.K, A.data(), lda, B.data(), ldb, C.data(), ldc, acc);
  kern::gemm_ref(ta, tb, s.M, s.N, s.K, A.data(), lda, B.data(), ldb, R.data(), ldc, acc);
  if (hash) hash->add_floats(C.data(), C.size());
  // Also against a double-precision product (the contract is a product, not just an order).
  for (size_t j = 0; j < s.N; ++j)
    for (size_t i = 0; i < s.M; ++i) {
      double d = 0, mag = 0;
      for (size_t k = 0; k < s.K; ++k) {
        const double a = ta == Trans::N ? A[i + k * lda] : A[k + i * lda];
        const double b = tb == Trans::N ? B[k + j * ldb] : B[j + k * ldb];
        d += a * b;
        mag += std::fabs(a * b);
      }
      const double c0 = acc ? C0[i + j * ldc] : 0.0;
      if (std::fabs(C[i + j * ldc] - (c0 + d)) > 1e-6 * (mag + std::fabs(c0) + 1) * (s.K + 2))
        return false;
    }
  return same_bits(C, R);
}

TEST(KernelsGemm, EveryVariantMatchesTheReferenceBitForBitOnRaggedShapes) {
  Rng rng(5);
  const Trans ts[] = {Trans::N, Trans::T};
  std::vector<Shape> shapes = {
      {1, 1, 1},     {8, 4, 1},     {8, 4, 0},     {7, 3, 5},   {9, 5, 17},   {16, 8, 33},
      {1, 32, 64},   {64, 1, 48},   {13, 1, 7},    {1, 13, 9},  {96, 32, 64}, {192, 33, 48},
      {33, 65, 129}, {100, 3, 250}, {1089, 5, 64}, {41, 6, 64}, {17, 8, 9}};
  for (int i = 0; i < 40; ++i)
    shapes.push_back({static_cast<size_t>(1 + rng.below(70)),
                      static_cast<size_t>(1 + rng.below(70)), static_cast<size_t>(rng.below(140))});
  int checked = 0;
  for (const Shape& s : shapes)
    for (Trans ta : ts)
      for (Trans tb : ts)
        for (bool acc : {true, false}) {
          EXPECT_TRUE(check_gemm(rng, ta, tb, s, acc, nullptr))
              << "M=" << s.M << " N=" << s.N << " K=" << s.K << " ta=" << int(ta)
              << " tb=" << int(tb) << " acc=" << acc;
          ++checked;
        }
  EXPECT_EQ(checked, static_cast<int>(shapes.size()) * 8);
}

// The training's gradient products Aᵀ·B with few columns read A in place (no packed panel): every
// column count up to 8, rows around the 8- and 4-row steps, with and without K.
TEST(KernelsGemm, TransposedAWithFewColumnsMatchesTheReference) {
  Rng rng(7);
  for (size_t N = 1; N <= 8; ++N)
    for (size_t M : {1, 3, 4, 5, 8, 13, 96, 97})
      for (size_t K : {0, 1, 7, 96})
        for (Trans tb : {Trans::N, Trans::T})
          for (bool acc : {true, false}) {
            EXPECT_TRUE(check_gemm(rng, Trans::T, tb, Shape{M, N, K}, acc, nullptr))
                << "M=" << M << " N=" << N << " K=" << K << " tb=" << int(tb) << " acc=" << acc;
          }
}

TEST(KernelsGemm, GemvIsGemmWithOneColumn) {
  Rng rng(6);
  const size_t M = 37, K = 29;
  const auto A = random_floats(rng, M * K), x = random_floats(rng, K);
  std::vector<float> y(M), r(M);
  kern::gemv(M, K, A.data(), M, x.data(), y.data(), false);
  kern::gemm_ref(Trans::N, Trans::N, M, 1, K, A.data(), M, x.data(), K, r.data(), M, false);
  EXPECT_TRUE(same_bits(y, r));
}

// The same outputs natively and in wasm: a hash over a fixed set of products and reductions.
TEST(KernelsGemm, PinnedHashOfAFixedSetOfProducts) {
  Rng rng(8);
  testing::Fnv1a32 h;
  const Trans ts[] = {Trans::N, Trans::T};
  for (const Shape& s : {Shape{9, 5, 17}, Shape{64, 32, 96}, Shape{3, 70, 11}})
    for (Trans ta : ts)
      for (Trans tb : ts) check_gemm(rng, ta, tb, s, true, &h);
  const auto x = random_floats(rng, 1001), y = random_floats(rng, 1001);
  const float d = kern::dot(x.data(), y.data(), x.size()), sm = kern::sum(x.data(), x.size());
  h.add_float(d);
  h.add_float(sm);
  std::printf("[ kernels ] gemm/reduce FNV-1a: 0x%08x\n", h.value);
  EXPECT_EQ(h.value, 0x87f3d2d2u);
}

}  // namespace
}  // namespace ap
