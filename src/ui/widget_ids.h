// Names under which the UI records the screen rect of each widget a browser test needs to click,
// drag or type into (through app/page/widget_registry.h; the JS API answers `_debugItemRect(id)`).
// The full list, in one place so tests and panels agree:
//   tab/<id>                  a top-level tab ("tab/lab", "tab/batched", ...): only the part
//                             of it the tab bar shows (ui/tab_bar_rects.h)
//   tabbar, tabbar/scroll_left, tabbar/scroll_right   the tab bar and its scroll arrows (those
//                             only while the tabs overflow the bar, as on a phone)
//   content                   the region the shown tab's content scrolls in (below the tab bar)
//   content/end               the end of the tab's content (only while scrolled into view)
//   toolbar                   the whole toolbar, from its top to the line under it
//   toolbar/undo, toolbar/redo, toolbar/presets, toolbar/copy_link, toolbar/lesson, toolbar/export,
//   toolbar/copy_embed, toolbar/motion, toolbar/theme, toolbar/zoom_out, toolbar/zoom_reset,
//   toolbar/zoom_in            the same names in the row or, on a narrow screen, in its menu
//   toolbar/more              the menu button of a narrow screen's toolbar
//   lesson/strip, lesson/prev, lesson/next, lesson/step_of, lesson/close, lesson/text,
//   lesson/check               the lesson strip (ui/lesson_panel.h), while a lesson plays
//   lesson/recorder, lesson/title, lesson/step_text, lesson/check_json, lesson/add,
//   lesson/steps/<k>/{show,up,down,remove}, lesson/play, lesson/copy_link, lesson/download,
//   lesson/new, lesson/load_text, lesson/load, lesson/recorder_close   the lesson recorder
//   preset/<preset id>        an item of the open presets menu
//   banner, banner/dismiss    the banner bar and its dismiss button (only while shown)
//   query/<col>               query (row 0) coordinate col
//   queries/<row>/<col>       batched tab: query row, coordinate col
//   keys/<row>/<col>          key row, coordinate col (the table's key cells)
//   values/<row>/<col>        value row, coordinate col
//   mask/<row>, label/<row>   the mask checkbox and the label field of a key row
//   keys/add, keys/randomise, keys/normalise, keys/paste_csv, dim/d, dim/e
//   score/function, score/temperature, score/sqrt_d
//   canvas                    the 2-D canvas; canvas/query and canvas/key/<i> are 16×16 squares
//                             centred on the arrow tips (press there and drag to move them)
//   heatmap/<row>/<col>       a cell of the batched weights heatmap
//   weights/bar/<i>           the whole bar area of key i in the softmax weights step (only
//                             while wholly visible)
//   scores/bar/<i>            the same in the scores step
//   heads/pattern/<h>         head h's weights heatmap in the multi-head tab
//   tooltip/key/<i>           the computation tooltip of key i (only while shown)
//   tooltip/heatmap/<r>/<c>   the tooltip of a batched heatmap cell (only while shown)
#pragma once

#include <imgui.h>

namespace ap::ui {

// Records the last ImGui item's rect under `id` (nothing if the item is scrolled out of view:
// a test must not click a point that shows something else).
void RecordItem(const char* id);
// Records the last item's frame only (its first `frame_width` px): for a labelled slider or
// combo, whose item rect also covers the label text to its right.
void RecordItemFrame(const char* id, float frame_width);
// Records an explicit rect (display coordinates).
void RecordRect(const char* id, ImVec2 min, ImVec2 max);

// Small fixed-size name builder, so recording per-cell names needs no heap per frame:
//   WidgetName n("keys/%d/%d", row, col); RecordItem(n);
class WidgetName {
 public:
  WidgetName(const char* fmt, ...) IM_FMTARGS(2);
  operator const char*() const { return buf_; }
  const char* c_str() const { return buf_; }

 private:
  char buf_[64];
};

}  // namespace ap::ui
