// QueryEditor: the query q (row 0 of the queries) — one number cell per coordinate (drag it, or
// click and type), or sliders if "Sliders" is ticked — and the dimension d (1..64), which resizes
// the query, every key and the score parameters together (app/scene/scene_ops.h).
#pragma once

#include "app/state/session.h"
#include "ui/widgets/number_field.h"

namespace ap::ui {

class QueryEditor {
 public:
  void Draw(AppSession& session);

 private:
  void DrawSliderSwitch();  // the Sliders checkbox (and its range when on)
  NumberFields fields_;
  bool sliders_ = false;       // show sliders instead of number cells
  float slider_range_ = 3.0f;  // sliders span [-range, range]
  unsigned d_serial_ = 0;      // one undo step per drag of the d slider
  unsigned slider_serial_ = 0;
};

}  // namespace ap::ui
