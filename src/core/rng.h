// Rng: a tiny deterministic random number generator shared by the whole project (weight init,
// demo data, training shuffles). Same seed → same numbers on every platform, native and wasm:
// std:: distributions are implementation-defined, so we never use them for anything reproducible.
//
// Stream: splitmix64 (Steele, Lea & Flood 2014): state += 0x9E3779B97F4A7C15, then a 64-bit
// mix. It passes BigCrush, needs one word of state, and is trivially the same everywhere.
//   next()    → the next 64-bit word
//   uniform() → float in [0, 1), from the top 24 bits (exactly representable, never 1.0)
//   normal()  → float ~ N(0, 1) by Box–Muller in double (consumes two words per call, no caching
//               so the stream position is easy to reason about)
// This interface is stable: other modules store seeds in share links and model files.
#pragma once

#include <cstdint>

namespace ap {

class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0) : state_(seed) {}

  std::uint64_t next();
  float uniform();                         // [0, 1)
  float uniform(float lo, float hi);       // [lo, hi)
  float normal();                          // N(0, 1)
  float normal(float mean, float stddev);  // N(mean, stddev²)
  // Uniform integer in [0, bound) (bound ≥ 1); unbiased (rejection sampling).
  std::uint64_t below(std::uint64_t bound);

  std::uint64_t state() const { return state_; }

 private:
  std::uint64_t state_;
};

}  // namespace ap
