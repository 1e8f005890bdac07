// PageApi (the functions behind window.attention): replies are {"ok":…} JSON, errors name the
// function and the problem, setScene/setState reject bad input without touching the state, and
// exports go through the Host (recorded natively).
#include "app/host.h"
#include "app/json_util.h"
#include "app/page/page_api.h"
#include "app/scene/presets.h"
#include "app/scene/scene_json.h"
#include "app/page/app_services.h"

#include "page_api_reply.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace ap {
namespace {

using nlohmann::json;

using ap::testing::Reply;

struct PageApiTest : ::testing::Test {
  AppSession session;
  AppServices services;
  PageApi api;
  void SetUp() override { add_session_api(&api, &session, &services); }
};

TEST_F(PageApiTest, ListsTheDocumentedFunctions) {
  const auto names = api.names();
  for (const char* f :
       {"getScene", "setScene", "getResult", "getState", "setState", "linkFragment", "loadLink",
        "getLanguage", "setLanguage", "undo", "redo", "banner", "revision", "exportCsv",
        "exportJson", "exportPng", "_debugItemRect", "_debugItemIds", "_displayLanguage"})
    EXPECT_NE(std::find(names.begin(), names.end(), f), names.end()) << f;
}

// Whole CSS pixels, rounded up: a frame that tall shows the last pixel row of the content.
TEST_F(PageApiTest, ContentHeightIsTheLastFramesRoundedUp) {
  services.content_height = 612.25f;
  EXPECT_EQ(Reply(api, "contentHeight", json::array())["value"], 613.0);
  services.content_height = 480.0f;
  EXPECT_EQ(Reply(api, "contentHeight", json::array())["value"], 480.0);
}

TEST_F(PageApiTest, UnknownFunctionAndBadArgumentsAreErrors) {
  json r = Reply(api, "noSuchThing");
  EXPECT_EQ(r["ok"], false);
  EXPECT_EQ(r["error"], "noSuchThing: no such function");
  const std::string text = api.call("getScene", "{not json");
  EXPECT_NE(text.find("getScene: arguments: malformed JSON"), std::string::npos) << text;
  EXPECT_NE(api.call("getScene", "{}").find("must be a JSON array"), std::string::npos);
}

TEST_F(PageApiTest, GetSceneAndResultMatchTheSession) {
  json r = Reply(api, "getScene");
  ASSERT_EQ(r["ok"], true);
  EXPECT_EQ(r["value"], scene_to_json(session.state().lab));
  r = Reply(api, "getResult");
  // The default scene has several queries (the batched tab's rows): the result has the batch.
  ASSERT_GT(session.state().lab.m(), 1);
  EXPECT_TRUE(r["value"].contains("batch"));
  EXPECT_EQ(r["value"], result_to_json(session.result(), true));
}

TEST_F(PageApiTest, SetSceneAcceptsObjectsAndText) {
  json scene = {{"query", {1, 0}}, {"keys", {{1, 0}, {0, 1}}}, {"values", {{1}, {2}}}};
  EXPECT_EQ(Reply(api, "setScene", json::array({scene}))["ok"], true);
  EXPECT_EQ(session.state().lab.n(), 2);
  scene["temperature"] = 0.5;
  EXPECT_EQ(Reply(api, "setScene", json::array({dump_json(scene)}))["ok"], true);
  EXPECT_EQ(session.state().lab.spec.temperature, 0.5f);
}

TEST_F(PageApiTest, BadSceneIsRejectedWithAClearMessageAndNoChange) {
  const AppState before = session.state();
  const auto rev = session.revision();
  json r =
      Reply(api, "setScene", json::array({R"({"query": [1, 2], "keys": [[1]], "values": [[1]]})"}));
  EXPECT_EQ(r["ok"], false);
  const std::string msg = r["error"];
  EXPECT_EQ(msg.rfind("setScene: keys", 0), 0u) << msg;
  r = Reply(api, "setScene", json::array({"{\"query\": [NaN]"}));
  EXPECT_NE(r["error"].get<std::string>().find("malformed JSON"), std::string::npos) << r;
  r = Reply(api, "setScene");
  EXPECT_EQ(r["error"], "setScene: missing argument 1");
  EXPECT_EQ(session.state().lab, before.lab);
  EXPECT_EQ(session.revision(), rev);
}

TEST_F(PageApiTest, StateRoundTripsAndPartialStateKeepsTheRest) {
  json state = Reply(api, "getState")["value"];
  ASSERT_TRUE(state.contains("lab") && state.contains("view") && state.contains("translation") &&
              state.contains("demos"));
  EXPECT_EQ(Reply(api, "setState", json::array({json{{"view", {{"tab", "batched"}}}}}))["ok"],
            true);
  EXPECT_EQ(session.state().view.tab, Tab::Batched);
  EXPECT_EQ(session.state().lab, default_scene());
  json bad = Reply(api, "setState", json::array({json{{"view", {{"projection_x", -3}}}}}));
  EXPECT_EQ(bad["ok"], false);
  EXPECT_NE(bad["error"].get<std::string>().find("view.projection_x"), std::string::npos) << bad;
  EXPECT_EQ(Reply(api, "setState", json::array({state}))["ok"], true);
  EXPECT_EQ(Reply(api, "getState")["value"], state);
}

// A link from a newer app may name a tab this one lacks (it opens the lab); setState refuses
// one, lists the tabs there are, and changes nothing (the other fields of the call included).
TEST_F(PageApiTest, SetStateRefusesAnUnknownTabWithTheValidNames) {
  ASSERT_EQ(Reply(api, "setState", json::array({json{{"view", {{"tab", "batched"}}}}}))["ok"],
            true);
  const AppState before = session.state();
  const std::uint64_t rev = session.revision();
  const std::string expected =
      "setState: view.tab: expected \"lab\", \"batched\", \"translate\", \"bottleneck\", "
      "\"painting\", \"self\", \"heads\", \"tour\", \"train\", \"explain\" or \"exercises\", "
      "not \"labs\"";
  json r =
      Reply(api, "setState", json::array({json{{"view", {{"tab", "labs"}, {"theme", "dark"}}}}}));
  EXPECT_EQ(r["error"], expected);
  r = Reply(api, "setState", json::array({R"({"view": {"tab": "labs"}})"}));  // as JSON text
  EXPECT_EQ(r["error"], expected);
  EXPECT_TRUE(session.state() == before);
  EXPECT_EQ(session.revision(), rev);
  EXPECT_EQ(Reply(api, "setState", json::array({json{{"view", {{"tab", "explain"}}}}}))["ok"],
            true);
  EXPECT_EQ(session.state().view.tab, Tab::Explain);
}

TEST_F(PageApiTest, SetLanguage) {
  EXPECT_EQ(session.state().view.language, "en");
  EXPECT_EQ(Reply(api, "setLanguage", json::array({"zh"}))["ok"], true);
  EXPECT_EQ(session.state().view.language, "zh");
  json r = Reply(api, "setLanguage", json::array({"fr"}));
  EXPECT_EQ(r["error"], "setLanguage: unknown language \"fr\" (use \"en\" or \"zh\")");
  EXPECT_EQ(session.state().view.language, "zh");
}

// getLanguage answers the language chosen at once, before any frame is drawn, while the UI still
// draws English until the Chinese font has arrived (_displayLanguage says what it draws).
TEST_F(PageApiTest, GetLanguageFollowsSetLanguageAtOnce) {
  EXPECT_EQ(Reply(api, "getLanguage")["value"], "en");
  ASSERT_EQ(Reply(api, "setLanguage", json::array({"zh"}))["ok"], true);
  EXPECT_EQ(Reply(api, "getLanguage")["value"], "zh");
  EXPECT_EQ(Reply(api, "_displayLanguage")["value"], "en");  // no frame, no font yet
  services.display_language = "zh";                          // what the UI sets once it can
  EXPECT_EQ(Reply(api, "_displayLanguage")["value"], "zh");
  ASSERT_EQ(Reply(api, "setLanguage", json::array({"en"}))["ok"], true);
  EXPECT_EQ(Reply(api, "getLanguage")["value"], "en");
  // A link may carry a language this app does not know: the UI shows English, and so says
  // getLanguage.
  ASSERT_TRUE(session.edit([](AppState& st) { st.view.language = "tlh"; }));
  EXPECT_EQ(Reply(api, "getLanguage")["value"], "en");
}

TEST_F(PageApiTest, LinksRoundTripAndBadLinksFail) {
  ASSERT_TRUE(session.edit([](AppState& s) { s.lab.spec.temperature = 0.125f; }));
  const std::string link = Reply(api, "linkFragment")["value"];
  AppSession other;
  AppServices other_services;
  PageApi other_api;
  add_session_api(&other_api, &other, &other_services);
  EXPECT_EQ(Reply(other_api, "loadLink", json::array({"#" + link}))["ok"], true);
  EXPECT_EQ(other.state().lab, session.state().lab);
  json r = Reply(other_api, "loadLink", json::array({"v1.AAAA"}));
  EXPECT_EQ(r["ok"], false);
  EXPECT_EQ(Reply(other_api, "banner")["value"], other.banner());
  EXPECT_FALSE(other.banner().empty());
}

TEST_F(PageApiTest, ExportsGoThroughTheHost) {
  RecordingHost& rec = services.recording_host();
  // Each answers true (the file goes to the Host as a download), not the file's text.
  EXPECT_EQ(Reply(api, "exportCsv")["value"], true);
  EXPECT_EQ(Reply(api, "exportPng", json::array({"x.png", 1, 2, 30, 40}))["value"], true);
  ASSERT_EQ(rec.calls.size(), 2u);
  EXPECT_EQ(rec.calls[0].filename, "attention.csv");
  EXPECT_EQ(rec.calls[0].text, lab_result_csv(session.state().lab, session.result()));
  EXPECT_EQ(rec.calls[1].kind, "png");
  EXPECT_EQ(rec.calls[1].w, 30.0f);
}

TEST_F(PageApiTest, CsvHasOneRowPerKeyAndExactNumbers) {
  const std::string csv = lab_result_csv(session.state().lab, session.result());
  const int n = session.state().lab.n();
  EXPECT_EQ(std::count(csv.begin(), csv.end(), '\n'), n + 2);
  EXPECT_NE(csv.find("," + format_float(session.result().single.weights(0))), std::string::npos);
  AttentionScene s = session.state().lab;
  s.labels[0] = "a,\"b\"";
  EXPECT_NE(lab_result_csv(s, evaluate_lab(s)).find("\"a,\"\"b\"\"\""), std::string::npos);
}

TEST_F(PageApiTest, DebugItemRectAnswersFromTheRegistry) {
  services.widgets.record("test/widget", 1, 2, 3, 4);
  AppServices other;  // another app's registry knows nothing of it
  EXPECT_FALSE(other.widgets.find("test/widget", nullptr));
  json r = Reply(api, "_debugItemRect", json::array({"test/widget"}));
  EXPECT_EQ(r["value"], (json{{"x", 1.0}, {"y", 2.0}, {"w", 3.0}, {"h", 4.0}}));
  EXPECT_TRUE(Reply(api, "_debugItemRect", json::array({"nope"}))["value"].is_null());
  services.widgets.begin_frame();  // still known for one more frame (JS asks between frames)
  EXPECT_FALSE(Reply(api, "_debugItemRect", json::array({"test/widget"}))["value"].is_null());
  services.widgets.begin_frame();
  EXPECT_TRUE(Reply(api, "_debugItemRect", json::array({"test/widget"}))["value"].is_null());
}

}  // namespace
}  // namespace ap
