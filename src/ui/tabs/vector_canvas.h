// VectorCanvas: the 2-D picture of the lab scene. The query and the keys are arrows from the
// origin that you drag by their tips (a real ImGui InvisibleButton: press near a tip, move, let
// go — the whole drag is one undo step). Each key's thickness and opacity follow its weight.
// When e = 2 the values are drawn faintly and the weighted values w_i v_i are chained tip to
// tail in the key colours, ending exactly at the output arrow (yellow): the output IS the
// weighted sum. When e != 2 the canvas says the output is not drawn.
// When d > 2 the canvas shows a projection on two axes picked in combo boxes (stored in
// state.view.projection_x / projection_y) and says so; dragging then edits those two coordinates.
// When d = 1 the vectors lie on the x axis.
#pragma once

#include "app/state/session.h"

#include <imgui.h>

namespace ap::ui {

struct CanvasView;  // vector_canvas.cpp: the canvas's rectangle, scale and shown axes

class VectorCanvas {
 public:
  // Draws the axis pickers (unless `embed`) and the canvas filling `size`. `hovered` is the key
  // hovered anywhere last frame; *hover_out is set when a key arrow is hovered here.
  void Draw(AppSession& session, ImVec2 size, bool embed, int hovered, int* hover_out);

 private:
  // Input: a press grabs the tip nearest to it; a drag moves the grabbed tip (one undo step).
  void Grab(const CanvasView& view, const AttentionScene& scene);
  void DragTo(AppSession& session, const CanvasView& view);

  enum class Target { None, Query, Key };
  Target target_ = Target::None;  // what the current drag moves
  int target_key_ = -1;
  unsigned drag_serial_ = 0;
  float frozen_extent_ = 0.0f;  // the scale is held still while dragging (0 = not frozen)
  char merge_key_[48] = {};
};

}  // namespace ap::ui
