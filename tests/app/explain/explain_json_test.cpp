// The explanations' options JSON (app/explain/explain_json.h): the defaults, a full set read back,
// and every bad field refused with a message naming it; and the explanation's JSON fields.
#include "app/explain/explain_json.h"

#include "app/json_util.h"

#include <gtest/gtest.h>

namespace ap {
namespace {

using nlohmann::json;

std::string refusal(const char* text) {
  json j;
  std::string error;
  EXPECT_TRUE(parse_json_text(text, &j, &error)) << error;
  explain::Options o;
  o.layer = 7;  // untouched on failure
  EXPECT_FALSE(explain_options_from_json(j, &o, &error)) << text;
  EXPECT_EQ(o.layer, 7);
  return error;
}

TEST(ExplainJson, ReadsEveryField) {
  explain::Options o;
  std::string error;
  ASSERT_TRUE(explain_options_from_json(json::object(), &o, &error)) << error;
  EXPECT_EQ(o.view, explain::AttentionView::Mean);
  EXPECT_EQ(o.intervention, explain::InterventionKind::None);
  const json j = {
      {"view", "head"},
      {"layer", 1},
      {"head", 3},
      {"model", "transformer"},
      {"sentence", "I love my cat."},
      {"intervention",
       {{"kind", "word"}, {"position", 2}, {"word", 4}, {"release", true}, {"seed", 9}}}};
  ASSERT_TRUE(explain_options_from_json(j, &o, &error)) << error;
  EXPECT_EQ(o.view, explain::AttentionView::Head);
  EXPECT_EQ(o.layer, 1);
  EXPECT_EQ(o.head, 3);
  EXPECT_EQ(o.intervention, explain::InterventionKind::Word);
  EXPECT_EQ(o.position, 2);
  EXPECT_EQ(o.word, 4);
  EXPECT_TRUE(o.release);
  EXPECT_EQ(o.seed, 9u);
}

TEST(ExplainJson, RefusesEachBadFieldByName) {
  EXPECT_EQ(refusal("[]"), "explain options: expected an object, got array");
  EXPECT_EQ(refusal(R"({"veiw": "mean"})"), "veiw: unknown field");
  EXPECT_EQ(refusal(R"({"view": "max"})"),
            "view: must be \"head\", \"mean\", \"rollout\" or \"norm\", not \"max\"");
  EXPECT_EQ(refusal(R"({"view": 3})"), "view: expected a string, got number");
  EXPECT_EQ(refusal(R"({"layer": -2})"), "layer: must be in [-1, 64], got -2");
  EXPECT_EQ(refusal(R"({"head": 1.5})"), "head: expected an integer, got 1.5");
  EXPECT_EQ(refusal(R"({"intervention": 1})"), "intervention: expected an object, got number");
  EXPECT_EQ(refusal(R"({"intervention": {}})"),
            "intervention.kind: missing (\"none\", \"uniform\", \"permute\" or \"word\")");
  EXPECT_EQ(refusal(R"({"intervention": {"kind": "mask", "position": 0}})"),
            "intervention.kind: must be \"none\", \"uniform\", \"permute\" or \"word\", not "
            "\"mask\"");
  EXPECT_EQ(refusal(R"({"intervention": {"kind": "uniform"}})"),
            "intervention.position: missing (the target word whose attention is replaced)");
  EXPECT_EQ(refusal(R"({"intervention": {"kind": "uniform", "position": -1}})"),
            "intervention.position: must be in [0, 1000], got -1");
  EXPECT_EQ(refusal(R"({"intervention": {"kind": "word", "position": 0}})"),
            "intervention.word: missing (the source word that gets all the attention)");
  EXPECT_EQ(refusal(R"({"intervention": {"kind": "uniform", "position": 0, "release": 1}})"),
            "intervention.release: expected true or false, got number");
  EXPECT_EQ(refusal(R"({"intervention": {"kind": "permute", "position": 0, "seed": -1}})")
                .rfind("intervention.seed: ", 0),
            0u);
  EXPECT_EQ(refusal(R"({"intervention": {"kind": "uniform", "position": 0, "at": 1}})"),
            "intervention.at: unknown field");
}

TEST(ExplainJson, WritesTheMapsAndTheIntervention) {
  explain::Explanation e;
  e.source_tokens = {"a", "b"};
  e.target_tokens = {"x"};
  e.translation = "X";
  e.attention = {{0.25f, 0.75f}};
  e.gradient = {{0.1f, 0.9f}};
  e.gradient_signed = {{-0.5f, 2.0f}};
  e.leave_one_out = {{0.0f, 1.5f}};
  e.summary = {{"gradient", 1.0, 0.5}};
  e.has_intervention = true;
  e.intervention.kind = explain::InterventionKind::Permute;
  e.intervention.position = 0;
  e.intervention.tokens = {"y"};
  e.intervention.changed = {true};
  e.intervention.attention_used = {{0.75f, 0.25f, 0.0f}};
  const json j = explanation_to_json(e, s2s::ModelKind::Search);
  EXPECT_EQ(j["model"], "search");
  EXPECT_EQ(explanation_to_json(e, s2s::ModelKind::Transformer)["model"], "transformer");
  EXPECT_EQ(dump_json(j["attention"]), "[[0.25,0.75]]");
  EXPECT_EQ(dump_json(j["gradient"]), "[[0.1,0.9]]");
  EXPECT_EQ(dump_json(j["summary"]),
            R"([{"argmax_agreement":1.0,"method":"gradient","spearman":0.5}])");
  EXPECT_FALSE(j.contains("rollout"));
  EXPECT_EQ(j["intervention"]["kind"], "permute");
  EXPECT_EQ(j["intervention"]["changed"], json::array({true}));
  EXPECT_EQ(dump_json(j["intervention"]["attention_used"]), "[[0.75,0.25,0.0]]");
}

}  // namespace
}  // namespace ap
