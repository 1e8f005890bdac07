// The fast path of format_float (json_util.h): the text "%.*g" gives for the smallest precision
// p whose text reads back as f, computed exactly with 128-bit integers instead of a printf and
// a strtof per precision. Byte for byte the same text as the loop.
#pragma once

#include <cstdint>
#include <string>

namespace ap {

// The shortest decimal: (negative ? −1 : 1) × digits / 10^scale, digits rounded to `precision`
// significant digits (10^precision when the rounding carried), exp10 the decimal exponent of
// the float's first digit.
struct ShortestFloat {
  bool negative = false;
  std::uint64_t digits = 0;
  int scale = 0;
  int precision = 0;
  int exp10 = 0;

  std::string text() const;  // as "%.*g" with `precision` prints it
  // The double nearest to the decimal (what strtod gives), when it can be had by one exact
  // division (scale ≤ 22); false otherwise.
  bool nearest_double(double* d) const;
};

// Fills s and returns true for the floats the fast path covers (normal, not a power of two,
// magnitude in [2^-63, 10)); returns false for every other float.
bool shortest_float(float f, ShortestFloat* s);

// Writes the text and returns true for the floats the fast path covers (normal, not a power of
// two, magnitude in [2^-63, 10)); returns false, writing nothing, for every other float.
bool shortest_float_text(float f, std::string* out);

}  // namespace ap
