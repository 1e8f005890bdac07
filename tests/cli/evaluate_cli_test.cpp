// CLI tests of `attention evaluate` on a small test split (3 sentences per
// length bucket): the JSON shape, scores equal to the given model files' own
// translations of the same sentences (decoded here with core's Translator, as
// `attention translate` does), swapped files giving swapped scores, and files
// written only when asked (--out), never the shipped bottleneck.json.
#include "cli_run.h"

#include "core/corpus/corpus.h"
#include "core/corpus/model_world.h"
#include "core/corpus/grammar.h"
#include "core/seq2seq/bleu.h"
#include "core/seq2seq/translator.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <array>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

namespace {

using ap::cli_test::CliRun;
using ap::cli_test::read_file;
using ap::cli_test::run_cli;
using ap::cli_test::temp_path;
using ap::cli_test::write_file;
namespace s2s = ap::s2s;

const std::string kModels = std::string(AP_SOURCE_DIR) + "/assets/models/";
const std::string kSearch = kModels + "rnnsearch.bin";
const std::string kEncdec = kModels + "rnnencdec.bin";
constexpr int kPerBucket = 3;

CliRun evaluate(const std::string& search, const std::string& encdec,
                const std::vector<std::string>& extra = {}) {
  std::vector<std::string> args = {"evaluate", "--json", "--per-phenomenon", "0"};
  args.insert(args.end(), {"--per-bucket", std::to_string(kPerBucket)});
  args.insert(args.end(), {"--search-file", search, "--encdec-file", encdec});
  args.insert(args.end(), extra.begin(), extra.end());
  return run_cli(args);
}

nlohmann::json evaluate_json(const std::string& search, const std::string& encdec) {
  const CliRun r = evaluate(search, encdec);
  EXPECT_EQ(r.code, 0) << r.err;
  return nlohmann::json::parse(r.out);
}

// Corpus BLEU per length bucket of `model_file`'s greedy translations of the
// test split.
std::array<double, s2s::kNumBuckets> bucket_bleu(const std::string& model_file) {
  s2s::Translator tr;
  std::string error;
  EXPECT_TRUE(tr.load_file(model_file, &error)) << error;
  s2s::CorpusOptions co;
  co.train = 0;
  co.valid = 0;
  co.test_per_bucket = kPerBucket;
  co.world = s2s::kShippedWorld;
  std::array<std::vector<std::vector<std::string>>, s2s::kNumBuckets> hyps, refs;
  for (const s2s::SentencePair& p : s2s::generate_corpus(co).test) {
    const int b = s2s::length_bucket(s2s::source_length(p.en));
    if (b < 0) continue;
    hyps[b].push_back(tr.translate_tokens(p.en, 1));
    refs[b].push_back(p.fr);
  }
  std::array<double, s2s::kNumBuckets> bleu{};
  for (int b = 0; b < s2s::kNumBuckets; ++b) bleu[b] = s2s::corpus_bleu(hyps[b], refs[b]);
  return bleu;
}

TEST(EvaluateCli, JsonShape) {
  const nlohmann::json j = evaluate_json(kSearch, kEncdec);
  ASSERT_TRUE(j["buckets"].is_array());
  ASSERT_EQ(j["buckets"].size(), static_cast<size_t>(s2s::kNumBuckets));
  for (int b = 0; b < s2s::kNumBuckets; ++b) {
    const auto& bucket = j["buckets"][b];
    const auto range = s2s::bucket_range(b);
    EXPECT_EQ(bucket["range"], nlohmann::json({range[0], range[1]}));
    for (const char* model : {"search", "encdec"}) {
      const double bleu = bucket[model]["bleu"].get<double>();
      const double exact = bucket[model]["exact"].get<double>();
      EXPECT_GE(bleu, 0.0);
      EXPECT_LE(bleu, 100.0);
      EXPECT_GE(exact, 0.0);
      EXPECT_LE(exact, 1.0);
    }
    EXPECT_FALSE(bucket.contains("sample")) << "samples go only into the --out file";
  }
  EXPECT_FALSE(j.contains("phenomena")) << "--per-phenomenon 0 skips that table";
}

TEST(EvaluateCli, ScoresAreTheModelFilesOwnTranslations) {
  const nlohmann::json j = evaluate_json(kSearch, kEncdec);
  const auto search = bucket_bleu(kSearch);
  const auto encdec = bucket_bleu(kEncdec);
  bool differ = false;
  for (int b = 0; b < s2s::kNumBuckets; ++b) {
    EXPECT_NEAR(j["buckets"][b]["search"]["bleu"].get<double>(), search[b], 0.006) << b;
    EXPECT_NEAR(j["buckets"][b]["encdec"]["bleu"].get<double>(), encdec[b], 0.006) << b;
    differ = differ || std::abs(search[b] - encdec[b]) > 0.01;
  }
  EXPECT_TRUE(differ) << "the two shipped models should not score alike on every bucket";
}

// Each file is read for its own slot: swapped, the RNNencdec file in RNNsearch's slot is refused
// (not scored under the wrong name).
TEST(EvaluateCli, SwappedModelFilesAreRefused) {
  const CliRun r = evaluate(kEncdec, kSearch);
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find(kEncdec + " holds an RNNencdec model, not an RNNsearch one"),
            std::string::npos)
      << r.err;
}

TEST(EvaluateCli, WritesTheShippedResultsFileOnlyWhenToldTo) {
  const std::string shipped = kModels + "bottleneck.json";
  const std::string before = read_file(shipped);
  ASSERT_FALSE(before.empty());
  const CliRun r = evaluate(kSearch, kEncdec);
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string after = read_file(shipped);
  if (after != before) write_file(shipped, before);  // put the tracked file back
  EXPECT_EQ(after, before) << "evaluate without --out must not write " << shipped;
}

TEST(EvaluateCli, OutWritesTheResultsWithSamples) {
  const std::string out = temp_path("bottleneck.json");
  std::remove(out.c_str());
  const CliRun r = evaluate(kSearch, kEncdec, {"--out", out});
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json printed = nlohmann::json::parse(r.out);
  const nlohmann::json written = nlohmann::json::parse(read_file(out));
  EXPECT_EQ(written["precomputed"], true);
  EXPECT_EQ(written["decoding"], "greedy");
  ASSERT_EQ(written["buckets"].size(), printed["buckets"].size());
  for (size_t b = 0; b < written["buckets"].size(); ++b) {
    EXPECT_EQ(written["buckets"][b]["search"], printed["buckets"][b]["search"]) << b;
    for (const char* key : {"source", "reference", "search", "encdec"})
      EXPECT_TRUE(written["buckets"][b]["sample"][key].is_string()) << b << " " << key;
  }
}

}  // namespace
