// Sinusoidal positional encoding (Vaswani et al. 2017), computed in double then rounded once so
// native and wasm agree to the last float bit in practice.
#include "core/multihead.h"

#include <cmath>
#include <stdexcept>

namespace ap {

// → PE: (n, d), PE(pos, 2i) = sin(pos / 10000^(2i/d)), PE(pos, 2i+1) = cos(pos / 10000^(2i/d))
Mat sinusoidal_positional_encoding(int n, int d) {
  if (n < 0 || d < 0)
    throw std::invalid_argument("sinusoidal_positional_encoding: n and d must be ≥ 0");
  Mat pe(n, d);
  for (int c = 0; c < d; ++c) {
    const int pair = c - (c % 2);  // 2i for both columns of a sin/cos pair
    const double inv_freq = std::pow(10000.0, -static_cast<double>(pair) / d);
    for (int pos = 0; pos < n; ++pos) {
      const double angle = pos * inv_freq;
      pe(pos, c) = static_cast<float>(c % 2 == 0 ? std::sin(angle) : std::cos(angle));
    }
  }
  return pe;
}

}  // namespace ap
