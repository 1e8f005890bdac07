// The shortest "%.*g" text of a float that reads back as the same float, with integers only
// (shortest_float.h). A float is m / 2^s with a 24-bit m; its p-digit rounding is m × 5^k / 2^t
// rounded half to even, where k = p − 1 − (its decimal exponent) and t = s − k, all exact in
// 128 bits for the range below. printf and strtof are exact too, but in wasm the loop over p
// they need costs about 30 times more (a Transformer's maps hold some 14,000 floats).
#include "app/shortest_float.h"

#include <cmath>
#include <cstdint>
#include <cstring>

namespace ap {

namespace {

__extension__ typedef unsigned __int128 u128;  // __extension__: -Wpedantic

constexpr int kMaxPow5 = 27;  // 5^27 < 2^63, so m × 5^k < 2^87

u128 pow5(int k) {
  u128 v = 1;
  for (int i = 0; i < k; ++i) v *= 5;
  return v;
}

std::uint64_t pow10(int p) {
  std::uint64_t v = 1;
  for (int i = 0; i < p; ++i) v *= 10;
  return v;
}

// "%.*g" of q × 10^(exp10 − p + 1), where q has exactly p digits: fixed notation for
// −4 ≤ exp10 < p, else d.ddde±XX; trailing zeros (and a bare point) dropped, as %g does.
std::string g_text(bool negative, std::uint64_t q, int p, int exp10) {
  char digits[24];
  int n = 0;
  for (std::uint64_t v = q; v > 0; v /= 10) digits[n++] = static_cast<char>('0' + v % 10);
  std::string d(digits, digits + n);  // reversed
  std::string forward(d.rbegin(), d.rend());
  while (forward.size() > 1 && forward.back() == '0') forward.pop_back();
  std::string out = negative ? "-" : "";
  if (exp10 >= -4 && exp10 < p) {
    if (exp10 < 0)
      return out + "0." + std::string(static_cast<std::size_t>(-exp10 - 1), '0') + forward;
    const std::size_t whole = static_cast<std::size_t>(exp10) + 1;
    if (forward.size() <= whole) return out + forward + std::string(whole - forward.size(), '0');
    return out + forward.substr(0, whole) + "." + forward.substr(whole);
  }
  out += forward.substr(0, 1);
  if (forward.size() > 1) out += "." + forward.substr(1);
  const int e = exp10 < 0 ? -exp10 : exp10;
  out += exp10 < 0 ? "e-" : "e+";
  if (e < 10) out += '0';
  return out + std::to_string(e);
}

}  // namespace

bool shortest_float(float f, ShortestFloat* out) {
  std::uint32_t bits;
  std::memcpy(&bits, &f, sizeof bits);
  const bool negative = (bits >> 31) != 0;
  const int biased = static_cast<int>((bits >> 23) & 0xff);
  const std::uint32_t fraction = bits & 0x7fffff;
  // Zero, subnormals, infinities, NaN and powers of two (whose gap below is half the gap above)
  // take the caller's loop, and so do magnitudes outside [2^-63, 10), where k leaves 0..27.
  if (biased == 0 || biased == 255 || fraction == 0 || biased < 64) return false;
  const std::uint64_t m = fraction | 0x800000u;  // f = ±m / 2^s
  const int s = 150 - biased;
  int exp10 = static_cast<int>(std::floor(std::log10(std::fabs(static_cast<double>(f)))));
  for (int p = 1; p <= 9; ++p) {
    const int k = p - 1 - exp10;
    const int t = s - k;
    if (k < 0 || k > kMaxPow5 || t < 1 || t > 100) return false;
    const u128 x = static_cast<u128>(m) * pow5(k);  // |f| × 10^k = x / 2^t
    const u128 low = static_cast<u128>(pow10(p - 1)) << t, high = static_cast<u128>(pow10(p)) << t;
    if (x < low || x >= high) {  // the log10 estimate was one off: correct it and start again
      exp10 += x < low ? -1 : 1;
      p = 0;
      continue;
    }
    std::uint64_t q = static_cast<std::uint64_t>(x >> t);
    const u128 rest = x - (static_cast<u128>(q) << t), half = static_cast<u128>(1) << (t - 1);
    if (rest > half || (rest == half && (q & 1) != 0)) ++q;
    // Reads back as f when it lies within half a gap of f (2·|q·2^t − x| < 5^k); on the
    // boundary strtof rounds to the even mantissa.
    const u128 qt = static_cast<u128>(q) << t;
    const u128 twice = 2 * (qt > x ? qt - x : x - qt);
    const u128 five = pow5(k);
    if (twice < five || (twice == five && (m & 1) == 0)) {
      *out = ShortestFloat{negative, q, k, p, exp10};
      return true;
    }
  }
  return false;
}

std::string ShortestFloat::text() const {
  const std::uint64_t carried = pow10(precision);  // rounding 9.99… up gave 10^precision
  return digits == carried ? g_text(negative, digits / 10, precision, exp10 + 1)
                           : g_text(negative, digits, precision, exp10);
}

bool ShortestFloat::nearest_double(double* d) const {
  if (scale > 22) return false;  // 10^22 is the largest power of ten a double holds exactly
  // digits < 2^53 and 10^scale are exact, and IEEE division rounds correctly: the quotient is
  // the double nearest to the decimal, what strtod would give.
  static const double kExact[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                  1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                  1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
  const double v = static_cast<double>(digits) / kExact[scale];
  *d = negative ? -v : v;
  return true;
}

bool shortest_float_text(float f, std::string* out) {
  ShortestFloat s;
  if (!shortest_float(f, &s)) return false;
  *out = s.text();
  return true;
}

}  // namespace ap
