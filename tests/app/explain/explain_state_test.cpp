// ExplainState (the Explain tab's part of the link): its JSON round trip, the defaults an old
// link opens with, the message of every bad field (the field named, the state kept), and the
// share link's bit-exact round trip of the explain section.
#include "app/state/app_state.h"
#include "app/scene/presets.h"
#include "app/link/share_link.h"
#include "app/state/state_codec.h"

#include <gtest/gtest.h>

namespace ap {
namespace {

ExplainState Edited() {
  ExplainState e;
  e.sentence = "The cat saw the dog.";
  e.model = s2s::ModelKind::Transformer;
  e.view = explain::AttentionView::Head;
  e.layer = 1;
  e.head = 3;
  e.selected_target = 2;
  e.intervention = explain::InterventionKind::Word;
  e.position = 2;
  e.word = 4;
  e.release = true;
  return e;
}

TEST(ExplainState, JsonRoundTrip) {
  const ExplainState e = Edited();
  const nlohmann::json j = to_json(e);
  EXPECT_EQ(j.dump(),
            R"({"head":3,"intervention":"word","layer":1,"model":"transformer","position":2,)"
            R"("release":true,"selected_target":2,"sentence":"The cat saw the dog.","view":"head",)"
            R"("word":4})");
  ExplainState back;
  std::string error;
  ASSERT_TRUE(from_json(j, &back, &error)) << error;
  EXPECT_TRUE(back == e);
  for (const char* view : {"head", "mean", "rollout", "norm"}) {
    ASSERT_TRUE(from_json(nlohmann::json{{"view", view}}, &back, &error)) << error;
    EXPECT_EQ(to_json(back)["view"], view);
  }
  for (const char* kind : {"none", "uniform", "permute", "word"}) {
    ASSERT_TRUE(from_json(nlohmann::json{{"intervention", kind}}, &back, &error)) << error;
    EXPECT_EQ(to_json(back)["intervention"], kind);
  }
}

TEST(ExplainState, DefaultsAreTheArticlesSentenceWithNothingChosen) {
  const ExplainState e;
  EXPECT_EQ(e.sentence, s2s::article_sentence_en());
  EXPECT_EQ(e.model, s2s::ModelKind::Search);
  EXPECT_EQ(e.view, explain::AttentionView::Mean);
  EXPECT_EQ(e.selected_target, -1);
  EXPECT_EQ(e.intervention, explain::InterventionKind::None);
  EXPECT_EQ(e.position, -1);
  EXPECT_EQ(e.word, -1);
  EXPECT_FALSE(e.release);
  // A state JSON older than the tab (no "explain") keeps the defaults.
  AppState s;
  std::string error;
  ASSERT_TRUE(app_state_from_json(nlohmann::json{{"view", {{"tab", "translate"}}}}, &s, &error))
      << error;
  EXPECT_TRUE(s.explain == ExplainState{});
  // And the tab is reached by its name.
  ASSERT_TRUE(app_state_from_json(nlohmann::json{{"view", {{"tab", "explain"}}}}, &s, &error))
      << error;
  EXPECT_EQ(s.view.tab, Tab::Explain);
}

// One bad value of every field: the message names the field and says what is accepted, and the
// state is untouched.
TEST(ExplainState, EveryBadFieldIsRefusedByName) {
  const struct {
    nlohmann::json j;
    const char* message;
  } cases[] = {
      {{{"sentence", std::string(2001, 'a')}},
       "explain.sentence: text of 2001 bytes exceeds the limit of 2000"},
      {{{"sentence", 3}}, "explain.sentence: expected a string, got number"},
      {{{"model", "gpt"}},
       R"(explain.model: expected "search", "encdec" or "transformer", not "gpt")"},
      {{{"view", "max"}},
       R"(explain.view: expected "head", "mean", "rollout" or "norm", not "max")"},
      {{{"layer", 16}}, "explain.layer: must be in [-1, 15], got 16"},
      {{{"layer", -2}}, "explain.layer: must be in [-1, 15], got -2"},
      {{{"head", 1.5}}, "explain.head: expected an integer, got 1.5"},
      {{{"selected_target", 256}}, "explain.selected_target: must be in [-1, 255], got 256"},
      {{{"intervention", "zero"}},
       R"(explain.intervention: expected "none", "uniform", "permute" or "word", not "zero")"},
      {{{"position", -5}}, "explain.position: must be in [-1, 255], got -5"},
      {{{"word", "cat"}}, "explain.word: expected an integer, got string"},
      {{{"release", 1}}, "explain.release: expected true or false, got number"},
      {nlohmann::json::array(), "explain: expected a JSON object, got array"},
  };
  for (const auto& c : cases) {
    ExplainState e = Edited();
    std::string error;
    EXPECT_FALSE(from_json(c.j, &e, &error)) << c.j.dump();
    EXPECT_EQ(error, c.message);
    EXPECT_TRUE(e == Edited()) << c.j.dump();
    // Through the whole state (setState) the message is the same and the state is kept.
    AppState s;
    s.explain = Edited();
    EXPECT_FALSE(app_state_from_json(nlohmann::json{{"explain", c.j}}, &s, &error));
    EXPECT_EQ(error, c.message);
    EXPECT_TRUE(s.explain == Edited());
  }
}

TEST(ExplainState, ShareLinkRoundTripsBitExactly) {
  AppState s;
  s.lab = default_scene();
  s.view.tab = Tab::Explain;
  s.explain = Edited();
  const std::string link = ShareLink::encode(s);
  AppState back;
  std::string error;
  ASSERT_TRUE(ShareLink::decode(link, &back, &error)) << error;
  EXPECT_TRUE(back == s);
  EXPECT_EQ(ShareLink::encode(back), link);  // the same bytes again
  // A default explain section is left out: the link is as long as one without the tab's state.
  AppState plain = s;
  plain.explain = ExplainState{};
  AppState plain_back;
  ASSERT_TRUE(ShareLink::decode(ShareLink::encode(plain), &plain_back, &error)) << error;
  EXPECT_TRUE(plain_back.explain == ExplainState{});
  EXPECT_LT(ShareLink::encode(plain).size(), link.size());
  // Only the changed fields travel.
  AppState one = plain;
  one.explain.release = true;
  const std::string body = share_link_detail::section(6, R"({"release":true})");
  AppState from_section;
  ASSERT_TRUE(ShareLink::decode(share_link_detail::wrap_payload(body), &from_section, &error))
      << error;
  EXPECT_TRUE(from_section.explain == one.explain);
}

TEST(ExplainState, ABadExplainSectionIsRefusedWithTheField) {
  const std::string body = share_link_detail::section(6, R"({"view":"sideways"})");
  AppState kept;
  kept.explain = Edited();
  std::string error;
  EXPECT_FALSE(ShareLink::decode(share_link_detail::wrap_payload(body), &kept, &error));
  EXPECT_EQ(error,
            R"(link: explain.view: expected "head", "mean", "rollout" or "norm", not "sideways")");
  EXPECT_TRUE(kept.explain == Edited());
  const std::string twice =
      share_link_detail::section(6, "{}") + share_link_detail::section(6, "{}");
  EXPECT_FALSE(ShareLink::decode(share_link_detail::wrap_payload(twice), &kept, &error));
  EXPECT_EQ(error, "link: the explain section appears twice");
  const std::string broken = share_link_detail::section(6, "{\"word\":");
  EXPECT_FALSE(ShareLink::decode(share_link_detail::wrap_payload(broken), &kept, &error));
  EXPECT_NE(error.find("link: explain section: malformed JSON"), std::string::npos) << error;
}

}  // namespace
}  // namespace ap
