// `attention explain` on the shipped models: the JSON is explanation_to_json of explain() run
// in-process on the same model (the page API's bits); its maps have the documented shapes; a kept
// intervention leaves the words before its position alone; the tables print; the test-set
// figures have their schema; and every bad input gets one line on stderr and exit 2.
#include "cli_run.h"

#include "app/explain/explain_json.h"
#include "app/json_util.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace {

using namespace ap::cli_test;  // run_cli, CliRun

constexpr const char* kSentence = "I love my cat.";

nlohmann::json explain_json(std::vector<std::string> args) {
  args.insert(args.begin(), "explain");
  args.push_back("--json");
  args.push_back(kSentence);
  const CliRun r = run_cli(args);
  EXPECT_EQ(r.code, 0) << r.err;
  nlohmann::json j;
  std::string error;
  EXPECT_TRUE(ap::parse_json_text(r.out, &j, &error)) << error << r.out;
  return j;
}

void expect_refused(const std::vector<std::string>& args, const std::string& message) {
  std::vector<std::string> a = {"explain"};
  a.insert(a.end(), args.begin(), args.end());
  const CliRun r = run_cli(a);
  EXPECT_EQ(r.code, 2) << r.out;
  EXPECT_EQ(r.err, "attention: error: " + message + "\n");
  EXPECT_EQ(r.out, "");
}

TEST(ExplainCli, JsonIsThePageApisJsonOfTheSameExplanation) {
  for (const char* model : {"search", "transformer"}) {
    const nlohmann::json j = explain_json({"--model", model});
    ap::s2s::Translator tr;
    std::string error;
    const std::string file = std::string(AP_SOURCE_DIR) + "/assets/models/" +
                             (std::string(model) == "search" ? "rnnsearch.bin" : "transformer.bin");
    ASSERT_TRUE(tr.load_file(file, &error)) << error;
    ap::explain::Explanation e;
    ASSERT_TRUE(ap::explain::explain(tr, kSentence, ap::explain::Options{}, &e, &error)) << error;
    EXPECT_EQ(ap::dump_json(j), ap::dump_json(ap::explanation_to_json(e, tr.kind()))) << model;
    EXPECT_EQ(j["model"], model);
    const size_t m = j["target_tokens"].size(), n = j["source_tokens"].size();
    ASSERT_GT(m, 0u);
    for (const char* map : {"attention", "gradient", "gradient_signed", "leave_one_out"}) {
      ASSERT_EQ(j[map].size(), m) << map;
      for (const auto& row : j[map]) EXPECT_EQ(row.size(), n) << map;
    }
    EXPECT_EQ(j.contains("rollout"), std::string(model) == "transformer");
    EXPECT_EQ(j["summary"][0]["method"], "gradient");
    EXPECT_EQ(j["summary"][1]["method"], "leave_one_out");
  }
}

TEST(ExplainCli, TheTransformersViewsAndAKeptIntervention) {
  const nlohmann::json r = explain_json({"--model", "transformer", "--view", "rollout"});
  EXPECT_EQ(r["attention"], r["rollout"]);
  const nlohmann::json j = explain_json(
      {"--model", "transformer", "--intervene", "word", "--position", "2", "--word", "0"});
  const nlohmann::json& i = j["intervention"];
  EXPECT_EQ(i["kind"], "word");
  EXPECT_EQ(i["position"], 2);
  EXPECT_EQ(i["release"], false);
  EXPECT_EQ(i["changed"][0], false);
  EXPECT_EQ(i["changed"][1], false);
  EXPECT_EQ(i["tokens"][0], j["target_tokens"][0]);
  EXPECT_EQ(i["tokens"][1], j["target_tokens"][1]);
  for (const auto& row : i["attention_used"]) {
    ASSERT_EQ(row.size(), j["source_tokens"].size() + 1);  // and </s>
    EXPECT_EQ(row[0], 1.0);
  }
}

TEST(ExplainCli, TablesNameTheMapsAndTheSummary) {
  const CliRun r = run_cli({"explain", "--intervene", "uniform", "--position", "0", kSentence});
  ASSERT_EQ(r.code, 0) << r.err;
  for (const char* s :
       {"attention (α)", "gradient × input", "leave-one-out", "agreement with the attention map",
        "leave_one_out", "intervention: uniform attention at position 0"})
    EXPECT_NE(r.out.find(s), std::string::npos) << s << "\n" << r.out;
}

TEST(ExplainCli, TestSetFiguresHaveTheirSchema) {
  const CliRun r =
      run_cli({"explain", "--test-set", "--json", "--model", "search", "--per-bucket", "1"});
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["test_split"]["sentences"], 5);
  const nlohmann::json& s = j["models"]["search"];
  EXPECT_EQ(s["sentences"], 5);
  EXPECT_EQ(s["views"][0]["view"], "attention");
  for (const char* k : {"gradient", "leave_one_out"}) {
    const double a = s["views"][0][k]["argmax_agreement"];
    EXPECT_GE(a, 0);
    EXPECT_LE(a, 1);
  }
  const double u = s["interventions"]["uniform_unchanged"];
  EXPECT_GE(u, 0);
  EXPECT_LE(u, 1);
  EXPECT_FALSE(j["models"].contains("transformer"));
}

TEST(ExplainCli, BadInputGetsOneLineAndExitTwo) {
  expect_refused({"--model", "encdec", kSentence},
                 "RNNencdec has no attention to explain; pick RNNsearch or the Transformer");
  expect_refused({"--model", "gru", kSentence},
                 "--model must be search, encdec or transformer, not 'gru'");
  expect_refused({""}, "give a sentence to explain (quoted), or --test-set");
  expect_refused({"   "}, "the sentence is empty: type an English sentence to translate");
  expect_refused({"--intervene", "uniform", "--position", "99", kSentence},
                 "the translation has 5 words; position 99 does not exist");
  expect_refused({"--intervene", "word", "--position", "0", "--word", "9", kSentence},
                 "the sentence has 5 words; word 9 does not exist");
  expect_refused({"--intervene", "uniform", kSentence},
                 "--intervene needs --position P (the target word, from 0)");
  expect_refused({"--intervene", "word", "--position", "0", kSentence},
                 "--intervene word needs --word J (the source word, from 0)");
  expect_refused({"--intervene", "shuffle", "--position", "0", kSentence},
                 "--intervene: must be \"none\", \"uniform\", \"permute\" or \"word\", not "
                 "\"shuffle\"");
  expect_refused({"--position", "1", kSentence},
                 "--position, --word and --release need --intervene uniform|permute|word");
  expect_refused({"--view", "max", kSentence},
                 "--view: must be \"head\", \"mean\", \"rollout\" or \"norm\", not \"max\"");
  expect_refused({"--model", "transformer", "--layer", "7", kSentence},
                 "layer 7 does not exist: the Transformer has 2 decoder layers (0–1, or -1 for "
                 "the last)");
  expect_refused({"--test-set", kSentence}, "--test-set takes no sentence");
  expect_refused({"--test-set", "--model", "encdec"},
                 "RNNencdec has no attention to explain; pick RNNsearch or the Transformer");
  expect_refused({"--test-set", "--per-bucket", "0"}, "--per-bucket must be in 1–200, not 0");
}

}  // namespace
