// SHA-256 (FIPS 180-4), written from the standard: used to name a model's weights by a digest
// (`attention model-hash`, tools/replay-models.sh). Not for anything secret.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

namespace ap {

class Sha256 {
 public:
  Sha256();
  void update(const std::uint8_t* data, std::size_t n);
  std::array<std::uint8_t, 32> finish();  // call once

  // Lower-case hex of the digest of one buffer.
  static std::string hex(const std::uint8_t* data, std::size_t n);

 private:
  void block(const std::uint8_t* p);
  std::array<std::uint32_t, 8> h_;
  std::array<std::uint8_t, 64> buf_{};
  std::size_t used_ = 0;
  std::uint64_t length_ = 0;  // bytes so far
};

std::string to_hex(const std::uint8_t* data, std::size_t n);

}  // namespace ap
