// Rng implementation: splitmix64 words, 24-bit uniform floats, Box–Muller normals (see rng.h).
#include "core/rng.h"

#include <cmath>

namespace ap {

std::uint64_t Rng::next() {
  std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

float Rng::uniform() {
  // Top 24 bits: every value k·2⁻²⁴ is exact in float, so the result is < 1 on every platform.
  return static_cast<float>(next() >> 40) * (1.0f / 16777216.0f);
}

float Rng::uniform(float lo, float hi) { return lo + (hi - lo) * uniform(); }

float Rng::normal() {
  // u1 in (0, 1] so log(u1) is finite; 53-bit doubles keep the tails honest.
  const double u1 = (static_cast<double>(next() >> 11) + 1.0) * (1.0 / 9007199254740992.0);
  const double u2 = static_cast<double>(next() >> 11) * (1.0 / 9007199254740992.0);
  const double two_pi = 6.283185307179586476925286766559;
  return static_cast<float>(std::sqrt(-2.0 * std::log(u1)) * std::cos(two_pi * u2));
}

float Rng::normal(float mean, float stddev) { return mean + stddev * normal(); }

std::uint64_t Rng::below(std::uint64_t bound) {
  if (bound <= 1) return 0;
  // Reject the top partial block of 2⁶⁴ so every residue is equally likely.
  const std::uint64_t limit = ~std::uint64_t{0} - (~std::uint64_t{0} % bound);
  std::uint64_t x = next();
  while (x >= limit) x = next();
  return x % bound;
}

}  // namespace ap
