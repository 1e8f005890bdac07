// CLI tests of `attention translate` (and the seq2seq error paths): the JSON shape, the article's
// sentence, unknown words listed, empty / over-long / all-unknown input and damaged model files
// (a truncated and a bit-flipped temp copy of the shipped model) → one clear line, exit code 2.
#include "cli_run.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

namespace {

using ap::cli_test::CliRun;
using ap::cli_test::read_file;
using ap::cli_test::run_cli;
using ap::cli_test::temp_path;

const std::string kSearchModel = std::string(AP_SOURCE_DIR) + "/assets/models/rnnsearch.bin";

TEST(TranslateCli, JsonShape) {
  const CliRun r = run_cli({"translate", "The minister signed the agreement in August 1992."});
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
  EXPECT_EQ(j["unknown_handling"], "");  // as the page: empty when no word is unknown
  EXPECT_EQ(j["model"], "search");
}

TEST(TranslateCli, ArticleSentence) {
  const CliRun r = run_cli(
      {"translate", "The agreement on the European Economic Area was signed in August 1992."});
  ASSERT_EQ(r.code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["translation"],
            "L'accord sur la zone économique européenne a été signé en août 1992.");
}

TEST(TranslateCli, BeamSearchAndEncDecHaveNoAlignment) {
  const CliRun r = run_cli({"translate", "--model", "encdec", "--beam", "3", "The minister left."});
  ASSERT_EQ(r.code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["alignment"], nlohmann::json::array());  // as the page: no attention, no rows
  EXPECT_EQ(j["model"], "encdec");
  EXPECT_EQ(j["beam"], 3);
}

TEST(TranslateCli, UnknownWordIsListedAndMappedToUnk) {
  const CliRun r = run_cli({"translate", "The zorblax signed the agreement."});
  ASSERT_EQ(r.code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  ASSERT_EQ(j["unknown_words"].size(), 1u);
  EXPECT_EQ(j["unknown_words"][0], "zorblax");
  EXPECT_NE(j["unknown_handling"].get<std::string>().find("<unk>"), std::string::npos);
}

TEST(TranslateCli, UnknownNameIsCopiedThroughAttention) {
  // Luong et al. 2015: the decoder's <unk> becomes the source word it attends to most. A name
  // typed with a capital gets no "did you mean".
  const CliRun r = run_cli({"translate", "I love Mary."});
  ASSERT_EQ(r.code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["translation"], "J'aime Mary.");
  ASSERT_EQ(j["copied"].size(), 1u);
  EXPECT_EQ(j["copied"][0]["word"], "mary");
  EXPECT_TRUE(j["did_you_mean"].empty()) << j["did_you_mean"];
  EXPECT_EQ(j["copied"][0]["source"], 2);  // i love mary .
  const int target = j["copied"][0]["target"].get<int>();
  EXPECT_EQ(j["target_tokens"][static_cast<std::size_t>(target)], "mary");
}

TEST(TranslateCli, LikelyTypoGetsADidYouMean) {
  const CliRun r = run_cli({"translate", "The minister signed the agrement."});
  ASSERT_EQ(r.code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  ASSERT_EQ(j["unknown_words"].size(), 1u);
  EXPECT_EQ(j["did_you_mean"]["agrement"], "agreement");
  EXPECT_TRUE(j["copied"].is_array());
  // A number is unknown too, but it gets no suggestion.
  const CliRun n = run_cli({"translate", "The minister left in 1975."});
  ASSERT_EQ(n.code, 0) << n.err;
  EXPECT_TRUE(nlohmann::json::parse(n.out)["did_you_mean"].empty());
}

TEST(TranslateCli, AMostlyUnknownSentenceIsTranslatedWithANote) {
  // French typed into the English box: only "I" is a word of the corpus, and one known word is
  // enough to translate.
  CliRun r = run_cli({"translate", "I voudrais un croissant avec du beurre."});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.err.find("is the sentence in English?"), std::string::npos) << r.err;
  EXPECT_FALSE(nlohmann::json::parse(r.out)["translation"].get<std::string>().empty());
  // A sentence of known words gets no note.
  r = run_cli({"translate", "The minister left."});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.err, "");
}

TEST(TranslateCli, UnusableInputExitsWithCode2) {
  CliRun r = run_cli({"translate", ""});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("empty"), std::string::npos) << r.err;
  EXPECT_TRUE(r.out.empty());

  std::string long_sentence;
  for (int i = 0; i < 81; ++i) long_sentence += "minister ";
  r = run_cli({"translate", long_sentence});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("81 tokens"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("at most 80"), std::string::npos) << r.err;

  r = run_cli({"translate", "Zorblax quuxified."});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("none of the words"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("zorblax"), std::string::npos) << r.err;

  for (const char* marks : {"?!", " . , ; ", "(...)"}) {
    r = run_cli({"translate", marks});
    EXPECT_EQ(r.code, 2) << marks;
    EXPECT_NE(r.err.find("only punctuation"), std::string::npos) << marks << ": " << r.err;
    EXPECT_TRUE(r.out.empty());
  }

  r = run_cli({"translate", "--beam", "0", "The minister left."});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("beam"), std::string::npos) << r.err;
}

TEST(TranslateCli, DamagedModelFilesGiveClearErrors) {
  const std::string bytes = read_file(kSearchModel);
  ASSERT_GT(bytes.size(), 1000u);

  const std::string truncated = temp_path("truncated.bin");
  std::ofstream(truncated, std::ios::binary) << bytes.substr(0, bytes.size() / 3);
  CliRun r = run_cli({"translate", "--model-file", truncated, "The minister left."});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("truncated at byte " + std::to_string(bytes.size() / 3) + " (expected " +
                       std::to_string(bytes.size()) + ")"),
            std::string::npos)
      << r.err;

  std::string flipped_bytes = bytes;
  flipped_bytes[bytes.size() / 2] = static_cast<char>(flipped_bytes[bytes.size() / 2] ^ 0x01);
  const std::string flipped = temp_path("flipped.bin");
  std::ofstream(flipped, std::ios::binary) << flipped_bytes;
  r = run_cli({"translate", "--model-file", flipped, "The minister left."});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("checksum mismatch: file corrupted"), std::string::npos) << r.err;

  r = run_cli({"translate", "--model-file", temp_path("no_such_model.bin"), "The minister left."});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("cannot open"), std::string::npos) << r.err;
  std::remove(truncated.c_str());
  std::remove(flipped.c_str());
}

}  // namespace

namespace {

// The 122-byte model file with a valid CRC and hidden sizes of 100000 (the CLI used
// to answer "internal error: std::bad_alloc"), and invalid UTF-8 on the command line (it used
// to answer "internal error: [json.exception.type_error.316]").
TEST(TranslateCli, HostileModelFileExitsWithCode2NamingTheField) {
  std::string b(122, '\0');
  auto put_u32 = [&](std::size_t at, std::uint32_t v) {
    for (int i = 0; i < 4; ++i) b[at + i] = static_cast<char>((v >> (8 * i)) & 0xFF);
  };
  b.replace(0, 8, "APS2SMDL");
  put_u32(8, 1);
  put_u32(12, 1);
  put_u32(16, 122);
  const std::uint32_t cfg[] = {6, 7, 4, 100000, 100000, 3, 4};
  for (int i = 0; i < 7; ++i) put_u32(24 + 4 * i, cfg[i]);
  // CRC-32 (IEEE, reflected), written independently of the loader's copy.
  std::uint32_t c = 0xFFFFFFFFu;
  for (std::size_t i = 0; i < 118; ++i) {
    c ^= static_cast<unsigned char>(b[i]);
    for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
  }
  put_u32(118, c ^ 0xFFFFFFFFu);
  const std::string path = temp_path("hostile.bin");
  std::ofstream(path, std::ios::binary) << b;
  const CliRun r = run_cli({"translate", "--model-file", path, "the council signed the law ."});
  std::remove(path.c_str());
  EXPECT_EQ(r.code, 2) << r.err;
  EXPECT_NE(r.err.find("enc_hidden = 100000 is out of range"), std::string::npos) << r.err;
  EXPECT_TRUE(r.out.empty());
}

TEST(TranslateCli, InvalidUtf8IsRefusedWithCode2) {
  const CliRun r = run_cli({"translate", "\xff\xfe the council \xc3"});
  EXPECT_EQ(r.code, 2) << r.err;
  EXPECT_NE(r.err.find("not valid UTF-8"), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("internal error"), std::string::npos) << r.err;
  EXPECT_TRUE(r.out.empty());
}

}  // namespace
