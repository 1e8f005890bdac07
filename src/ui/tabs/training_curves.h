// TrainingCurves: the Train tab's three charts side by side, drawn with ImDrawList — training loss
// (cross-entropy per target word); validation BLEU (thick) and exact match in % (thin, dotted),
// both against examples seen; and the live bottleneck: the latest validation's BLEU per source-
// length bucket, one bar per model. One colour per model (RNNsearch red, RNNencdec blue, as in
// the Bottleneck tab). Hovering a chart shows its numbers.
// Widget ids: train/loss_chart, train/bleu_chart, train/length_chart.
#pragma once

#include "app/training/training_session.h"

#include <imgui.h>

namespace ap::ui {

ImU32 TrainingModelColor(s2s::ModelKind kind);

// Draws the charts in a region `width` wide and `height` tall at the cursor; `data` gives the
// length buckets (the chart is left out without it).
void DrawTrainingCurves(const std::vector<TrainingSession::ModelRun>& runs,
                        const TrainingData* data, float width, float height);

}  // namespace ap::ui
