// weight_hash: one 64-bit fingerprint of a model's weights (FNV-1a over the floats, fnv_hash.h,
// in the parameters' visit order), so the training tests can pin "bit-identical weights" in one
// number that native and wasm must both reach.
#pragma once

#include "core/seq2seq/model.h"
#include "fnv_hash.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace ap::s2s::testing {

// Any parameter set with a visit() (Seq2SeqParams, tfm::TransformerParams).
template <class P>
std::uint64_t weight_hash(const P& p) {
  ap::testing::Fnv1a64 h;
  p.visit([&](const std::string&, const Mat<float>& m) {
    h.add_floats(m.data(), static_cast<std::size_t>(m.size()));
  });
  return h.value;
}

}  // namespace ap::s2s::testing
