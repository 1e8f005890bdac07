// Fixed-order reductions (see reduce.h for the contracts).
#include "core/kernels/reduce.h"

#include "core/kernels/simd.h"

namespace ap::kern {

namespace {

// The 16-lane contract over x_i·y_i (Mul = true) or x_i (Mul = false).
template <bool Mul>
float reduce16(const float* x, const float* y, std::size_t n) {
  const std::size_t n16 = n / 16 * 16;
  f32x4 v0 = splat_f(f32x4{}, 0.0f), v1 = v0, v2 = v0, v3 = v0;
  for (std::size_t i = 0; i < n16; i += 16) {
    if constexpr (Mul) {
      v0 = add(v0, mul(load4(x + i), load4(y + i)));
      v1 = add(v1, mul(load4(x + i + 4), load4(y + i + 4)));
      v2 = add(v2, mul(load4(x + i + 8), load4(y + i + 8)));
      v3 = add(v3, mul(load4(x + i + 12), load4(y + i + 12)));
    } else {
      v0 = add(v0, load4(x + i));
      v1 = add(v1, load4(x + i + 4));
      v2 = add(v2, load4(x + i + 8));
      v3 = add(v3, load4(x + i + 12));
    }
  }
  float s = hsum_tree(add(add(v0, v1), add(v2, v3)));
  for (std::size_t i = n16; i < n; ++i) s += Mul ? x[i] * y[i] : x[i];
  return s;
}

}  // namespace

float dot(const float* x, const float* y, std::size_t n) { return reduce16<true>(x, y, n); }
float sum(const float* x, std::size_t n) { return reduce16<false>(x, nullptr, n); }

float max(const float* x, std::size_t n) {
  float m = -__builtin_inff();
  for (std::size_t i = 0; i < n; ++i)
    if (x[i] > m) m = x[i];
  return m;
}

// X: (R, N) → out[r] += Σ_n X(r, n), vectorised over r (each lane is one row, sequential in n)
void row_sums_add(const float* X, std::size_t R, std::size_t N, std::size_t ld, float* out) {
  std::size_t r = 0;
  for (; r + 4 <= R; r += 4) {
    f32x4 s = splat_f(f32x4{}, 0.0f);
    for (std::size_t n = 0; n < N; ++n) s = add(s, load4(X + n * ld + r));
    store4(out + r, add(load4(out + r), s));
  }
  for (; r < R; ++r) {
    float s = 0.0f;
    for (std::size_t n = 0; n < N; ++n) s += X[n * ld + r];
    out[r] += s;
  }
}

void col_dots(const float* X, std::size_t ldx, const float* Y, std::size_t ldy, std::size_t R,
              std::size_t N, float* out, std::size_t inc) {
  for (std::size_t n = 0; n < N; ++n) out[n * inc] = dot(X + n * ldx, Y + n * ldy, R);
}

namespace reduce_ref {

namespace {
template <bool Mul>
float reduce16(const float* x, const float* y, std::size_t n) {
  const std::size_t n16 = n / 16 * 16;
  float p[16] = {};
  for (std::size_t i = 0; i < n16; i += 16)
    for (int l = 0; l < 16; ++l) p[l] += Mul ? x[i + l] * y[i + l] : x[i + l];
  float v[4];
  for (int l = 0; l < 4; ++l) v[l] = (p[l] + p[4 + l]) + (p[8 + l] + p[12 + l]);
  float s = (v[0] + v[1]) + (v[2] + v[3]);
  for (std::size_t i = n16; i < n; ++i) s += Mul ? x[i] * y[i] : x[i];
  return s;
}
}  // namespace

float dot(const float* x, const float* y, std::size_t n) { return reduce16<true>(x, y, n); }
float sum(const float* x, std::size_t n) { return reduce16<false>(x, nullptr, n); }
void row_sums_add(const float* X, std::size_t R, std::size_t N, std::size_t ld, float* out) {
  for (std::size_t r = 0; r < R; ++r) {
    float s = 0.0f;
    for (std::size_t n = 0; n < N; ++n) s += X[n * ld + r];
    out[r] += s;
  }
}

}  // namespace reduce_ref

}  // namespace ap::kern
