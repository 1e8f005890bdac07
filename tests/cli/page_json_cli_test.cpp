// The two front ends give one JSON: `attention translate` and `attention explain --json` print
// exactly the object the page's attention.translate() / attention.explain() answer (the page API's
// translate / explain, called in-process on the same shipped model files). Compared key by
// key and number by number — the same keys, the same strings, the same float bits, the same empty
// values — for the three models, greedy and beam 5; the CLI's old model names still work as input.
#include "cli_run.h"

#include "app/page/app_services.h"
#include "app/page/explain_api.h"
#include "app/json_util.h"
#include "app/page/translation_api.h"

#include "../app/page_api_reply.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <cstring>
#include <string>
#include <vector>

namespace {

using ap::cli_test::CliRun;
using ap::cli_test::run_cli;
using nlohmann::json;

// The article's sentence, a name copied through attention, a typo with a "did you mean".
const std::vector<std::string> kSentences = {
    "The agreement on the European Economic Area was signed in August 1992.", "I love Mary.",
    "The minister signed the agrement."};

// The page's API over the shipped files, as the page has it once they are loaded.
struct PageSide {
  ap::AppSession session;
  ap::AppServices services;
  ap::PageApi api;
  PageSide() {
    services.translation.set_fetcher(
        ap::TranslationService::read_files_from(AP_ASSETS_DIR "/..", &services.translation));
    services.translation.request_load();
    ap::add_translation_api(&api, &session, &services.translation);
    ap::add_explain_api(&api, &session, &services.explain);
  }
  json call(const char* name, const json& args) {
    const json r = ap::testing::Reply(api, name, args);
    EXPECT_EQ(r["ok"], true) << name << ": " << r.dump();
    return r["value"];
  }
};

json cli_json(const std::vector<std::string>& args) {
  const CliRun r = run_cli(args);
  EXPECT_EQ(r.code, 0) << r.err;
  json j;
  std::string error;
  EXPECT_TRUE(ap::parse_json_text(r.out, &j, &error)) << error << r.out;
  return j;
}

// The same value at `where`: the same type, object keys, array lengths, strings, booleans, and
// numbers equal as doubles and as the floats they read back as.
void expect_same(const json& cli, const json& page, const std::string& where) {
  ASSERT_EQ(std::string(ap::json_type_name(cli)), ap::json_type_name(page)) << where;
  if (cli.is_object()) {
    for (auto it = cli.begin(); it != cli.end(); ++it)
      EXPECT_TRUE(page.contains(it.key())) << where << "." << it.key() << ": only in the CLI";
    for (auto it = page.begin(); it != page.end(); ++it) {
      if (!cli.contains(it.key())) {
        ADD_FAILURE() << where << "." << it.key() << ": only in the page";
        continue;
      }
      expect_same(cli[it.key()], it.value(), where + "." + it.key());
    }
  } else if (cli.is_array()) {
    ASSERT_EQ(cli.size(), page.size()) << where;
    for (std::size_t i = 0; i < cli.size(); ++i)
      expect_same(cli[i], page[i], where + "[" + std::to_string(i) + "]");
  } else if (cli.is_number()) {
    const double a = cli.get<double>(), b = page.get<double>();
    const float fa = static_cast<float>(a), fb = static_cast<float>(b);
    EXPECT_EQ(std::memcmp(&a, &b, sizeof a), 0) << where << ": CLI " << a << ", page " << b;
    EXPECT_EQ(std::memcmp(&fa, &fb, sizeof fa), 0) << where;
  } else {
    EXPECT_EQ(cli, page) << where;
  }
}

TEST(PageCliJson, TranslateIsThePagesObjectForEveryModelGreedyAndBeam) {
  PageSide page;
  int copied = 0, suggested = 0, maps = 0;
  for (const char* model : {"search", "encdec", "transformer"})
    for (int beam : {1, 5})
      for (const std::string& sentence : kSentences) {
        const std::string where =
            std::string(model) + " beam " + std::to_string(beam) + " \"" + sentence + "\"";
        const json c = cli_json(
            {"translate", "--model", model, "--beam", std::to_string(beam), "--compact", sentence});
        const json p =
            page.call("translate", json::array({sentence, {{"model", model}, {"beam", beam}}}));
        expect_same(c, p, where);
        EXPECT_EQ(ap::dump_json(c), ap::dump_json(p)) << where;
        EXPECT_EQ(c["model"], model) << where;
        EXPECT_EQ(c["beam"], beam) << where;
        copied += static_cast<int>(c["copied"].size());
        suggested += static_cast<int>(c["did_you_mean"].size());
        maps += c.contains("cross_attention") ? 1 : 0;
      }
  // What was compared holds every part of the schema.
  EXPECT_GT(copied, 0);
  EXPECT_GT(suggested, 0);
  EXPECT_EQ(maps, 2 * static_cast<int>(kSentences.size()));  // the Transformer's, both beams
}

TEST(PageCliJson, TheRnnsEmptyValuesAreThePages) {
  PageSide page;
  const std::string sentence = kSentences[0];
  const json c = cli_json({"translate", "--model", "encdec", sentence});
  EXPECT_EQ(c["alignment"], json::array());  // RNNencdec has no attention
  EXPECT_EQ(c["unknown_handling"], "");      // no unknown word
  EXPECT_FALSE(c.contains("alignment_note"));
  expect_same(c, page.call("translate", json::array({sentence, {{"model", "encdec"}}})), "encdec");
}

TEST(PageCliJson, TheOldModelNamesStillSelectTheModels) {
  const std::string sentence = kSentences[1];
  EXPECT_EQ(cli_json({"translate", "--model", "rnnsearch", sentence}),
            cli_json({"translate", "--model", "search", sentence}));
  EXPECT_EQ(cli_json({"translate", "--model", "rnnencdec", sentence})["model"], "encdec");
  EXPECT_EQ(cli_json({"explain", "--json", "--model", "rnnsearch", sentence})["model"], "search");
}

TEST(PageCliJson, ExplainIsThePagesObject) {
  PageSide page;
  struct Case {
    std::vector<std::string> flags;
    json options;
  };
  const std::vector<Case> cases = {
      {{"--model", "search"}, {{"model", "search"}}},
      {{"--model", "search", "--intervene", "uniform", "--position", "1"},
       {{"model", "search"}, {"intervention", {{"kind", "uniform"}, {"position", 1}}}}},
      {{"--model", "transformer"}, {{"model", "transformer"}}},
      {{"--model", "transformer", "--view", "head", "--layer", "0", "--head", "2", "--intervene",
        "word", "--position", "2", "--word", "0", "--release"},
       {{"model", "transformer"},
        {"view", "head"},
        {"layer", 0},
        {"head", 2},
        {"intervention", {{"kind", "word"}, {"position", 2}, {"word", 0}, {"release", true}}}}}};
  for (const Case& k : cases)
    for (const std::string& sentence : {kSentences[0], kSentences[2]}) {
      std::vector<std::string> args = {"explain", "--json"};
      args.insert(args.end(), k.flags.begin(), k.flags.end());
      args.push_back(sentence);
      const json c = cli_json(args);
      const json p = page.call("explain", json::array({sentence, k.options}));
      const std::string where = k.options.dump() + " \"" + sentence + "\"";
      expect_same(c, p, where);
      EXPECT_EQ(ap::dump_json(c), ap::dump_json(p)) << where;
      EXPECT_EQ(c["model"], k.options["model"]) << where;
      EXPECT_EQ(c.contains("intervention"), k.options.contains("intervention")) << where;
    }
}

}  // namespace
