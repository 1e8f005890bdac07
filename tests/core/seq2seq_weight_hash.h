// weight_hash: one 64-bit fingerprint of a model's weights (FNV-1a over the floats, fnv_hash.h,
// in the parameters' visit order), so the training tests can pin "bit-identical weights" in one
// number that native and wasm must both reach.
#pragma once

#include "core/seq2seq/model.h"
#include "fnv_hash.h"

#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
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

// The pin of a tiny training run: its weights' hash must be `pinned`. The hash is also printed
// ("[ repro ] tiny RNNsearch weights …") so a deliberate change can be re-pinned from the log.
template <class Result>
void expect_weights_pinned(const char* what, const Result& run, std::uint64_t pinned) {
  const std::uint64_t h = weight_hash(run.model.params);
  std::printf("[ repro ] tiny %s weights FNV-1a 64: 0x%016llx (BLEU %.4f)\n", what,
              static_cast<unsigned long long>(h), run.best_valid_bleu);
  EXPECT_EQ(h, pinned) << what;
}

}  // namespace ap::s2s::testing
