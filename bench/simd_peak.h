// The machine's f32x4 multiply-add peak, measured: 12 independent chains of acc = acc·a + b on
// 4-float vectors (wasm_simd128 under em++, SSE2 natively: the same width on both sides), so the
// loop is bound by the FP units' throughput, not by latency or memory. 8 flops per chain and
// iteration (4 multiplies + 4 adds). wasm SIMD 128 has no fused multiply-add, so neither side
// uses one. Returns GFLOP/s of one core.
#pragma once

#include "bench_timing.h"

#if defined(__wasm_simd128__)
#include <wasm_simd128.h>
#elif defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace ap::bench {

#if defined(__wasm_simd128__)
using F4 = v128_t;
inline F4 f4_set(float x) { return wasm_f32x4_splat(x); }
inline F4 f4_madd(F4 acc, F4 a, F4 b) { return wasm_f32x4_add(wasm_f32x4_mul(acc, a), b); }
inline float f4_first(F4 x) { return wasm_f32x4_extract_lane(x, 0); }
#elif defined(__SSE2__)
using F4 = __m128;
inline F4 f4_set(float x) { return _mm_set1_ps(x); }
inline F4 f4_madd(F4 acc, F4 a, F4 b) { return _mm_add_ps(_mm_mul_ps(acc, a), b); }
inline float f4_first(F4 x) { return _mm_cvtss_f32(x); }
#endif

#if defined(__wasm_simd128__) || defined(__SSE2__)
inline volatile float g_peak_sink = 0;

// One call: `iters` iterations of 12 chains → 96·iters flops.
inline float f32x4_madd_loop(int iters, float a_in, float b_in) {
  const F4 a = f4_set(a_in), b = f4_set(b_in);
  F4 c0 = f4_set(0.1f), c1 = f4_set(0.2f), c2 = f4_set(0.3f), c3 = f4_set(0.4f);
  F4 c4 = f4_set(0.5f), c5 = f4_set(0.6f), c6 = f4_set(0.7f), c7 = f4_set(0.8f);
  F4 c8 = f4_set(0.9f), c9 = f4_set(1.0f), c10 = f4_set(1.1f), c11 = f4_set(1.2f);
  for (int i = 0; i < iters; ++i) {
    c0 = f4_madd(c0, a, b), c1 = f4_madd(c1, a, b), c2 = f4_madd(c2, a, b);
    c3 = f4_madd(c3, a, b), c4 = f4_madd(c4, a, b), c5 = f4_madd(c5, a, b);
    c6 = f4_madd(c6, a, b), c7 = f4_madd(c7, a, b), c8 = f4_madd(c8, a, b);
    c9 = f4_madd(c9, a, b), c10 = f4_madd(c10, a, b), c11 = f4_madd(c11, a, b);
  }
  return f4_first(c0) + f4_first(c1) + f4_first(c2) + f4_first(c3) + f4_first(c4) + f4_first(c5) +
         f4_first(c6) + f4_first(c7) + f4_first(c8) + f4_first(c9) + f4_first(c10) + f4_first(c11);
}

// GFLOP/s from the median and from the min time of the loop.
inline void f32x4_peak_gflops(double warmup_ms, double* median_gflops, double* best_gflops) {
  const int iters = 4096;
  volatile float a = 0.999f, b = 0.001f;  // not constants: the loop cannot be folded
  const Timing t =
      time_ns([&] { g_peak_sink = g_peak_sink + f32x4_madd_loop(iters, a, b); }, warmup_ms);
  const double flops = 96.0 * iters;
  *median_gflops = flops / t.median_ns;
  *best_gflops = flops / t.min_ns;
}
#endif

}  // namespace ap::bench
