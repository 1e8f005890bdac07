// CLI tests of `attention translate` (and the seq2seq error paths): the JSON shape, the article's
// sentence, unknown words listed, empty / over-long / all-unknown input and damaged model files
// (a truncated and a bit-flipped temp copy of the shipped model) → one clear line, exit code 2.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace {

struct RunResult {
  int code = -1;
  std::string out, err;
};

std::string shell_quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

std::string slurp(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
}

// ctest runs each test as its own process, two at a time: temp names carry the pid so that
// parallel tests never read each other's output.
std::string temp_path(const std::string& name) {
  return ::testing::TempDir() + "translate_cli_" + std::to_string(::getpid()) + "_" + name;
}

RunResult run(const std::vector<std::string>& args) {
  const std::string out = temp_path("out.txt"), err = temp_path("err.txt");
  std::string cmd = shell_quote(AP_CLI_PATH);
  for (const auto& a : args) cmd += " " + shell_quote(a);
  cmd += " >" + shell_quote(out) + " 2>" + shell_quote(err);
  const int status = std::system(cmd.c_str());
  RunResult r;
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.out = slurp(out);
  r.err = slurp(err);
  return r;
}

const std::string kSearchModel = std::string(AP_SOURCE_DIR) + "/assets/models/rnnsearch.bin";

TEST(TranslateCli, JsonShape) {
  const RunResult r = run({"translate", "The minister signed the agreement in August 1992."});
  ASSERT_EQ(r.code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  for (const char* key : {"source_tokens", "target_tokens", "translation", "alignment",
                          "unknown_words", "unknown_handling"})
    EXPECT_TRUE(j.contains(key)) << key;
  const auto& src = j["source_tokens"];
  const auto& tgt = j["target_tokens"];
  ASSERT_GT(tgt.size(), 0u);
  EXPECT_EQ(src.size(), 9u);  // the minister signed the agreement in august 1992 .
  ASSERT_EQ(j["alignment"].size(), tgt.size());
  for (const auto& row : j["alignment"]) {
    ASSERT_EQ(row.size(), src.size());
    double sum = 0;
    for (const auto& w : row) {
      EXPECT_GE(w.get<double>(), 0.0);
      sum += w.get<double>();
    }
    EXPECT_LE(sum, 1.0 + 1e-3);  // the </s> column is left out
    EXPECT_GT(sum, 0.0);
  }
  EXPECT_TRUE(j["unknown_words"].empty());
  EXPECT_EQ(j["unknown_handling"], "none");
}

TEST(TranslateCli, ArticleSentence) {
  const RunResult r =
      run({"translate", "The agreement on the European Economic Area was signed in August 1992."});
  ASSERT_EQ(r.code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["translation"],
            "L'accord sur la zone économique européenne a été signé en août 1992.");
}

TEST(TranslateCli, BeamSearchAndEncDecHaveNoAlignment) {
  const RunResult r = run({"translate", "--model", "encdec", "--beam", "3", "The minister left."});
  ASSERT_EQ(r.code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_TRUE(j["alignment"].is_null());
  EXPECT_EQ(j["model"], "rnnencdec");
  EXPECT_EQ(j["beam"], 3);
}

TEST(TranslateCli, UnknownWordIsListedAndMappedToUnk) {
  const RunResult r = run({"translate", "The zorblax signed the agreement."});
  ASSERT_EQ(r.code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  ASSERT_EQ(j["unknown_words"].size(), 1u);
  EXPECT_EQ(j["unknown_words"][0], "zorblax");
  EXPECT_NE(j["unknown_handling"].get<std::string>().find("<unk>"), std::string::npos);
}

TEST(TranslateCli, UnusableInputExitsWithCode2) {
  RunResult r = run({"translate", ""});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("empty"), std::string::npos) << r.err;
  EXPECT_TRUE(r.out.empty());

  std::string long_sentence;
  for (int i = 0; i < 81; ++i) long_sentence += "minister ";
  r = run({"translate", long_sentence});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("81 tokens"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("at most 80"), std::string::npos) << r.err;

  r = run({"translate", "Zorblax quuxified."});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("none of the words"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("zorblax"), std::string::npos) << r.err;

  r = run({"translate", "--beam", "0", "The minister left."});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("beam"), std::string::npos) << r.err;
}

TEST(TranslateCli, DamagedModelFilesGiveClearErrors) {
  const std::string bytes = slurp(kSearchModel);
  ASSERT_GT(bytes.size(), 1000u);

  const std::string truncated = temp_path("truncated.bin");
  std::ofstream(truncated, std::ios::binary) << bytes.substr(0, bytes.size() / 3);
  RunResult r = run({"translate", "--model-file", truncated, "The minister left."});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("truncated at byte " + std::to_string(bytes.size() / 3) + " (expected " +
                       std::to_string(bytes.size()) + ")"),
            std::string::npos)
      << r.err;

  std::string flipped_bytes = bytes;
  flipped_bytes[bytes.size() / 2] = static_cast<char>(flipped_bytes[bytes.size() / 2] ^ 0x01);
  const std::string flipped = temp_path("flipped.bin");
  std::ofstream(flipped, std::ios::binary) << flipped_bytes;
  r = run({"translate", "--model-file", flipped, "The minister left."});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("checksum mismatch: file corrupted"), std::string::npos) << r.err;

  r = run({"translate", "--model-file", temp_path("no_such_model.bin"), "The minister left."});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("cannot open"), std::string::npos) << r.err;
  std::remove(truncated.c_str());
  std::remove(flipped.c_str());
}

}  // namespace
