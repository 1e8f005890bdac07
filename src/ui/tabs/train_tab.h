// TrainTab (训练): train RNNsearch, RNNencdec, the Transformer or a pair side by side in the page
// and watch them learn.
// Controls edit state.training (so the share link carries them): model, task, hidden size,
// learning rate, batch, seed, probe sentence. Play / Pause / Step / Reset drive
// AppServices::training, which AppUi advances every frame whatever tab is shown (so training goes
// on behind other tabs); Speed sets its per-frame budget. The page's session trains in a worker
// and the tab is drawn when the worker's view arrives (a few times a second), not every frame.
// Views: speed and progress, the loss and BLEU curves (training_curves.h), the probe's alignment
// (probe_heatmap.h) with a time slider over its snapshots (the Transformer's: a chosen layer × head
// of its cross-attention), Export (the model file of `attention train`) and "Use in the
// translator". Widget ids: train/play, train/step, train/reset, train/speed, train/export,
// train/use, train/model/<name>, train/task, train/hidden, train/lr, train/batch, train/seed,
// train/probe, train/time, train/status, train/head, train/run/<model>, train/untrained_why
// (the line over an untrained model's probe: why its French is random).
#pragma once

#include "app/page/app_services.h"
#include "ui/tabs/tab_panel.h"
#include "ui/tabs/training_curves.h"

#include <vector>

namespace ap::ui {

class TrainTab : public TabPanel {
 public:
  explicit TrainTab(AppServices& services) : services_(services) {}
  Tab Id() const override { return Tab::Train; }
  const char* Title() const override;
  void Draw(AppSession& session) override;

 private:
  void DrawConfig(AppSession& session);
  void DrawButtons(AppSession& session);
  void DrawStatus();
  void DrawProbe();
  void DrawPreview(const TrainingPreview& preview);
  // One heatmap per model side by side in the space left, each under its model's name.
  void DrawProbeHeatmaps(const std::vector<s2s::ModelKind>& kinds,
                         const std::vector<const ProbeSnapshot*>& snapshots,
                         const std::vector<std::string>& source);
  // The Transformer's layer × head picker (the best head by default); returns the map shown.
  int DrawHeadPicker(const ProbeSnapshot& s, float width);
  // "words aligned right: 88%" of the map shown (the default probe only).
  void DrawAccuracy(const ProbeSnapshot& s, int map);

  AppServices& services_;
  int snapshot_ = -1;      // UI-only: the time slider's snapshot index, -1 = the latest
  int probe_map_ = -1;     // UI-only: the Transformer's map shown, layer-major; -1 = the best head
  TrainingCharts charts_;  // the curves, built when the runs change and drawn from that
  // The heatmaps shown this frame (reused: a frame allocates nothing for them).
  std::vector<s2s::ModelKind> shown_kinds_;
  std::vector<const ProbeSnapshot*> shown_snapshots_;
};

}  // namespace ap::ui
