// CLI tests of --fr-merges (core/seq2seq/subwords.h): `attention train --fr-merges N` trains on
// French in subword units (its vocabulary holds pieces ending in "@@"), says so in the replay
// line, and the model translates into whole words; without it the vocabulary is of words and the
// replay line names no merges; a negative count is refused.
#include "cli_run.h"

#include "core/seq2seq/model_file.h"
#include "core/seq2seq/subwords.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace {

using ap::cli_test::CliRun;
using ap::cli_test::run_cli;
using ap::cli_test::temp_path;
namespace s2s = ap::s2s;

CliRun train_world2(const std::string& out, std::vector<std::string> extra) {
  extra.insert(extra.begin(), {"--world", "2"});
  return ap::cli_test::train_tiny(out, extra);
}

s2s::ModelBundle load(const std::string& path) {
  s2s::ModelBundle b;
  std::string error;
  EXPECT_TRUE(s2s::load_model_file(path, &b, &error)) << error;
  return b;
}

int start_pieces(const std::vector<std::string>& words) {
  return static_cast<int>(std::count_if(words.begin(), words.end(), s2s::is_word_start_piece));
}

TEST(SubwordsCli, TrainsOnPiecesAndSaysSoInTheReplayLine) {
  const std::string pieces = temp_path("pieces.bin"), words = temp_path("words.bin");
  const CliRun r = train_world2(pieces, {"--fr-merges", "300"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.err.find("300 merges learnt"), std::string::npos) << r.err;
  const s2s::ModelBundle p = load(pieces);
  EXPECT_NE(p.info.find(" --fr-merges 300"), std::string::npos) << p.info;
  EXPECT_GT(start_pieces(p.tgt_words), 20);
  EXPECT_EQ(start_pieces(p.src_words), 0);  // the English side stays in words
  ASSERT_EQ(train_world2(words, {}).code, 0);
  const s2s::ModelBundle w = load(words);
  EXPECT_EQ(w.info.find("--fr-merges"), std::string::npos) << w.info;
  EXPECT_EQ(start_pieces(w.tgt_words), 0);
  EXPECT_LT(p.tgt_words.size(), w.tgt_words.size());  // 300 merges: fewer pieces than words

  const CliRun t = run_cli({"translate", "--model-file", pieces, "I love you."});
  ASSERT_EQ(t.code, 0) << t.err;
  EXPECT_EQ(t.out.find("@@"), std::string::npos) << t.out;  // pieces are joined into words
}

TEST(SubwordsCli, ANegativeCountIsRefused) {
  const CliRun r = train_world2(temp_path("neg.bin"), {"--fr-merges", "-1"});
  EXPECT_NE(r.code, 0);
  EXPECT_NE(r.err.find("--fr-merges"), std::string::npos) << r.err;
}

}  // namespace
