// WeightsHeatmap: the m x n weights of the batched queries as coloured cells (ImDrawList), with
// the key labels in their key colours along the top, q0..q(m-1) down the side, the number in
// each cell when it fits, and a colour-scale legend (0 .. 1). Hovering a cell shows its
// query/key pair and its weight.
#pragma once

#include "app/session.h"

#include <imgui.h>

namespace ap::ui {

class WeightsHeatmap {
 public:
  void Draw(const AttentionScene& scene, const BatchedAttentionResult& result, ImVec2 size);
};

}  // namespace ap::ui
