// CLI tests of `attention evaluate` on a small test split (3 sentences per length bucket): files
// are written only when asked (--out), never the shipped bottleneck.json by default.
#include "cli_run.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <string>
#include <vector>

namespace {

using ap::cli_test::CliRun;
using ap::cli_test::read_file;
using ap::cli_test::run_cli;
using ap::cli_test::temp_path;
using ap::cli_test::write_file;

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
