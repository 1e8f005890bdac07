// TrainingCurves: the Train tab's two charts side by side, drawn with ImDrawList — training loss
// (cross-entropy per target word) and validation BLEU, both against examples seen, one line per
// model (RNNsearch red, RNNencdec blue, as in the Bottleneck tab).
// Widget ids: train/loss_chart, train/bleu_chart.
#pragma once

#include "app/training_session.h"

#include <imgui.h>

namespace ap::ui {

ImU32 TrainingModelColor(s2s::ModelKind kind);

// Draws both charts in a region `width` wide and `height` tall at the cursor.
void DrawTrainingCurves(const std::vector<TrainingSession::ModelRun>& runs, float width,
                        float height);

}  // namespace ap::ui
