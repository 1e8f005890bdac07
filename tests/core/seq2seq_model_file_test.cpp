// Model file tests: fp32 round trip is exact, int8 round trip is close, and damaged files are
// refused with a message naming the problem (truncation with byte counts, checksum, version,
// magic, trailing bytes, missing file).
#include <gtest/gtest.h>

#include "core/seq2seq/model_file.h"
#include "seq2seq_tiny_model.h"

#include <cstdio>
#include <fstream>
#include <unistd.h>

namespace ap::s2s {
namespace {

ModelBundle tiny_bundle(ModelKind kind) {
  Rng rng(5);
  ModelBundle b;
  b.model = Seq2SeqModel<float>(testing::tiny_model_config(kind, 6, 7), rng);
  b.model.params.att.v.setConstant(0.25f);
  b.src_words = {"<pad>", "<unk>", "<s>", "</s>", "the", "été"};
  b.tgt_words = {"<pad>", "<unk>", "<s>", "</s>", "le", "août", "."};
  b.info = "test";
  return b;
}

void expect_same(const ModelBundle& a, const ModelBundle& b, float tol) {
  EXPECT_EQ(a.src_words, b.src_words);
  EXPECT_EQ(a.tgt_words, b.tgt_words);
  EXPECT_EQ(a.info, b.info);
  EXPECT_EQ(a.model.config.kind, b.model.config.kind);
  std::vector<const Mat<float>*> wa;
  a.model.params.visit([&](const std::string&, const Mat<float>& m) { wa.push_back(&m); });
  size_t i = 0;
  b.model.params.visit([&](const std::string& name, const Mat<float>& m) {
    ASSERT_EQ(m.rows(), wa[i]->rows()) << name;
    ASSERT_EQ(m.cols(), wa[i]->cols()) << name;
    EXPECT_LE((m - *wa[i]).cwiseAbs().maxCoeff(), tol) << name;
    ++i;
  });
}

TEST(Seq2SeqModelFile, Fp32RoundTripIsExact) {
  for (ModelKind k : {ModelKind::Search, ModelKind::EncDec}) {
    const ModelBundle b = tiny_bundle(k);
    const auto bytes = serialize_model(b, WeightEncoding::Fp32);
    ModelBundle back;
    std::string error;
    ASSERT_TRUE(deserialize_model(bytes.data(), bytes.size(), &back, &error)) << error;
    expect_same(b, back, 0.0f);
  }
}

TEST(Seq2SeqModelFile, Int8RoundTripWithinHalfAStep) {
  const ModelBundle b = tiny_bundle(ModelKind::Search);
  const auto bytes = serialize_model(b, WeightEncoding::Int8);
  EXPECT_LT(bytes.size(), serialize_model(b, WeightEncoding::Fp32).size());
  ModelBundle back;
  std::string error;
  ASSERT_TRUE(deserialize_model(bytes.data(), bytes.size(), &back, &error)) << error;
  // Per-row scale max|row|/127: every weight is within half a step of its row's scale.
  std::vector<const Mat<float>*> wa;
  b.model.params.visit([&](const std::string&, const Mat<float>& m) { wa.push_back(&m); });
  size_t i = 0;
  back.model.params.visit([&](const std::string& name, const Mat<float>& m) {
    const Mat<float>& orig = *wa[i++];
    for (Eigen::Index r = 0; r < m.rows(); ++r) {
      const float step = orig.row(r).cwiseAbs().maxCoeff() / 127.0f;
      EXPECT_LE((m.row(r) - orig.row(r)).cwiseAbs().maxCoeff(), 0.5f * step + 1e-7f) << name;
    }
  });
}

TEST(Seq2SeqModelFile, TruncatedFileNamesByteCounts) {
  const auto bytes = serialize_model(tiny_bundle(ModelKind::Search));
  ModelBundle out;
  std::string error;
  const size_t cut = bytes.size() / 2;
  EXPECT_FALSE(deserialize_model(bytes.data(), cut, &out, &error));
  EXPECT_EQ(error, "model file truncated at byte " + std::to_string(cut) + " (expected " +
                       std::to_string(bytes.size()) + ")");
  EXPECT_FALSE(deserialize_model(bytes.data(), 20, &out, &error));
  EXPECT_NE(error.find("truncated at byte 20"), std::string::npos) << error;
}

TEST(Seq2SeqModelFile, FlippedBitIsACheckSumMismatch) {
  auto bytes = serialize_model(tiny_bundle(ModelKind::EncDec));
  ModelBundle out;
  std::string error;
  for (size_t pos : {size_t{60}, bytes.size() / 2, bytes.size() - 6}) {
    auto bad = bytes;
    bad[pos] ^= 0x10;
    EXPECT_FALSE(deserialize_model(bad.data(), bad.size(), &out, &error)) << pos;
    EXPECT_EQ(error, "checksum mismatch: file corrupted");
  }
}

TEST(Seq2SeqModelFile, WrongVersionAndMagic) {
  auto bytes = serialize_model(tiny_bundle(ModelKind::Search));
  ModelBundle out;
  std::string error;
  auto v9 = bytes;
  v9[8] = 9;
  EXPECT_FALSE(deserialize_model(v9.data(), v9.size(), &out, &error));
  EXPECT_EQ(error, "model file version 9 is not supported (expected 1)");
  auto magic = bytes;
  magic[0] = 'X';
  EXPECT_FALSE(deserialize_model(magic.data(), magic.size(), &out, &error));
  EXPECT_NE(error.find("bad magic"), std::string::npos);
  auto longer = bytes;
  longer.push_back(0);
  EXPECT_FALSE(deserialize_model(longer.data(), longer.size(), &out, &error));
  EXPECT_NE(error.find("1 unexpected bytes"), std::string::npos) << error;
  EXPECT_FALSE(deserialize_model(bytes.data(), 0, &out, &error));
}

TEST(Seq2SeqModelFile, FileSaveLoadAndMissingFile) {
  const ModelBundle b = tiny_bundle(ModelKind::Search);
  // The pid keeps this native test and the wasm copy of the suite (run in parallel) apart.
  const std::string path =
      ::testing::TempDir() + "seq2seq_model_file_test_" + std::to_string(::getpid()) + ".bin";
  std::string error;
  ASSERT_TRUE(save_model_file(path, b, &error, WeightEncoding::Fp32)) << error;
  ModelBundle back;
  ASSERT_TRUE(load_model_file(path, &back, &error)) << error;
  expect_same(b, back, 0.0f);
  std::remove(path.c_str());
  EXPECT_FALSE(load_model_file(path, &back, &error));
  EXPECT_NE(error.find("cannot open"), std::string::npos) << error;
}

}  // namespace
}  // namespace ap::s2s
