// The deterministic elementwise functions (core/kernels/elementwise.h): maximum error against
// double-precision std:: over each domain (printed and asserted), the special values, and bit
// equality of the scalar and f32x4 versions on random bit patterns (every exponent, ±inf, NaN,
// subnormals) plus the extremes. The same test runs natively (SSE2) and in wasm (SIMD128).
#include "core/kernels/elementwise.h"
#include "core/rng.h"
#include "fnv_hash.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <functional>
#include <limits>
#include <vector>

namespace ap {
namespace {

const float kInf = std::numeric_limits<float>::infinity();
const float kNaN = std::numeric_limits<float>::quiet_NaN();

float from_bits(std::uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}
std::uint32_t to_bits(float f) {
  std::uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}

// Samples of [lo, hi]: ~n points evenly spaced in value plus ~n points evenly spaced in bit
// pattern (so every binade is visited, tiny magnitudes included), plus both ends.
std::vector<float> samples(float lo, float hi, int n) {
  std::vector<float> xs;
  for (int i = 0; i <= n; ++i) xs.push_back(lo + (hi - lo) * static_cast<float>(i) / n);
  auto by_bits = [&](float a, float b) {  // 0 ≤ a < b, both finite
    const std::uint32_t ua = to_bits(a), ub = to_bits(b);
    const std::uint32_t step =
        std::max<std::uint32_t>(1, (ub - ua) / static_cast<std::uint32_t>(n));
    for (std::uint32_t u = ua; u <= ub && u >= ua; u += step) xs.push_back(from_bits(u));
  };
  if (hi > 0) by_bits(std::max(lo, 0.0f), hi);
  if (lo < 0) {
    std::vector<float> neg;
    std::swap(neg, xs);
    by_bits(std::max(-hi, 0.0f), -lo);
    for (float& v : xs) v = -v;
    xs.insert(xs.end(), neg.begin(), neg.end());
  }
  xs.push_back(lo);
  xs.push_back(hi);
  return xs;
}

struct ErrorStats {
  double max_rel = 0, max_abs = 0;
  float worst_x = 0;
};

// Relative error where the true value is a normal float (≥ min_rel_ref in magnitude), absolute
// error everywhere.
ErrorStats measure(const std::vector<float>& xs, float (*f)(float), double (*ref)(double),
                   double min_rel_ref) {
  ErrorStats s;
  for (float x : xs) {
    const double y = f(x), t = ref(x);
    const double abs = std::fabs(y - t);
    s.max_abs = std::max(s.max_abs, abs);
    if (std::fabs(t) >= min_rel_ref && abs / std::fabs(t) > s.max_rel) {
      s.max_rel = abs / std::fabs(t);
      s.worst_x = x;
    }
  }
  return s;
}

double ref_sigmoid(double x) { return 1.0 / (1.0 + std::exp(-x)); }
double ref_exp(double x) { return std::exp(x); }
double ref_tanh(double x) { return std::tanh(x); }
double ref_log(double x) { return std::log(x); }

float k_exp(float x) { return kern::exp(x); }
float k_tanh(float x) { return kern::tanh(x); }
float k_sigmoid(float x) { return kern::sigmoid(x); }
float k_log(float x) { return kern::log(x); }

const double kFltMin = 1.17549435e-38;

TEST(KernelsElementwise, ExpErrorOverItsDomain) {
  // Normal results: rel ≤ 1.2e-7 (1 ulp). Results below FLT_MIN underflow gradually.
  const ErrorStats s = measure(samples(-87.33f, 88.72f, 400000), k_exp, ref_exp, kFltMin);
  std::printf("[ kernels ] exp  on [-87.33, 88.72]: max rel %.3g (x = %.9g), %.2f ulp\n", s.max_rel,
              s.worst_x, s.max_rel / 1.1920929e-7);
  EXPECT_LE(s.max_rel, 1.2e-7);
  const ErrorStats u = measure(samples(-110.0f, -87.33f, 20000), k_exp, ref_exp, 1e300);
  std::printf("[ kernels ] exp  on [-110, -87.33]: max abs %.3g\n", u.max_abs);
  EXPECT_LE(u.max_abs, 1.2e-38);
}

TEST(KernelsElementwise, TanhErrorOverItsDomain) {
  const ErrorStats s = measure(samples(-20.0f, 20.0f, 400000), k_tanh, ref_tanh, 1e-30);
  std::printf("[ kernels ] tanh on [-20, 20]: max rel %.3g (x = %.9g), max abs %.3g\n", s.max_rel,
              s.worst_x, s.max_abs);
  EXPECT_LE(s.max_rel, 2.4e-7);
  EXPECT_LE(s.max_abs, 1.2e-7);
  for (float x : {9.1f, 10.0f, 50.0f, 1e30f}) {
    EXPECT_EQ(kern::tanh(x), 1.0f) << x;
    EXPECT_EQ(kern::tanh(-x), -1.0f) << x;
  }
}

TEST(KernelsElementwise, SigmoidErrorOverItsDomain) {
  const ErrorStats s = measure(samples(-87.0f, 30.0f, 400000), k_sigmoid, ref_sigmoid, 1e-37);
  std::printf("[ kernels ] sigmoid on [-87, 30]: max rel %.3g (x = %.9g), max abs %.3g\n",
              s.max_rel, s.worst_x, s.max_abs);
  EXPECT_LE(s.max_rel, 2.4e-7);
  const ErrorStats u = measure(samples(-200.0f, -87.0f, 20000), k_sigmoid, ref_sigmoid, 1e300);
  EXPECT_LE(u.max_abs, 1.2e-38);
  EXPECT_EQ(kern::sigmoid(17.0f), 1.0f);
}

TEST(KernelsElementwise, LogErrorOverItsDomain) {
  const ErrorStats s = measure(samples(1e-45f, 3.4e38f, 400000), k_log, ref_log, 0.0);
  std::printf("[ kernels ] log  on (0, 3.4e38]: max rel %.3g (x = %.9g), max abs %.3g\n", s.max_rel,
              s.worst_x, s.max_abs);
  EXPECT_LE(s.max_rel, 2.4e-7);
  const ErrorStats n = measure(samples(0.25f, 4.0f, 400000), k_log, ref_log, 0.0);
  std::printf("[ kernels ] log  on [0.25, 4]: max abs %.3g, max rel %.3g\n", n.max_abs, n.max_rel);
  EXPECT_LE(n.max_abs, 1.2e-7);
}

TEST(KernelsElementwise, SpecialValues) {
  EXPECT_EQ(kern::exp(kInf), kInf);
  EXPECT_EQ(kern::exp(-kInf), 0.0f);
  EXPECT_EQ(kern::exp(0.0f), 1.0f);
  EXPECT_EQ(kern::exp(89.0f), kInf);
  EXPECT_TRUE(std::isnan(kern::exp(kNaN)));
  EXPECT_EQ(kern::tanh(kInf), 1.0f);
  EXPECT_EQ(kern::tanh(-kInf), -1.0f);
  EXPECT_EQ(to_bits(kern::tanh(0.0f)), to_bits(0.0f));
  EXPECT_EQ(to_bits(kern::tanh(-0.0f)), to_bits(-0.0f));
  EXPECT_TRUE(std::isnan(kern::tanh(kNaN)));
  EXPECT_EQ(kern::sigmoid(kInf), 1.0f);
  EXPECT_EQ(kern::sigmoid(-kInf), 0.0f);
  EXPECT_EQ(kern::sigmoid(0.0f), 0.5f);
  EXPECT_TRUE(std::isnan(kern::sigmoid(kNaN)));
  EXPECT_EQ(kern::log(1.0f), 0.0f);
  EXPECT_EQ(kern::log(0.0f), -kInf);
  EXPECT_EQ(kern::log(-0.0f), -kInf);
  EXPECT_EQ(kern::log(kInf), kInf);
  EXPECT_TRUE(std::isnan(kern::log(-1.0f)));
  EXPECT_TRUE(std::isnan(kern::log(-kInf)));
  EXPECT_TRUE(std::isnan(kern::log(kNaN)));
}

// Scalar and f32x4 (through the array forms, whose tail is scalar) agree bit for bit.
TEST(KernelsElementwise, ScalarAndSimdGiveIdenticalBits) {
  Rng rng(15);
  std::vector<float> xs = {0.0f,    -0.0f,  1.0f,   -1.0f,   kInf,     -kInf,   kNaN,    88.72f,
                           88.73f,  88.75f, 88.76f, -87.3f,  -103.97f, -104.f,  -150.f,  0.55f,
                           0.5499f, 9.1f,   1e-45f, -1e-45f, 1e-38f,   3.4e38f, -3.4e38f};
  for (int i = 0; i < 200000; ++i) xs.push_back(from_bits(static_cast<std::uint32_t>(rng.next())));
  for (int i = 0; i < 200000; ++i) xs.push_back(rng.uniform(-30.0f, 30.0f));
  while (xs.size() % 4 != 3) xs.push_back(rng.normal());  // a ragged tail too
  struct Fn {
    const char* name;
    float (*scalar)(float);
    void (*array)(const float*, float*, std::size_t);
  };
  const Fn fns[] = {{"exp", k_exp, kern::exp_n},
                    {"tanh", k_tanh, kern::tanh_n},
                    {"sigmoid", k_sigmoid, kern::sigmoid_n},
                    {"log", k_log, kern::log_n}};
  for (const Fn& fn : fns) {
    std::vector<float> y(xs.size());
    fn.array(xs.data(), y.data(), xs.size());
    int mismatches = 0;
    for (size_t i = 0; i < xs.size(); ++i) {
      const float s = fn.scalar(xs[i]);
      const bool same = std::isnan(s) ? std::isnan(y[i]) : to_bits(s) == to_bits(y[i]);
      if (!same && ++mismatches <= 5)
        ADD_FAILURE() << fn.name << "(" << xs[i] << "): scalar " << s << " simd " << y[i];
    }
    EXPECT_EQ(mismatches, 0) << fn.name;
  }
}

// Pinned bits: the same values on every machine and in wasm (a change here changes models).
TEST(KernelsElementwise, PinnedBits) {
  testing::Fnv1a32 h;  // over the outputs of a fixed input set
  Rng rng(7);
  for (int i = 0; i < 4096; ++i) {
    const float x = rng.uniform(-12.0f, 12.0f);
    for (float y : {kern::exp(x), kern::tanh(x), kern::sigmoid(x), kern::log(std::fabs(x))})
      h.add_float(y);
  }
  std::printf("[ kernels ] elementwise FNV-1a: 0x%08x\n", h.value);
  EXPECT_EQ(h.value, 0xcdb44500u);
}

}  // namespace
}  // namespace ap
