// ViewState / TranslationState / DemoState JSON: round trip, tolerant of unknown and missing
// fields, errors name the field.
#include "app/app_state.h"

#include <gtest/gtest.h>

namespace ap {
namespace {

TEST(StatesJson, RoundTrip) {
  ViewState v;
  v.tab = "heads";
  v.projection_x = 3;
  v.embed = true;
  v.language = "zh";
  ViewState v2;
  std::string error;
  ASSERT_TRUE(from_json(to_json(v), &v2, &error)) << error;
  EXPECT_EQ(to_json(v2), to_json(v));
  TranslationState t;
  t.sentence = "I like cats";
  t.beam = 4;
  t.selected_target = 2;
  TranslationState t2;
  ASSERT_TRUE(from_json(to_json(t), &t2, &error)) << error;
  EXPECT_EQ(to_json(t2), to_json(t));
  DemoState d;
  d.head_seed = 0xFFFFFFFFFFFFFFFFull;
  d.self_sentence = "研究表明";
  d.causal = true;
  DemoState d2;
  ASSERT_TRUE(from_json(to_json(d), &d2, &error)) << error;
  EXPECT_EQ(d2.head_seed, d.head_seed);
  EXPECT_EQ(to_json(d2), to_json(d));
}

TEST(StatesJson, UnknownAndMissingFieldsAreFine) {
  ViewState v;
  std::string error;
  ASSERT_TRUE(from_json(nlohmann::json{{"tab", "self"}, {"new_thing", 1}}, &v, &error)) << error;
  EXPECT_EQ(v.tab, "self");
  EXPECT_EQ(v.language, "en");
}

TEST(StatesJson, ErrorsNameTheFieldAndKeepTheState) {
  ViewState v;
  std::string error;
  EXPECT_FALSE(from_json(nlohmann::json{{"tab", "self"}, {"embed", 1}}, &v, &error));
  EXPECT_EQ(error, "view.embed: expected true or false, got number");
  EXPECT_EQ(v.tab, "lab");  // untouched
  TranslationState t;
  EXPECT_FALSE(from_json(nlohmann::json{{"beam", 0}}, &t, &error));
  EXPECT_EQ(error, "translation.beam: must be in [1, 16], got 0");
  EXPECT_FALSE(from_json(nlohmann::json{{"beam", 2.5}}, &t, &error));
  EXPECT_EQ(error, "translation.beam: expected an integer, got 2.5");
  DemoState d;
  EXPECT_FALSE(from_json(nlohmann::json{{"head_seed", -1}}, &d, &error));
  EXPECT_EQ(error, "demos.head_seed: must be ≥ 0, got -1");
  EXPECT_FALSE(from_json(nlohmann::json::array(), &d, &error));
  EXPECT_EQ(error, "demos: expected a JSON object, got array");
}

}  // namespace
}  // namespace ap
