// ProbeHeatmap: one probe snapshot of the Train tab — the model's greedy translation of the probe
// sentence and its alignment (row = French token, column = English token incl. </s>), coloured
// with the weight scale of the other heatmaps; hovering a cell shows the pair and its weight.
// RNNencdec has no attention: its translation is shown alone.
// Widget ids: train/heatmap/<model>, train/cell/<model>/<row>/<col>.
#pragma once

#include "app/training_session.h"

#include <imgui.h>

#include <string>
#include <vector>

namespace ap::ui {

void DrawProbeHeatmap(const char* model, const std::vector<std::string>& source,
                      const ProbeSnapshot& snapshot, ImVec2 size);

}  // namespace ap::ui
