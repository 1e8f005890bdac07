// NumberFields (see number_field.h). Text mode is a plain InputText that takes keyboard focus
// one frame after the click (SetKeyboardFocusHere); it commits on Enter or when focus leaves with
// changed text, and cancels on Escape.
#include "ui/fonts.h"
#include "ui/widgets/number_field.h"

#include "ui/i18n.h"
#include "ui/ui_services.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace ap::ui {

bool ParseNumberText(const char* text, float* out) {
  while (*text && std::isspace(static_cast<unsigned char>(*text))) ++text;
  if (!*text) return false;
  char* end = nullptr;
  float v = std::strtof(text, &end);
  if (end == text) return false;
  while (*end && std::isspace(static_cast<unsigned char>(*end))) ++end;
  if (*end) return false;
  *out = v;
  return true;
}

NumberEdit NumberFields::Field(const char* label, float value, float speed, const char* format) {
  // Numbers in the mono face: digits of equal width, so a column of cells lines up.
  struct MonoFont {
    MonoFont() { ImGui::PushFont(Fonts::Mono()); }
    ~MonoFont() { ImGui::PopFont(); }
  } mono;
  NumberEdit ev;
  const ImGuiID id = ImGui::GetID(label);
  if (editing_ == id) {
    if (editing_frames_ == 0) ImGui::SetKeyboardFocusHere();
    ++editing_frames_;
    const bool enter =
        ImGui::InputText(label, buf_, sizeof(buf_),
                         ImGuiInputTextFlags_AutoSelectAll | ImGuiInputTextFlags_EnterReturnsTrue);
    const bool active = ImGui::IsItemActive();
    if (active) {
      if (AppServices* services = CurrentServices()) services->editing_number = true;
    }
    bool commit = enter;
    bool done = enter;
    if (!enter && ImGui::IsItemDeactivated()) {
      done = true;
      // Escape restores the text (ImGui reverts it), so "changed" is false then: nothing happens.
      commit = std::strcmp(buf_, initial_) != 0;
    }
    if (!active && !done && editing_frames_ > 3) done = true;  // focus never arrived: give up
    if (done) {
      editing_ = 0;
      if (commit) {
        ev.kind = NumberEdit::Kind::Text;
        ev.text = buf_;
        ev.parsed = ParseNumberText(buf_, &ev.value);
      }
    }
    return ev;
  }

  float v = value;
  const bool changed =
      ImGui::DragFloat(label, &v, speed, 0.0f, 0.0f, format, ImGuiSliderFlags_NoInput);
  if (ImGui::IsItemActivated()) {
    drag_moved_ = false;
    ++drag_serial_;
  }
  if (ImGui::IsItemActive() && ImGui::IsMouseDragging(ImGuiMouseButton_Left)) drag_moved_ = true;
  if (changed) {
    ev.kind = NumberEdit::Kind::Drag;
    ev.value = v;
    std::snprintf(merge_key_, sizeof(merge_key_), "drag:%08x:%u", id, drag_serial_);
    ev.merge_key = merge_key_;
  }
  if (ImGui::IsItemDeactivated() && !drag_moved_ && ImGui::IsItemHovered()) {
    // A click without a drag: switch this cell to typing, starting from the exact value.
    editing_ = id;
    editing_frames_ = 0;
    std::snprintf(buf_, sizeof(buf_), "%.7g", static_cast<double>(value));
    std::memcpy(initial_, buf_, sizeof(buf_));
  }
  return ev;
}

float StepperWidth(float text_width) {
  const ImGuiStyle& style = ImGui::GetStyle();
  return text_width + 2.0f * (ImGui::GetFrameHeight() + style.ItemInnerSpacing.x);
}

bool ApplyNumberEdit(AppSession& session, const NumberEdit& ev, const char* field_name,
                     const std::function<void(AppState&, float)>& set) {
  if (ev.kind == NumberEdit::Kind::None) return false;
  if (ev.kind == NumberEdit::Kind::Text && !ev.parsed) {
    char msg[256];
    std::snprintf(msg, sizeof(msg),
                  Tr("banner.not_a_number", "%s: \"%s\" is not a number; nothing was changed."),
                  field_name, ev.text);
    session.set_banner(msg);
    return false;
  }
  const float value = ev.value;
  const std::string key =
      ev.kind == NumberEdit::Kind::Drag ? std::string(ev.merge_key) : std::string();
  return session.edit([&](AppState& s) { set(s, value); }, key);
}

}  // namespace ap::ui
