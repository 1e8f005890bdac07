// FittedChild: a child window as tall as what it holds, so it never scrolls inside a page that
// does. ImGui 1.86's children have a fixed height (0 = the rest of the parent) and scroll what
// does not fit; this one takes the height its content had on the previous frame (the first frame
// it is one line tall, and ImGui draws a few settling frames after any change). Keep one per
// child, as a member of the panel that draws it:
//   if (box_.Begin("##editors", width, /*border=*/true)) DrawEditors();
//   box_.End();
#pragma once

namespace ap::ui {

class FittedChild {
 public:
  // Begins the child at the cursor, `width` px wide. Always call End(), as with ImGui::BeginChild.
  // scroll_x: content wider than the child scrolls sideways (a horizontal scrollbar, counted in
  // the height); it never scrolls up and down. min_height: never shorter than this (content of a
  // known height: its first frame is already that tall, not one line).
  bool Begin(const char* id, float width, bool border, bool scroll_x = false,
             float min_height = 0.0f);
  void End();

 private:
  float height_ = 0.0f;  // the content's height on the previous frame, padding included
};

}  // namespace ap::ui
