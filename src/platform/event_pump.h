// EventPump: feeds SDL events to Dear ImGui once per frame, in the order they happened, without
// losing quick key taps or typed text.
// ImGui 1.86 reads keys as state (io.KeysDown) once per frame, not as a queue: a key pressed and
// released between two frames (a quick tap, a synthetic key from the IME overlay, or any tap
// during a slow frame) would never be seen, so Enter could fail to commit a typed number. Here a
// key-up whose key went down in the same batch is held back to the next frame, and the modifier
// flags are taken from each key event (its own snapshot) rather than from SDL's current state.
// Its text fields also apply a frame's typed characters before its key presses, and one key press
// per frame, so Backspace then "x" in one slow frame typed "x" and deleted it, and Ctrl+A then
// Backspace deleted one character. Text or an editing key (Backspace, Delete, arrows, Home/End,
// Enter, Tab, Escape, a Ctrl/Cmd shortcut) that follows an editing key in the same batch is held
// to the next frame, with every event after it. Text from the IME overlay (web/ime.js) enters the
// same queue (PushTypedText), so it keeps its place among the key events.
#pragma once

#include <SDL.h>

#include <deque>
#include <functional>
#include <vector>

namespace ap::platform {

// Queues UTF-8 text typed through the IME overlay as an event after those already queued.
void PushTypedText(const char* utf8);

class EventPump {
 public:
  // Call once per frame, before ImGui_ImplSDL2_NewFrame. Returns the number of events fed.
  // `intercept` sees every new event first; those it returns true for do not reach ImGui.
  int pump(const std::function<bool(const SDL_Event&)>& intercept = {});
  // Events held for the next frame: the page must draw one more.
  bool has_held() const { return !held_.empty(); }

 private:
  std::deque<SDL_Event> held_;  // in the order they happened; already seen by `intercept`
};

}  // namespace ap::platform
