// Helpers of the model file tests: the tiny vocabularies every test file writes, and byte edits
// of a serialised file (a little-endian u32 at an offset; the CRC-32 fixed up so that the
// loader's own checks are reached).
#pragma once

#include "core/crc32.h"
#include "core/seq2seq/model_file.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace ap::s2s::testing {

inline const std::vector<std::string> kTinySourceWords = {"<pad>", "<unk>", "<s>",
                                                          "</s>",  "the",   "été"};
inline const std::vector<std::string> kTinyTargetWords = {"<pad>", "<unk>", "<s>", "</s>",
                                                          "le",    "août",  "."};

// A bundle of the given model with the tiny vocabularies and an info line.
inline ModelBundle with_tiny_vocabularies(ModelBundle b, const std::string& info) {
  b.src_words = kTinySourceWords;
  b.tgt_words = kTinyTargetWords;
  b.info = info;
  return b;
}

inline void put_u32(std::vector<std::uint8_t>* b, size_t at, std::uint32_t v) {
  for (int i = 0; i < 4; ++i) (*b)[at + i] = static_cast<std::uint8_t>(v >> (8 * i));
}

inline void fix_crc(std::vector<std::uint8_t>* b) {
  put_u32(b, b->size() - 4, crc32(b->data(), b->size() - 4));
}

}  // namespace ap::s2s::testing
