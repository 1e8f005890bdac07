// IME bridge: lets web/ime.js type into Dear ImGui text fields through the browser's input method
// (pinyin etc.). An SDL canvas never receives IME composition, so while ImGui wants text input
// the page puts a small <input> over the active field's caret and focuses it; what the IME
// commits is forwarded here. Two exports, called between frames (never inside one):
//   ap_ime_state()        → float[5]: {wants text input (0/1), caret x, caret line top, line
//                           height, field kind (0 text, 1 a number cell: inputmode="decimal")},
//                           coordinates in ImGui display units (CSS px from the canvas's top-left)
//   ap_ime_commit(utf8)   → the committed text goes to ImGui as typed characters, after the key
//                           events that came before it
#include "platform/event_pump.h"
#include "ui/fonts.h"
#include "ui/ui_services.h"

#include <emscripten.h>
#include <imgui.h>
#include <imgui_internal.h>

extern "C" {

EMSCRIPTEN_KEEPALIVE const float* ap_ime_state() {
  static float state[5];
  ImGuiContext* g = ImGui::GetCurrentContext();
  if (!g) {
    state[0] = 0.0f;
    return state;
  }
  // PlatformImePos is where the last frame's active InputText put its caret (1, 1 when none).
  state[0] = ImGui::GetIO().WantTextInput ? 1.0f : 0.0f;
  state[1] = g->PlatformImePos.x;
  state[2] = g->PlatformImePos.y;
  state[3] = g->FontSize;
  const ap::AppServices* services = ap::ui::CurrentServices();
  state[4] = services && services->editing_number ? 1.0f : 0.0f;
  return state;
}

EMSCRIPTEN_KEEPALIVE void ap_ime_commit(const char* utf8) {
  if (!utf8 || !*utf8) return;
  ap::platform::PushTypedText(utf8);  // in its place among the key events (event_pump.h)
  ap::ui::NoteTextShown(utf8);        // Chinese typed into an English UI: fetch the glyphs
}

}  // extern "C"
