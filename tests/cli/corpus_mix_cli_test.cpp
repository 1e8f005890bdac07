// CLI tests of the training split's mix (core/corpus/corpus.h): `attention train --boost …
// --hold-out-phenomena` trains on the larger split and says both in the replay line; a malformed
// boost is refused with what is wrong; `attention evaluate` refuses more sentences per phenomenon
// than the hold-out covers.
#include "cli_run.h"

#include "core/seq2seq/model_file.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

using ap::cli_test::CliRun;
using ap::cli_test::run_cli;
using ap::cli_test::temp_path;

CliRun train_world2(const std::string& out, std::vector<std::string> extra) {
  extra.insert(extra.begin(), {"--world", "2"});
  return ap::cli_test::train_tiny(out, extra);
}

TEST(CorpusMixCli, BoostAndHoldOutAreInTheReplayLine) {
  const std::string out = temp_path("boosted.bin");
  const CliRun r = train_world2(out, {"--boost", "comparison_degree=3", "--hold-out-phenomena"});
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string say = "training split after the mix: ";
  const std::size_t at = r.err.find(say);
  ASSERT_NE(at, std::string::npos) << r.err;
  EXPECT_GT(std::stoi(r.err.substr(at + say.size())), 300);  // the boost added pairs
  ap::s2s::ModelBundle b;
  std::string error;
  ASSERT_TRUE(ap::s2s::load_model_file(out, &b, &error)) << error;
  EXPECT_NE(b.info.find(" --boost comparison_degree=3 --hold-out-phenomena"), std::string::npos)
      << b.info;

  const std::string plain = temp_path("plain.bin");
  ASSERT_EQ(train_world2(plain, {}).code, 0);
  ASSERT_TRUE(ap::s2s::load_model_file(plain, &b, &error)) << error;
  EXPECT_EQ(b.info.find("--boost"), std::string::npos) << b.info;
  EXPECT_EQ(b.info.find("--hold-out"), std::string::npos) << b.info;
}

TEST(CorpusMixCli, AMalformedBoostIsRefused) {
  for (const char* bad : {"comparison=3", "comparison_degree=0", "comparison_degree"}) {
    const CliRun r = train_world2(temp_path("bad-boost.bin"), {"--boost", bad});
    EXPECT_EQ(r.code, 2) << bad;
    EXPECT_NE(r.err.find("--boost"), std::string::npos) << r.err;
  }
  // World 1 has no comparison phenomenon.
  const CliRun w1 =
      ap::cli_test::train_tiny(temp_path("w1-boost.bin"), {"--boost", "comparison_degree=2"});
  EXPECT_EQ(w1.code, 2);
  EXPECT_NE(w1.err.find("world 1"), std::string::npos) << w1.err;
}

TEST(CorpusMixCli, EvaluateStaysWithinTheHeldOutSentences) {
  const CliRun e = run_cli({"evaluate", "--per-bucket", "1", "--per-phenomenon", "1001"});
  EXPECT_EQ(e.code, 2);
  EXPECT_NE(e.err.find("0–1000"), std::string::npos) << e.err;
}

}  // namespace
