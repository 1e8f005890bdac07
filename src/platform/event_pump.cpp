// See event_pump.h for why key releases are held back by one frame.
#include "platform/event_pump.h"

#include <imgui.h>
#include <imgui_impl_sdl.h>

#include <algorithm>

namespace ap::platform {
namespace {

void process(SDL_Event& e) {
  ImGui_ImplSDL2_ProcessEvent(&e);
  if (e.type == SDL_KEYDOWN || e.type == SDL_KEYUP) {
    const Uint16 mod = e.key.keysym.mod;  // the modifiers when this key event happened
    ImGuiIO& io = ImGui::GetIO();
    io.KeyShift = (mod & KMOD_SHIFT) != 0;
    io.KeyCtrl = (mod & KMOD_CTRL) != 0;
    io.KeyAlt = (mod & KMOD_ALT) != 0;
    io.KeySuper = (mod & KMOD_GUI) != 0;
  }
}

}  // namespace

int EventPump::pump(const std::function<bool(const SDL_Event&)>& intercept) {
  std::vector<SDL_Event> held;
  held.swap(held_key_ups_);
  int fed = static_cast<int>(held.size());
  for (SDL_Event& e : held) process(e);
  down_this_frame_.clear();

  SDL_Event e;
  while (SDL_PollEvent(&e)) {
    if (intercept && intercept(e)) {
      ++fed;
      continue;
    }
    if (e.type == SDL_KEYDOWN) {
      down_this_frame_.push_back(e.key.keysym.scancode);
    } else if (e.type == SDL_KEYUP && std::find(down_this_frame_.begin(), down_this_frame_.end(),
                                                e.key.keysym.scancode) != down_this_frame_.end()) {
      held_key_ups_.push_back(e);  // seen down this frame: release it next frame
      continue;
    }
    process(e);
    ++fed;
  }
  return fed;
}

}  // namespace ap::platform
