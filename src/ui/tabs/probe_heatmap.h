// ProbeHeatmap: one probe snapshot of the Train tab — the model's greedy translation of the probe
// sentence and its alignment (row = French token, column = English token incl. </s>), coloured
// with the weight scale of the other heatmaps; hovering a cell shows the pair and its weight.
// RNNencdec has no attention: its translation is shown alone. The Transformer's snapshot has a
// map per layer and head: the caller picks one.
// Widget ids: train/heatmap/<model>, train/cell/<model>/<row>/<col>.
#pragma once

#include "app/training/training_session.h"

#include <imgui.h>

#include <string>
#include <vector>

namespace ap::ui {

// map: which of the snapshot's maps (the Transformer's layer-major layer × head; 0 otherwise).
void DrawProbeHeatmap(const char* model, const std::vector<std::string>& source,
                      const ProbeSnapshot& snapshot, int map, ImVec2 size);

}  // namespace ap::ui
