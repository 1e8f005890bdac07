// CLI tests of `attention model-hash FILE...`: one "<hex>  <file>" line per file, the hex equal to
// core's model_weights_sha256 and to a SHA-256 taken here over the bytes model_file.h's layout
// names as the weight section; the provenance text does not change it, a weight does, and a file
// that does not load is refused with one line (exit 2).
#include "cli_run.h"

#include "core/rng.h"
#include "core/seq2seq/model_file.h"
#include "core/seq2seq/vocabulary.h"
#include "core/sha256.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

namespace {

using ap::cli_test::CliRun;
using ap::cli_test::run_cli;
using ap::cli_test::temp_path;
using ap::cli_test::write_file;
namespace s2s = ap::s2s;

// A small model with random weights (seed) and the given provenance text.
s2s::ModelBundle small_bundle(std::uint64_t seed, const std::string& info) {
  const std::vector<std::vector<std::string>> en{{"the", "cat", "sleeps"}, {"a", "dog"}};
  const std::vector<std::vector<std::string>> fr{{"le", "chat", "dort"}, {"un", "chien"}};
  s2s::ModelBundle b;
  b.src_words = s2s::Vocabulary::build(en).words();
  b.tgt_words = s2s::Vocabulary::build(fr).words();
  s2s::ModelConfig cfg;
  cfg.src_vocab = static_cast<int>(b.src_words.size());
  cfg.tgt_vocab = static_cast<int>(b.tgt_words.size());
  cfg.emb = 4;
  cfg.enc_hidden = 3;
  cfg.dec_hidden = 5;
  cfg.att_dim = 3;
  cfg.readout = 4;
  ap::Rng rng(seed);
  b.model = s2s::Seq2SeqModel<float>(cfg, rng);
  b.info = info;
  return b;
}

std::vector<std::uint8_t> save(const s2s::ModelBundle& b, const std::string& path) {
  const std::vector<std::uint8_t> bytes = s2s::serialize_model(b);
  write_file(path, std::string(bytes.begin(), bytes.end()));
  return bytes;
}

// SHA-256 of the file without the size field (bytes 16–23), the info string (u32 length at 52
// and its text) and the final CRC-32, read off the layout in model_file.h.
std::string layout_hash(const std::vector<std::uint8_t>& f) {
  std::uint32_t info_len = 0;
  for (int i = 0; i < 4; ++i) info_len |= std::uint32_t{f[52 + i]} << (8 * i);
  std::vector<std::uint8_t> kept(f.begin(), f.begin() + 16);
  kept.insert(kept.end(), f.begin() + 24, f.begin() + 52);
  kept.insert(kept.end(), f.begin() + 56 + info_len, f.end() - 4);
  return ap::Sha256::hex(kept.data(), kept.size());
}

std::string hash_of(const std::string& path) {
  const CliRun r = run_cli({"model-hash", path});
  EXPECT_EQ(r.code, 0) << r.err;
  return r.out.substr(0, r.out.find(' '));
}

TEST(ModelHashCli, PrintsTheWeightSectionHashOfEachFile) {
  const std::string a = temp_path("a.bin"), b = temp_path("b.bin");
  const auto bytes_a = save(small_bundle(1, "trained one way"), a);
  const auto bytes_b = save(small_bundle(2, "trained another way"), b);
  const CliRun r = run_cli({"model-hash", a, b});
  ASSERT_EQ(r.code, 0) << r.err;
  std::string core_a, core_b, error;
  ASSERT_TRUE(s2s::model_weights_sha256(bytes_a.data(), bytes_a.size(), &core_a, &error)) << error;
  ASSERT_TRUE(s2s::model_weights_sha256(bytes_b.data(), bytes_b.size(), &core_b, &error)) << error;
  EXPECT_EQ(core_a, layout_hash(bytes_a));
  EXPECT_EQ(core_b, layout_hash(bytes_b));
  EXPECT_EQ(core_a.size(), 64u);
  EXPECT_NE(core_a, core_b);
  EXPECT_EQ(r.out, core_a + "  " + a + "\n" + core_b + "  " + b + "\n");
}

TEST(ModelHashCli, ProvenanceTextDoesNotCountAWeightDoes) {
  const std::string a = temp_path("a.bin"), same = temp_path("same.bin"),
                    other = temp_path("other.bin");
  save(small_bundle(1, "one info text"), a);
  save(small_bundle(1, "a much longer, different info text"), same);
  s2s::ModelBundle changed = small_bundle(1, "one info text");
  changed.model.params.visit([](const std::string&, s2s::Mat<float>& m) { m(0, 0) += 0.5f; });
  save(changed, other);
  EXPECT_EQ(hash_of(a), hash_of(same));
  EXPECT_NE(hash_of(a), hash_of(other));
}

TEST(ModelHashCli, DamagedFileIsRefusedWithOneLine) {
  const std::string path = temp_path("damaged.bin");
  std::vector<std::uint8_t> bytes = s2s::serialize_model(small_bundle(1, "x"));
  bytes[bytes.size() / 2] ^= 0x40;
  write_file(path, std::string(bytes.begin(), bytes.end()));
  const CliRun r = run_cli({"model-hash", path});
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(r.out.empty()) << r.out;
  EXPECT_NE(r.err.find(path), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << r.err;
}

}  // namespace
