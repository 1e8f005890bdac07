// Deterministic elementwise functions: exp, tanh, sigmoid, log for float, as a lone float (the
// scalar reference) and as f32x4. Each is a fixed polynomial/rational formula built only from
// IEEE + − × ÷ and bit operations (simd.h), so the result is the same bit pattern on every CPU,
// natively and in wasm, and the scalar and f32x4 versions agree bit for bit. No libm call.
//
// Error bounds against double-precision std:: (tests/core/kernels_elementwise_test.cpp samples
// each domain densely, by value and by bit pattern; "measured" is its maximum, "bound" what it
// asserts; 1 ulp of a float near y is 2⁻²³·2^⌊log2|y|⌋, i.e. relative ≤ 1.19e-7):
//   exp      rel: measured 7.9e-8 (0.66 ulp), bound 1.2e-7, where exp(x) is a normal float
//            (x ∈ [−87.33, 88.72]); below, gradual underflow to 0 (abs < 1.2e-38); > 88.72 → +inf.
//   tanh     rel: measured 1.6e-7, bound 2.4e-7 (odd polynomial for |x| < 0.55, 1 − 2/(e^{2|x|}+1)
//            above); abs ≤ 1.2e-7; exactly ±1 for |x| ≥ 9.1.
//   sigmoid  1/(1 + e^{−x}): rel: measured 1.5e-7, bound 2.4e-7 where σ(x) ≥ 1e-37; → 0 for
//            x ≤ −88.7 (abs < 1.2e-38); exactly 1 for x ≥ 17.
//   log      rel: measured 1.5e-7, bound 2.4e-7 on (0, FLT_MAX] (subnormals included); abs on
//            [0.25, 4]: measured 1.1e-7, bound 1.2e-7.
// Special values (decided here, tested): exp(+inf) = +inf, exp(−inf) = 0; tanh(±inf) = ±1,
// tanh(±0) = ±0; sigmoid(+inf) = 1, sigmoid(−inf) = 0; log(0) = −inf, log(+inf) = +inf,
// log(x < 0) = NaN. A NaN input gives a NaN output (payload and sign unspecified).
#pragma once

#include "core/kernels/simd.h"

#include <cstddef>

namespace ap::kern {

namespace detail {

// exp(x) = 2ⁿ · e^r, n = round(x / ln2), r = x − n·ln2 ∈ [−ln2/2, ln2/2] (Cody–Waite split:
// n·kLn2Hi is exact for |n| ≤ 150, and x − n·kLn2Hi is exact by Sterbenz), e^r = 1 + r + r²·q(r)
// with q a degree-4 least-squares fit on Chebyshev nodes (max rel error 0.55 ulp on the range).
// 2ⁿ is applied as two exact power-of-two factors so gradual underflow and overflow come out right.
template <class V>
inline V exp_lanes(V x) {
  using I = typename lane_traits<V>::I;
  const V hi = splat_f(x, 88.75f), lo = splat_f(x, -104.0f);
  x = select(cmp_gt(x, hi), hi, x);  // comparisons with NaN are false: NaN passes through
  x = select(cmp_lt(x, lo), lo, x);
  const V magic = splat_f(x, 12582912.0f);  // 1.5·2²³: adding it rounds to an integer
  const V t = add(mul(x, splat_f(x, 1.44269504088896341f)), magic);
  const V n = sub(t, magic);
  const I ni = isub(as_bits(t), as_bits(magic));  // n as an int32, exactly
  const V r = sub(sub(x, mul(n, splat_f(x, 0.693359375f))), mul(n, splat_f(x, -2.12194440e-4f)));
  V q = splat_f(x, 0.0013751407386735082f);
  q = add(mul(q, r), splat_f(x, 0.008368915878236294f));
  q = add(mul(q, r), splat_f(x, 0.04166953265666962f));
  q = add(mul(q, r), splat_f(x, 0.166665181517601f));
  q = add(mul(q, r), splat_f(x, 0.49999988079071045f));
  const V p = add(add(mul(q, mul(r, r)), r), splat_f(x, 1.0f));
  const I n1 = isra<1>(ni), n2 = isub(ni, n1);  // n = n1 + n2, both within [−75, 64]
  const I bias = splat_i(x, 127u);
  const V s1 = from_bits(ishl<23>(iadd(n1, bias)));
  const V s2 = from_bits(ishl<23>(iadd(n2, bias)));
  return mul(mul(p, s1), s2);
}

// tanh: for |x| < 0.55, |x| + |x|³·P(x²) (P: degree-4 fit, 0.54 ulp); otherwise 1 − 2/(e^{2|x|}+1),
// which has no cancellation there (tanh ≥ 0.5). The sign is copied back with a bit OR.
template <class V>
inline V tanh_lanes(V x) {
  using I = typename lane_traits<V>::I;
  const I sign = iand(as_bits(x), splat_i(x, 0x80000000u));
  const V a = from_bits(iand(as_bits(x), splat_i(x, 0x7fffffffu)));
  const V one = splat_f(x, 1.0f);
  const V e = exp_lanes(add(a, a));
  const V big = sub(one, div(splat_f(x, 2.0f), add(e, one)));
  const V z = mul(a, a);
  V p = splat_f(x, -0.006287823431193829f);
  p = add(mul(p, z), splat_f(x, 0.021082183346152306f));
  p = add(mul(p, z), splat_f(x, -0.053855154663324356f));
  p = add(mul(p, z), splat_f(x, 0.13332617282867432f));
  p = add(mul(p, z), splat_f(x, -0.33333319425582886f));
  const V small = add(a, mul(mul(a, z), p));
  const V y = select(cmp_lt(a, splat_f(x, 0.55f)), small, big);
  return from_bits(ior(as_bits(y), sign));
}

// σ(x) = 1 / (1 + e^{−x}); IEEE inf makes both tails exact limits (e^{−x} = inf → 0).
template <class V>
inline V sigmoid_lanes(V x) {
  const V one = splat_f(x, 1.0f);
  return div(one, add(one, exp_lanes(sub(splat_f(x, 0.0f), x))));
}

// log(x) = k·ln2 + log(m), m ∈ [√½, √2): log(m) = 2·atanh(s) with s = (m − 1)/(m + 1), |s| ≤
// 0.1716, 2·atanh(s) = 2s·(1 + s²/3 + s⁴/5 + s⁶/7 + s⁸/9) (truncation < 2e-9 relative). m − 1 is
// exact (Sterbenz). Subnormal x is scaled by 2²³ first. ln2 = kLn2Hi + kLn2Lo with kLn2Hi·k exact.
template <class V>
inline V log_lanes(V x) {
  using I = typename lane_traits<V>::I;
  const auto sub_normal = cmp_lt(x, splat_f(x, 1.17549435e-38f));
  const V xs = select(sub_normal, mul(x, splat_f(x, 8388608.0f)), x);
  const I bits = as_bits(xs);
  // Offset by √½'s bit pattern so the mantissa lands in [√½, √2) and k absorbs the rest.
  const I off = isub(bits, splat_i(x, 0x3f3504f3u));
  const I k = isub(isra<23>(off), iselect(sub_normal, splat_i(x, 23u), splat_i(x, 0u)));
  const V m = from_bits(iadd(iand(off, splat_i(x, 0x007fffffu)), splat_i(x, 0x3f3504f3u)));
  const V one = splat_f(x, 1.0f);
  const V s = div(sub(m, one), add(m, one));
  const V z = mul(s, s);
  V p = splat_f(x, 1.0f / 9.0f);
  p = add(mul(p, z), splat_f(x, 1.0f / 7.0f));
  p = add(mul(p, z), splat_f(x, 1.0f / 5.0f));
  p = add(mul(p, z), splat_f(x, 1.0f / 3.0f));
  const V two_s = add(s, s);
  const V lm = add(two_s, mul(mul(two_s, z), p));
  const V kf = itof(k);
  V y = add(mul(kf, splat_f(x, 0.693359375f)), add(mul(kf, splat_f(x, -2.12194440e-4f)), lm));
  // Special values: 0 → −inf, negative → NaN, +inf → +inf, NaN stays NaN.
  const V inf = splat_f(x, __builtin_inff());
  y = select(cmp_eq(x, splat_f(x, 0.0f)), sub(splat_f(x, 0.0f), inf), y);
  y = select(cmp_lt(x, splat_f(x, 0.0f)), sub(inf, inf), y);
  y = select(cmp_eq(x, inf), inf, y);
  y = select(cmp_eq(x, x), y, x);
  return y;
}

}  // namespace detail

inline float exp(float x) { return detail::exp_lanes(x); }
inline float tanh(float x) { return detail::tanh_lanes(x); }
inline float sigmoid(float x) { return detail::sigmoid_lanes(x); }
inline float log(float x) { return detail::log_lanes(x); }
inline f32x4 exp(f32x4 x) { return detail::exp_lanes(x); }
inline f32x4 tanh(f32x4 x) { return detail::tanh_lanes(x); }
inline f32x4 sigmoid(f32x4 x) { return detail::sigmoid_lanes(x); }
inline f32x4 log(f32x4 x) { return detail::log_lanes(x); }

// Arrays: y[i] = f(x[i]) for i < n (x == y allowed): blocks of four as f32x4, the tail as floats —
// the same bits as calling the scalar function on every element.
void exp_n(const float* x, float* y, std::size_t n);
void tanh_n(const float* x, float* y, std::size_t n);
void sigmoid_n(const float* x, float* y, std::size_t n);
void log_n(const float* x, float* y, std::size_t n);

}  // namespace ap::kern
