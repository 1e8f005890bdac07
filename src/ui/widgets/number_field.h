// NumberFields: the number cell used by every editor (query, keys, values, W, Q): drag it to change
// the value continuously, or click it (press and release without moving) to type a number and
// press Enter. Unlike ImGui's own Ctrl+click input, the typed text is not filtered, so "nan" or
// "abc" reach us and the user gets a clear message instead of a silently ignored key press.
//
// One NumberFields object per panel holds the UI-only state (which cell is being typed into, its
// text, the drag counter); it never touches the app state: Field() reports what happened and the
// panel turns that into a session edit (see ApplyNumberEdit).
#pragma once

#include "app/state/session.h"

#include <imgui.h>

#include <functional>

namespace ap::ui {

struct NumberEdit {
  enum class Kind { None, Drag, Text };
  Kind kind = Kind::None;
  float value = 0.0f;          // Drag: the new value. Text: the parsed value (may be NaN/Inf)
  bool parsed = false;         // Text: the text is a number (strtof read all of it)
  const char* text = "";       // Text: what was typed (valid until the next Field call)
  const char* merge_key = "";  // Drag: the same for every frame of one drag (one undo step)
};

// Parses a whole number text (surrounding blanks allowed): "1.5", "-2e3", "nan", "inf".
// False if anything else is in it. Non-finite numbers parse (the session rejects them loudly).
bool ParseNumberText(const char* text, float* out);

class NumberFields {
 public:
  // Draws the cell `label` (an ImGui label: use "##id"), width CalcItemWidth().
  NumberEdit Field(const char* label, float value, float speed = 0.01f,
                   const char* format = "%.3f");
  bool Typing() const { return editing_ != 0; }

 private:
  ImGuiID editing_ = 0;      // the cell in text mode, 0 = none
  int editing_frames_ = 0;   // frames since text mode started (focus arrives a frame later)
  bool drag_moved_ = false;  // the current press moved past the drag threshold
  unsigned drag_serial_ = 0;
  char buf_[64] = {};
  char initial_[64] = {};
  char merge_key_[48] = {};
};

// The width to give ImGui::InputInt so that its text part stays `text_width` px wide: its − and +
// buttons are a frame height square each (40 px on a touch screen), taken from the item width.
float StepperWidth(float text_width);

// Turns a NumberEdit into a session edit: drags coalesce into one undo step; typed text that is
// not a number sets the banner ("<field>: "abc" is not a number") and leaves the state alone;
// a typed NaN/Inf goes to the session, which refuses it with its own message. `set` writes the
// value into a copy of the state. Returns true if the state changed.
bool ApplyNumberEdit(AppSession& session, const NumberEdit& ev, const char* field_name,
                     const std::function<void(AppState&, float)>& set);

}  // namespace ap::ui
