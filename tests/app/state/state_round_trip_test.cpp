// Property: a state the page accepts always comes back bit for bit. Random states —
// random scenes with arbitrary float bit patterns, every view/translation/demo field, and numbers
// at the edges of the float range (1e39, 3.4e38, 1e-50, subnormals, -0) — go through
// setState → getState → linkFragment → loadLink (in a fresh session) → getState, and setState of
// the state read back; the three JSON texts must be identical (texts, not json ==, which takes
// 0.0 and -0.0 as equal). A state that is refused leaves the session untouched.
#include "core/utf8.h"
#include "app/json_util.h"
#include "app/page/app_services.h"
#include "app/page/page_api.h"
#include "app/state/state_codec.h"
#include "app/scene/scene_json.h"

#include "random_scene.h"

#include <gtest/gtest.h>

namespace ap {
namespace {

using nlohmann::json;

json Call(const PageApi& api, const char* name, const json& args) {
  json j;
  std::string error;
  const std::string text = api.call(name, dump_json(args));
  EXPECT_TRUE(utf8::is_valid(text)) << name;
  EXPECT_TRUE(parse_json_text(text, &j, &error)) << text;
  return j;
}

// A number as the page might receive it: floats' exact values, short decimals, and doubles that
// narrow badly (to inf, to 0, to a subnormal).
json edge_number(Rng& rng) {
  static const double kEdges[] = {1e39,  -1e39, 3.4e38, 3.5e38, 1e-50, -1e-50,    1e-45, 1.4e-45,
                                  7e-46, 1e-38, 0.0,    -0.0,   10.0,  10.000001, 0.1,   1e308};
  switch (rng.below(3)) {
    case 0:
      return kEdges[rng.below(sizeof kEdges / sizeof kEdges[0])];
    case 1:
      return static_cast<double>(test::random_finite_float(rng));
    default:
      return static_cast<double>(rng.uniform(-5.0f, 5.0f));
  }
}

json random_state(Rng& rng) {
  static const char* const kTabs[] = {"lab",  "batched", "translate", "bottleneck", "painting",
                                      "self", "heads",   "tour",      "train"};
  static const char* const kModels[] = {"search", "encdec", "transformer"};
  static const char* const kMaps[] = {"cross", "encoder", "decoder"};
  static const char* const kSources[] = {"words", "random", "trained"};
  static const char* const kText[] = {
      "", "the council signed the law .", "研表究明", "猫 and 🙂", "mother and child", "é"};
  json s = json::object();
  if (rng.below(4))
    s["lab"] = scene_to_json(test::random_scene(rng, test::kAllScores[rng.below(5)]));
  if (rng.below(2))
    s["view"] = {{"tab", kTabs[rng.below(9)]},
                 {"projection_x", static_cast<int>(rng.below(8))},
                 {"projection_y", static_cast<int>(rng.below(8))},
                 {"embed", rng.below(2) == 1},
                 {"language", rng.below(2) ? "en" : "zh"},
                 {"theme", rng.below(2) ? "light" : "dark"}};
  if (rng.below(2))
    s["translation"] = {{"sentence", kText[rng.below(6)]},
                        {"model", kModels[rng.below(3)]},
                        {"beam", 1 + static_cast<int>(rng.below(16))},
                        {"selected_target", static_cast<int>(rng.below(20)) - 1},
                        {"attention", kMaps[rng.below(3)]},
                        {"layer", static_cast<int>(rng.below(5)) - 1},
                        {"head", static_cast<int>(rng.below(6)) - 1}};
  if (rng.below(4)) {
    json d = json::object();
    if (rng.below(2)) d["painting_query"] = kText[rng.below(6)];
    if (rng.below(2)) d["painting_score"] = rng.below(2) ? "cosine" : "scaled_dot";
    if (rng.below(2))
      d["painting_temperature"] = rng.below(2) ? edge_number(rng) : json(rng.uniform(0.01f, 10.0f));
    if (rng.below(2)) d["self_sentence"] = kText[rng.below(6)];
    if (rng.below(2)) d["heads"] = 1 + static_cast<int>(rng.below(16));
    if (rng.below(2)) d["d_model"] = 1 + static_cast<int>(rng.below(512));
    if (rng.below(2)) d["causal"] = rng.below(2) == 1;
    if (rng.below(2)) d["positional_encoding"] = rng.below(2) == 1;
    if (rng.below(2)) d["head_seed"] = rng.next();
    if (rng.below(2)) d["head_source"] = kSources[rng.below(3)];
    if (rng.below(2)) d["trained_layer"] = static_cast<int>(rng.below(16));
    if (rng.below(2)) d["tour_step"] = static_cast<int>(rng.below(8));
    if (rng.below(2)) {
      json edits = json::array();
      const int n = static_cast<int>(rng.below(5));
      for (int i = 0; i < n; ++i)
        edits.push_back({static_cast<int>(rng.below(4)), std::string(1, "qkvo"[rng.below(4)]),
                         static_cast<int>(rng.below(8)), static_cast<int>(rng.below(8)),
                         edge_number(rng)});
      d["weight_edits"] = edits;
    }
    s["demos"] = d;
  }
  if (rng.below(3)) {  // the Train tab's config; some values out of range (refused)
    json t = json::object();
    if (rng.below(2)) t["model"] = rng.below(3) ? (rng.below(2) ? "both" : "encdec") : "gpt";
    if (rng.below(2)) t["task"] = rng.below(2) ? "medium" : "full";
    if (rng.below(2)) t["hidden"] = 8 << rng.below(6);
    if (rng.below(2)) t["lr"] = rng.below(4) ? json(rng.uniform(1e-4f, 0.1f)) : edge_number(rng);
    if (rng.below(2)) t["batch"] = static_cast<int>(rng.below(140));
    if (rng.below(2)) t["seed"] = rng.next();
    if (rng.below(2)) t["probe"] = kText[rng.below(6)];
    s["training"] = t;
  }
  return s;
}

TEST(StateRoundTrip, AcceptedStatesComeBackBitForBit) {
  Rng rng(14);
  int accepted = 0, refused = 0;
  for (int trial = 0; trial < 400; ++trial) {
    AppSession session;
    PageApi api;
    AppServices session_services;
    add_session_api(&api, &session, &session_services);
    const json state = random_state(rng);
    const std::string before = dump_json(Call(api, "getState", json::array())["value"]);
    const json set = Call(api, "setState", json::array({state}));
    if (set["ok"] != true) {
      ++refused;
      EXPECT_TRUE(set["error"].is_string());
      EXPECT_EQ(dump_json(Call(api, "getState", json::array())["value"]), before)
          << "a refused state changed the session: " << dump_json(state);
      continue;
    }
    ++accepted;
    const json got = Call(api, "getState", json::array())["value"];
    const std::string text = dump_json(got);
    const json link = Call(api, "linkFragment", json::array())["value"];
    ASSERT_TRUE(link.is_string());

    AppSession fresh;
    PageApi fresh_api;
    AppServices fresh_services;
    add_session_api(&fresh_api, &fresh, &fresh_services);
    const json loaded = Call(fresh_api, "loadLink", json::array({link}));
    ASSERT_EQ(loaded["ok"], true) << dump_json(loaded) << "\n  state: " << dump_json(state);
    EXPECT_EQ(dump_json(Call(fresh_api, "getState", json::array())["value"]), text)
        << "link did not round-trip: " << dump_json(state);

    AppSession again;
    PageApi again_api;
    AppServices again_services;
    add_session_api(&again_api, &again, &again_services);
    const json reset = Call(again_api, "setState", json::array({got}));
    ASSERT_EQ(reset["ok"], true) << dump_json(reset) << "\n  state: " << text;
    EXPECT_EQ(dump_json(Call(again_api, "getState", json::array())["value"]), text);
  }
  // Both outcomes must be exercised, or the property says little.
  EXPECT_GT(accepted, 100);
  EXPECT_GT(refused, 10);
}

TEST(StateRoundTrip, TheIssuesExamplesAreRefusedByName) {
  AppSession session;
  PageApi api;
  AppServices session_services;
  add_session_api(&api, &session, &session_services);
  json r = Call(api, "setState", json::parse(R"([{"demos":{"weight_edits":[[0,"q",0,0,1e39]]}}])"));
  EXPECT_EQ(r["ok"], false);
  EXPECT_NE(
      r["error"].get<std::string>().find("demos.weight_edits[0][4]: 1e+39 is not a finite float"),
      std::string::npos)
      << r["error"];
  r = Call(api, "setState", json::parse(R"([{"demos":{"painting_temperature":1e-50}}])"));
  EXPECT_EQ(r["ok"], false);
  EXPECT_NE(r["error"].get<std::string>().find("demos.painting_temperature"), std::string::npos)
      << r["error"];
  // The link of the issue carries the same weight edit: refused with the same message, the
  // state kept.
  std::string error;
  const std::string before = dump_json(app_state_json(session.state()));
  EXPECT_FALSE(
      session.load_link("#v1.BCN7IndlaWdodF9lZGl0cyI6W1swLCJxIiwwLDAsMWUzOV1dfdSHLQk", &error));
  EXPECT_NE(error.find("weight_edits[0][4]"), std::string::npos) << error;
  EXPECT_EQ(dump_json(app_state_json(session.state())), before);
}

TEST(StateRoundTrip, InputsOverOneMiBAreRefusedWithTheLimit) {
  AppSession session;
  PageApi api;
  AppServices session_services;
  add_session_api(&api, &session, &session_services);
  const std::string big = "[\"" + std::string(kMaxPageApiInputBytes, ' ') + "\"]";
  for (const char* f : {"setScene", "setState"}) {
    const std::string reply = api.call(f, big);
    EXPECT_NE(reply.find(std::string(f) + ": the input is " + std::to_string(big.size()) +
                         " bytes; the limit is 1 MiB"),
              std::string::npos)
        << reply;
  }
}

}  // namespace
}  // namespace ap
