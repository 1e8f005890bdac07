// ScorePanel: the score function (dot, scaled dot, general, additive, cosine) with its formula in
// ASCII, the "divide by sqrt(d)" toggle (it switches dot <-> scaled dot: the only two functions
// that differ just by that factor; disabled for the others), the temperature tau on a log slider
// (0.01 .. 100; weights = softmax(scores / tau)), and the parameters as small grids: W (d x d) for
// general; the hidden size h, Wq (h x d), Wk (h x d) and v (h) for additive.
#pragma once

#include "app/state/session.h"
#include "ui/widgets/number_field.h"

namespace ap::ui {

class ScorePanel {
 public:
  void Draw(AppSession& session);

 private:
  NumberFields fields_;
  unsigned tau_serial_ = 0;
  unsigned h_serial_ = 0;
};

}  // namespace ap::ui
