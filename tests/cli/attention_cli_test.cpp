// The `attention` binary (AP_CLI_PATH), run as a user would: good scenes for every score function
// checked against hand-computed numbers and the core, `eval --link` equal to `eval FILE`, and
// every kind of bad input → exit code 2 with one line on stderr naming the field.
#include "app/json_util.h"
#include "app/scene/presets.h"
#include "app/scene/scene_json.h"
#include "app/scene/scene_ops.h"
#include "app/state/session.h"
#include "app/link/share_link.h"
#include "cli_run.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>

namespace ap {
namespace {

using cli_test::CliRun;
using cli_test::run_cli;
using cli_test::temp_path;
using cli_test::write_file;

CliRun eval_text(const std::string& scene_json) {
  const std::string path = temp_path("scene.json");
  write_file(path, scene_json);
  return run_cli({"eval", path});
}

nlohmann::json parse(const std::string& text) {
  nlohmann::json j;
  std::string error;
  EXPECT_TRUE(parse_json_text(text, &j, &error)) << error << "\n" << text;
  return j;
}

std::vector<float> floats(const nlohmann::json& a) {
  std::vector<float> v;
  for (const auto& x : a) v.push_back(static_cast<float>(x.get<double>()));
  return v;
}

// Hand-computed scores (see the comment of each case); weights are then softmax(scores / τ).
struct HandCase {
  const char* name;
  const char* scene;
  std::vector<float> scores;
};

TEST(Cli, EveryScoreFunctionMatchesHandComputedNumbers) {
  const HandCase cases[] = {
      // q·k: [1, 0]
      {"dot",
       R"({"score":"dot","query":[1,0],"keys":[[1,0],[0,1]],"values":[[1,0],[0,1]]})",
       {1.0f, 0.0f}},
      // q·k/√2: [2/√2, 0]
      {"scaled_dot",
       R"({"score":"scaled_dot","query":[1,1],"keys":[[1,1],[0,0]],"values":[[1,0],[0,1]]})",
       {1.41421356f, 0.0f}},
      // qᵀWk with W swapping axes: [0, 1]
      {"general",
       R"({"score":"general","query":[1,0],"keys":[[1,0],[0,1]],"values":[[1,0],[0,1]],
                      "W":[[0,1],[1,0]]})",
       {0.0f, 1.0f}},
      // vᵀ tanh(Wq q + Wk k) = 2 tanh(0.5 ± 0.5): [2 tanh 1, 0]
      {"additive",
       R"({"score":"additive","query":[0.5,0],"keys":[[0,0.5],[0,-0.5]],"values":[[1,0],[0,1]],
                       "Wq":[[1,0]],"Wk":[[0,1]],"v":[2]})",
       {1.52318831f, 0.0f}},
      // cos: [1, 1/√2]
      {"cosine",
       R"({"score":"cosine","query":[2,0],"keys":[[1,0],[1,1]],"values":[[1,0],[0,1]]})",
       {1.0f, 0.70710678f}},
  };
  for (const HandCase& c : cases) {
    const CliRun r = eval_text(c.scene);
    ASSERT_EQ(r.code, 0) << c.name << ": " << r.err;
    EXPECT_TRUE(r.err.empty()) << r.err;
    const nlohmann::json j = parse(r.out);
    const std::vector<float> scores = floats(j["scores"]), weights = floats(j["weights"]),
                             output = floats(j["output"]);
    ASSERT_EQ(scores.size(), 2u) << c.name;
    const float e0 = std::exp(c.scores[0]), e1 = std::exp(c.scores[1]);
    for (int i = 0; i < 2; ++i) {
      EXPECT_NEAR(scores[i], c.scores[i], 1e-5f) << c.name;
      EXPECT_NEAR(weights[i], (i ? e1 : e0) / (e0 + e1), 1e-5f) << c.name;
      EXPECT_NEAR(output[i], weights[i], 1e-6f) << c.name;  // values are the identity
    }
    EXPECT_EQ(j["all_masked"], false);
    EXPECT_FALSE(j.contains("batch"));
  }
}

TEST(Cli, OutputIsTheCoresNumbersBitForBit) {
  for (const Preset& p : lab_presets()) {
    const CliRun r = eval_text(scene_to_json(p.scene).dump());
    ASSERT_EQ(r.code, 0) << p.id << ": " << r.err;
    const nlohmann::json j = parse(r.out);
    const Vec q = p.scene.queries.row(0).transpose();
    const AttentionResult core =
        attend(p.scene.spec, q, p.scene.keys, p.scene.values, p.scene.mask);
    const std::vector<float> w = floats(j["weights"]), o = floats(j["output"]);
    ASSERT_EQ(static_cast<int>(w.size()), p.scene.n());
    for (int i = 0; i < p.scene.n(); ++i) EXPECT_EQ(w[i], core.weights(i)) << p.id;
    for (int i = 0; i < p.scene.e(); ++i) EXPECT_EQ(o[i], core.output(i)) << p.id;
    EXPECT_EQ(j.contains("batch"), p.scene.m() > 1) << p.id;
    if (p.scene.m() > 1) {
      EXPECT_EQ(j["batch"]["weights"].size(), static_cast<std::size_t>(p.scene.m()));
    }
  }
}

TEST(Cli, AllMaskedAndStdin) {
  const CliRun r =
      run_cli({"eval", "-", "--compact"},
              R"({"query":[1],"keys":[[1],[2]],"values":[[3],[4]],"mask":[false,false]})");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out,
            "{\"all_masked\":true,\"contributions\":[[0.0],[0.0]],\"output\":[0.0],"
            "\"scores\":[1.0,2.0],\"weights\":[0.0,0.0]}\n");
}

TEST(Cli, LinkGivesTheSameOutputAsTheFile) {
  std::vector<AttentionScene> scenes;
  for (const Preset& p : lab_presets()) scenes.push_back(p.scene);
  AttentionScene odd = default_scene();
  randomise(&odd, 5, kPartAll);
  odd.keys(0, 0) = 0.1f + 1e-8f;  // a float with no short decimal
  odd.labels[0] = "猫 🙂";
  scenes.push_back(odd);
  for (const AttentionScene& s : scenes) {
    const std::string path = temp_path("scene.json");
    write_file(path, scene_to_json(s).dump());
    const CliRun by_file = run_cli({"eval", path});
    const CliRun link = run_cli({"link", path});
    ASSERT_EQ(link.code, 0) << link.err;
    ASSERT_EQ(link.out.rfind("v1.", 0), 0u) << link.out;
    const std::string fragment = link.out.substr(0, link.out.size() - 1);  // drop '\n'
    const CliRun by_link = run_cli({"eval", "--link", fragment});
    const CliRun by_url = run_cli({"eval", "--link", "https://example.org/attention/#" + fragment});
    ASSERT_EQ(by_file.code, 0) << by_file.err;
    ASSERT_EQ(by_link.code, 0) << by_link.err;
    EXPECT_EQ(by_link.out, by_file.out);
    EXPECT_EQ(by_url.out, by_file.out);
    // and the link decodes back to the same scene JSON
    const CliRun decoded = run_cli({"link", "--decode", fragment});
    ASSERT_EQ(decoded.code, 0) << decoded.err;
    AttentionScene back;
    std::string error;
    ASSERT_TRUE(scene_from_json_text(decoded.out, &back, &error)) << error;
    EXPECT_TRUE(back == s);
  }
  const CliRun with_base = run_cli({"link", "--base", "https://example.org/a/#old"},
                                   scene_to_json(default_scene()).dump());
  EXPECT_EQ(with_base.out.rfind("https://example.org/a/#v1.", 0), 0u) << with_base.out;
}

TEST(Cli, VersionAndHelp) {
  const CliRun v = run_cli({"--version"});
  EXPECT_EQ(v.code, 0);
  EXPECT_EQ(v.out.rfind("attention ", 0), 0u) << v.out;
  const CliRun h = run_cli({"--help"});
  EXPECT_EQ(h.code, 0);
  EXPECT_NE(h.out.find("eval"), std::string::npos);
  EXPECT_NE(h.out.find("link"), std::string::npos);
}

struct Bad {
  std::vector<std::string> args;
  std::string stdin_text;
  std::string message;  // must appear in the single stderr line
};

TEST(Cli, BadInputExitsWithCode2AndOneClearLine) {
  std::string many_keys = "[";
  for (int i = 0; i < 100; ++i) many_keys += std::string(i ? "," : "") + "[1]";
  many_keys += "]";
  std::string wide_query = "[";
  for (int i = 0; i < 65; ++i) wide_query += std::string(i ? "," : "") + "0";
  wide_query += "]";
  const std::string good_link = [] {
    AppState s;
    s.lab = default_scene();
    return ShareLink::encode(s);
  }();
  const Bad cases[] = {
      {{"eval"}, "{\"query\": [1, 2", "malformed JSON"},
      {{"eval"}, "not json at all", "malformed JSON"},
      {{"eval"},
       R"({"query":[1,NaN],"keys":[[1,2]],"values":[[1]]})",
       "NaN and Infinity are not allowed"},
      {{"eval"},
       R"({"query":[1,2],"keys":[[1,2],[3]],"values":[[1],[2]]})",
       R"(keys[1]: expected 2 numbers (d from "query"), got 1)"},
      {{"eval"},
       R"({"query":[1,"NaN"],"keys":[[1,2]],"values":[[1]]})",
       "query[1]: NaN or Inf is not allowed"},
      {{"eval"},
       R"({"query":[1,2],"keys":[[1,2e999]],"values":[[1]]})",
       "keys[0][1]: NaN or Inf is not allowed"},
      {{"eval"},
       R"({"score":"dott","query":[1],"keys":[[1]],"values":[[1]]})",
       R"(score: unknown score function "dott")"},
      {{"eval"},
       R"({"temperature":0,"query":[1],"keys":[[1]],"values":[[1]]})",
       "temperature: must be > 0, got 0"},
      {{"eval"},
       R"({"temperature":-1,"query":[1],"keys":[[1]],"values":[[1]]})",
       "temperature: must be > 0, got -1"},
      {{"eval"},
       R"({"query":[1],"keys":)" + many_keys + R"(,"values":)" + many_keys + "}",
       "keys: n = 100 exceeds the limit of 64"},
      {{"eval"},
       R"({"query":)" + wide_query + R"(,"keys":[[1]],"values":[[1]]})",
       "query: d = 65 exceeds the limit of 64"},
      {{"eval"}, R"({"query":[1],"keys":[],"values":[]})", "keys: at least one key is required"},
      {{"eval"}, R"({"score":"general","query":[1],"keys":[[1]],"values":[[1]]})", "W: missing"},
      {{"eval", "--link", "v7." + good_link.substr(3)},
       "",
       "link version 7 is newer than this app (1)"},
      {{"eval", "--link", "v1.%%%"}, "", "link: malformed"},
      {{"eval", "--link", good_link.substr(0, good_link.size() / 2)}, "", "link: truncated"},
      {{"eval", "--link", "hello"}, "", "not an Attention Playground link"},
      {{"eval", "/nonexistent/scene.json"}, "", "/nonexistent/scene.json: cannot open"},
      {{"eval", "x.json", "--link", good_link}, "", "not both"},
      {{"eval", "--bogus"}, "", "--bogus"},
      {{"link"},
       R"({"query":[1],"keys":[[1]],"values":[[1]],"mask":[1]})",
       "mask[0]: expected true or false"},
      {{"link", "--decode", "v1.AAAA"}, "", "link"},
  };
  for (const Bad& c : cases) {
    const CliRun r = run_cli(c.args, c.stdin_text);
    std::string what = c.args[0];
    for (std::size_t i = 1; i < c.args.size(); ++i) what += " " + c.args[i].substr(0, 40);
    EXPECT_EQ(r.code, 2) << what << "\nstderr: " << r.err;
    EXPECT_TRUE(r.out.empty()) << what << "\nstdout: " << r.out;
    ASSERT_FALSE(r.err.empty()) << what;
    EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << what << ": not one line: " << r.err;
    EXPECT_NE(r.err.find(c.message), std::string::npos)
        << what << "\n  want: " << c.message << "\n  got:  " << r.err;
  }
}

}  // namespace
}  // namespace ap
