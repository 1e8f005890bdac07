// The Transformer in the model file (kind 3): transformer_tensor_shapes() agrees with the built
// model's visit(); fp32 round trip exact, int8 within half a step per row; truncated and corrupted
// files, hostile header sizes (out of range, heads not dividing d_model, sizes that cannot fit)
// refused with a message naming the problem before anything is allocated; every single-byte
// mutation of a small file (CRC fixed up) loads a model of the declared shape or fails clearly.
#include <gtest/gtest.h>

#include "model_file_test_util.h"
#include "core/seq2seq/model_file.h"
#include "core/seq2seq/optimizer.h"
#include "transformer_test_util.h"

#include <algorithm>

namespace ap::s2s {
namespace {

tfm::TransformerConfig tiny_tfm_config() {
  return tfm::testing::sized_config(6, 7, 4, 2, 6, 1);  // every size but heads distinct
}

ModelBundle tfm_bundle() {
  ModelBundle b;
  b.model.config.kind = ModelKind::Transformer;
  b.transformer = tfm::testing::tiny_random_model<float>(5, tiny_tfm_config());
  return testing::with_tiny_vocabularies(std::move(b), "transformer test");
}

using testing::fix_crc;
using testing::put_u32;

std::string load_error(const std::vector<std::uint8_t>& bytes) {
  ModelBundle out;
  std::string error;
  EXPECT_FALSE(deserialize_model(bytes.data(), bytes.size(), &out, &error));
  return error;
}

TEST(TransformerModelFile, ShapesMatchTheBuiltModel) {
  tfm::TransformerConfig cfg = tfm::testing::sized_config(23, 19, 8, 2, 12, 2);
  cfg.dec_layers = 3;
  Rng rng(1);
  const tfm::TransformerModel<float> m(cfg, rng);
  ap::test::expect_shapes_match(m.params, tfm::transformer_tensor_shapes(cfg));
}

TEST(TransformerModelFile, Fp32RoundTripIsExactAndInt8WithinHalfAStep) {
  const ModelBundle b = tfm_bundle();
  for (WeightEncoding enc : {WeightEncoding::Fp32, WeightEncoding::Int8}) {
    const auto bytes = serialize_model(b, enc);
    ModelBundle back;
    std::string error;
    ASSERT_TRUE(deserialize_model(bytes.data(), bytes.size(), &back, &error)) << error;
    EXPECT_EQ(back.kind(), ModelKind::Transformer);
    EXPECT_EQ(back.src_words, b.src_words);
    EXPECT_EQ(back.tgt_words, b.tgt_words);
    EXPECT_EQ(back.info, b.info);
    const tfm::TransformerConfig& c = back.transformer.config;
    EXPECT_EQ(c.d_model, 4);
    EXPECT_EQ(c.heads, 2);
    EXPECT_EQ(c.d_ff, 6);
    EXPECT_EQ(c.enc_layers, 1);
    const auto orig = param_matrices(b.transformer.params);
    size_t i = 0;
    back.transformer.params.visit([&](const std::string& name, const Mat<float>& m) {
      ASSERT_EQ(m.rows(), orig[i]->rows()) << name;
      ASSERT_EQ(m.cols(), orig[i]->cols()) << name;
      for (Eigen::Index r = 0; r < m.rows(); ++r) {
        const bool exact = enc == WeightEncoding::Fp32 || m.cols() == 1;
        const float step = exact ? 0.0f : orig[i]->row(r).cwiseAbs().maxCoeff() / 127.0f;
        EXPECT_LE((m.row(r) - orig[i]->row(r)).cwiseAbs().maxCoeff(), 0.5f * step + 1e-7f) << name;
      }
      ++i;
    });
  }
}

TEST(TransformerModelFile, TruncatedAndCorruptedFilesAreRefused) {
  const auto bytes = serialize_model(tfm_bundle());
  const size_t cut = bytes.size() / 2;
  EXPECT_EQ(load_error(std::vector<std::uint8_t>(bytes.begin(), bytes.begin() + cut)),
            "model file truncated at byte " + std::to_string(cut) + " (expected " +
                std::to_string(bytes.size()) + ")");
  for (size_t pos : {size_t{60}, bytes.size() / 2, bytes.size() - 6}) {
    auto bad = bytes;
    bad[pos] ^= 0x10;
    EXPECT_EQ(load_error(bad), "checksum mismatch: file corrupted") << pos;
  }
}

TEST(TransformerModelFile, HostileHeaderSizesAreRefusedByName) {
  const char* names[] = {"src_vocab", "tgt_vocab",  "d_model",   "heads",
                         "d_ff",      "enc_layers", "dec_layers"};
  const std::uint32_t too_big[] = {65537, 65537, 1025, 65, 1025, 17, 17};
  const auto good = serialize_model(tfm_bundle());
  for (int field = 0; field < 7; ++field)
    for (std::uint32_t v : {0u, too_big[field], 0xFFFFFFFFu}) {
      auto bytes = good;
      put_u32(&bytes, 24 + 4 * field, v);
      fix_crc(&bytes);
      const std::string error = load_error(bytes);
      EXPECT_NE(error.find(std::string(names[field]) + " = " + std::to_string(v)),
                std::string::npos)
          << error;
    }
  auto heads = good;  // 3 heads cannot split d_model 4
  put_u32(&heads, 24 + 12, 3);
  fix_crc(&heads);
  EXPECT_EQ(load_error(heads), "model file header: d_model = 4 is not a multiple of heads = 3");
  auto huge = good;  // legal sizes that cannot fit in the file: refused before allocating
  for (int field : {2, 4}) put_u32(&huge, 24 + 4 * field, 1024);
  put_u32(&huge, 24 + 20, 16);
  put_u32(&huge, 24 + 24, 16);
  fix_crc(&huge);
  const std::string error = load_error(huge);
  EXPECT_NE(error.find("d_model 1024, heads 2, d_ff 1024, enc_layers 16"), std::string::npos)
      << error;
  EXPECT_NE(error.find("but the file has " + std::to_string(good.size())), std::string::npos)
      << error;
}

TEST(TransformerModelFile, EverySingleByteMutationLoadsOrFailsClearly) {
  const auto good = serialize_model(tfm_bundle());
  int loaded = 0;
  for (size_t pos = 8; pos + 4 < good.size(); pos += 3)
    for (std::uint8_t v :
         {std::uint8_t{0}, std::uint8_t{0xFF}, static_cast<std::uint8_t>(good[pos] ^ 0x80)}) {
      auto bytes = good;
      bytes[pos] = v;
      fix_crc(&bytes);
      ModelBundle out;
      std::string error;
      if (!deserialize_model(bytes.data(), bytes.size(), &out, &error)) {
        EXPECT_FALSE(error.empty());
        EXPECT_EQ(error.find('\n'), std::string::npos) << error;
        continue;
      }
      ++loaded;
      ASSERT_EQ(out.kind(), ModelKind::Transformer) << pos;
      const auto shapes = tfm::transformer_tensor_shapes(out.transformer.config);
      size_t i = 0;
      out.transformer.params.visit([&](const std::string& name, const Mat<float>& m) {
        ASSERT_LT(i, shapes.size());
        EXPECT_EQ(m.rows(), shapes[i].rows) << name;
        EXPECT_EQ(m.cols(), shapes[i].cols) << name;
        EXPECT_TRUE(m.allFinite()) << name;
        ++i;
      });
      EXPECT_EQ(i, shapes.size());
    }
  EXPECT_GT(loaded, 100);  // most weight bytes are just other weights
}

}  // namespace
}  // namespace ap::s2s
