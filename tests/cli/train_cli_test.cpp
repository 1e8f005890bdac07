// CLI tests of `attention train` with a tiny run (200 pairs, 8-wide layers, --steps 3, a second
// or so): it writes a model file of the asked kind, size and step count, the same seed writes the
// same weights, and `attention translate --model-file` translates with the file exactly as core's
// Translator does with it.
#include "cli_run.h"

#include "core/seq2seq/model_file.h"
#include "core/seq2seq/translator.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <string>
#include <vector>

namespace {

using ap::cli_test::CliRun;
using ap::cli_test::run_cli;
using ap::cli_test::temp_path;
namespace s2s = ap::s2s;

const char* const kSentence = "The minister signed the agreement.";

CliRun train_tiny(const std::string& model, int seed, const std::string& out) {
  std::remove(out.c_str());
  return run_cli({"train",
                  "--model",
                  model,
                  "--seed",
                  std::to_string(seed),
                  "--out",
                  out,
                  "--train-size",
                  "200",
                  "--valid-size",
                  "2",
                  "--steps",
                  "3",
                  "--batch",
                  "8",
                  "--emb",
                  "8",
                  "--enc-hidden",
                  "8",
                  "--dec-hidden",
                  "8",
                  "--att-dim",
                  "8",
                  "--readout",
                  "8",
                  "--threads",
                  "1",
                  "--quiet"});
}

s2s::ModelBundle load(const std::string& path) {
  s2s::ModelBundle b;
  std::string error;
  EXPECT_TRUE(s2s::load_model_file(path, &b, &error)) << error;
  return b;
}

TEST(TrainCli, TinyRunWritesTheModelItWasAskedFor) {
  const std::string path = temp_path("search.bin");
  const CliRun r = train_tiny("search", 3, path);
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.err.find("wrote " + path), std::string::npos) << r.err;
  const s2s::ModelBundle b = load(path);
  EXPECT_EQ(b.model.config.kind, s2s::ModelKind::Search);
  EXPECT_EQ(b.model.config.emb, 8);
  EXPECT_EQ(b.model.config.dec_hidden, 8);
  EXPECT_EQ(b.model.config.src_vocab, static_cast<int>(b.src_words.size()));
  EXPECT_NE(b.info.find("steps 3,"), std::string::npos) << b.info;
}

TEST(TrainCli, SameSeedSameWeightsOtherSeedOtherWeights) {
  const std::string a = temp_path("a.bin"), again = temp_path("again.bin"),
                    other = temp_path("other.bin");
  ASSERT_EQ(train_tiny("encdec", 3, a).code, 0);
  ASSERT_EQ(train_tiny("encdec", 3, again).code, 0);
  ASSERT_EQ(train_tiny("encdec", 4, other).code, 0);
  const CliRun r = run_cli({"model-hash", a, again, other});
  ASSERT_EQ(r.code, 0) << r.err;
  std::vector<std::string> hashes;
  for (size_t at = 0; at < r.out.size(); at = r.out.find('\n', at) + 1)
    hashes.push_back(r.out.substr(at, 64));
  ASSERT_EQ(hashes.size(), 3u) << r.out;
  EXPECT_EQ(hashes[0], hashes[1]);
  EXPECT_NE(hashes[0], hashes[2]);
}

TEST(TrainCli, TrainedModelTranslatesThroughModelFile) {
  for (const std::string model : {"search", "encdec"}) {
    const std::string path = temp_path(model + ".bin");
    ASSERT_EQ(train_tiny(model, 3, path).code, 0) << model;
    const CliRun r = run_cli({"translate", "--model-file", path, "--compact", kSentence});
    ASSERT_EQ(r.code, 0) << model << ": " << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["model"], model);
    s2s::Translator tr;
    std::string error;
    ASSERT_TRUE(tr.load_file(path, &error)) << error;
    s2s::Translation t;
    ASSERT_TRUE(tr.translate(kSentence, 1, &t, &error)) << error;
    EXPECT_EQ(j["target_tokens"].get<std::vector<std::string>>(), t.target_tokens) << model;
    EXPECT_EQ(j["source_tokens"].get<std::vector<std::string>>(), t.source_tokens) << model;
    if (model == "search") {
      ASSERT_EQ(j["alignment"].size(), t.target_tokens.size());
    } else {
      EXPECT_EQ(j["alignment"], nlohmann::json::array());
    }
  }
}

}  // namespace
