// Headless tests of the vector lab UI: the real AppUi and AppSession, driven by scripted mouse
// and keyboard input at the widget rects the UI records (ui_harness.h). Each test checks the app
// state or the evaluated weights, never pixels.
#include "ui_harness.h"

#include "app/host.h"
#include "app/scene/presets.h"
#include "app/scene/scene_ops.h"
#include "ui/tabs/key_explain.h"
#include "ui/widgets/number_field.h"

#include <cmath>
#include <string>

namespace ap::ui::test {
namespace {

// The panels record each tooltip they show in the widget registry ("tooltip/..."), so the tests
// ask the UI's own record rather than ImGui's internal window names. The registry answers for the
// last two frames: after the mouse moves away, let one more frame pass before asking.
bool AnyTooltipShown(const WidgetRegistry& widgets) {
  for (const std::string& id : widgets.ids())
    if (id.rfind("tooltip/", 0) == 0) return true;
  return false;
}

TEST(UiHarnessTest, RunsHundredsOfFramesAtSeveralSizes) {
  for (ImVec2 size : {ImVec2(1280, 800), ImVec2(420, 800), ImVec2(800, 600)}) {
    UiHarness h(size.x, size.y);
    h.Frames(300);
    EXPECT_GT(ImGui::GetDrawData()->TotalVtxCount, 1000) << size.x;
    EXPECT_TRUE(h.Has("tab/lab"));
    EXPECT_TRUE(h.Has("toolbar/undo"));
    if (size.x < 900) {
      // Narrow: the canvas first, the editors below the fold; scrolling the wheel brings them
      // up, and the canvas is then scrolled back into view.
      EXPECT_TRUE(h.Has("canvas/query")) << size.x;
      h.MoveTo(ImVec2(size.x - 15.0f, size.y * 0.5f));  // over the tab's scrollbar
      for (int i = 0; i < 60 && !h.Has("keys/0/0"); ++i) {
        ImGui::GetIO().MouseWheel = -5.0f;
        h.Frame();
      }
      EXPECT_TRUE(h.Has("keys/0/0")) << size.x;
      for (int i = 0; i < 60 && !(h.Has("canvas/query") && h.Has("canvas/key/3")); ++i) {
        ImGui::GetIO().MouseWheel = 5.0f;
        h.Frame();
      }
    } else {
      EXPECT_TRUE(h.Has("keys/0/0"));
    }
    EXPECT_TRUE(h.Has("canvas/query")) << size.x;
    EXPECT_TRUE(h.Has("canvas/key/3")) << size.x;
    const ImVec2 q = h.Center("canvas/query");
    EXPECT_TRUE(q.x >= 0 && q.x <= size.x && q.y >= 0 && q.y <= size.y)
        << "recorded tips are on screen";
    EXPECT_EQ(h.session.state().lab, default_scene()) << "drawing alone must not edit";
  }
}

TEST(UiHarnessTest, MouseWanderingOverEverythingEditsNothing) {
  UiHarness h;
  const AttentionScene before = h.session.state().lab;
  for (int y = 0; y < 800; y += 23)
    for (int x = 0; x < 1280; x += 97)
      h.MoveTo(ImVec2(static_cast<float>(x), static_cast<float>(y)));
  EXPECT_EQ(h.session.state().lab, before);
  EXPECT_FALSE(h.session.can_undo());
}

TEST(KeyTableTest, TypedNumberChangesWeightsAndCtrlZRestoresThem) {
  UiHarness h;
  const Vec weights_before = h.session.result().single.weights;
  const AttentionScene before = h.session.state().lab;
  h.TypeIntoCell("keys/0/0", "3");
  EXPECT_EQ(h.session.state().lab.keys(0, 0), 3.0f);
  EXPECT_GT(h.session.result().single.weights(0), weights_before(0) + 0.1f)
      << "key 0 now points more along the query: more weight";
  EXPECT_TRUE(h.session.banner().empty()) << h.session.banner();

  h.Press(ImGuiKey_Z, /*ctrl=*/true);
  EXPECT_EQ(h.session.state().lab, before);
  EXPECT_TRUE(h.session.result().single.weights.isApprox(weights_before, 0.0f));

  h.Press(ImGuiKey_Z, /*ctrl=*/true, /*shift=*/true);  // redo
  EXPECT_EQ(h.session.state().lab.keys(0, 0), 3.0f);
  h.Click("toolbar/undo");
  EXPECT_EQ(h.session.state().lab, before);
  h.Press(ImGuiKey_Y, /*ctrl=*/true);  // redo, the other shortcut
  EXPECT_EQ(h.session.state().lab.keys(0, 0), 3.0f);
}

TEST(KeyTableTest, TypingNanShowsTheBannerAndLeavesTheStateAlone) {
  UiHarness h;
  const AttentionScene before = h.session.state().lab;
  h.TypeIntoCell("values/1/0", "nan");
  EXPECT_EQ(h.session.state().lab, before);
  EXPECT_FALSE(h.session.can_undo());
  EXPECT_NE(h.session.banner().find("values[1][0]"), std::string::npos) << h.session.banner();
  h.Frames(2);
  ASSERT_TRUE(h.Has("banner"));
  h.Click("banner/dismiss");
  EXPECT_TRUE(h.session.banner().empty());
  h.Frames(2);
  EXPECT_FALSE(h.Has("banner"));
}

TEST(KeyTableTest, TypingTextThatIsNotANumberSaysSo) {
  UiHarness h;
  const AttentionScene before = h.session.state().lab;
  h.TypeIntoCell("keys/2/1", "abc");
  EXPECT_EQ(h.session.state().lab, before);
  EXPECT_NE(h.session.banner().find("keys[2][1]"), std::string::npos) << h.session.banner();
  EXPECT_NE(h.session.banner().find("not a number"), std::string::npos) << h.session.banner();
}

TEST(KeyTableTest, DraggingACellIsOneUndoStep) {
  UiHarness h;
  const AttentionScene before = h.session.state().lab;
  const ImVec2 c = h.Center("keys/1/1");
  h.Drag(c, ImVec2(c.x + 60, c.y), 12);
  EXPECT_GT(h.session.state().lab.keys(1, 1), before.keys(1, 1) + 0.1f);
  ASSERT_TRUE(h.session.undo());
  EXPECT_EQ(h.session.state().lab, before);
  EXPECT_FALSE(h.session.can_undo());
}

TEST(KeyTableTest, RowButtonsAddDuplicateMoveAndDelete) {
  UiHarness h;
  const AttentionScene s0 = h.session.state().lab;
  h.Click("keys/add");
  EXPECT_EQ(h.session.state().lab.n(), s0.n() + 1);
  h.Click("keys/1/duplicate");
  ASSERT_EQ(h.session.state().lab.n(), s0.n() + 2);
  EXPECT_EQ(h.session.state().lab.keys.row(2), s0.keys.row(1)) << "the copy goes right after";
  h.Click("keys/0/down");
  EXPECT_EQ(h.session.state().lab.labels[1], s0.labels[0]);
  EXPECT_EQ(h.session.state().lab.labels[0], s0.labels[1]);
  h.Click("keys/0/delete");
  EXPECT_EQ(h.session.state().lab.n(), s0.n() + 1);
  h.Click("mask/0");
  EXPECT_FALSE(h.session.state().lab.mask[0]);
  EXPECT_EQ(h.session.result().single.weights(0), 0.0f);
}

TEST(KeyTableTest, PasteCsvFromTheClipboard) {
  UiHarness h;
  ImGui::SetClipboardText("a,1,0,5,6\nb,0,1,7,8\nc,1,1,9,10\n");
  h.Click("keys/paste_csv");
  h.Click("paste/kv");
  const AttentionScene& s = h.session.state().lab;
  ASSERT_EQ(s.n(), 3);
  EXPECT_EQ(s.labels[2], "c");
  EXPECT_EQ(s.keys(2, 1), 1.0f);
  EXPECT_EQ(s.values(1, 1), 8.0f);

  ImGui::SetClipboardText("1,2\n3\n");  // ragged: refused with the line named
  const AttentionScene before = h.session.state().lab;
  h.Click("keys/paste_csv");
  h.Click("paste/kv");
  EXPECT_EQ(h.session.state().lab, before);
  EXPECT_NE(h.session.banner().find("line 2"), std::string::npos) << h.session.banner();
}

TEST(KeyTableTest, ValueWidthIsSetApartFromD) {
  UiHarness h(1600, 900);
  h.session.edit([](AppState& s) { set_value_dim(&s.lab, 3); });
  h.Frames(3);
  EXPECT_TRUE(h.Has("values/0/2"));
  // The e slider's left end is e = 1; d does not move.
  WidgetRect r;
  ASSERT_TRUE(h.services.widgets.find("dim/e", &r));
  h.Click(ImVec2(r.x + 2, r.y + r.h * 0.5f));
  EXPECT_EQ(h.session.state().lab.e(), 1);
  EXPECT_EQ(h.session.state().lab.d(), 2);
  EXPECT_FALSE(h.Has("values/0/1"));
}

TEST(ToolbarTest, ChoosingAPresetLoadsItAndUndoComesBack) {
  UiHarness h;
  const AttentionScene before = h.session.state().lab;
  h.Click("toolbar/presets");
  ASSERT_TRUE(h.Has("preset/masking"));
  h.Click("preset/masking");
  EXPECT_EQ(h.session.state().lab, find_preset("masking")->scene);
  h.Click("toolbar/undo");
  EXPECT_EQ(h.session.state().lab, before);
  h.Click("toolbar/redo");
  EXPECT_EQ(h.session.state().lab, find_preset("masking")->scene);
}

// The embed code names the element, the current link and tab; natively there is no page URL, so
// the script is the relative embed.js (the web host gives the page's address, app/host.h).
TEST(ToolbarTest, CopyEmbedCodeGivesTheSnippetOfThisView) {
  UiHarness h;
  h.session.navigate([](AppState& st) { st.view.tab = Tab::Translate; });
  h.Frame();
  h.Click("toolbar/copy_embed");
  ASSERT_EQ(h.services.recording_host().calls.size(), 1u);
  const std::string text = h.services.recording_host().calls[0].text;
  EXPECT_NE(text.find("<script type=\"module\" src=\"embed.js\"></script>"), std::string::npos)
      << text;
  EXPECT_NE(text.find("link=\"" + h.session.link() + "\""), std::string::npos) << text;
  EXPECT_NE(text.find("tab=\"translate\""), std::string::npos) << text;
}

TEST(ToolbarTest, CopyLinkAndExportGoThroughTheHost) {
  UiHarness h;
  h.Click("toolbar/copy_link");
  ASSERT_EQ(h.services.recording_host().calls.size(), 1u);
  EXPECT_EQ(h.services.recording_host().calls[0].kind, "clipboard");
  EXPECT_NE(h.services.recording_host().calls[0].text.find(h.session.link()), std::string::npos);
  h.Click("toolbar/export");
  h.Click("export/csv");
  ASSERT_EQ(h.services.recording_host().calls.size(), 2u);
  EXPECT_EQ(h.services.recording_host().calls[1].filename, "attention.csv");
  EXPECT_NE(h.services.recording_host().calls[1].text.find("cat"), std::string::npos);
  h.Click("toolbar/export");
  h.Click("export/json");
  ASSERT_EQ(h.services.recording_host().calls.size(), 3u);
  EXPECT_NE(h.services.recording_host().calls[2].text.find("\"keys\""), std::string::npos);
  h.services.recording_host().calls.clear();
}

TEST(CanvasTest, DraggingAKeyArrowMovesItAndOneUndoRevertsTheWholeDrag) {
  UiHarness h;
  const AttentionScene before = h.session.state().lab;
  const ImVec2 tip = h.Center("canvas/key/1");
  h.Drag(tip, ImVec2(tip.x + 50, tip.y + 40), 15);
  const AttentionScene& after = h.session.state().lab;
  EXPECT_GT(after.keys(1, 0), before.keys(1, 0) + 0.05f) << "moved right";
  EXPECT_LT(after.keys(1, 1), before.keys(1, 1) - 0.05f) << "moved down = smaller y";
  EXPECT_EQ(after.keys.row(0), before.keys.row(0));
  EXPECT_EQ(after.queries, before.queries);
  // The arrow's tip is now where the mouse let go (within the 1/100-step rounding).
  const ImVec2 now = h.Center("canvas/key/1");
  EXPECT_NEAR(now.x, tip.x + 50, 3.0f);
  EXPECT_NEAR(now.y, tip.y + 40, 3.0f);
  ASSERT_TRUE(h.session.undo());
  EXPECT_EQ(h.session.state().lab, before);
  EXPECT_FALSE(h.session.can_undo()) << "the whole drag was one step";
}

TEST(CanvasTest, DraggingTheQueryChangesTheWeights) {
  UiHarness h;
  const Vec w0 = h.session.result().single.weights;
  const ImVec2 tip = h.Center("canvas/query");
  const ImVec2 key2 = h.Center("canvas/key/2");
  h.Drag(tip, key2, 10);  // point the query at key 2
  EXPECT_GT(h.session.result().single.weights(2), w0(2) + 0.1f);
}

TEST(CanvasTest, ProjectionEditsOnlyTheShownCoordinates) {
  UiHarness h;
  h.session.edit([](AppState& s) {
    set_key_dim(&s.lab, 4);
    s.lab.keys(0, 2) = 0.5f;
  });
  h.session.replace(
      [&] {
        AppState s = h.session.state();
        s.view.projection_x = 2;
        s.view.projection_y = 0;
        return s;
      }(),
      false);
  h.Frames(3);
  const AttentionScene before = h.session.state().lab;
  const ImVec2 tip = h.Center("canvas/key/0");
  h.Drag(tip, ImVec2(tip.x + 30, tip.y - 30), 8);
  const AttentionScene& after = h.session.state().lab;
  EXPECT_GT(after.keys(0, 2), before.keys(0, 2)) << "x axis is coordinate 2";
  EXPECT_GT(after.keys(0, 0), before.keys(0, 0)) << "y axis is coordinate 0";
  EXPECT_EQ(after.keys(0, 1), before.keys(0, 1)) << "hidden coordinates stay";
  EXPECT_EQ(after.keys(0, 3), before.keys(0, 3));
}

TEST(CanvasTest, HoveringAKeyShowsItsComputation) {
  UiHarness h;
  h.MoveTo(ImVec2(5, 790));
  h.Frames(2);
  EXPECT_FALSE(AnyTooltipShown(h.services.widgets));
  h.MoveTo(h.Center("canvas/key/0"));
  h.Frames(2);
  EXPECT_TRUE(h.Has("tooltip/key/0"));
}

TEST(HoverTest, HoveringAKeyInTheTableOrTheStepsShowsItsComputation) {
  UiHarness h;
  h.MoveTo(ImVec2(5, 790));
  EXPECT_FALSE(AnyTooltipShown(h.services.widgets));
  const ImVec2 cell = h.Center("label/2");
  h.MoveTo(ImVec2(cell.x, cell.y));
  h.Frames(2);
  EXPECT_TRUE(h.Has("tooltip/key/2")) << "table row";
  WidgetRect steps;
  ASSERT_TRUE(h.services.widgets.find("steps", &steps));
  h.MoveTo(ImVec2(5, 790));
  h.Frame();
  EXPECT_FALSE(AnyTooltipShown(h.services.widgets));
  // The first bar row of step 1 sits under its header (two text lines plus padding).
  h.MoveTo(ImVec2(steps.x + steps.w * 0.15f,
                  steps.y + 8 + ImGui::GetTextLineHeightWithSpacing() * 2.5f));
  h.Frames(2);
  EXPECT_TRUE(h.Has("tooltip/key/0")) << "scores step";
}

TEST(KeyTableTest, CtrlZWhileTypingIsTheTextFieldsNotTheSessions) {
  UiHarness h;
  h.TypeIntoCell("keys/0/0", "2");
  ASSERT_TRUE(h.session.can_undo());
  h.Click("keys/0/1");  // now typing in another cell
  h.Press(ImGuiKey_Z, /*ctrl=*/true);
  EXPECT_EQ(h.session.state().lab.keys(0, 0), 2.0f) << "the session's undo did not run";
  h.Press(ImGuiKey_Escape);
  h.Frames(2);
  h.Press(ImGuiKey_Z, /*ctrl=*/true);
  EXPECT_EQ(h.session.state().lab.keys(0, 0), default_scene().keys(0, 0));
}

TEST(ScorePanelTest, FunctionComboSqrtDToggleAndTemperature) {
  UiHarness h;
  h.Click("score/function");
  h.Click("score/function/cosine");
  EXPECT_EQ(h.session.state().lab.spec.score, ScoreFunction::Cosine);
  h.Click("score/function");
  h.Click("score/function/dot");
  EXPECT_EQ(h.session.state().lab.spec.score, ScoreFunction::Dot);
  h.Click("score/sqrt_d");
  EXPECT_EQ(h.session.state().lab.spec.score, ScoreFunction::ScaledDot);
  h.Click("score/sqrt_d");
  EXPECT_EQ(h.session.state().lab.spec.score, ScoreFunction::Dot);

  // Log slider: the left end is 0.01, the right end 100, the middle 1.
  WidgetRect r;
  ASSERT_TRUE(h.services.widgets.find("score/temperature", &r));
  h.Click(ImVec2(r.x + 2, r.y + r.h * 0.5f));
  EXPECT_NEAR(h.session.state().lab.spec.temperature, 0.01f, 0.005f);
  h.Click(ImVec2(r.x + r.w - 2, r.y + r.h * 0.5f));
  EXPECT_NEAR(h.session.state().lab.spec.temperature, 100.0f, 10.0f);
}

TEST(ScorePanelTest, GeneralShowsAnEditableW) {
  UiHarness h;
  h.Click("score/function");
  h.Click("score/function/general");
  ASSERT_EQ(h.session.state().lab.spec.score, ScoreFunction::General);
  const Vec w0 = h.session.result().single.scores;
  h.Frames(2);
  h.TypeIntoCell("W/0/1", "2");
  EXPECT_EQ(h.session.state().lab.spec.params.W(0, 1), 2.0f);
  EXPECT_FALSE(h.session.result().single.scores.isApprox(w0));
}

TEST(QueryEditorTest, DimensionSliderAndTypedQuery) {
  UiHarness h;
  h.TypeIntoCell("query/1", "-1.5");
  EXPECT_EQ(h.session.state().lab.queries(0, 1), -1.5f);
  WidgetRect r;
  ASSERT_TRUE(h.services.widgets.find("dim/d", &r));
  h.Click(ImVec2(r.x + r.w - 2, r.y + r.h * 0.5f));
  EXPECT_EQ(h.session.state().lab.d(), kMaxDim);
  h.Frames(3);
  EXPECT_TRUE(h.Has("query/63"));
  h.Frames(60);  // draws fine at d = 64
}

TEST(TabsTest, TabBarFollowsTheStateBothWays) {
  UiHarness h;
  h.Click("tab/batched");
  EXPECT_EQ(h.session.state().view.tab, Tab::Batched);
  EXPECT_TRUE(h.Has("heatmap/0/0"));
  EXPECT_FALSE(h.session.can_undo()) << "a tab click is not an undo step";
  AppState s = h.session.state();
  s.view.tab = Tab::Lab;
  h.session.replace(s, false);
  h.Frames(3);
  EXPECT_TRUE(h.Has("canvas"));
  EXPECT_FALSE(h.Has("heatmap/0/0"));
}

TEST(BatchedTest, QueriesHeatmapAndHover) {
  UiHarness h;
  h.Click("tab/batched");
  const int m0 = h.session.state().lab.m();
  h.Click("queries/add");
  ASSERT_EQ(h.session.state().lab.m(), m0 + 1);
  const std::string row = std::to_string(m0);
  h.TypeIntoCell("queries/" + row + "/0", "-2");
  EXPECT_EQ(h.session.state().lab.queries(m0, 0), -2.0f);
  EXPECT_TRUE(h.Has("heatmap/" + row + "/3"));
  h.MoveTo(h.Center("heatmap/" + row + "/2"));
  h.Frames(2);
  EXPECT_TRUE(h.Has("tooltip/heatmap/" + row + "/2"));
}

TEST(EmbedTest, EmbedModeHidesTheChrome) {
  UiHarness h;
  AppState s = h.session.state();
  s.view.embed = true;
  h.session.replace(s, false);
  h.Frames(3);
  EXPECT_TRUE(h.HasNone({"toolbar/undo", "keys/0/0", "tab/lab"}));
  EXPECT_TRUE(h.HasAll({"canvas/key/0", "steps"}));
}

TEST(ExplainTest, ShowsTheActualDotProductTermsAndTheWeight) {
  AttentionScene s = default_scene();  // q = (1, 0.5); key 0 = (1, 0.2)
  const AttentionResult r = evaluate_lab(s).single;
  const std::string t = ExplainKey(s, r, 0);
  EXPECT_NE(t.find("1.000*1.000 + 0.500*0.200"), std::string::npos) << t;
  EXPECT_NE(t.find("= 1.100"), std::string::npos) << t;
  char w[32];
  std::snprintf(w, sizeof(w), "= %.3f", static_cast<double>(r.weights(0)));
  EXPECT_NE(t.find(w), std::string::npos) << t;
  s.mask[0] = false;
  EXPECT_NE(ExplainKey(s, evaluate_lab(s).single, 0).find("masked"), std::string::npos);
}

TEST(NumberTextTest, ParsesWholeNumbersOnly) {
  float v = 0;
  EXPECT_TRUE(ParseNumberText(" -2.5e1 ", &v));
  EXPECT_EQ(v, -25.0f);
  EXPECT_TRUE(ParseNumberText("nan", &v));
  EXPECT_TRUE(std::isnan(v));
  EXPECT_FALSE(ParseNumberText("1.5x", &v));
  EXPECT_FALSE(ParseNumberText("", &v));
  EXPECT_FALSE(ParseNumberText("abc", &v));
}

}  // namespace
}  // namespace ap::ui::test
