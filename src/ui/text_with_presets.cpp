// DrawTextWithPresets (see text_with_presets.h).
#include "ui/text_with_presets.h"

#include "ui/fonts.h"
#include "ui/widget_ids.h"

#include <imgui.h>
#include <imgui_stdlib.h>

namespace ap::ui {

void DrawTextWithPresets(AppSession& session, const TextWithPresets& spec) {
  const auto field = spec.field;
  std::string text = session.state().demos.*field;
  ImGui::SetNextItemWidth(spec.width);
  if (ImGui::InputText(spec.label, &text))
    session.edit([&](AppState& st) { st.demos.*field = text; }, spec.widget_id);
  RecordItem(spec.widget_id);
  NoteTextShown(text);
  ImGui::SameLine();
  ImGui::TextDisabled("%s", spec.presets_label);
  int i = 0;
  for (const std::string& p : *spec.presets) {
    ImGui::SameLine();
    ImGui::PushID(i++);
    if (ImGui::SmallButton(p.c_str())) session.edit([&](AppState& st) { st.demos.*field = p; });
    ImGui::PopID();
    NoteTextShown(p);
  }
}

}  // namespace ap::ui
