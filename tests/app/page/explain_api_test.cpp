// The Explain tab's page API (app/page/explain_api.h): explain answers the JSON of
// `attention explain --json` (explanation_to_json of the core's own answer, bit for bit) with the
// model; bad arguments are refused with a message naming the field; getExplanation follows the
// tab's state, with the intervention's problem in place.
#include "app/page/app_services.h"
#include "app/page/explain_api.h"
#include "app/explain/explain_json.h"

#include "page_api_reply.h"

#include <gtest/gtest.h>

namespace ap {
namespace {

using ap::testing::Reply;
using nlohmann::json;

struct ExplainApiTest : ::testing::Test {
  AppSession session;
  AppServices services;
  PageApi api;
  void SetUp() override {
    services.translation.set_fetcher(
        TranslationService::read_files_from(AP_ASSETS_DIR "/..", &services.translation));
    services.translation.request_load();
    add_explain_api(&api, &session, &services.explain);
  }
};

TEST_F(ExplainApiTest, ExplainIsTheCoresAnswerAsJson) {
  const std::string sentence = "The agreement was signed in August.";
  const json options = {{"model", "transformer"},
                        {"view", "head"},
                        {"head", 2},
                        {"intervention", {{"kind", "uniform"}, {"position", 1}}}};
  const json r = Reply(api, "explain", json::array({sentence, options}));
  ASSERT_EQ(r["ok"], true) << r.dump();
  explain::Options o;
  std::string error;
  ASSERT_TRUE(explain_options_from_json(options, &o, &error)) << error;
  explain::Explanation e;
  ASSERT_TRUE(explain::explain(*services.translation.translator(s2s::ModelKind::Transformer),
                               sentence, o, &e, &error))
      << error;
  const json expected = explanation_to_json(e, s2s::ModelKind::Transformer);
  EXPECT_EQ(r["value"], expected);
  EXPECT_TRUE(r["value"].contains("intervention"));
}

TEST_F(ExplainApiTest, BadArgumentsAreRefusedByName) {
  EXPECT_EQ(Reply(api, "explain", json::array({3}))["error"],
            "explain: the first argument must be the English sentence (a string)");
  EXPECT_EQ(Reply(api, "explain", json::array({"the cat", {{"model", "gpt"}}}))["error"],
            R"(explain: model must be "search" or "transformer", not "gpt")");
  EXPECT_EQ(Reply(api, "explain", json::array({"the cat", json::array()}))["error"],
            "explain: the second argument must be an options object, got array");
  const json bad = Reply(api, "explain", json::array({"the cat", {{"view", "sideways"}}}));
  EXPECT_EQ(bad["ok"], false);
  EXPECT_NE(bad["error"].get<std::string>().find("view"), std::string::npos) << bad.dump();
  // RNNencdec is a model name, but not one explain accepts: refused with the reason.
  const json encdec = Reply(api, "explain", json::array({"the cat", {{"model", "encdec"}}}));
  EXPECT_EQ(encdec["error"],
            "explain: RNNencdec has no attention to explain: its decoder never looks back at the "
            "source words");
}

TEST_F(ExplainApiTest, GetExplanationFollowsTheTabsState) {
  session.edit([](AppState& s) {
    s.explain.intervention = explain::InterventionKind::Permute;
    s.explain.position = 60;
  });
  const json r = Reply(api, "getExplanation");
  ASSERT_EQ(r["ok"], true);
  EXPECT_EQ(r["value"]["sentence"], s2s::article_sentence_en());
  EXPECT_EQ(r["value"]["model"], "search");
  EXPECT_FALSE(r["value"]["attention"].empty());
  EXPECT_NE(r["value"]["intervention_error"].get<std::string>().find("no longer exists"),
            std::string::npos);
}

}  // namespace
}  // namespace ap
