// shortest_float_text against the definition it replaces: "%.*g" at the smallest precision p
// whose text strtof reads back as the same float (printf and strtof from the C library). Random
// bit patterns over every exponent, long runs of neighbouring floats (where the shortest length
// changes), the floats around powers of ten (where rounding carries into a new digit), and the
// floats the fast path declines; and the double it gives JSON against strtod of its text.
#include <gtest/gtest.h>

#include "app/json_util.h"
#include "app/shortest_float.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <random>
#include <string>

namespace ap {
namespace {

std::string printf_shortest(float f) {
  char buf[48];
  for (int p = 1; p <= 9; ++p) {
    std::snprintf(buf, sizeof buf, "%.*g", p, static_cast<double>(f));
    if (std::strtof(buf, nullptr) == f) return buf;
  }
  return "(none)";
}

float from_bits(std::uint32_t b) {
  float f;
  std::memcpy(&f, &b, sizeof f);
  return f;
}

std::uint32_t bits_of(float f) {
  std::uint32_t b;
  std::memcpy(&b, &f, sizeof b);
  return b;
}

// Checks f; returns whether the fast path answered (so a caller can count them).
bool agrees(float f) {
  std::string fast;
  if (!shortest_float_text(f, &fast)) {
    EXPECT_TRUE(fast.empty());
    return false;
  }
  EXPECT_EQ(fast, printf_shortest(f)) << "bits 0x" << std::hex << bits_of(f);
  ShortestFloat s;
  double d;
  if (shortest_float(f, &s) && s.nearest_double(&d)) {
    EXPECT_EQ(d, std::strtod(fast.c_str(), nullptr)) << fast;
  }
  return true;
}

TEST(ShortestFloat, RandomBitPatternsMatchThePrintfLoop) {
  std::mt19937 rng(2015);
  int answered = 0;
  for (int i = 0; i < 200000 && !HasFailure(); ++i) answered += agrees(from_bits(rng()));
  // About a quarter of all bit patterns lie in [2^-63, 10) in magnitude.
  EXPECT_GT(answered, 40000);
}

TEST(ShortestFloat, RunsOfNeighbouringFloatsMatch) {
  for (float start : {1e-19f, 3.3e-12f, 7.7e-6f, 1e-4f, 0.001f, 0.0999f, 0.1f, 0.33f, 0.5f, 0.999f,
                      1.f, 2.5f, 9.99f}) {
    std::uint32_t b = bits_of(start);
    for (int i = 0; i < 20000 && !HasFailure(); ++i)
      agrees(from_bits(b + static_cast<unsigned>(i)));
  }
}

TEST(ShortestFloat, AroundPowersOfTenMatch) {
  for (int e = -19; e <= 1 && !HasFailure(); ++e) {
    const std::uint32_t b = bits_of(static_cast<float>(std::pow(10.0, e)));
    for (int d = -300; d <= 300; ++d) {
      agrees(from_bits(b + static_cast<unsigned>(d)));
      agrees(-from_bits(b + static_cast<unsigned>(d)));
    }
  }
}

TEST(ShortestFloat, DeclinesWhatItDoesNotCoverAndFormatFloatStillAnswers) {
  std::string out;
  for (float f : {0.f, -0.f, 0.25f, 1.f, 10.f, 123.5f, 1e-30f, 1e-45f,
                  std::numeric_limits<float>::infinity(), std::nanf("")}) {
    EXPECT_FALSE(shortest_float_text(f, &out)) << f;
    EXPECT_TRUE(out.empty());
  }
  for (float f : {0.f, 0.25f, 10.f, 123.5f, 1e-30f, 1e-45f, 3e38f})
    EXPECT_EQ(format_float(f), printf_shortest(f));
  EXPECT_EQ(format_float(0.1f), "0.1");
  EXPECT_EQ(format_float(-2.5e-5f), "-2.5e-05");
  EXPECT_EQ(format_float(9.99999905f), "9.999999");
}

}  // namespace
}  // namespace ap
