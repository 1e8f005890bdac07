// CLI tests of `attention train` with a tiny run (200 pairs, 8-wide layers, --steps 3, a second
// or so): it writes a model file of the asked kind, size and step count, the same seed writes the
// same weights, and `attention translate --model-file` translates with the file exactly as core's
// Translator does with it. A --steps run whose --minutes run out first fails and writes nothing;
// without --steps the same budget ends the run and the model is written.
#include "cli_run.h"

#include "core/seq2seq/model_file.h"
#include "core/seq2seq/translator.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

namespace {

using ap::cli_test::CliRun;
using ap::cli_test::run_cli;
using ap::cli_test::temp_path;
namespace s2s = ap::s2s;

const char* const kSentence = "The minister signed the agreement.";

// `extra`: the stopping options (default --steps 3).
CliRun train_tiny(const std::string& model, int seed, const std::string& out,
                  const std::vector<std::string>& extra = {"--steps", "3"}) {
  std::remove(out.c_str());
  std::vector<std::string> args = {"train",
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
                                   "--quiet"};
  args.insert(args.end(), extra.begin(), extra.end());
  return run_cli(args);
}

bool file_exists(const std::string& path) { return std::ifstream(path).good(); }

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
  // The provenance names every option that changed the weights and is not in the file's config.
  for (const char* option : {" --train-size 200", " --valid-size 2", " --batch 8"})
    EXPECT_NE(b.info.find(option), std::string::npos) << option << ": " << b.info;
  EXPECT_EQ(b.info.find("--patience"), std::string::npos) << b.info;  // the default
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

// A --steps run is a replay: when --minutes runs out first (6 ms for 1000 updates, which take
// seconds), the command fails with the step it reached and writes nothing, not even part of a
// file. (The Transformer's sizes are tiny too; the RNNs ignore them.)
TEST(TrainCli, AStepsRunWhoseTimeRunsOutFailsAndWritesNothing) {
  for (const std::string model : {"search", "transformer"}) {
    const std::string path = temp_path(model + "-late.bin");
    const CliRun r =
        train_tiny(model, 3, path,
                   {"--steps", "1000", "--epochs", "1000", "--minutes", "0.0001", "--d-model", "16",
                    "--heads", "2", "--d-ff", "16", "--layers", "1"});
    EXPECT_EQ(r.code, 2) << model << ": " << r.err;
    std::smatch m;  // the last line of stderr (the corpus and model lines come first)
    ASSERT_TRUE(std::regex_search(r.err, m,
                                  std::regex("\nattention: error: the time budget ran out at step "
                                             "([0-9]+) of 1000; no model written\n$")))
        << model << ": " << r.err;
    EXPECT_EQ(r.err.find("wrote"), std::string::npos) << r.err;
    const long long step = std::stoll(m[1].str());
    EXPECT_GE(step, 1) << model;
    EXPECT_LT(step, 1000) << model;
    EXPECT_FALSE(file_exists(path)) << model << ": " << path << " was written";
    EXPECT_EQ(r.out, "");
  }
}

// Without --steps the same budget keeps its meaning: it ends the run and the model is written.
TEST(TrainCli, WithoutStepsTheTimeBudgetEndsTheRunAndKeepsTheModel) {
  const std::string path = temp_path("timed.bin");
  const CliRun r = train_tiny("search", 3, path, {"--minutes", "0.0001"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.err.find("time budget"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("wrote " + path), std::string::npos) << r.err;
  const s2s::ModelBundle b = load(path);
  EXPECT_EQ(b.model.config.kind, s2s::ModelKind::Search);
  EXPECT_EQ(b.info.find("--steps"), std::string::npos) << b.info;
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
