// Little-endian bytes for the compact link formats (the share link, app/link/share_link.h; the
// lesson link, app/classroom/lesson_link.h) and the inference worker's messages
// (app/translation/inference_remote.h): writers that append to a std::string, and a reader
// over a byte range whose every read checks the remaining length first, so a hostile length never
// overruns.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace ap::byte_io {

inline void put_u8(std::string& b, unsigned v) { b += static_cast<char>(v & 0xFF); }
inline void put_u32(std::string& b, std::uint32_t v) {
  for (int k = 0; k < 4; ++k) put_u8(b, (v >> (8 * k)) & 0xFF);
}
// LEB128: 7 bits a byte, low bits first; at most 5 bytes for 32 bits.
inline void put_varint(std::string& b, std::uint32_t v) {
  while (v >= 0x80) {
    put_u8(b, (v & 0x7F) | 0x80);
    v >>= 7;
  }
  put_u8(b, v);
}
inline void put_f32(std::string& b, float f) {
  std::uint32_t u;
  std::memcpy(&u, &f, 4);
  put_u32(b, u);
}
inline void put_f64(std::string& b, double d) {
  std::uint64_t u;
  std::memcpy(&u, &d, 8);
  put_u32(b, static_cast<std::uint32_t>(u));
  put_u32(b, static_cast<std::uint32_t>(u >> 32));
}
// A varint byte length, then the bytes.
inline void put_string(std::string& b, std::string_view s) {
  put_varint(b, static_cast<std::uint32_t>(s.size()));
  b.append(s);
}

class ByteReader {
 public:
  explicit ByteReader(std::string_view bytes) : b_(bytes) {}
  std::size_t left() const { return b_.size() - pos_; }
  bool u8(unsigned* v) {
    if (left() < 1) return false;
    *v = static_cast<unsigned char>(b_[pos_++]);
    return true;
  }
  bool u32(std::uint32_t* v) {
    if (left() < 4) return false;
    std::uint32_t r = 0;
    for (int k = 0; k < 4; ++k)
      r |= static_cast<std::uint32_t>(static_cast<unsigned char>(b_[pos_ + k])) << (8 * k);
    pos_ += 4;
    *v = r;
    return true;
  }
  // LEB128, at most 5 bytes and at most 32 bits.
  bool varint(std::uint32_t* v) {
    std::uint64_t r = 0;
    for (int k = 0; k < 5; ++k) {
      unsigned byte;
      if (!u8(&byte)) return false;
      r |= static_cast<std::uint64_t>(byte & 0x7F) << (7 * k);
      if (!(byte & 0x80)) {
        if (r > 0xFFFFFFFFu) return false;
        *v = static_cast<std::uint32_t>(r);
        return true;
      }
    }
    return false;
  }
  bool f32(float* f) {
    std::uint32_t u;
    if (!u32(&u)) return false;
    std::memcpy(f, &u, 4);
    return true;
  }
  bool f64(double* d) {
    std::uint32_t lo, hi;
    if (!u32(&lo) || !u32(&hi)) return false;
    const std::uint64_t u = (static_cast<std::uint64_t>(hi) << 32) | lo;
    std::memcpy(d, &u, 8);
    return true;
  }
  bool bytes(std::size_t count, std::string_view* out) {
    if (left() < count) return false;
    *out = b_.substr(pos_, count);
    pos_ += count;
    return true;
  }
  // What put_string wrote, at most max_bytes long; false if cut off or longer.
  bool string(std::size_t max_bytes, std::string_view* out) {
    std::uint32_t len;
    return varint(&len) && len <= max_bytes && bytes(len, out);
  }

 private:
  std::string_view b_;
  std::size_t pos_ = 0;
};

}  // namespace ap::byte_io
