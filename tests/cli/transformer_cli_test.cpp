// CLI tests of the Transformer: a tiny `attention train --model transformer` run (300 pairs,
// d_model 16, 40 updates, a few seconds) writes a Transformer file; `attention translate --model
// transformer --json` gives the attention maps in their documented shapes ([layer][head][i][j])
// and beam 4 never scores worse than greedy on length-normalised log-probability;
// `attention evaluate --model transformer` scores it; bad options and damaged files get one clear
// line and exit 2.
#include "cli_run.h"

#include "core/seq2seq/model_file.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace {

using namespace ap::cli_test;  // run_cli, CliRun, temp_path, read_file, write_file
namespace s2s = ap::s2s;

std::vector<std::string> train_args(const std::string& out) {
  return {"train", "--model",      "transformer", "--seed",       "2",  "--out",
          out,     "--train-size", "300",         "--valid-size", "4",  "--steps",
          "40",    "--batch",      "16",          "--d-model",    "16", "--heads",
          "2",     "--d-ff",       "32",          "--layers",     "1",  "--warmup",
          "10",    "--lr",         "0.005",       "--threads",    "1",  "--quiet"};
}

// One tiny model for every test of this file.
const std::string& tiny_model() {
  static const std::string path = [] {
    const std::string p = temp_path("transformer.bin");
    std::remove(p.c_str());
    const CliRun r = run_cli(train_args(p));
    EXPECT_EQ(r.code, 0) << r.err;
    return p;
  }();
  return path;
}

nlohmann::json translate(const std::string& sentence, int beam) {
  const CliRun r = run_cli({"translate", "--model", "transformer", "--model-file", tiny_model(),
                            "--beam", std::to_string(beam), "--compact", sentence});
  EXPECT_EQ(r.code, 0) << r.err;
  return nlohmann::json::parse(r.out);
}

TEST(TransformerCli, TrainWritesATransformerFile) {
  s2s::ModelBundle b;
  std::string error;
  ASSERT_TRUE(s2s::load_model_file(tiny_model(), &b, &error)) << error;
  EXPECT_EQ(b.kind(), s2s::ModelKind::Transformer);
  EXPECT_EQ(b.transformer.config.d_model, 16);
  EXPECT_EQ(b.transformer.config.heads, 2);
  EXPECT_EQ(b.transformer.config.enc_layers, 1);
  EXPECT_EQ(b.transformer.config.src_vocab, static_cast<int>(b.src_words.size()));
  EXPECT_NE(b.info.find("--model transformer"), std::string::npos) << b.info;
  EXPECT_NE(b.info.find("steps 40,"), std::string::npos) << b.info;
}

TEST(TransformerCli, TranslateJsonHasEveryMapInItsShape) {
  const nlohmann::json j = translate("The minister signed the agreement.", 1);
  EXPECT_EQ(j["model"], "transformer");
  const size_t n = j["source_tokens"].size(), t = j["target_tokens"].size();
  ASSERT_GT(t, 0u);
  struct Want {
    const char* key;
    size_t rows, cols;
  };
  for (const Want& w : {Want{"cross_attention", t, n}, Want{"encoder_self_attention", n, n},
                        Want{"decoder_self_attention", t, t}}) {
    const nlohmann::json& maps = j[w.key];
    ASSERT_EQ(maps.size(), 1u) << w.key;     // layers
    ASSERT_EQ(maps[0].size(), 2u) << w.key;  // heads
    for (const nlohmann::json& head : maps[0]) {
      ASSERT_EQ(head.size(), w.rows) << w.key;
      for (size_t i = 0; i < w.rows; ++i) {
        ASSERT_EQ(head[i].size(), w.cols) << w.key;
        double sum = 0;
        for (size_t k = 0; k < w.cols; ++k) {
          const double x = head[i][k];
          EXPECT_GE(x, 0.0);
          if (std::string(w.key) == "decoder_self_attention" && k > i) {
            EXPECT_EQ(x, 0.0);
          }
          sum += x;
        }
        EXPECT_LE(sum, 1.0 + 1e-3) << w.key;  // ≤ 1: the </s> column is left out
      }
    }
  }
  EXPECT_EQ(j["alignment"].size(), t);
  EXPECT_TRUE(j["log_prob"].is_number());
}

TEST(TransformerCli, BeamIsNoWorseThanGreedyOnNormalisedLogProbability) {
  for (const char* s : {"The minister signed the agreement.", "She saw him yesterday.",
                        "The European agreement was signed in August."}) {
    const nlohmann::json g = translate(s, 1), b = translate(s, 4);
    const double gn = g["log_prob"].get<double>() / (g["target_tokens"].size() + 1.0);
    const double bn = b["log_prob"].get<double>() / (b["target_tokens"].size() + 1.0);
    EXPECT_GE(bn, gn - 1e-6) << s;
  }
}

TEST(TransformerCli, EvaluateScoresTheTransformer) {
  const CliRun r = run_cli({"evaluate", "--model", "transformer", "--transformer-file",
                            tiny_model(), "--json", "--per-bucket", "1", "--per-phenomenon", "2"});
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  for (const nlohmann::json& b : j["buckets"]) {
    EXPECT_TRUE(b["transformer"]["bleu"].is_number());
    EXPECT_FALSE(b.contains("search"));
  }
  EXPECT_TRUE(j["phenomena"][0]["transformer_exact"].is_number());
}

// --svg-head L:H draws that head's cross-attention: its cells carry that head's weights, not the
// mean's; a head the model lacks, a malformed one or an RNN gets one clear line.
TEST(TransformerCli, SvgHeadDrawsThatHead) {
  const std::string svg = temp_path("head.svg");
  const CliRun r = run_cli({"translate", "--model", "transformer", "--model-file", tiny_model(),
                            "--svg", svg, "--svg-head", "1:2", "--compact", "the council"});
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  const std::string drawn = read_file(svg);
  // Each cell prints its weight with two decimals: the first row's of head 2.
  char cell[32];
  std::snprintf(cell, sizeof(cell), ">%.2f<", j["cross_attention"][0][1][0][0].get<double>());
  EXPECT_NE(drawn.find(cell), std::string::npos) << cell;
  for (const char* bad : {"1:3", "0:1", "x", "1:2:3"}) {
    const CliRun e = run_cli({"translate", "--model", "transformer", "--model-file", tiny_model(),
                              "--svg", svg, "--svg-head", bad, "the council"});
    EXPECT_EQ(e.code, 2) << bad;
    EXPECT_NE(e.err.find("--svg-head"), std::string::npos) << e.err;
  }
  const CliRun rnn = run_cli({"translate", "--svg", svg, "--svg-head", "1:1", "the council"});
  EXPECT_EQ(rnn.code, 2);
  EXPECT_NE(rnn.err.find("needs the Transformer"), std::string::npos) << rnn.err;
}

// --svg-head best names the head it draws (the translator tab's outline) and draws the same as
// that head named by hand; an RNN has no heads to pick from.
TEST(TransformerCli, SvgHeadBestNamesAndDrawsTheBestAgreeingHead) {
  const std::string best = temp_path("best.svg"), named = temp_path("named.svg");
  const CliRun r = run_cli({"translate", "--model", "transformer", "--model-file", tiny_model(),
                            "--svg", best, "--svg-head", "best", "--compact", "the council"});
  ASSERT_EQ(r.code, 0) << r.err;
  int layer = 0, head = 0;
  const size_t at = r.err.find("drawing layer ");
  ASSERT_NE(at, std::string::npos) << r.err;
  ASSERT_EQ(std::sscanf(r.err.c_str() + at, "drawing layer %d, head %d", &layer, &head), 2);
  const std::string spec = std::to_string(layer) + ":" + std::to_string(head);
  const CliRun again = run_cli({"translate", "--model", "transformer", "--model-file", tiny_model(),
                                "--svg", named, "--svg-head", spec, "--compact", "the council"});
  ASSERT_EQ(again.code, 0) << again.err;
  EXPECT_EQ(read_file(best), read_file(named)) << spec;
  const CliRun rnn = run_cli({"translate", "--svg", best, "--svg-head", "best", "the council"});
  EXPECT_EQ(rnn.code, 2);
  EXPECT_NE(rnn.err.find("needs the Transformer"), std::string::npos) << rnn.err;
}

TEST(TransformerCli, BadOptionsAndDamagedFilesGetOneClearLine) {
  CliRun r = run_cli({"train", "--model", "gpt", "--quiet"});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("--model must be search, encdec or transformer, not 'gpt'"),
            std::string::npos)
      << r.err;
  std::vector<std::string> args = train_args(temp_path("bad.bin"));
  args[std::find(args.begin(), args.end(), "--heads") - args.begin() + 1] = "3";
  r = run_cli(args);
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("--d-model must be a positive multiple of --heads"), std::string::npos)
      << r.err;
  const std::string bytes = read_file(tiny_model());
  const std::string cut = temp_path("cut.bin");
  write_file(cut, bytes.substr(0, bytes.size() / 2));
  r = run_cli({"translate", "--model", "transformer", "--model-file", cut, "hello"});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("truncated at byte " + std::to_string(bytes.size() / 2)), std::string::npos)
      << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
}

}  // namespace
