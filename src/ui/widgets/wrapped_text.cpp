// TextWrappedCjk (see wrapped_text.h): line breaks from app/text_wrap, one TextUnformatted per
// line.
#include "ui/widgets/wrapped_text.h"

#include "app/text_wrap.h"
#include "ui/fonts.h"

#include <imgui.h>

#include <cstring>

namespace ap::ui {

void TextWrappedCjk(const char* text, float wrap_width) {
  NoteTextShown(text);
  if (wrap_width <= 0.0f) wrap_width = ImGui::GetContentRegionAvail().x;
  if (wrap_width < 1.0f) wrap_width = 1.0f;
  ImFont* font = ImGui::GetFont();
  const float scale = ImGui::GetFontSize() / font->FontSize;
  const auto lines = wrap_text(text, wrap_width, [&](char32_t c) {
    return (c <= 0xFFFF ? font->GetCharAdvance(static_cast<ImWchar>(c)) : font->FallbackAdvanceX) *
           scale;
  });
  for (const LineSpan& line : lines) ImGui::TextUnformatted(text + line.begin, text + line.end);
}

void TextDisabledWrappedCjk(const char* text, float wrap_width) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  TextWrappedCjk(text, wrap_width);
  ImGui::PopStyleColor();
}

}  // namespace ap::ui
