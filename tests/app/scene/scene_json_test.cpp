// Scene JSON: exact float round trip, defaults, every validation error names its field.
#include "app/json_util.h"
#include "app/scene/scene_json.h"
#include "random_scene.h"

#include <gtest/gtest.h>

#include <cstring>

namespace ap {
namespace {

using nlohmann::json;

std::string parse_error(const std::string& text) {
  Rng rng(5);
  AttentionScene s = test::random_scene(rng, ScoreFunction::Dot);
  const AttentionScene before = s;
  std::string error;
  EXPECT_FALSE(scene_from_json_text(text, &s, &error)) << text;
  EXPECT_TRUE(s == before) << "a failed parse must leave the scene untouched";
  EXPECT_EQ(error.find('\n'), std::string::npos) << "one line: " << error;
  return error;
}

TEST(JsonFloat, EveryFloatReadsBackBitExactly) {
  Rng rng(42);
  for (int i = 0; i < 200000; ++i) {
    const float f = test::random_finite_float(rng);
    const std::string text = json_float(f).dump();
    json back;
    std::string error;
    ASSERT_TRUE(parse_json_text(text, &back, &error)) << error;
    const float g = static_cast<float>(back.get<double>());
    ASSERT_EQ(std::memcmp(&f, &g, 4), 0) << text;
    ASSERT_EQ(std::strtof(format_float(f).c_str(), nullptr), f);
  }
}

TEST(JsonFloat, ShortDecimals) {
  EXPECT_EQ(json_float(0.1f).dump(), "0.1");
  EXPECT_EQ(json_float(-2.5f).dump(), "-2.5");
  EXPECT_EQ(json_float(-0.0f).dump(), "-0.0");
  EXPECT_EQ(format_float(1e-45f), "1e-45");
  EXPECT_TRUE(json_float(std::nanf("")).is_null());
}

TEST(SceneJson, RandomScenesRoundTripExactly) {
  Rng rng(7);
  for (int i = 0; i < 500; ++i) {
    for (ScoreFunction f : test::kAllScores) {
      const AttentionScene s = test::random_scene(rng, f);
      ASSERT_TRUE(validate_scene(s, nullptr));
      const std::string text = scene_to_json(s).dump();
      AttentionScene back;
      std::string error;
      ASSERT_TRUE(scene_from_json_text(text, &back, &error)) << error << "\n" << text;
      ASSERT_TRUE(back == s) << text;
    }
  }
}

TEST(SceneJson, OptionalFieldsTakeDefaults) {
  AttentionScene s;
  std::string error;
  ASSERT_TRUE(scene_from_json_text(R"({"query":[1,2],"keys":[[1,0],[0,1]],"values":[[5],[6]],
                                      "future_field":{"x":1}})",
                                   &s, &error))
      << error;
  EXPECT_EQ(s.spec.score, ScoreFunction::Dot);
  EXPECT_EQ(s.spec.temperature, 1.0f);
  EXPECT_EQ(s.labels, (std::vector<std::string>{"k1", "k2"}));
  EXPECT_EQ(s.mask, (Mask{true, true}));
  EXPECT_EQ(s.m(), 1);
  EXPECT_EQ(s.e(), 1);
  EXPECT_EQ(s.queries(0, 1), 2.0f);
}

TEST(SceneJson, BatchedQueries) {
  AttentionScene s;
  std::string error;
  ASSERT_TRUE(scene_from_json_text(
      R"({"queries":[[1,2],[3,4],[5,6]],"keys":[[1,0]],"values":[[1]]})", &s, &error))
      << error;
  EXPECT_EQ(s.m(), 3);
  EXPECT_EQ(s.queries(2, 1), 6.0f);
  ASSERT_TRUE(scene_from_json_text(
      R"({"query":[1,2],"queries":[[1,2],[3,4]],"keys":[[1,0]],"values":[[1]]})", &s, &error))
      << error;
  EXPECT_EQ(s.m(), 2);
  EXPECT_NE(parse_error(R"({"query":[9,2],"queries":[[1,2],[3,4]],"keys":[[1,0]],"values":[[1]]})")
                .find("query: differs from queries[0]"),
            std::string::npos);
}

struct BadCase {
  const char* json;
  const char* message;  // must appear in the error
};

TEST(SceneJson, EveryErrorNamesTheFieldAndTheProblem) {
  const std::string big_keys = [] {
    std::string k = "[";
    for (int i = 0; i < 100; ++i) k += std::string(i ? "," : "") + "[1]";
    return k + "]";
  }();
  const std::string big_query = [] {
    std::string q = "[";
    for (int i = 0; i < 100; ++i) q += std::string(i ? "," : "") + "1";
    return q + "]";
  }();
  const std::string big_queries = [] {
    std::string q = "[";
    for (int i = 0; i < 40; ++i) q += std::string(i ? "," : "") + "[1]";
    return q + "]";
  }();
  const std::string big_v = [] {
    std::string v = "[";
    for (int i = 0; i < 65; ++i) v += std::string(i ? "," : "") + "1";
    return v + "]";
  }();
  const std::string long_label =
      std::string(R"({"query":[1],"keys":[[1]],"values":[[1]],"labels":[")") +
      std::string(65, 'x') + "\"]}";
  const std::string cases_big[][2] = {
      {R"({"query":[1],"keys":)" + big_keys + R"(,"values":)" + big_keys + "}",
       "keys: n = 100 exceeds the limit of 64"},
      {R"({"query":)" + big_query + R"(,"keys":[[1]],"values":[[1]]})",
       "query: d = 100 exceeds the limit of 64"},
      {R"({"queries":)" + big_queries + R"(,"keys":[[1]],"values":[[1]]})",
       "queries: m = 40 exceeds the limit of 32"},
      {R"({"score":"additive","query":[1],"keys":[[1]],"values":[[1]],"Wq":[[1]],"Wk":[[1]],"v":)" +
           big_v + "}",
       "v: h = 65 exceeds the limit of 64"},
      {long_label, "labels[0]: 65 bytes exceeds the limit of 64"},
  };
  for (const auto& c : cases_big) {
    const std::string e = parse_error(c[0]);
    EXPECT_NE(e.find(c[1]), std::string::npos) << "got: " << e;
  }

  const BadCase cases[] = {
      {R"({"query":[1,2,3],"keys":[[1,2,3],[1,2,3],[1,2]],"values":[[1],[1],[1]]})",
       R"(keys[2]: expected 3 numbers (d from "query"), got 2)"},
      {R"({"temperature":-1,"query":[1],"keys":[[1]],"values":[[1]]})",
       "temperature: must be > 0, got -1"},
      {R"({"temperature":0,"query":[1],"keys":[[1]],"values":[[1]]})",
       "temperature: must be > 0, got 0"},
      {R"({"temperature":"hot","query":[1],"keys":[[1]],"values":[[1]]})",
       "temperature: expected a number"},
      {R"({"score":"dott","query":[1],"keys":[[1]],"values":[[1]]})",
       R"(score: unknown score function "dott" (expected dot, scaled_dot, general, additive, cosine))"},
      {R"({"score":3,"query":[1],"keys":[[1]],"values":[[1]]})",
       "score: expected a string, got number"},
      {R"({"query":[1,"NaN"],"keys":[[1,1]],"values":[[1]]})",
       "query[1]: NaN or Inf is not allowed"},
      {R"({"query":[1,"-Infinity"],"keys":[[1,1]],"values":[[1]]})",
       "query[1]: NaN or Inf is not allowed"},
      {R"({"query":[1,1e999],"keys":[[1,1]],"values":[[1]]})",
       "query[1]: NaN or Inf is not allowed"},
      {R"({"query":[1],"keys":[[-1e999]],"values":[[1]]})",
       "keys[0][0]: NaN or Inf is not allowed"},
      {R"({"query":[1,1e39],"keys":[[1,1]],"values":[[1]]})",
       "query[1]: 1e+39 is outside the float range"},
      {R"({"query":[1,NaN],"keys":[[1,1]],"values":[[1]]})", "malformed JSON"},
      {R"({"query":[1,null],"keys":[[1,1]],"values":[[1]]})",
       "query[1]: expected a number, got null"},
      {R"({"query":["abc"],"keys":[[1]],"values":[[1]]})",
       R"(query[0]: expected a number, got the string "abc")"},
      {R"({"query":[1],"keys":[],"values":[]})", "keys: at least one key is required"},
      {R"({"query":[],"keys":[[1]],"values":[[1]]})", "query: at least one number is required"},
      {R"({"keys":[[1]],"values":[[1]]})", "query: missing"},
      {R"({"query":[1],"values":[[1]]})", "keys: missing"},
      {R"({"query":[1],"keys":[[1]]})", "values: missing"},
      {R"({"query":[1],"keys":{"a":1},"values":[[1]]})",
       "keys: expected an array of rows, got object"},
      {R"({"query":[1],"keys":[1],"values":[[1]]})",
       "keys[0]: expected an array of 1 numbers, got number"},
      {R"({"query":[1],"keys":[[1],[2],[3]],"values":[[1],[2]]})",
       "values: expected 3 rows (one per key), got 2"},
      {R"({"query":[1],"keys":[[1],[2]],"values":[[1,2],[1,2,3]]})",
       R"(values[1]: expected 2 numbers (e from "values[0]"), got 3)"},
      {R"({"query":[1],"keys":[[1]],"values":[[]]})", "values[0]: at least one number is required"},
      {R"({"query":[1],"keys":[[1],[2]],"values":[[1],[2]],"labels":["a"]})",
       "labels: expected 2 labels (one per key), got 1"},
      {R"({"query":[1],"keys":[[1]],"values":[[1]],"labels":[7]})",
       "labels[0]: expected a string, got number"},
      {R"({"query":[1],"keys":[[1],[2]],"values":[[1],[2]],"mask":[true,1]})",
       "mask[1]: expected true or false, got number"},
      {R"({"query":[1],"keys":[[1],[2]],"values":[[1],[2]],"mask":[true]})",
       "mask: expected 2 entries (one per key), got 1"},
      {R"({"score":"general","query":[1,2],"keys":[[1,2]],"values":[[1]]})",
       R"(W: missing, required for the "general" score)"},
      {R"({"score":"general","query":[1,2,3],"keys":[[1,2,3]],"values":[[1]],"W":[[1,0,0],[0,1,0]]})",
       "W: expected 3 rows (d×d), got 2"},
      {R"({"score":"general","query":[1,2],"keys":[[1,2]],"values":[[1]],"W":[[1,0],[0]]})",
       R"(W[1]: expected 2 numbers (d from "query"), got 1)"},
      {R"({"score":"additive","query":[1,2],"keys":[[1,2]],"values":[[1]]})",
       R"(Wq: missing, required for the "additive" score)"},
      {R"({"score":"additive","query":[1,2],"keys":[[1,2]],"values":[[1]],"Wq":[[1,2]]})",
       R"(Wk: missing, required for the "additive" score)"},
      {R"({"score":"additive","query":[1,2],"keys":[[1,2]],"values":[[1]],"Wq":[[1,2]],"Wk":[[1,2]]})",
       R"(v: missing, required for the "additive" score)"},
      {R"({"score":"additive","query":[1,2],"keys":[[1,2]],"values":[[1]],"Wq":[[1,2]],"Wk":[[1,2]],"v":[1,2]})",
       R"(Wq: expected 2 rows (h from "v"), got 1)"},
      {R"({"score":"dot","query":[1,2],"keys":[[1,2]],"values":[[1]],"Wq":[[1,2]]})",
       "Wk: missing, Wq, Wk and v go together"},
      {R"([1,2])", "scene: expected a JSON object, got array"},
      {R"({"query": [1,)", "malformed JSON: "},
      {"", "malformed JSON"},
  };
  for (const BadCase& c : cases) {
    const std::string e = parse_error(c.json);
    EXPECT_NE(e.find(c.message), std::string::npos)
        << c.json << "\n  want: " << c.message << "\n  got:  " << e;
  }
}

TEST(SceneJson, MalformedJsonSaysWhere) {
  const std::string e = parse_error("{\"query\": [1, NaN]}");
  EXPECT_NE(e.find("line 1, column"), std::string::npos) << e;
  EXPECT_NE(e.find("NaN and Infinity are not allowed"), std::string::npos) << e;
}

TEST(SceneJson, ResultJsonHasEveryField) {
  AttentionScene s;
  std::string error;
  ASSERT_TRUE(scene_from_json_text(R"({"queries":[[1,0],[0,1]],"keys":[[1,0],[0,1],[1,1]],
      "values":[[1,2],[3,4],[5,6]],"mask":[true,true,false]})",
                                   &s, &error))
      << error;
  const LabResult r = evaluate_lab(s);
  json j = result_to_json(r, true);
  ASSERT_EQ(j["scores"].size(), 3u);
  ASSERT_EQ(j["weights"].size(), 3u);
  ASSERT_EQ(j["output"].size(), 2u);
  ASSERT_EQ(j["contributions"].size(), 3u);
  EXPECT_EQ(j["all_masked"], false);
  EXPECT_EQ(j["weights"][2].get<double>(), 0.0);  // masked
  ASSERT_EQ(j["batch"]["weights"].size(), 2u);
  ASSERT_EQ(j["batch"]["output"].size(), 2u);
  EXPECT_FALSE(result_to_json(r, false).contains("batch"));
  // The numbers are the core's, bit for bit.
  EXPECT_EQ(static_cast<float>(j["output"][1].get<double>()), r.single.output(1));
}

}  // namespace
}  // namespace ap
