// MatrixGrid: edits a small matrix (W, Wq, Wk, v, the batched queries Q) as a grid of number
// cells (number_field.h), one line per row, with row labels. Rows outside the visible area are
// skipped (ImGuiListClipper), so a 64 x 64 W costs only what is on screen. Every change goes
// through session.edit; `access` picks the matrix inside a state copy.
#pragma once

#include "app/state/session.h"
#include "ui/widgets/number_field.h"

#include <functional>

namespace ap::ui {

struct MatrixGridSpec {
  const char* id = "grid";       // ImGui id and widget-registry prefix ("<id>/<row>/<col>")
  const char* field = "matrix";  // name in messages: "<field>[row][col]"
  const char* row_prefix = "";   // row label, e.g. "q" → "q0", "q1"
  float max_height = 200.0f;     // px; the grid scrolls beyond
  float cell_width = 56.0f;
};

// Draws the grid for m (read from the current state). Returns true if an edit was applied.
bool MatrixGrid(AppSession& session, NumberFields& fields, const MatrixGridSpec& spec, const Mat& m,
                const std::function<Mat&(AppState&)>& access);
// The same for a vector (one row).
bool VectorGrid(AppSession& session, NumberFields& fields, const MatrixGridSpec& spec, const Vec& v,
                const std::function<Vec&(AppState&)>& access);

}  // namespace ap::ui
