// CRC-32 (core/crc32.h): the published check values, and agreement with the bitwise definition
// (one polynomial step per bit) on random inputs of every length up to 300 bytes.
#include <gtest/gtest.h>

#include "core/crc32.h"
#include "core/rng.h"

#include <string>

namespace ap {
namespace {

std::uint32_t crc32_bitwise(std::string_view bytes) {
  std::uint32_t c = 0xFFFFFFFFu;
  for (char ch : bytes) {
    c ^= static_cast<unsigned char>(ch);
    for (int k = 0; k < 8; ++k) c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1u)));
  }
  return c ^ 0xFFFFFFFFu;
}

TEST(Crc32, CheckValues) {
  EXPECT_EQ(crc32("123456789"), 0xCBF43926u);  // the standard check value of CRC-32/ISO-HDLC
  EXPECT_EQ(crc32(""), 0x00000000u);
  EXPECT_EQ(crc32("The quick brown fox jumps over the lazy dog"), 0x414FA339u);
  const unsigned char bytes[] = {'1', '2', '3', '4', '5', '6', '7', '8', '9'};
  EXPECT_EQ(crc32(bytes, sizeof bytes), 0xCBF43926u);  // the pointer overload, same bits
}

TEST(Crc32, MatchesBitwiseDefinition) {
  Rng rng(7);
  std::string s;
  for (int n = 0; n <= 300; ++n) {
    EXPECT_EQ(crc32(s), crc32_bitwise(s)) << "length " << n;
    s += static_cast<char>(rng.below(256));
  }
}

}  // namespace
}  // namespace ap
