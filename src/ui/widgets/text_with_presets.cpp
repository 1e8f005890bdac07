// DrawTextWithPresets (see text_with_presets.h).
#include "ui/widgets/text_with_presets.h"

#include "ui/widgets/flow_layout.h"
#include "ui/fonts.h"
#include "ui/widget_ids.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>

namespace ap::ui {

std::string PresetLabel(const TextWithPresets& spec, std::size_t i) {
  if (spec.preset_labels && i < spec.preset_labels->size()) return (*spec.preset_labels)[i];
  const std::string& preset = (*spec.presets)[i];
  if (FontHasGlyphs(preset)) return preset;
  if (spec.latin_names && i < spec.latin_names->size()) return (*spec.latin_names)[i];
  return "…";
}

void DrawTextWithPresets(AppSession& session, const TextWithPresets& spec) {
  const auto field = spec.field;
  const auto text_of = spec.text;
  const auto target = [field, text_of](AppState& st) -> std::string& {
    return text_of ? text_of(st) : st.demos.*field;
  };
  // Read only (the accessor's one signature serves the edits below too).
  std::string text = target(const_cast<AppState&>(session.state()));
  // The field narrows to leave its label room on a phone; the presets wrap.
  const float label_w = LabeledWidth(0.0f, spec.label);
  ImGui::SetNextItemWidth(
      std::max(80.0f, std::min(spec.width, ImGui::GetContentRegionAvail().x - label_w)));
  if (ImGui::InputText(spec.label, &text))
    session.edit([&](AppState& st) { target(st) = text; }, spec.widget_id);
  RecordItem(spec.widget_id);
  NoteTextShown(text);
  SameLineIfFits(ImGui::CalcTextSize(spec.presets_label).x);
  ImGui::TextDisabled("%s", spec.presets_label);
  int i = 0;
  for (const std::string& p : *spec.presets) {
    const std::string label = PresetLabel(spec, static_cast<std::size_t>(i));
    SameLineIfFits(ButtonWidth(label.c_str()));
    ImGui::PushID(i++);
    if (ImGui::SmallButton(label.c_str())) session.edit([&](AppState& st) { target(st) = p; });
    RecordItem(WidgetName("%s/preset/%d", spec.widget_id, i - 1));
    ImGui::PopID();
    NoteTextShown(p);
  }
}

}  // namespace ap::ui
