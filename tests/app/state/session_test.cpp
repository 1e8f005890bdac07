// AppSession: edits are validated (a bad edit changes nothing and says why in the banner), a drag
// (same merge key) is one undo step, undo/redo restore exact states and results, the revision
// moves on every change and only then, links round-trip and bad links keep the state.
#include "app/scene/presets.h"
#include "app/state/session.h"
#include "app/link/share_link.h"

#include <gtest/gtest.h>

#include <cmath>

namespace ap {
namespace {

TEST(Session, StartsFromTheDefaultPresetWithItsResult) {
  AppSession s;
  EXPECT_EQ(s.state().lab, default_scene());
  EXPECT_EQ(s.result().single.weights, evaluate_lab(default_scene()).single.weights);
  EXPECT_EQ(s.banner(), "");
  EXPECT_FALSE(s.can_undo());
  EXPECT_FALSE(s.can_redo());
}

TEST(Session, EditReEvaluatesAndBumpsTheRevision) {
  AppSession s;
  const auto r0 = s.revision();
  const Vec w0 = s.result().single.weights;
  ASSERT_TRUE(s.edit([](AppState& st) { st.lab.keys(0, 0) += 1.0f; }));
  EXPECT_EQ(s.revision(), r0 + 1);
  EXPECT_NE(s.result().single.weights, w0);
  EXPECT_EQ(s.result().single.weights, evaluate_lab(s.state().lab).single.weights);
}

TEST(Session, AnEditThatChangesNothingIsNotAStep) {
  AppSession s;
  const auto r0 = s.revision();
  ASSERT_TRUE(s.edit([](AppState&) {}));
  EXPECT_EQ(s.revision(), r0);
  EXPECT_FALSE(s.can_undo());
}

TEST(Session, InvalidEditKeepsTheStateAndSetsTheBanner) {
  AppSession s;
  const AttentionScene before = s.state().lab;
  const auto r0 = s.revision();
  EXPECT_FALSE(s.edit([](AppState& st) { st.lab.keys(1, 0) = std::nanf(""); }));
  EXPECT_EQ(s.state().lab, before);
  EXPECT_EQ(s.revision(), r0);
  EXPECT_NE(s.banner().find("keys[1][0]"), std::string::npos) << s.banner();
  // The next good edit clears a banner that reported a rejected edit.
  ASSERT_TRUE(s.edit([](AppState& st) { st.lab.keys(1, 0) = 0.25f; }));
  EXPECT_EQ(s.banner(), "");
}

TEST(Session, ADragIsOneUndoStep) {
  AppSession s;
  const AttentionScene start = s.state().lab;
  for (int i = 1; i <= 10; ++i)
    ASSERT_TRUE(s.edit([i](AppState& st) { st.lab.keys(0, 1) = 0.1f * i; }, "drag:k0"));
  ASSERT_TRUE(s.undo());
  EXPECT_EQ(s.state().lab, start);
  EXPECT_FALSE(s.can_undo());
  ASSERT_TRUE(s.redo());
  EXPECT_EQ(s.state().lab.keys(0, 1), 1.0f);
}

TEST(Session, EditsWithoutMergeKeyAreSeparateSteps) {
  AppSession s;
  ASSERT_TRUE(s.edit([](AppState& st) { st.lab.keys(0, 0) = 3.0f; }));
  ASSERT_TRUE(s.edit([](AppState& st) { st.lab.keys(0, 0) = 4.0f; }));
  ASSERT_TRUE(s.undo());
  EXPECT_EQ(s.state().lab.keys(0, 0), 3.0f);
  ASSERT_TRUE(s.undo());
  EXPECT_EQ(s.state().lab, default_scene());
  EXPECT_FALSE(s.undo());
}

TEST(Session, UndoRestoresTheResultAndANewEditClearsRedo) {
  AppSession s;
  const Vec w0 = s.result().single.weights;
  ASSERT_TRUE(s.edit([](AppState& st) { st.lab.spec.temperature = 0.25f; }));
  ASSERT_TRUE(s.undo());
  EXPECT_EQ(s.result().single.weights, w0);
  EXPECT_TRUE(s.can_redo());
  ASSERT_TRUE(s.edit([](AppState& st) { st.view.tab = Tab::Batched; }));
  EXPECT_FALSE(s.can_redo());
}

TEST(Session, LinkRoundTripsTheWholeState) {
  AppSession a;
  ASSERT_TRUE(a.edit([](AppState& st) {
    st.lab.keys(2, 1) = 0.1f;
    st.lab.spec.temperature = 0.3f;
    st.view.tab = Tab::Batched;
    st.view.embed = true;
  }));
  AppSession b;
  std::string error;
  ASSERT_TRUE(b.load_link("#" + a.link(), &error)) << error;
  EXPECT_EQ(b.state().lab, a.state().lab);
  EXPECT_EQ(b.state().view.tab, Tab::Batched);
  EXPECT_TRUE(b.state().view.embed);
  EXPECT_EQ(b.result().single.weights, a.result().single.weights);  // bit-identical
  EXPECT_EQ(b.banner(), "");
  ASSERT_TRUE(b.undo());  // loading a link is one undo step
  EXPECT_EQ(b.state().lab, default_scene());
}

TEST(Session, BadLinksKeepTheStateAndExplainInTheBanner) {
  AppSession s;
  ASSERT_TRUE(s.edit([](AppState& st) { st.lab.keys(0, 0) = 9.0f; }));
  const AttentionScene before = s.state().lab;
  const std::string good = s.link();
  const auto r0 = s.revision();
  for (const std::string& bad :
       {std::string("garbage"), good.substr(0, good.size() / 2), "v9." + good.substr(3),
        "v1." + std::string(ShareLink::kMaxChars + 10, 'A')}) {
    std::string error;
    EXPECT_FALSE(s.load_link(bad, &error)) << bad.substr(0, 40);
    EXPECT_FALSE(error.empty());
    EXPECT_EQ(s.banner(), error);
    EXPECT_EQ(s.banner().rfind("link", 0), 0u) << s.banner();
    EXPECT_EQ(s.state().lab, before);
    EXPECT_EQ(s.revision(), r0);
  }
  // A good link afterwards clears the banner.
  std::string error;
  ASSERT_TRUE(s.load_link(good, &error)) << error;
  EXPECT_EQ(s.banner(), "");
}

TEST(Session, ReplaceValidates) {
  AppSession s;
  AppState bad = s.state();
  bad.lab.values.resize(1, 2);  // n mismatch
  std::string error;
  EXPECT_FALSE(s.replace(bad, true, &error));
  EXPECT_FALSE(error.empty());
  EXPECT_EQ(s.state().lab, default_scene());
  AppState good = s.state();
  good.lab.spec.temperature = 2.0f;
  EXPECT_TRUE(s.replace(good, /*record_undo=*/false, &error));
  EXPECT_FALSE(s.can_undo());
}

}  // namespace
}  // namespace ap
