// Model file bounds: a hostile header is refused before anything is allocated, with
// a message naming the field; the least byte count a header implies and every length field are
// checked against the file; model_tensor_shapes() agrees with the model's own visit(); and every
// single-byte mutation of a small file (CRC fixed up so the loader's logic is reached) either
// loads a model of the declared shape or fails with a message.
#include <gtest/gtest.h>

#include "model_file_test_util.h"
#include "core/seq2seq/model_file.h"

#include <cstring>

#include "seq2seq_tiny_model.h"
#include "test_util.h"

namespace ap::s2s {
namespace {

ModelConfig tiny_config(ModelKind kind) { return testing::tiny_model_config(kind, 6, 7); }

ModelBundle tiny_bundle(ModelKind kind) {
  Rng rng(7);
  ModelBundle b;
  b.model = Seq2SeqModel<float>(tiny_config(kind), rng);
  return testing::with_tiny_vocabularies(std::move(b), "bounds");
}

using testing::fix_crc;
using testing::put_u32;

// The file of the issue: 122 bytes, a valid CRC, hidden sizes of `hidden`.
std::vector<std::uint8_t> hostile_file(std::uint32_t hidden, std::uint32_t vocab = 6) {
  std::vector<std::uint8_t> b(122, 0);
  std::memcpy(b.data(), "APS2SMDL", 8);
  put_u32(&b, 8, kModelFileVersion);
  put_u32(&b, 12, 1);
  put_u32(&b, 16, 122);
  const std::uint32_t cfg[] = {vocab, vocab, 4, hidden, hidden, 3, 4};
  for (int i = 0; i < 7; ++i) put_u32(&b, 24 + 4 * i, cfg[i]);
  fix_crc(&b);
  return b;
}

TEST(Seq2SeqModelFileBounds, ShapesMatchTheBuiltModel) {
  for (ModelKind k : {ModelKind::Search, ModelKind::EncDec}) {
    ModelConfig cfg = tiny_config(k);
    cfg.att_dim = 9;  // every size distinct, so a swapped dimension shows
    cfg.readout = 11;
    Rng rng(1);
    const Seq2SeqModel<float> m(cfg, rng);
    ap::test::expect_shapes_match(m.params, model_tensor_shapes(cfg));
  }
}

TEST(Seq2SeqModelFileBounds, HiddenSizeOf100000IsRefusedByName) {
  const auto bytes = hostile_file(100000);
  ModelBundle out;
  std::string error;
  EXPECT_FALSE(deserialize_model(bytes.data(), bytes.size(), &out, &error));
  EXPECT_EQ(error, "model file header: enc_hidden = 100000 is out of range (1 to 1024)");
}

TEST(Seq2SeqModelFileBounds, EveryHeaderFieldIsBoundedAndNamed) {
  const char* names[] = {"src_vocab",  "tgt_vocab", "emb",    "enc_hidden",
                         "dec_hidden", "att_dim",   "readout"};
  for (int field = 0; field < 7; ++field)
    for (std::uint32_t v : {0u, field < 2 ? 65537u : 1025u, 0xFFFFFFFFu}) {
      auto bytes = serialize_model(tiny_bundle(ModelKind::Search));
      put_u32(&bytes, 24 + 4 * field, v);
      fix_crc(&bytes);
      ModelBundle out;
      std::string error;
      EXPECT_FALSE(deserialize_model(bytes.data(), bytes.size(), &out, &error));
      EXPECT_NE(error.find(std::string(names[field]) + " = " + std::to_string(v)),
                std::string::npos)
          << error;
    }
}

TEST(Seq2SeqModelFileBounds, SizesWithinBoundsThatCannotFitAreRefusedBeforeAllocating) {
  // 1024-wide layers and 65536-word vocabularies are legal, but not in 122 bytes: the least
  // byte count the header implies (over 200 MB here) is checked first.
  const auto bytes = hostile_file(1024, 65536);
  ModelBundle out;
  std::string error;
  EXPECT_FALSE(deserialize_model(bytes.data(), bytes.size(), &out, &error));
  EXPECT_NE(error.find("enc_hidden 1024"), std::string::npos) << error;
  EXPECT_NE(error.find("but the file has 122"), std::string::npos) << error;
}

TEST(Seq2SeqModelFileBounds, LengthFieldsAreCheckedAgainstTheFile) {
  const auto good = serialize_model(tiny_bundle(ModelKind::Search));
  ModelBundle out;
  std::string error;
  auto info = good;  // info length far past the end
  put_u32(&info, 52, 0x7FFFFFFF);
  fix_crc(&info);
  EXPECT_FALSE(deserialize_model(info.data(), info.size(), &out, &error));
  EXPECT_NE(error.find("ends unexpectedly"), std::string::npos) << error;
  auto count = good;  // source vocabulary count ≠ header
  put_u32(&count, 52 + 4 + 6, 5);
  fix_crc(&count);
  EXPECT_FALSE(deserialize_model(count.data(), count.size(), &out, &error));
  EXPECT_EQ(error, "source vocabulary has 5 words but the header says 6");
}

TEST(Seq2SeqModelFileBounds, AnEncodingSwitchChangesTheExactSize) {
  // fp32 → int8 for the first tensor: the layout no longer ends at the checksum.
  const auto b = tiny_bundle(ModelKind::Search);
  auto bytes = serialize_model(b, WeightEncoding::Fp32);
  const std::string name = "enc.emb";
  const auto it = std::search(bytes.begin(), bytes.end(), name.begin(), name.end());
  ASSERT_NE(it, bytes.end());
  const size_t enc_at = static_cast<size_t>(it - bytes.begin()) + name.size() + 8;
  ASSERT_EQ(bytes[enc_at], 0);
  bytes[enc_at] = 1;
  fix_crc(&bytes);
  ModelBundle out;
  std::string error;
  EXPECT_FALSE(deserialize_model(bytes.data(), bytes.size(), &out, &error));
  // The int8 payload is shorter, so the walk reads the next tensor header from inside the old
  // fp32 payload: a name or a length that does not fit.
  EXPECT_TRUE(error.find("tensor '") != std::string::npos ||
              error.find("ends unexpectedly") != std::string::npos)
      << error;
}

TEST(Seq2SeqModelFileBounds, EverySingleByteMutationLoadsOrFailsClearly) {
  for (ModelKind k : {ModelKind::Search, ModelKind::EncDec}) {
    const auto good = serialize_model(tiny_bundle(k));
    int loaded = 0;
    for (size_t pos = 8; pos + 4 < good.size(); ++pos)
      for (std::uint8_t v : {std::uint8_t{0}, std::uint8_t{1}, std::uint8_t{0x7F},
                             std::uint8_t{0xFF}, static_cast<std::uint8_t>(good[pos] ^ 0x80)}) {
        auto bytes = good;
        bytes[pos] = v;
        fix_crc(&bytes);
        ModelBundle out;
        std::string error;
        if (deserialize_model(bytes.data(), bytes.size(), &out, &error)) {
          ++loaded;
          const auto shapes = model_tensor_shapes(out.model.config);
          size_t i = 0;
          out.model.params.visit([&](const std::string&, const Mat<float>& m) {
            EXPECT_EQ(m.rows(), shapes[i].rows);
            EXPECT_EQ(m.cols(), shapes[i].cols);
            EXPECT_TRUE(m.allFinite());
            ++i;
          });
        } else {
          EXPECT_FALSE(error.empty()) << pos;
        }
      }
    EXPECT_GT(loaded, 0);  // weight bytes change values, not structure
  }
}

}  // namespace
}  // namespace ap::s2s
