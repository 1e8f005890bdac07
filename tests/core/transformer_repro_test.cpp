// Bit-reproducibility of the Transformer's float path: the loss and the gradient of a seeded
// model on a fixed batch, and a greedy decode, fingerprinted (FNV-1a over the float bytes in
// visit order) and pinned here. The pins have no independent source: their job is that this
// same test, compiled to wasm and run under node, reaches the SAME values as natively (kern::gemm
// orders, own exp/log, IEEE sqrt; the positions' sin/cos are computed in double and rounded once).
// The values were taken from the native x86-64 build; the wasm build reaches the same ones.
#include "transformer_test_util.h"

#include "core/transformer/decode.h"

#include <cstdint>
#include <cstdio>
#include <cstring>

namespace ap::tfm {
namespace {

std::uint64_t fnv1a(std::uint64_t h, const void* data, std::size_t bytes) {
  const auto* b = static_cast<const unsigned char*>(data);
  for (std::size_t i = 0; i < bytes; ++i) h = (h ^ b[i]) * 1099511628211ull;
  return h;
}

std::uint64_t params_hash(const TransformerParams<float>& p) {
  std::uint64_t h = 1469598103934665603ull;  // FNV-1a 64 offset basis
  p.visit([&](const std::string&, const Mat<float>& m) {
    h = fnv1a(h, m.data(), static_cast<std::size_t>(m.size()) * sizeof(float));
  });
  return h;
}

TransformerConfig small_config() {
  return testing::sized_config(23, 19, 16, 4, 32, 2);
}  // 2 + 2 layers

s2s::Batch toy_batch() {
  static const std::vector<std::vector<int>> src{{4, 9, 17, 5, 22}, {12, 6}, {8, 8, 20, 11}};
  static const std::vector<std::vector<int>> tgt{{7, 13, 5}, {18, 4, 9, 10, 6}, {15, 11}};
  return s2s::make_batch({&src[0], &src[1], &src[2]}, {&tgt[0], &tgt[1], &tgt[2]});
}

TEST(TransformerRepro, LossAndGradientBitsArePinned) {
  Rng rng(2017);
  const TransformerModel<float> m(small_config(), rng);
  TransformerParams<float> g = m.zero_params();
  const float loss = m.loss_and_gradients(toy_batch(), &g);
  std::uint32_t loss_bits;
  std::memcpy(&loss_bits, &loss, sizeof loss);
  const std::uint64_t h = params_hash(g);
  std::printf("transformer repro: loss %.9g (bits 0x%08x), gradient hash 0x%016llx\n", loss,
              loss_bits, static_cast<unsigned long long>(h));
  EXPECT_EQ(loss_bits, 0x42135145u);
  EXPECT_EQ(h, 0x93186098ecf45272ull);
  TransformerParams<float> again = m.zero_params();
  m.loss_and_gradients(toy_batch(), &again);
  EXPECT_EQ(params_hash(again), h);
}

// Greedy output (argmax is robust to the last bit) plus the bits of every step's logits (not).
TEST(TransformerRepro, GreedyDecodeIsPinned) {
  Rng rng(2017);
  TransformerModel<float> m(small_config(), rng);
  m.params.out.b(s2s::kEosId, 0) = -30.0f;  // run to max_len so every step is in the pin
  const std::vector<int> src{4, 9, 17, 5, 22};
  const std::vector<int> out = greedy_decode(m, src, 8);
  EXPECT_EQ(out, (std::vector<int>{10, 7, 10, 7, 16, 16, 16, 16}));
  const EncodedSentence<float> enc = encode_sentence(m, src);
  DecoderState<float> state;
  Mat<float> logits;
  std::uint64_t h = 1469598103934665603ull;
  int y = s2s::kBosId;
  for (int w : out) {
    decoder_step(m, enc, y, &state, &logits);
    h = fnv1a(h, logits.data(), static_cast<std::size_t>(logits.size()) * sizeof(float));
    y = w;
  }
  std::printf("transformer repro: greedy logits hash 0x%016llx\n",
              static_cast<unsigned long long>(h));
  EXPECT_EQ(h, 0xf5e97005c2e2c239ull);
}

}  // namespace
}  // namespace ap::tfm
