// FNV-1a, the one hash behind the tests' pinned values (kernel outputs, trained weights, the
// generated corpus): cheap, byte-order explicit, and the same natively and in wasm, so a pinned
// number states "bit-identical" for a whole set of floats or tokens.
//
// Floats are hashed as the four bytes of their IEEE bits, least significant first (the memory
// order on every platform we build for). The 64-bit start value is 1469598103934665603: the
// published offset basis (14695981039346656037) without its last digit. Every 64-bit pin in the
// tests was taken with this value, so it stays; it is as good a start as any for a fingerprint.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace ap::testing {

template <class Word, Word kStart, Word kPrime>
struct Fnv1a {
  Word value = kStart;

  void add_byte(unsigned char b) { value = (value ^ b) * kPrime; }
  void add_string(std::string_view s) {
    for (char c : s) add_byte(static_cast<unsigned char>(c));
  }
  void add_float(float x) {
    std::uint32_t bits;
    std::memcpy(&bits, &x, sizeof bits);
    for (int k = 0; k < 4; ++k) add_byte(static_cast<unsigned char>((bits >> (8 * k)) & 0xffu));
  }
  void add_floats(const float* p, std::size_t n) {
    for (std::size_t i = 0; i < n; ++i) add_float(p[i]);
  }
};

using Fnv1a32 = Fnv1a<std::uint32_t, 2166136261u, 16777619u>;
using Fnv1a64 = Fnv1a<std::uint64_t, 1469598103934665603ull, 1099511628211ull>;

}  // namespace ap::testing
