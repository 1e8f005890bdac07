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
  for (int c = 0; c < d; ++c)
    for (int pos = 0; pos < n; ++pos)
      pe(pos, c) = static_cast<float>(sinusoidal_position(pos, c, d));
  return pe;
}

double sinusoidal_position(int pos, int c, int d) {
  const int pair = c - (c % 2);  // 2i for both columns of a sin/cos pair
  const double inv_freq = std::pow(10000.0, -static_cast<double>(pair) / d);
  const double angle = pos * inv_freq;
  return c % 2 == 0 ? std::sin(angle) : std::cos(angle);
}

}  // namespace ap
