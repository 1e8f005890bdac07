// DrawTextWithPresets (see text_with_presets.h).
#include "ui/widgets/text_with_presets.h"

#include "ui/widgets/flow_layout.h"
#include "ui/fonts.h"
#include "ui/widget_ids.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>

namespace ap::ui {

void DrawTextWithPresets(AppSession& session, const TextWithPresets& spec) {
  const auto field = spec.field;
  std::string text = session.state().demos.*field;
  // The field narrows to leave its label room on a phone; the presets wrap.
  const float label_w = LabeledWidth(0.0f, spec.label);
  ImGui::SetNextItemWidth(
      std::max(80.0f, std::min(spec.width, ImGui::GetContentRegionAvail().x - label_w)));
  if (ImGui::InputText(spec.label, &text))
    session.edit([&](AppState& st) { st.demos.*field = text; }, spec.widget_id);
  RecordItem(spec.widget_id);
  NoteTextShown(text);
  SameLineIfFits(ImGui::CalcTextSize(spec.presets_label).x);
  ImGui::TextDisabled("%s", spec.presets_label);
  int i = 0;
  for (const std::string& p : *spec.presets) {
    SameLineIfFits(ButtonWidth(p.c_str()));
    ImGui::PushID(i++);
    if (ImGui::SmallButton(p.c_str())) session.edit([&](AppState& st) { st.demos.*field = p; });
    ImGui::PopID();
    NoteTextShown(p);
  }
}

}  // namespace ap::ui
