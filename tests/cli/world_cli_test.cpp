// CLI tests of --world (CorpusOptions::world): `attention train --world 2` trains on world 2 and
// says so in the model's replay line, world 1's replay line names no world (so the first
// models' lines stay valid), and a world other than 1 or 2 is refused with one clear line by
// train, evaluate and explain --test-set.
#include "cli_run.h"

#include "core/seq2seq/model_file.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

namespace {

using ap::cli_test::CliRun;
using ap::cli_test::run_cli;
using ap::cli_test::temp_path;
using ap::cli_test::train_tiny;
namespace s2s = ap::s2s;

std::string replay_line(const std::string& path) {
  s2s::ModelBundle b;
  std::string error;
  EXPECT_TRUE(s2s::load_model_file(path, &b, &error)) << error;
  return b.info;
}

TEST(WorldCli, TrainOnWorldTwoSaysSoInTheReplayLine) {
  const std::string two = temp_path("world2.bin"), one = temp_path("world1.bin");
  const CliRun r = train_tiny(two, {"--world", "2"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.err.find("world 2"), std::string::npos) << r.err;
  EXPECT_NE(replay_line(two).find(" --world 2"), std::string::npos) << replay_line(two);
  ASSERT_EQ(train_tiny(one, {}).code, 0);
  EXPECT_EQ(replay_line(one).find("--world"), std::string::npos) << replay_line(one);
  s2s::ModelBundle a, b;
  std::string error;
  ASSERT_TRUE(s2s::load_model_file(one, &a, &error)) << error;
  ASSERT_TRUE(s2s::load_model_file(two, &b, &error)) << error;
  EXPECT_NE(a.src_words, b.src_words);  // world 2's corpus has other words ("you" …)
}

TEST(WorldCli, OtherWorldsAreRefused) {
  const CliRun t = train_tiny(temp_path("world3.bin"), {"--world", "3"});
  EXPECT_EQ(t.code, 2);
  EXPECT_NE(t.err.find("world 3"), std::string::npos) << t.err;
  const CliRun e = run_cli({"evaluate", "--world", "0", "--per-phenomenon", "0"});
  EXPECT_EQ(e.code, 2);
  EXPECT_NE(e.err.find("world 0"), std::string::npos) << e.err;
  const CliRun x = run_cli({"explain", "--test-set", "--world", "5"});
  EXPECT_EQ(x.code, 2);
  EXPECT_NE(x.err.find("world 5"), std::string::npos) << x.err;
}

// Without --world, evaluate scores a model on the world its training command names: world 2's
// phenomenon sets (second person …) for a world-2 model, world 1's for a world-1 model.
TEST(WorldCli, EvaluateTakesTheWorldFromTheModels) {
  const std::string two = temp_path("eval_world2.bin"), one = temp_path("eval_world1.bin");
  ASSERT_EQ(train_tiny(two, {"--world", "2"}).code, 0);
  ASSERT_EQ(train_tiny(one, {}).code, 0);
  const std::vector<std::string> small = {"--per-bucket", "1", "--per-phenomenon", "1"};
  auto evaluate = [&](std::vector<std::string> args) {
    args.insert(args.begin(), "evaluate");
    args.insert(args.end(), small.begin(), small.end());
    return run_cli(args);
  };
  const CliRun w2 = evaluate({"--model", "search", "--search-file", two});
  ASSERT_EQ(w2.code, 0) << w2.err;
  EXPECT_NE(w2.out.find("second person"), std::string::npos) << w2.out;
  const CliRun w1 = evaluate({"--model", "search", "--search-file", one});
  ASSERT_EQ(w1.code, 0) << w1.err;
  EXPECT_EQ(w1.out.find("second person"), std::string::npos) << w1.out;
  // --world still overrides what the model says.
  const CliRun forced = evaluate({"--model", "search", "--search-file", one, "--world", "2"});
  ASSERT_EQ(forced.code, 0) << forced.err;
  EXPECT_NE(forced.out.find("second person"), std::string::npos) << forced.out;
}

TEST(WorldCli, ModelsOfTwoWorldsNeedAWorld) {
  const std::string one = temp_path("mixed_world1.bin");
  ASSERT_EQ(train_tiny(one, {}).code, 0);  // names no world: world 1
  // The shipped RNNencdec names world 2.
  const CliRun r = run_cli({"evaluate", "--model", "both", "--search-file", one, "--per-bucket",
                            "1", "--per-phenomenon", "0"});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("different worlds"), std::string::npos) << r.err;
  const CliRun given = run_cli({"evaluate", "--model", "both", "--search-file", one, "--world", "2",
                                "--per-bucket", "1", "--per-phenomenon", "0"});
  EXPECT_EQ(given.code, 0) << given.err;
}

// A file of another kind in a model's slot is refused, not scored under the wrong name.
TEST(WorldCli, AModelFileOfAnotherKindIsRefused) {
  const std::string search = temp_path("kind_search.bin");
  ASSERT_EQ(train_tiny(search, {}).code, 0);
  const CliRun r = run_cli({"evaluate", "--model", "encdec", "--encdec-file", search,
                            "--per-bucket", "1", "--per-phenomenon", "0"});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("holds an RNNsearch model, not an RNNencdec one"), std::string::npos)
      << r.err;
}

}  // namespace
