// f32x4: four float lanes with ONE set of operations that compiles to SSE2 intrinsics (__SSE2__),
// wasm SIMD128 (__wasm_simd128__) or a plain array of four floats (anything else). The same
// functions are also defined for a lone `float` (with `std::uint32_t` as its integer lane), so
// every kernel in this folder is written once as a template over the lane type V ∈ {float, f32x4}
// and its scalar and SIMD versions perform the same IEEE operations in the same order per lane:
// identical bits by construction (checked by tests/core/kernels_*_test.cpp). -DAP_KERN_SCALAR
// forces the plain-array fallback (to test it on a machine that has SSE2).
//
// Only exactly-rounded IEEE operations appear here (+ − × ÷ √, comparisons, bit logic, integer add
// and shifts). No min/max (their NaN rules differ between SSE and wasm; use cmp + select), no
// reciprocal estimates, no FMA. The whole project is compiled with -ffp-contract=off so the
// compiler never fuses a·b + c on a target that has FMA.
#pragma once

#include <cstdint>
#include <cstring>

#if defined(__SSE2__) && !defined(AP_KERN_SCALAR)
#include <emmintrin.h>
#elif defined(__wasm_simd128__) && !defined(AP_KERN_SCALAR)
#include <wasm_simd128.h>
#endif

namespace ap::kern {

// ── the lone-float lane (the scalar reference) ───────────────────────────────────────────────
using u32 = std::uint32_t;

inline float splat_f(float, float v) { return v; }  // splat_f(V{}, c): c in every lane
inline float add(float a, float b) { return a + b; }
inline float sub(float a, float b) { return a - b; }
inline float mul(float a, float b) { return a * b; }
inline float div(float a, float b) { return a / b; }
inline float sqrt(float a) { return __builtin_sqrtf(a); }  // IEEE: correctly rounded everywhere
inline bool cmp_gt(float a, float b) { return a > b; }
inline bool cmp_lt(float a, float b) { return a < b; }
inline bool cmp_eq(float a, float b) { return a == b; }
inline bool mask_or(bool a, bool b) { return a || b; }
inline float select(bool m, float a, float b) { return m ? a : b; }
inline u32 as_bits(float a) {
  u32 u;
  std::memcpy(&u, &a, 4);
  return u;
}
inline float from_bits(u32 u) {
  float a;
  std::memcpy(&a, &u, 4);
  return a;
}
inline u32 splat_i(float, u32 v) { return v; }
inline u32 iadd(u32 a, u32 b) { return a + b; }  // wraps, like the SIMD lanes
inline u32 isub(u32 a, u32 b) { return a - b; }
inline u32 iand(u32 a, u32 b) { return a & b; }
inline u32 ior(u32 a, u32 b) { return a | b; }
template <int N>
inline u32 ishl(u32 a) {
  return a << N;
}
template <int N>
inline u32 isra(u32 a) {  // arithmetic (sign-filling) shift of the lane read as int32
  return static_cast<u32>(static_cast<std::int32_t>(a) >> N);
}
template <int N>
inline u32 isrl(u32 a) {
  return a >> N;
}
inline float itof(u32 a) { return static_cast<float>(static_cast<std::int32_t>(a)); }
inline bool icmp_gt(u32 a, u32 b) {  // signed
  return static_cast<std::int32_t>(a) > static_cast<std::int32_t>(b);
}

// ── the four-lane type ─────────────────────────────────────────────────────────────────────
#if defined(__SSE2__) && !defined(AP_KERN_SCALAR)
struct f32x4 {
  __m128 v;
};
struct i32x4 {
  __m128i v;
};
struct m32x4 {
  __m128 v;
};
inline f32x4 load4(const float* p) { return {_mm_loadu_ps(p)}; }
inline void store4(float* p, f32x4 a) { _mm_storeu_ps(p, a.v); }
inline f32x4 splat_f(f32x4, float v) { return {_mm_set1_ps(v)}; }
inline f32x4 add(f32x4 a, f32x4 b) { return {_mm_add_ps(a.v, b.v)}; }
inline f32x4 sub(f32x4 a, f32x4 b) { return {_mm_sub_ps(a.v, b.v)}; }
inline f32x4 mul(f32x4 a, f32x4 b) { return {_mm_mul_ps(a.v, b.v)}; }
inline f32x4 div(f32x4 a, f32x4 b) { return {_mm_div_ps(a.v, b.v)}; }
inline f32x4 sqrt(f32x4 a) { return {_mm_sqrt_ps(a.v)}; }
inline m32x4 cmp_gt(f32x4 a, f32x4 b) { return {_mm_cmpgt_ps(a.v, b.v)}; }
inline m32x4 cmp_lt(f32x4 a, f32x4 b) { return {_mm_cmplt_ps(a.v, b.v)}; }
inline m32x4 cmp_eq(f32x4 a, f32x4 b) { return {_mm_cmpeq_ps(a.v, b.v)}; }
inline m32x4 mask_or(m32x4 a, m32x4 b) { return {_mm_or_ps(a.v, b.v)}; }
inline f32x4 select(m32x4 m, f32x4 a, f32x4 b) {
  return {_mm_or_ps(_mm_and_ps(m.v, a.v), _mm_andnot_ps(m.v, b.v))};
}
inline i32x4 as_bits(f32x4 a) { return {_mm_castps_si128(a.v)}; }
inline f32x4 from_bits(i32x4 a) { return {_mm_castsi128_ps(a.v)}; }
inline i32x4 splat_i(f32x4, u32 v) { return {_mm_set1_epi32(static_cast<int>(v))}; }
inline i32x4 iadd(i32x4 a, i32x4 b) { return {_mm_add_epi32(a.v, b.v)}; }
inline i32x4 isub(i32x4 a, i32x4 b) { return {_mm_sub_epi32(a.v, b.v)}; }
inline i32x4 iand(i32x4 a, i32x4 b) { return {_mm_and_si128(a.v, b.v)}; }
inline i32x4 ior(i32x4 a, i32x4 b) { return {_mm_or_si128(a.v, b.v)}; }
template <int N>
inline i32x4 ishl(i32x4 a) {
  return {_mm_slli_epi32(a.v, N)};
}
template <int N>
inline i32x4 isra(i32x4 a) {
  return {_mm_srai_epi32(a.v, N)};
}
template <int N>
inline i32x4 isrl(i32x4 a) {
  return {_mm_srli_epi32(a.v, N)};
}
inline f32x4 itof(i32x4 a) { return {_mm_cvtepi32_ps(a.v)}; }
inline m32x4 icmp_gt(i32x4 a, i32x4 b) { return {_mm_castsi128_ps(_mm_cmpgt_epi32(a.v, b.v))}; }
// Rows a, b, c, d of a 4×4 block become its columns (a = (a0, b0, c0, d0), …): moves only.
inline void transpose4(f32x4& a, f32x4& b, f32x4& c, f32x4& d) {
  _MM_TRANSPOSE4_PS(a.v, b.v, c.v, d.v);
}
// (a0+a1)+(a2+a3): the fixed lane tree of every 4-lane reduction.
inline float hsum_tree(f32x4 a) {
  alignas(16) float l[4];
  _mm_store_ps(l, a.v);
  return (l[0] + l[1]) + (l[2] + l[3]);
}
#elif defined(__wasm_simd128__) && !defined(AP_KERN_SCALAR)
struct f32x4 {
  v128_t v;
};
struct i32x4 {
  v128_t v;
};
struct m32x4 {
  v128_t v;
};
inline f32x4 load4(const float* p) { return {wasm_v128_load(p)}; }
inline void store4(float* p, f32x4 a) { wasm_v128_store(p, a.v); }
inline f32x4 splat_f(f32x4, float v) { return {wasm_f32x4_splat(v)}; }
inline f32x4 add(f32x4 a, f32x4 b) { return {wasm_f32x4_add(a.v, b.v)}; }
inline f32x4 sub(f32x4 a, f32x4 b) { return {wasm_f32x4_sub(a.v, b.v)}; }
inline f32x4 mul(f32x4 a, f32x4 b) { return {wasm_f32x4_mul(a.v, b.v)}; }
inline f32x4 div(f32x4 a, f32x4 b) { return {wasm_f32x4_div(a.v, b.v)}; }
inline f32x4 sqrt(f32x4 a) { return {wasm_f32x4_sqrt(a.v)}; }
inline m32x4 cmp_gt(f32x4 a, f32x4 b) { return {wasm_f32x4_gt(a.v, b.v)}; }
inline m32x4 cmp_lt(f32x4 a, f32x4 b) { return {wasm_f32x4_lt(a.v, b.v)}; }
inline m32x4 cmp_eq(f32x4 a, f32x4 b) { return {wasm_f32x4_eq(a.v, b.v)}; }
inline m32x4 mask_or(m32x4 a, m32x4 b) { return {wasm_v128_or(a.v, b.v)}; }
inline f32x4 select(m32x4 m, f32x4 a, f32x4 b) { return {wasm_v128_bitselect(a.v, b.v, m.v)}; }
inline i32x4 as_bits(f32x4 a) { return {a.v}; }
inline f32x4 from_bits(i32x4 a) { return {a.v}; }
inline i32x4 splat_i(f32x4, u32 v) { return {wasm_i32x4_splat(static_cast<int>(v))}; }
inline i32x4 iadd(i32x4 a, i32x4 b) { return {wasm_i32x4_add(a.v, b.v)}; }
inline i32x4 isub(i32x4 a, i32x4 b) { return {wasm_i32x4_sub(a.v, b.v)}; }
inline i32x4 iand(i32x4 a, i32x4 b) { return {wasm_v128_and(a.v, b.v)}; }
inline i32x4 ior(i32x4 a, i32x4 b) { return {wasm_v128_or(a.v, b.v)}; }
template <int N>
inline i32x4 ishl(i32x4 a) {
  return {wasm_i32x4_shl(a.v, N)};
}
template <int N>
inline i32x4 isra(i32x4 a) {
  return {wasm_i32x4_shr(a.v, N)};
}
template <int N>
inline i32x4 isrl(i32x4 a) {
  return {wasm_u32x4_shr(a.v, N)};
}
inline f32x4 itof(i32x4 a) { return {wasm_f32x4_convert_i32x4(a.v)}; }
inline void transpose4(f32x4& a, f32x4& b, f32x4& c, f32x4& d) {
  const v128_t t0 = wasm_i32x4_shuffle(a.v, b.v, 0, 4, 1, 5);  // a0 b0 a1 b1
  const v128_t t1 = wasm_i32x4_shuffle(a.v, b.v, 2, 6, 3, 7);  // a2 b2 a3 b3
  const v128_t t2 = wasm_i32x4_shuffle(c.v, d.v, 0, 4, 1, 5);  // c0 d0 c1 d1
  const v128_t t3 = wasm_i32x4_shuffle(c.v, d.v, 2, 6, 3, 7);  // c2 d2 c3 d3
  a.v = wasm_i32x4_shuffle(t0, t2, 0, 1, 4, 5);
  b.v = wasm_i32x4_shuffle(t0, t2, 2, 3, 6, 7);
  c.v = wasm_i32x4_shuffle(t1, t3, 0, 1, 4, 5);
  d.v = wasm_i32x4_shuffle(t1, t3, 2, 3, 6, 7);
}
inline m32x4 icmp_gt(i32x4 a, i32x4 b) { return {wasm_i32x4_gt(a.v, b.v)}; }
inline float hsum_tree(f32x4 a) {
  const float l0 = wasm_f32x4_extract_lane(a.v, 0), l1 = wasm_f32x4_extract_lane(a.v, 1);
  const float l2 = wasm_f32x4_extract_lane(a.v, 2), l3 = wasm_f32x4_extract_lane(a.v, 3);
  return (l0 + l1) + (l2 + l3);
}
#else
// Portable fallback: four scalar lanes, each computed with the lone-float functions above.
struct f32x4 {
  float v[4];
};
struct i32x4 {
  u32 v[4];
};
struct m32x4 {
  bool v[4];
};
#define AP_KERN_LANES(T, expr)      \
  T r;                              \
  for (int l = 0; l < 4; ++l) expr; \
  return r
inline f32x4 load4(const float* p) { AP_KERN_LANES(f32x4, r.v[l] = p[l]); }
inline void store4(float* p, f32x4 a) {
  for (int l = 0; l < 4; ++l) p[l] = a.v[l];
}
inline f32x4 splat_f(f32x4, float v) { AP_KERN_LANES(f32x4, r.v[l] = v); }
inline f32x4 add(f32x4 a, f32x4 b) { AP_KERN_LANES(f32x4, r.v[l] = a.v[l] + b.v[l]); }
inline f32x4 sub(f32x4 a, f32x4 b) { AP_KERN_LANES(f32x4, r.v[l] = a.v[l] - b.v[l]); }
inline f32x4 mul(f32x4 a, f32x4 b) { AP_KERN_LANES(f32x4, r.v[l] = a.v[l] * b.v[l]); }
inline f32x4 div(f32x4 a, f32x4 b) { AP_KERN_LANES(f32x4, r.v[l] = a.v[l] / b.v[l]); }
inline f32x4 sqrt(f32x4 a) { AP_KERN_LANES(f32x4, r.v[l] = sqrt(a.v[l])); }
inline m32x4 cmp_gt(f32x4 a, f32x4 b) { AP_KERN_LANES(m32x4, r.v[l] = a.v[l] > b.v[l]); }
inline m32x4 cmp_lt(f32x4 a, f32x4 b) { AP_KERN_LANES(m32x4, r.v[l] = a.v[l] < b.v[l]); }
inline m32x4 cmp_eq(f32x4 a, f32x4 b) { AP_KERN_LANES(m32x4, r.v[l] = a.v[l] == b.v[l]); }
inline m32x4 mask_or(m32x4 a, m32x4 b) { AP_KERN_LANES(m32x4, r.v[l] = a.v[l] || b.v[l]); }
inline f32x4 select(m32x4 m, f32x4 a, f32x4 b) {
  AP_KERN_LANES(f32x4, r.v[l] = m.v[l] ? a.v[l] : b.v[l]);
}
inline i32x4 as_bits(f32x4 a) { AP_KERN_LANES(i32x4, r.v[l] = as_bits(a.v[l])); }
inline f32x4 from_bits(i32x4 a) { AP_KERN_LANES(f32x4, r.v[l] = from_bits(a.v[l])); }
inline i32x4 splat_i(f32x4, u32 v) { AP_KERN_LANES(i32x4, r.v[l] = v); }
inline i32x4 iadd(i32x4 a, i32x4 b) { AP_KERN_LANES(i32x4, r.v[l] = a.v[l] + b.v[l]); }
inline i32x4 isub(i32x4 a, i32x4 b) { AP_KERN_LANES(i32x4, r.v[l] = a.v[l] - b.v[l]); }
inline i32x4 iand(i32x4 a, i32x4 b) { AP_KERN_LANES(i32x4, r.v[l] = a.v[l] & b.v[l]); }
inline i32x4 ior(i32x4 a, i32x4 b) { AP_KERN_LANES(i32x4, r.v[l] = a.v[l] | b.v[l]); }
template <int N>
inline i32x4 ishl(i32x4 a) {
  AP_KERN_LANES(i32x4, r.v[l] = ishl<N>(a.v[l]));
}
template <int N>
inline i32x4 isra(i32x4 a) {
  AP_KERN_LANES(i32x4, r.v[l] = isra<N>(a.v[l]));
}
template <int N>
inline i32x4 isrl(i32x4 a) {
  AP_KERN_LANES(i32x4, r.v[l] = isrl<N>(a.v[l]));
}
inline f32x4 itof(i32x4 a) { AP_KERN_LANES(f32x4, r.v[l] = itof(a.v[l])); }
inline m32x4 icmp_gt(i32x4 a, i32x4 b) { AP_KERN_LANES(m32x4, r.v[l] = icmp_gt(a.v[l], b.v[l])); }
#undef AP_KERN_LANES
inline void transpose4(f32x4& a, f32x4& b, f32x4& c, f32x4& d) {
  f32x4* rows[4] = {&a, &b, &c, &d};
  for (int i = 0; i < 4; ++i)
    for (int j = i + 1; j < 4; ++j) {
      const float t = rows[i]->v[j];
      rows[i]->v[j] = rows[j]->v[i];
      rows[j]->v[i] = t;
    }
}
inline float hsum_tree(f32x4 a) { return (a.v[0] + a.v[1]) + (a.v[2] + a.v[3]); }
#endif

// Integer-lane select on the bit patterns (used by log's exponent bookkeeping).
inline u32 iselect(bool m, u32 a, u32 b) { return m ? a : b; }
inline i32x4 iselect(m32x4 m, i32x4 a, i32x4 b) {
  return as_bits(select(m, from_bits(a), from_bits(b)));
}

// The float type's integer lane type: lane_int<float> = u32, lane_int<f32x4> = i32x4.
template <class V>
struct lane_traits;
template <>
struct lane_traits<float> {
  using I = u32;
};
template <>
struct lane_traits<f32x4> {
  using I = i32x4;
};

}  // namespace ap::kern
