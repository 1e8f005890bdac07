// PaintingTab ("painting"): the article's first example. A stylised picture of Ghirlandaio's
// "Madonna and Child with Saint John" drawn with ImDrawList (our own shapes), a query typed in
// English or Chinese, and attention over the picture's parts: each part is lit by its weight,
// the gaze marker sits at the weighted place and the swatch shows the weighted colour (the
// attention output; see core/demos/painting.h). Bars show the weights, the query's features and
// the hovered part's key.
#pragma once

#include "app/demos/demo_runs.h"
#include "ui/tabs/tab_panel.h"

namespace ap::ui {

class PaintingTab : public TabPanel {
 public:
  Tab Id() const override { return Tab::Painting; }
  const char* Title() const override;
  void Draw(AppSession& session) override;

 private:
  void DrawControls(AppSession& session, const demos::PaintingResult& r);
  int DrawPicture(const demos::PaintingResult& r, float width);  // → part under the mouse or -1
  void DrawBars(const demos::PaintingResult& r);

  PaintingRunCache cache_;
  int hovered_part_ = -1;
  Mat keys_ = demos::painting_keys();  // constant: for the key bars
};

}  // namespace ap::ui
