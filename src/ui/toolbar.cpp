// Toolbar (see toolbar.h).
#include "ui/toolbar.h"

#include "app/page/embed_snippet.h"
#include "app/page/page_api.h"
#include "app/scene/presets.h"  // lab_result_csv
#include "app/scene/scene_json.h"
#include "ui/widgets/flow_layout.h"
#include "ui/i18n.h"
#include "ui/widget_ids.h"

#include <imgui.h>

#include <cstdio>

namespace ap::ui {

std::string ShareUrl(const AppSession& session) { return "#" + session.link(); }

std::string EmbedCode(const AppSession& session, const Host& host) {
  return embed_snippet(host.page_url(), session.link(), tab_name(session.state().view.tab));
}

void Toolbar::DrawPresetsMenu(AppSession& session) {
  if (!ImGui::BeginPopup("##presets")) return;
  for (const Preset& p : lab_presets()) {
    const std::string title_key = "preset." + p.id + ".title";
    const std::string text_key = "preset." + p.id + ".explanation";
    const bool current = session.state().lab == p.scene;
    if (ImGui::Selectable(Tr(title_key.c_str(), p.title.c_str()), current, 0,
                          ImVec2(220.0f, 0.0f))) {
      session.edit([&](AppState& s) { s.lab = p.scene; });
    }
    RecordItem(WidgetName("preset/%s", p.id.c_str()));
    ImGui::SameLine();
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextUnformatted(Tr(text_key.c_str(), p.explanation.c_str()));
    ImGui::PopStyleColor();
  }
  ImGui::EndPopup();
}

void Toolbar::Draw(AppSession& session) {
  ImGui::BeginDisabled(!session.can_undo());
  if (ImGui::Button(Tr("toolbar.undo", "Undo"))) session.undo();
  ImGui::EndDisabled();
  RecordItem("toolbar/undo");
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("%s", Tr("toolbar.undo_tip", "Undo the last edit (Ctrl+Z)"));
  SameLineIfFits(ButtonWidth(Tr("toolbar.redo", "Redo")));
  ImGui::BeginDisabled(!session.can_redo());
  if (ImGui::Button(Tr("toolbar.redo", "Redo"))) session.redo();
  ImGui::EndDisabled();
  RecordItem("toolbar/redo");
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("%s", Tr("toolbar.redo_tip", "Redo (Ctrl+Shift+Z or Ctrl+Y)"));

  SameLineIfFits(ButtonWidth(Tr("toolbar.presets", "Presets...")));
  if (ImGui::Button(Tr("toolbar.presets", "Presets..."))) ImGui::OpenPopup("##presets");
  RecordItem("toolbar/presets");
  DrawPresetsMenu(session);

  SameLineIfFits(ButtonWidth(Tr("toolbar.copy_link", "Copy link")));
  if (ImGui::Button(Tr("toolbar.copy_link", "Copy link"))) {
    services_.host().copy_to_clipboard(ShareUrl(session));
  }
  RecordItem("toolbar/copy_link");
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip(
        "%s", Tr("toolbar.copy_link_tip", "Copy a link that reopens exactly this scene and view"));
  SameLineIfFits(ButtonWidth(Tr("toolbar.copy_embed", "Embed code")));
  if (ImGui::Button(Tr("toolbar.copy_embed", "Embed code"))) {
    services_.host().copy_to_clipboard(EmbedCode(session, services_.host()));
  }
  RecordItem("toolbar/copy_embed");
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("%s", Tr("toolbar.copy_embed_tip",
                               "Copy HTML that shows this view in a course page or slide "
                               "(a <script> and an <attention-playground> element)"));

  SameLineIfFits(ButtonWidth(Tr("toolbar.lesson", "Lesson...")));
  if (ImGui::Button(Tr("toolbar.lesson", "Lesson...")))
    lesson_recorder_open_ = !lesson_recorder_open_;
  RecordItem("toolbar/lesson");
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("%s", Tr("toolbar.lesson_tip",
                               "Make a lesson: record steps with a text for each, share them as "
                               "one link, or open a lesson"));

  SameLineIfFits(ButtonWidth(Tr("toolbar.export", "Export...")));
  if (ImGui::Button(Tr("toolbar.export", "Export..."))) ImGui::OpenPopup("##export");
  RecordItem("toolbar/export");
  DrawExportMenu(session);
  SameLineIfFits(ImGui::GetFrameHeight() + ImGui::CalcTextSize(Tr("toolbar.motion", "Motion")).x +
                 ImGui::GetStyle().ItemInnerSpacing.x);
  ImGui::Checkbox(Tr("toolbar.motion", "Motion"), &services_.motion);
  RecordItem("toolbar/motion");
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("%s", Tr("toolbar.motion_tip",
                               "Changed values glide to their new size (about 0.15 s). Off when "
                               "your system asks for reduced motion. Numbers are always exact."));
  DrawThemeToggle(session);
  DrawScaleControl();
  SameLineIfFits(ButtonWidth("English") + ButtonWidth("中文") + 16.0f, 24.0f);
  DrawLanguageToggle(session, services_);  // "English | 中文" (ui/i18n.h)
  ImGui::Separator();
}

// One button that switches to the other theme. Until it is pressed the theme follows the system
// (view.theme "auto"); afterwards the choice is in the link.
void Toolbar::DrawThemeToggle(AppSession& session) {
  const bool dark = services_.dark_theme;
  char label[96];
  std::snprintf(
      label, sizeof(label), "%s###theme",
      dark ? Tr("toolbar.theme_light", "Light theme") : Tr("toolbar.theme_dark", "Dark theme"));
  SameLineIfFits(ButtonWidth(label), 24.0f);
  if (ImGui::Button(label)) {
    const Theme next = dark ? Theme::Light : Theme::Dark;
    session.navigate([next](AppState& st) { st.view.theme = next; });
  }
  RecordItem("toolbar/theme");
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("%s", Tr("toolbar.theme_tip",
                               "Switch between the light and the dark theme (it follows your "
                               "system until you choose; the link keeps the choice)"));
}

// "-  100%  +": the UI scale (app/page/ui_scale.h), kept together on one line. Not a state edit: no
// undo step, no link change; the platform applies it before the next frame.
void Toolbar::DrawScaleControl() {
  UiScale& scale = services_.ui_scale;
  char percent[16];
  std::snprintf(percent, sizeof(percent), "%d%%###zoom_reset", scale.percent());
  SameLineIfFits(ButtonWidth("-") + ButtonWidth("300%") + ButtonWidth("+") + 2.0f * 2.0f);
  ImGui::BeginDisabled(scale.value <= UiScale::kMin);
  if (ImGui::Button("-##zoom_out")) scale.step_down();
  ImGui::EndDisabled();
  RecordItem("toolbar/zoom_out");
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("%s", Tr("toolbar.zoom_out_tip", "Smaller interface"));
  ImGui::SameLine(0.0f, 2.0f);
  if (ImGui::Button(percent))
    scale.set(default_ui_scale(scale.touch, ImGui::GetMainViewport()->Size.x));
  RecordItem("toolbar/zoom_reset");
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("%s", Tr("toolbar.zoom_reset_tip",
                               "Interface size (on a touch screen, pinch with two fingers too). "
                               "Click: back to the default size"));
  ImGui::SameLine(0.0f, 2.0f);
  ImGui::BeginDisabled(scale.value >= UiScale::kMax);
  if (ImGui::Button("+##zoom_in")) scale.step_up();
  ImGui::EndDisabled();
  RecordItem("toolbar/zoom_in");
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("%s", Tr("toolbar.zoom_in_tip", "Larger interface"));
}

void Toolbar::DrawExportMenu(AppSession& session) {
  if (!ImGui::BeginPopup("##export")) return;
  if (ImGui::Selectable(Tr("export.json", "Scene as JSON (attention-scene.json)"))) {
    services_.host().download_text("attention-scene.json", "application/json",
                                   scene_to_json(session.state().lab).dump(2));
  }
  RecordItem("export/json");
  if (ImGui::Selectable(Tr("export.csv", "Scores, weights and output as CSV (attention.csv)"))) {
    services_.host().download_text("attention.csv", "text/csv",
                                   lab_result_csv(session.state().lab, session.result()));
  }
  RecordItem("export/csv");
  if (ImGui::Selectable(Tr("export.png", "Picture of the page as PNG (attention.png)"))) {
    services_.host().export_canvas_png("attention.png", 0, 0, 0, 0);
  }
  RecordItem("export/png");
  ImGui::EndPopup();
}

}  // namespace ap::ui
