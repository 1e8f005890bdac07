// EventPump: feeds SDL events to Dear ImGui once per frame without losing quick key taps.
// ImGui 1.86 reads keys as state (io.KeysDown) once per frame, not as a queue: a key pressed and
// released between two frames (a quick tap, a synthetic key from the IME overlay, or any tap
// during a slow frame) would never be seen, so Enter could fail to commit a typed number. Here a
// key-up whose key went down in the same batch is held back to the next frame, and the modifier
// flags are taken from each key event (its own snapshot) rather than from SDL's current state.
#pragma once

#include <SDL.h>

#include <functional>
#include <vector>

namespace ap::platform {

class EventPump {
 public:
  // Call once per frame, before ImGui_ImplSDL2_NewFrame. Returns the number of events seen.
  // `intercept` sees every new event first; those it returns true for do not reach ImGui.
  int pump(const std::function<bool(const SDL_Event&)>& intercept = {});

 private:
  std::vector<SDL_Event> held_key_ups_;
  std::vector<SDL_Scancode> down_this_frame_;
};

}  // namespace ap::platform
