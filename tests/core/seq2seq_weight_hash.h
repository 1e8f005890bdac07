// weight_hash: one 64-bit fingerprint of a model's weights (FNV-1a over the float bytes, in the
// parameters' visit order), so the training tests can pin "bit-identical weights" in one number
// that native and wasm must both reach.
#pragma once

#include "core/seq2seq/model.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace ap::s2s::testing {

inline std::uint64_t weight_hash(const Seq2SeqParams<float>& p) {
  std::uint64_t h = 1469598103934665603ull;  // FNV-1a 64 offset basis
  p.visit([&](const std::string&, const Mat<float>& m) {
    const auto* b = reinterpret_cast<const unsigned char*>(m.data());
    for (std::size_t i = 0; i < static_cast<std::size_t>(m.size()) * sizeof(float); ++i)
      h = (h ^ b[i]) * 1099511628211ull;
  });
  return h;
}

}  // namespace ap::s2s::testing
