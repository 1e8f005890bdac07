// TrainingCharts: the Train tab's three charts side by side, drawn with ImDrawList — training loss
// (cross-entropy per target word); validation BLEU (thick) and exact match in % (thin, dotted),
// both against examples seen; and the live bottleneck: the latest validation's BLEU per source-
// length bucket, one bar per model. One colour per model (RNNsearch red, RNNencdec blue, as in
// the Bottleneck tab). Hovering a chart shows its numbers.
// The curves' points, axis ranges and bucket labels are built once per change of the runs' curves
// (a view from the training worker, or a local session's training) and kept: a frame only maps
// them to the screen, into a buffer it reuses, so drawing allocates nothing and reads no JSON.
// Widget ids: train/loss_chart, train/bleu_chart, train/length_chart.
#pragma once

#include "app/training/training_session.h"

#include <imgui.h>

#include <array>
#include <string>
#include <vector>

namespace ap::ui {

ImU32 TrainingModelColor(s2s::ModelKind kind);

class TrainingCharts {
 public:
  // Draws the charts in a region `width` wide and `height` tall at the cursor; `data` gives the
  // length buckets (the chart is left out without it).
  void Draw(const std::vector<TrainingSession::ModelRun>& runs, const TrainingData* data,
            float width, float height);

  // A series keeps its model, not its colour or translated name: those are looked up when it is
  // drawn, so a theme or language switch shows at once, whether or not new data came.
  struct Series {
    s2s::ModelKind kind = s2s::ModelKind::Search;
    std::vector<ImVec2> points;  // (examples, value)
    bool thin = false;           // drawn thin with dots (exact match beside BLEU)
    bool bleu = false;           // named "BLEU" in the hover read-out (else the model's title)
  };
  struct Chart {
    std::vector<Series> series;
    double x_max = 1, y_max = 1;  // the data's largest values (the axes end at round ticks)
  };
  // What one run's curves looked like when the charts were built: a change means new data.
  struct RunMark {
    s2s::ModelKind kind = s2s::ModelKind::Search;
    size_t loss_points = 0, bleu_points = 0;
    long long loss_examples = 0, bleu_examples = 0;
    double last_loss = 0;
  };

 private:
  bool Stale(const std::vector<TrainingSession::ModelRun>& runs, const TrainingData* data) const;
  void Rebuild(const std::vector<TrainingSession::ModelRun>& runs, const TrainingData* data);

  std::vector<RunMark> marks_;
  bool built_ = false;
  std::vector<std::array<int, 2>> buckets_;  // the length buckets the labels were made for
  Chart loss_, bleu_;
  std::vector<std::string> bucket_labels_;  // "3-10", one per length bucket
  std::vector<ImVec2> screen_;              // one series' points on screen (reused every frame)
};

}  // namespace ap::ui
