// Headless UI tests of the Train tab: the real AppUi with the tab's buttons clicked
// at their recorded rects. Play trains (and keeps training while another tab is shown), Pause
// stops, Step does one update, Reset forgets; the model radio buttons edit state.training (so
// the link carries them); the probe heatmap's cells are painted with the weight colour of the
// alignment the session computed, pixel for pixel; a remote session (the page's, whose training
// runs in a worker) shows what its worker sends.
#include "screenshot.h"
#include "ui_harness.h"

#include "../app/tiny_training_plan.h"

#include "app/link/share_link.h"
#include "app/training/training_remote.h"
#include "ui/palette.h"
#include "ui/tabs/training_curves.h"
#include "ui/widget_ids.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace ap::ui::test {
namespace {

// A snapshot after every update: the heatmap always shows the latest weights.
TrainingPlan SmallPlan() {
  return ap::testing::tiny_training_plan(/*probe_every=*/1,
                                         /*loss_every=*/TrainingPlan{}.loss_every);
}

void OpenTrain(UiHarness& h) {
  h.services.training.set_plan(SmallPlan());
  h.session.edit([](AppState& s) {
    s.view.tab = Tab::Train;
    s.training.hidden = 16;
    s.training.batch = 8;
  });
  h.Frames(3);
}

long long Steps(const UiHarness& h) {
  const auto& runs = h.services.training.runs();
  return runs.empty() ? -1 : runs[0].steps;
}

TEST(UiTrain, PlayTrainsBehindOtherTabsPauseStepReset) {
  UiHarness h;
  OpenTrain(h);
  ASSERT_TRUE(h.Has("train/play"));
  EXPECT_FALSE(h.services.training.prepared());
  h.Click("train/play");
  EXPECT_TRUE(h.services.training.running());
  h.Frames(20);
  const long long a = Steps(h);
  EXPECT_GT(a, 0);
  h.Click("tab/lab");  // another tab: training goes on
  EXPECT_EQ(h.session.state().view.tab, Tab::Lab);
  h.Frames(20);
  EXPECT_GT(Steps(h), a);
  EXPECT_TRUE(h.services.training.running());
  h.Click("tab/train");
  h.Click("train/play");  // the same button pauses while training
  EXPECT_FALSE(h.services.training.running());
  const long long paused = Steps(h);
  h.Frames(20);
  EXPECT_EQ(Steps(h), paused);
  h.Click("train/step");
  EXPECT_EQ(Steps(h), paused + 1);
  EXPECT_FALSE(h.services.training.running());
  h.Click("train/reset");
  EXPECT_EQ(h.services.training.state(), TrainingSession::State::Idle);
  EXPECT_FALSE(h.Has("train/export"));
}

TEST(UiTrain, ModelButtonsEditTheSharedConfigAndBothModelsTrain) {
  UiHarness h;
  OpenTrain(h);
  h.Click("train/model/both");
  EXPECT_EQ(h.session.state().training.models, s2s::kBothRnns);
  EXPECT_NE(h.session.link(), ShareLink::encode(AppState{}));
  h.Click("train/step");
  ASSERT_EQ(h.services.training.runs().size(), 2u);
  EXPECT_EQ(h.services.training.runs()[1].run->steps(), 1);
  h.Frames(3);
  EXPECT_TRUE(h.Has("train/heatmap/search"));
  EXPECT_FALSE(h.Has("train/heatmap/encdec"));  // no attention to show
  EXPECT_TRUE(h.Has("train/loss_chart"));
  EXPECT_TRUE(h.Has("train/bleu_chart"));
}

TEST(UiTrain, HeatmapCellsShowTheProbeAlignment) {
  UiHarness h;
  OpenTrain(h);
  for (int s = 0; s < 400; ++s) h.Click("train/step");
  h.Frames(2);
  const Shot shot = Shoot("train_heatmap");
  const ProbeSnapshot& snap = h.services.training.runs()[0].snapshots.back();
  ASSERT_FALSE(snap.alignment.empty());
  const int rows = static_cast<int>(snap.target.size());
  int checked = 0;
  float lo = 1, hi = 0;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < snap.tx; ++c) {
      WidgetRect cell;
      ASSERT_TRUE(
          h.services.widgets.find(WidgetName("train/cell/search/%d/%d", r, c).c_str(), &cell));
      const float w = snap.alignment[static_cast<size_t>(r * snap.tx + c)];
      lo = std::min(lo, w);
      hi = std::max(hi, w);
      const Rgb got = shot.At(cell.x + cell.w * 0.5f, cell.y + cell.h * 0.5f);
      EXPECT_TRUE(Near(got, RgbOf(WeightColor(w)), 3))
          << "cell " << r << "," << c << " weight " << w << ": " << got;
      ++checked;
    }
  EXPECT_GT(checked, 10);
  EXPECT_GT(hi - lo, 0.05f) << "the weights should differ by now";
}

// The cells of run `run`'s heatmap have the weight colours of map `map` of its latest snapshot.
int CheckHeatmapCells(UiHarness& h, const char* model, size_t run, int map, const char* shot_name) {
  const Shot shot = Shoot(shot_name);
  const ProbeSnapshot& snap = h.services.training.runs()[run].snapshots.back();
  int checked = 0;
  for (int r = 0; r < static_cast<int>(snap.target.size()); ++r)
    for (int c = 0; c < snap.tx; ++c) {
      WidgetRect cell;
      EXPECT_TRUE(
          h.services.widgets.find(WidgetName("train/cell/%s/%d/%d", model, r, c).c_str(), &cell));
      const float w = snap.map(map)[static_cast<size_t>(r * snap.tx + c)];
      const Rgb got = shot.At(cell.x + cell.w * 0.5f, cell.y + cell.h * 0.5f);
      EXPECT_TRUE(Near(got, RgbOf(WeightColor(w)), 3))
          << model << " map " << map << " cell " << r << "," << c << " weight " << w << ": " << got;
      ++checked;
    }
  return checked;
}

// RNNsearch and the Transformer side by side: each has its heatmap, the Transformer's shows its
// best head first and then the head picked in its layer × head list, cell for cell.
TEST(UiTrain, TheTransformerTrainsBesideRnnsearchAndItsHeadPickerPicksTheMap) {
  UiHarness h(1600, 1000);
  OpenTrain(h);
  h.Click("train/model/search+transformer");
  EXPECT_EQ(h.session.state().training.models,
            s2s::ModelSet::of(s2s::ModelKind::Search).with(s2s::ModelKind::Transformer));
  for (int s = 0; s < 12; ++s) h.Click("train/step");
  h.Frames(2);
  const auto& runs = h.services.training.runs();
  ASSERT_EQ(runs.size(), 2u);
  EXPECT_EQ(runs[1].kind, s2s::ModelKind::Transformer);
  EXPECT_EQ(runs[1].steps, 12);
  EXPECT_TRUE(h.Has("train/heatmap/search"));
  EXPECT_TRUE(h.Has("train/heatmap/transformer"));
  EXPECT_TRUE(h.Has("train/run/transformer"));
  ASSERT_TRUE(h.Has("train/head"));
  const ProbeSnapshot& snap = runs[1].snapshots.back();
  ASSERT_EQ(snap.maps(), kTrainingTransformerLayers * kTrainingTransformerHeads);
  const int best = snap.best_map() >= 0 ? snap.best_map() : 0;
  EXPECT_GT(CheckHeatmapCells(h, "transformer", 1, best, "train_transformer_best"), 10);
  const int other = best == 5 ? 2 : 5;  // layer 2 head 2, or layer 1 head 3
  h.Click("train/head");
  ASSERT_TRUE(h.Has(WidgetName("train/head/%d", other).c_str()));
  h.Click(WidgetName("train/head/%d", other).c_str());
  ImGui::GetIO().MousePos = ImVec2(5, 990);  // no tooltip over the cells
  h.Frames(2);
  EXPECT_GT(CheckHeatmapCells(h, "transformer", 1, other, "train_transformer_head"), 10);
  EXPECT_FALSE(h.Has("train/head/best")) << "the list closed";
}

TEST(UiTrain, HundredsOfFramesWhileTrainingWithTheMouseOverTheViews) {
  UiHarness h;
  OpenTrain(h);
  h.Click("train/play");
  for (int f = 0; f < 300; ++f) {
    ImGui::GetIO().MousePos = ImVec2(static_cast<float>((f * 37) % 1280), 300.0f + (f * 13) % 480);
    h.Frame();
  }
  EXPECT_TRUE(h.services.training.running());
  EXPECT_GT(Steps(h), 10);
  EXPECT_TRUE(h.session.banner().empty()) << h.session.banner();
}

// The live bottleneck chart: after a validation of both models, each bucket's bar is as tall as
// that model's BLEU for the bucket, in the model's colour (sampled just inside its top and
// bottom, and just above it). A few hundred examples train no model to a measurable BLEU, so the
// test writes known scores into the last validation (the session's runs are plain data) and
// checks that the chart draws them.
TEST(UiTrain, LengthChartBarsShowEachModelsBleuPerBucket) {
  UiHarness h;
  OpenTrain(h);
  h.Click("train/model/both");
  for (int s = 0; s < 10; ++s) h.Click("train/step");       // validate_every 10: one validation
  const double scores[2][3] = {{80, 40, 60}, {70, 0, 50}};  // the short task's 3 buckets
  for (int m = 0; m < 2; ++m) {
    auto& run = const_cast<TrainingSession::ModelRun&>(h.services.training.runs()[m]);
    ASSERT_FALSE(run.bleu_curve.empty());
    ASSERT_EQ(run.bleu_curve.back().bucket_bleu.size(), 3u);
    for (int b = 0; b < 3; ++b) run.bleu_curve.back().bucket_bleu[b] = scores[m][b];
  }
  h.Frames(2);
  const Shot shot = Shoot("train_length_chart");
  WidgetRect chart;
  ASSERT_TRUE(h.services.widgets.find("train/length_chart", &chart));
  const auto& runs = h.services.training.runs();
  const TrainingData& data = *h.services.training.data();
  const int nb = static_cast<int>(data.buckets.size());
  const float slot = chart.w / static_cast<float>(nb), bar = slot * 0.8f / 2;
  int checked = 0;
  for (int m = 0; m < 2; ++m) {
    ASSERT_FALSE(runs[m].bleu_curve.empty());
    const BleuPoint& p = runs[m].bleu_curve.back();
    for (int b = 0; b < nb; ++b) {
      const double v = p.bucket_bleu[static_cast<size_t>(b)];
      const float x = chart.x + slot * b + slot * 0.1f + bar * m + bar * 0.5f;
      const float bottom = chart.y + chart.h, height = chart.h * static_cast<float>(v / 100.0);
      const Rgb model = RgbOf(TrainingModelColor(runs[m].kind));
      if (height > 6) {
        EXPECT_TRUE(Near(shot.At(x, bottom - 2), model, 3)) << m << "," << b;
        EXPECT_TRUE(Near(shot.At(x, bottom - height + 2), model, 3)) << m << "," << b;
        ++checked;
      }
      if (height < chart.h - 6)  // above the bar: not the model's colour
        EXPECT_FALSE(Near(shot.At(x, bottom - height - 4), model, 3)) << m << "," << b;
    }
  }
  EXPECT_EQ(checked, 5);  // every bar but the 0
}

// Whether a pixel within 2 px above or below (x, y) has `color` (the 2 px anti-aliased line's
// core lands on one of them).
bool LineAt(const Shot& shot, float x, float y, Rgb color) {
  for (float dy = -2; dy <= 2; dy += 1)
    if (Near(shot.At(x, y + dy), color, 8)) return true;
  return false;
}

// The loss chart is built from the runs' curves when they change (a view arrives, or the session
// trains) and drawn from that between changes: a point added to the curve is on screen at the
// next frame, and the x axis stretches to it. The curve is written by hand (the session's runs are
// plain data) so its picture is known: a flat line at loss 3.5, then a drop to 0.2. The axes end
// at round ticks (ui/widgets/axis_ticks.h): y at 4 (steps of 1 or 2 over 3.5), x at 200, then
// 300 (steps of 50, then 100).
TEST(UiTrain, TheLossChartRedrawsWhenTheCurveChanges) {
  UiHarness h;
  OpenTrain(h);
  h.Click("train/step");  // paused after one update: nothing else changes the curve
  auto& run = const_cast<TrainingSession::ModelRun&>(h.services.training.runs()[0]);
  const Rgb model = RgbOf(TrainingModelColor(run.kind));
  run.loss_curve = {{100, 3.5}, {200, 3.5}};
  h.Frames(2);
  WidgetRect chart;
  ASSERT_TRUE(h.services.widgets.find("train/loss_chart", &chart));
  const float y_max = 4.0f;  // the chart's top: the round value above the highest loss
  const auto y_of = [&](float loss) { return chart.y + chart.h * (1.0f - loss / y_max); };
  Shot shot = Shoot("train_loss_flat");
  EXPECT_TRUE(LineAt(shot, chart.x + chart.w * 0.75f, y_of(3.5f), model)) << "the flat line";
  EXPECT_FALSE(LineAt(shot, chart.x + chart.w - 3, y_of(0.2f), model)) << "no drop yet";

  run.loss_curve.push_back({300, 0.2});  // x now ends at 300: the flat part ends at 2/3
  h.Frames(2);
  shot = Shoot("train_loss_drop");
  EXPECT_TRUE(LineAt(shot, chart.x + chart.w * 0.5f, y_of(3.5f), model)) << "the flat part";
  EXPECT_FALSE(LineAt(shot, chart.x + chart.w * 0.9f, y_of(3.5f), model)) << "the axis stretched";
  const float x = chart.x + chart.w - 3;  // on the drop from (2/3, 3.5) to (1, 0.2)
  const float t = (x - (chart.x + chart.w * 2.0f / 3.0f)) / (chart.w / 3.0f);
  EXPECT_TRUE(LineAt(shot, x, y_of(3.5f + (0.2f - 3.5f) * t), model)) << "the new point's drop";

  // No new data, another theme: the kept series are drawn in the new theme's model colour.
  h.Click("toolbar/theme");
  h.Frames(2);
  const Rgb themed = RgbOf(TrainingModelColor(run.kind));
  ASSERT_FALSE(Near(themed, model, 8)) << "the two themes' model colours should differ";
  shot = Shoot("train_loss_theme");
  EXPECT_TRUE(LineAt(shot, chart.x + chart.w * 0.5f, y_of(3.5f), themed)) << "the new colour";
  EXPECT_FALSE(LineAt(shot, chart.x + chart.w * 0.5f, y_of(3.5f), model)) << "not the old one";
}

// Before Play the tab is not empty: the charts' axes, a hint, and the untrained model's probe
// heatmap (the preview: exactly what Play starts from), all without preparing or starting a run.
TEST(UiTrain, ShowsTheUntrainedProbeHeatmapAndEmptyChartsBeforePlay) {
  UiHarness h(1920, 1080);
  OpenTrain(h);
  h.Frames(3);
  EXPECT_FALSE(h.services.training.prepared());
  EXPECT_FALSE(h.services.training.running());
  ASSERT_TRUE(h.Has("train/preview"));
  ASSERT_TRUE(h.Has("train/heatmap/search"));
  EXPECT_TRUE(h.Has("train/untrained_why"));  // why its French is random words
  EXPECT_LT(h.Rect("train/untrained_why").y, h.Rect("train/heatmap/search").y);
  EXPECT_TRUE(h.Has("train/loss_chart"));
  EXPECT_TRUE(h.Has("train/bleu_chart"));
  EXPECT_TRUE(h.Has("train/length_chart"));
  const TrainingPreview& p = h.services.training.preview(h.session.state().training);
  ASSERT_EQ(p.snapshots.size(), 1u);
  const ProbeSnapshot& s = p.snapshots[0];
  const int rows = static_cast<int>(s.target.size());
  ASSERT_GT(rows, 0);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < s.tx; ++c)
      EXPECT_TRUE(h.Has("train/cell/search/" + std::to_string(r) + "/" + std::to_string(c)));
  // Side by side on a desktop, the heatmap below them and using the width.
  WidgetRect loss, bleu, grid;
  ASSERT_TRUE(h.services.widgets.find("train/loss_chart", &loss));
  ASSERT_TRUE(h.services.widgets.find("train/bleu_chart", &bleu));
  ASSERT_TRUE(h.services.widgets.find("train/heatmap/search", &grid));
  EXPECT_NEAR(loss.y, bleu.y, 1.0f);
  EXPECT_GT(grid.y, loss.y + loss.h);
  EXPECT_GT(grid.w, 400.0f);
  // Play starts from this very heatmap (the session's own step-0 snapshot).
  h.Click("train/play");
  ASSERT_TRUE(h.services.training.prepared());
  EXPECT_EQ(h.services.training.runs()[0].snapshots.front().alignment, s.alignment);
}

TEST(UiTrain, OnAPhoneTheChartsStack) {
  UiHarness h(360, 740);
  OpenTrain(h);
  WidgetRect loss, bleu;
  ASSERT_TRUE(h.services.widgets.find("train/loss_chart", &loss));
  ASSERT_TRUE(h.services.widgets.find("train/bleu_chart", &bleu));
  EXPECT_GT(bleu.y, loss.y + loss.h) << "one chart per line on a 360 px phone";
  EXPECT_LE(loss.x + loss.w, 360.0f);
}

// The page's case: the tab's session is remote (its runs have no TrainRun, only what views
// carry), wired to a local "worker" session through the real protocol. The buttons reach the
// worker, the views reach the tab, and a lost worker shows the tab's message.
TEST(UiTrain, ARemoteSessionShowsWhatItsWorkerSends) {
  UiHarness h;
  TrainingSession worker;
  auto take = [&](bool with_weights) {
    const std::vector<std::uint8_t> bytes = encode_training_view(worker, with_weights);
    TrainingSession::RemoteView view;
    std::string error;
    ASSERT_TRUE(decode_training_view(bytes.data(), bytes.size(), &view, &error)) << error;
    h.services.training.apply_remote_view(std::move(view), true);
  };
  h.services.training.set_remote([&](const std::string& command) {
    std::string error;
    ASSERT_TRUE(apply_training_command(&worker, command, &error)) << error;
    take(true);
  });
  OpenTrain(h);
  h.Click("train/play");
  EXPECT_EQ(worker.state(), TrainingSession::State::Running);
  for (int i = 0; i < 30; ++i) {
    worker.advance(5);
    take(false);
    h.Frames(1);
  }
  EXPECT_GT(Steps(h), 0);
  EXPECT_EQ(worker.runs()[0].steps, worker.runs()[0].run->steps());
  EXPECT_EQ(Steps(h), worker.runs()[0].steps);
  EXPECT_TRUE(h.Has("train/time")) << "the probe's replay slider: snapshots arrived";
  h.Click("train/play");  // pause
  EXPECT_EQ(worker.state(), TrainingSession::State::Paused);
  const long long paused = worker.runs()[0].steps;
  h.Click("train/step");
  EXPECT_EQ(worker.runs()[0].steps, paused + 1);
  EXPECT_EQ(Steps(h), paused + 1);
  EXPECT_FALSE(h.Has("train/message"));
  h.services.training.remote_lost("terminated");
  h.Frames(2);
  EXPECT_TRUE(h.Has("train/message"));
  h.Click("train/play");  // a new start
  EXPECT_EQ(h.services.training.state(), TrainingSession::State::Running);
}

// Before Play, the page's tab waits for its worker's preview (the page has no trainer): a line
// says so, then the worker's view brings the untrained heatmap and the length chart.
TEST(UiTrain, ARemoteTabShowsTheWorkersPreviewWhenItArrives) {
  UiHarness h;
  TrainingSession worker;
  std::vector<std::string> queued;  // posted, not yet carried out: the worker is loading
  h.services.training.set_remote([&](const std::string& command) { queued.push_back(command); });
  OpenTrain(h);
  h.Frames(3);
  auto warms = [&queued] {
    return std::count_if(queued.begin(), queued.end(), [](const std::string& c) {
      return c.find("\"op\":\"warm\"") != std::string::npos;
    });
  };
  EXPECT_EQ(warms(), 1) << "one warm-up, not one a frame";
  EXPECT_TRUE(h.Has("train/preparing"));
  EXPECT_FALSE(h.Has("train/preview"));
  EXPECT_FALSE(h.Has("train/heatmap/search"));
  EXPECT_TRUE(h.Has("train/length_chart")) << "the charts keep their layout while it waits";
  std::string error;
  for (const std::string& c : queued)
    ASSERT_TRUE(apply_training_command(&worker, c, &error)) << error;
  const std::vector<std::uint8_t> bytes = encode_training_view(worker, false);
  TrainingSession::RemoteView view;
  ASSERT_TRUE(decode_training_view(bytes.data(), bytes.size(), &view, &error)) << error;
  h.services.training.apply_remote_view(std::move(view), true);
  h.Frames(2);
  EXPECT_FALSE(h.Has("train/preparing"));
  EXPECT_TRUE(h.Has("train/preview"));
  EXPECT_TRUE(h.Has("train/heatmap/search"));
  EXPECT_TRUE(h.Has("train/length_chart"));
  EXPECT_EQ(warms(), 1);
}

}  // namespace
}  // namespace ap::ui::test
