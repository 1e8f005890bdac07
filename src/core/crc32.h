// CRC-32 as IEEE 802.3, zlib and PNG define it: reflected polynomial 0xEDB88320, initial value
// and final XOR 0xFFFFFFFF. The one checksum of the project: share links and model files both
// end with it, so its bits are part of both formats. Check value: crc32("123456789") = 0xCBF43926.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace ap {

std::uint32_t crc32(const void* data, std::size_t size);
inline std::uint32_t crc32(std::string_view bytes) { return crc32(bytes.data(), bytes.size()); }

}  // namespace ap
