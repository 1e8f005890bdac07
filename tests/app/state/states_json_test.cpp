// ViewState / TranslationState / DemoState JSON: round trip, tolerant of unknown and missing
// fields, errors name the field.
#include "app/state/app_state.h"

#include <gtest/gtest.h>

namespace ap {
namespace {

TEST(StatesJson, RoundTrip) {
  ViewState v;
  v.tab = Tab::Heads;
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
  t.model = s2s::ModelKind::Transformer;
  t.attention = AttentionMap::DecoderSelf;
  t.layer = 1;
  t.head = 3;
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
  EXPECT_EQ(v.tab, Tab::Self);
  EXPECT_EQ(v.language, "en");
  // A tab of a newer app opens the first tab, the vector lab.
  ASSERT_TRUE(from_json(nlohmann::json{{"tab", "future_tab"}}, &v, &error)) << error;
  EXPECT_EQ(v.tab, Tab::Lab);
}

// The closed sets are enums in memory and their names in JSON, byte for byte as before.
TEST(StatesJson, ClosedSetsKeepTheirNames) {
  const char* tabs[] = {"lab",  "batched", "translate", "bottleneck", "painting",
                        "self", "heads",   "tour",      "train",      "explain"};
  for (const char* name : tabs) {
    ViewState v;
    std::string error;
    ASSERT_TRUE(from_json(nlohmann::json{{"tab", name}}, &v, &error)) << error;
    EXPECT_STREQ(tab_name(v.tab), name);
    EXPECT_EQ(to_json(v)["tab"], name);
  }
  EXPECT_EQ(to_json(ViewState{}).dump(),
            R"({"embed":false,"language":"en","projection_x":0,"projection_y":1,"tab":"lab",)"
            R"("theme":"auto"})");
  TranslationState t;
  std::string error;
  EXPECT_EQ(to_json(t)["model"], "search");
  t.model = s2s::ModelKind::EncDec;
  t.sentence = "";
  EXPECT_EQ(
      to_json(t).dump(),
      R"({"attention":"cross","beam":1,"compare":false,"head":-1,"layer":-1,"model":"encdec",)"
      R"("selected_target":-1,"sentence":""})");
  // The tab opens with the article's sentence; an old link without "compare" keeps it off.
  EXPECT_EQ(TranslationState{}.sentence, s2s::article_sentence_en());
  TranslationState old;
  ASSERT_TRUE(
      from_json(nlohmann::json{{"sentence", "the cat"}, {"model", "search"}}, &old, &error));
  EXPECT_FALSE(old.compare);
  EXPECT_FALSE(from_json(nlohmann::json{{"compare", "yes"}}, &old, &error));
  EXPECT_NE(error.find("translation.compare"), std::string::npos) << error;
  EXPECT_FALSE(from_json(nlohmann::json{{"model", "nonsense"}}, &t, &error));
  EXPECT_EQ(error,
            R"(translation.model: expected "search", "encdec" or "transformer", not "nonsense")");
  EXPECT_EQ(t.model, s2s::ModelKind::EncDec);  // untouched
  DemoState d;
  EXPECT_EQ(to_json(d)["painting_score"], "cosine");
  EXPECT_EQ(to_json(d)["head_source"], "words");
  ASSERT_TRUE(from_json(nlohmann::json{{"painting_score", "scaled_dot"}, {"head_source", "random"}},
                        &d, &error))
      << error;
  EXPECT_EQ(d.painting_score, PaintingScore::ScaledDot);
  EXPECT_EQ(d.head_source, demos::HeadSource::Random);
  EXPECT_EQ(to_json(d)["painting_score"], "scaled_dot");
  EXPECT_EQ(to_json(d)["head_source"], "random");
  EXPECT_FALSE(from_json(nlohmann::json{{"painting_score", "dot"}}, &d, &error));
  EXPECT_EQ(error, R"(demos.painting_score: expected "cosine" or "scaled_dot")");
  EXPECT_FALSE(from_json(nlohmann::json{{"head_source", "file"}}, &d, &error));
  EXPECT_EQ(error, R"(demos.head_source: expected "words", "random" or "trained")");
  EXPECT_EQ(d.painting_score, PaintingScore::ScaledDot);  // untouched by the failures
}

TEST(StatesJson, ErrorsNameTheFieldAndKeepTheState) {
  ViewState v;
  std::string error;
  EXPECT_FALSE(from_json(nlohmann::json{{"tab", "self"}, {"embed", 1}}, &v, &error));
  EXPECT_EQ(error, "view.embed: expected true or false, got number");
  EXPECT_EQ(v.tab, Tab::Lab);  // untouched
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

// TrainingConfig's names and messages, byte for byte: "both" is the set of every model kind.
TEST(StatesJson, TrainingConfigNamesAndMessages) {
  EXPECT_EQ(to_json(TrainingConfig{}).dump(),
            R"({"batch":8,"hidden":32,"lr":0.005,"model":"search",)"
            R"("probe":"Where is your cold coffee?","seed":1,"task":"short"})");
  for (const char* name : {"search", "encdec", "transformer", "both", "search+transformer"}) {
    TrainingConfig c;
    std::string error;
    ASSERT_TRUE(from_json(nlohmann::json{{"model", name}}, &c, &error)) << error;
    EXPECT_EQ(to_json(c)["model"], name);
  }
  TrainingConfig both;
  std::string error;
  ASSERT_TRUE(from_json(nlohmann::json{{"model", "both"}, {"task", "full"}}, &both, &error));
  EXPECT_EQ(both.models, s2s::kBothRnns);
  EXPECT_EQ(both.task, TrainTask::Full);
  const std::pair<nlohmann::json, const char*> refused[] = {
      {{{"model", "gpt"}},
       R"(training.model: expected "search", "encdec", "transformer", "both" or )"
       R"("search+transformer", not "gpt")"},
      {{{"model", 3}}, "training.model: expected a string, got number"},
      {{{"task", "huge"}}, R"(training.task: expected "short", "medium" or "full", not "huge")"},
      {{{"hidden", 48}}, "training.hidden: 48 is not one of 16, 32, 64, 128"},
      {{{"hidden", 5000}}, "training.hidden: must be in [1, 4096], got 5000"},
      {{{"lr", "fast"}}, "training.lr: expected a number, got string"},
      {{{"lr", 1}}, "training.lr: 1 is outside [0.0001, 0.1]"},
      {{{"batch", 0}}, "training.batch: must be in [1, 128], got 0"},
      {nlohmann::json::array(), "training: expected a JSON object, got array"},
  };
  for (const auto& [j, message] : refused) {
    TrainingConfig c = both;
    EXPECT_FALSE(from_json(j, &c, &error)) << j.dump();
    EXPECT_EQ(error, message) << j.dump();
    EXPECT_EQ(c, both) << j.dump();  // untouched
  }
  ViewState v;
  EXPECT_FALSE(from_json(nlohmann::json{{"theme", "sepia"}}, &v, &error));
  EXPECT_EQ(error, R"(view.theme: expected "auto", "light" or "dark", got "sepia")");
  v.tab = Tab::Heads;
  ASSERT_TRUE(from_json(nlohmann::json{{"tab", "a-newer-tab"}}, &v, &error));  // first tab
  EXPECT_EQ(v.tab, Tab::Lab);
}

}  // namespace
}  // namespace ap
