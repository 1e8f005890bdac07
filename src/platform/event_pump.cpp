// See event_pump.h for why key releases, and text typed after an editing key, wait a frame.
#include "platform/event_pump.h"

#include <imgui.h>
#include <imgui_impl_sdl.h>

#include <algorithm>
#include <memory>
#include <string>

namespace ap::platform {
namespace {

// The user event carrying IME text: data1 owns a std::string.
Uint32 typed_text_event() {
  static const Uint32 type = SDL_RegisterEvents(1);
  return type;
}

bool is_text(const SDL_Event& e) { return e.type == SDL_TEXTINPUT || e.type == typed_text_event(); }

bool is_modifier(SDL_Scancode key) {
  return key == SDL_SCANCODE_LCTRL || key == SDL_SCANCODE_RCTRL || key == SDL_SCANCODE_LSHIFT ||
         key == SDL_SCANCODE_RSHIFT || key == SDL_SCANCODE_LALT || key == SDL_SCANCODE_RALT ||
         key == SDL_SCANCODE_LGUI || key == SDL_SCANCODE_RGUI;
}

// A new key-down a text field acts on as a key press (not as typed text). Auto-repeats are not:
// ImGui repeats a held key itself.
bool is_editing_key_down(const SDL_Event& e) {
  if (e.type != SDL_KEYDOWN || e.key.repeat || is_modifier(e.key.keysym.scancode)) return false;
  if (e.key.keysym.mod & (KMOD_CTRL | KMOD_GUI)) return true;  // a shortcut: select all, undo…
  switch (e.key.keysym.scancode) {
    case SDL_SCANCODE_BACKSPACE:
    case SDL_SCANCODE_DELETE:
    case SDL_SCANCODE_LEFT:
    case SDL_SCANCODE_RIGHT:
    case SDL_SCANCODE_UP:
    case SDL_SCANCODE_DOWN:
    case SDL_SCANCODE_HOME:
    case SDL_SCANCODE_END:
    case SDL_SCANCODE_PAGEUP:
    case SDL_SCANCODE_PAGEDOWN:
    case SDL_SCANCODE_RETURN:
    case SDL_SCANCODE_KP_ENTER:
    case SDL_SCANCODE_TAB:
    case SDL_SCANCODE_ESCAPE:
    case SDL_SCANCODE_INSERT:
      return true;
    default:
      return false;
  }
}

void process(SDL_Event& e) {
  if (e.type == typed_text_event()) {
    std::unique_ptr<std::string> text(static_cast<std::string*>(e.user.data1));
    if (text) ImGui::GetIO().AddInputCharactersUTF8(text->c_str());
    return;
  }
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

void PushTypedText(const char* utf8) {
  if (!utf8 || !*utf8) return;
  SDL_Event e{};
  e.type = typed_text_event();
  e.user.data1 = new std::string(utf8);
  if (SDL_PushEvent(&e) != 1) {  // the queue is full or filtered: type it now rather than lose it
    std::unique_ptr<std::string> text(static_cast<std::string*>(e.user.data1));
    ImGui::GetIO().AddInputCharactersUTF8(text->c_str());
  }
}

int EventPump::pump(const std::function<bool(const SDL_Event&)>& intercept) {
  std::deque<SDL_Event> batch;  // last frame's held events first, then the new ones
  batch.swap(held_);
  int fed = 0;
  SDL_Event polled;
  while (SDL_PollEvent(&polled)) {
    if (!is_text(polled) && intercept && intercept(polled)) {
      ++fed;  // a touch gesture's: seen, not ImGui's
      continue;
    }
    batch.push_back(polled);
  }

  std::vector<SDL_Scancode> down_this_frame;
  bool editing_key_seen = false;
  while (!batch.empty()) {
    SDL_Event e = batch.front();
    // Text or a second editing key after an editing key: it and all after it wait a frame.
    if (editing_key_seen && (is_text(e) || is_editing_key_down(e))) break;
    batch.pop_front();
    if (e.type == SDL_KEYDOWN) {
      down_this_frame.push_back(e.key.keysym.scancode);
      editing_key_seen = editing_key_seen || is_editing_key_down(e);
    } else if (e.type == SDL_KEYUP && std::find(down_this_frame.begin(), down_this_frame.end(),
                                                e.key.keysym.scancode) != down_this_frame.end()) {
      held_.push_back(e);  // seen down this frame: release it next frame
      continue;
    }
    process(e);
    ++fed;
  }
  for (const SDL_Event& e : batch) held_.push_back(e);
  return fed + static_cast<int>(held_.size());
}

}  // namespace ap::platform
