// SHA-256 (FIPS 180-4 test vectors) and the model file's weight-section hash: independent of the
// provenance text, sensitive to one weight, refused for a damaged file.
#include <gtest/gtest.h>

#include "core/seq2seq/model_file.h"
#include "core/sha256.h"
#include "seq2seq_tiny_model.h"

#include <string>

namespace ap::s2s {
namespace {

std::string sha_of(const std::string& s) {
  return Sha256::hex(reinterpret_cast<const std::uint8_t*>(s.data()), s.size());
}

TEST(Sha256, StandardTestVectors) {
  EXPECT_EQ(sha_of(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(sha_of("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(sha_of("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  EXPECT_EQ(sha_of(std::string(1000000, 'a')),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
  // Fed in uneven pieces: the same digest.
  Sha256 s;
  const std::string text(1000, 'q');
  for (size_t i = 0; i < text.size(); i += 37)
    s.update(reinterpret_cast<const std::uint8_t*>(text.data()) + i,
             std::min<size_t>(37, text.size() - i));
  const auto d = s.finish();
  EXPECT_EQ(to_hex(d.data(), d.size()), sha_of(text));
}

ModelBundle bundle(const std::string& info) {
  const ModelConfig cfg = testing::tiny_model_config(ModelKind::Search, 6, 7);
  Rng rng(9);
  ModelBundle b;
  b.model = Seq2SeqModel<float>(cfg, rng);
  b.src_words = {"<pad>", "<unk>", "<s>", "</s>", "the", "été"};
  b.tgt_words = {"<pad>", "<unk>", "<s>", "</s>", "le", "août", "."};
  b.info = info;
  return b;
}

std::string weights_hash(const ModelBundle& b) {
  const auto bytes = serialize_model(b);
  std::string hex, error;
  EXPECT_TRUE(model_weights_sha256(bytes.data(), bytes.size(), &hex, &error)) << error;
  return hex;
}

TEST(Seq2SeqModelHash, IgnoresTheProvenanceTextButNotTheWeights) {
  const ModelBundle a = bundle("trained on machine A in 3 minutes");
  const ModelBundle b = bundle("B, 42 minutes, a much longer provenance text than the first one");
  EXPECT_NE(serialize_model(a), serialize_model(b));
  EXPECT_EQ(weights_hash(a), weights_hash(b));
  EXPECT_EQ(weights_hash(a).size(), 64u);
  ModelBundle c = a;
  c.model.params.out.bo(2, 0) += 1e-3f;  // fp32 tensor: one changed weight
  EXPECT_NE(weights_hash(c), weights_hash(a));
  ModelBundle d = a;
  d.tgt_words[4] = "la";  // the vocabulary is part of the weight section
  EXPECT_NE(weights_hash(d), weights_hash(a));
}

TEST(Seq2SeqModelHash, DamagedFileIsRefusedWithTheLoaderMessage) {
  auto bytes = serialize_model(bundle("x"));
  bytes[bytes.size() / 2] ^= 0x10;
  std::string hex, error;
  EXPECT_FALSE(model_weights_sha256(bytes.data(), bytes.size(), &hex, &error));
  EXPECT_NE(error.find("checksum"), std::string::npos) << error;
}

}  // namespace
}  // namespace ap::s2s
