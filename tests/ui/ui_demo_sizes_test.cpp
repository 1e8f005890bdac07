// The demo tabs use the window (issues #11 and #12: "layouts use the window at 1280×800 and at
// 1920×1080", "from 360 px phones to 2560 px desktops"): the painting's picture, the
// self-attention heatmap and head view, the heads' patterns and the tour's funnel drawing grow
// from a laptop to a big desktop, stay within sane limits at 2560, and on a 360 px phone fit the
// width (the painting's bars go under the picture, the head view above the heatmap).
#include "ui/ui_style.h"
#include "ui_harness.h"

#include <gtest/gtest.h>

namespace ap::ui::test {
namespace {

struct Sizes {
  WidgetRect picture, self_map, head_view, head_cell, funnel;
};

// The tab's recorded rects after a few frames at this screen size.
Sizes Measure(float width, float height, bool touch = false) {
  UiHarness h(width, height);
  UiStyle style;
  style.CaptureBase();
  h.services.ui_scale.touch = touch;
  style.Apply(h.services.ui_scale);
  Sizes s;
  auto open = [&](Tab tab) {
    h.session.edit([&](AppState& st) {
      st.view.tab = tab;
      st.demos.tour_step = 0;
    });
    h.Frames(4);
  };
  open(Tab::Painting);
  EXPECT_TRUE(h.services.widgets.find("painting/picture", &s.picture));
  open(Tab::Self);
  EXPECT_TRUE(h.services.widgets.find("self/heatmap", &s.self_map));
  EXPECT_TRUE(h.services.widgets.find("self/head_view", &s.head_view));
  open(Tab::Heads);
  EXPECT_TRUE(h.services.widgets.find("heads/cell/0/0/0", &s.head_cell));
  open(Tab::Tour);
  EXPECT_TRUE(h.services.widgets.find("tour/funnel", &s.funnel));
  return s;
}

TEST(UiDemoSizes, DrawingsGrowWithTheWindowWithinLimits) {
  const Sizes laptop = Measure(1280, 800), desk = Measure(1920, 1080), big = Measure(2560, 1440);
  // The painting was 640 px wide at most, whatever the window.
  EXPECT_GT(desk.picture.w, laptop.picture.w * 1.2f);
  EXPECT_GT(desk.picture.w, 700.0f);
  EXPECT_LE(big.picture.w, 1200.0f);
  EXPECT_NEAR(desk.picture.h, desk.picture.w * 0.75f, 1.0f) << "the picture keeps its shape";
  EXPECT_LE(desk.picture.y + desk.picture.h, 1080.0f) << "it fits the window's height";
  // Self-attention: the 4×4 heatmap was 192 px wide at every size.
  EXPECT_GT(desk.self_map.w, laptop.self_map.w * 1.3f);
  EXPECT_GT(desk.self_map.w, 400.0f);
  EXPECT_LE(big.self_map.w, 4 * 128.0f + 1.0f) << "cells at most 128 px";
  EXPECT_GT(desk.head_view.h, laptop.head_view.h) << "the head view's rows grow with the map";
  // Multi-head: each head's cell (was at most 32 px).
  EXPECT_GT(desk.head_cell.w, laptop.head_cell.w);
  EXPECT_GT(desk.head_cell.w, 40.0f);
  EXPECT_LE(big.head_cell.w, 96.0f);
  // The tour's funnel drawing (was 576 × 104 px at every size), within the tour's 1600 px column.
  EXPECT_GT(desk.funnel.w, laptop.funnel.w * 1.2f);
  EXPECT_GT(desk.funnel.h, laptop.funnel.h * 1.2f);
  EXPECT_LE(big.funnel.w, 1600.0f);
  EXPECT_GT(big.funnel.x, 400.0f) << "the tour's column is centred on a wide screen";
}

TEST(UiDemoSizes, OnAPhoneTheDrawingsFitTheWidthAndStack) {
  // A phone's width; tall, so that what lies below the first screen is drawn (and recorded).
  const Sizes phone = Measure(360, 2400, true);
  EXPECT_LE(phone.picture.x + phone.picture.w, 360.0f);
  EXPECT_GT(phone.picture.w, 300.0f) << "the picture takes the phone's width";
  // The head view above the heatmap, both within the width.
  EXPECT_LE(phone.head_view.y + phone.head_view.h, phone.self_map.y);
  EXPECT_LE(phone.self_map.x + phone.self_map.w, 360.0f);
  EXPECT_LE(phone.head_view.x + phone.head_view.w, 360.0f);
  EXPECT_LE(phone.funnel.x + phone.funnel.w, 360.0f);
}

}  // namespace
}  // namespace ap::ui::test
