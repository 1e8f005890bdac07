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

// The whole toolbar on one row when it fits; otherwise (a phone, or a large UI scale) the row
// keeps Undo and Redo and a menu button whose popup lists the other items one per line. The items
// record the same widget names in either place (ui/widget_ids.h).
void Toolbar::Draw(AppSession& session) {
  const ImVec2 top = ImGui::GetCursorScreenPos();
  const bool compact = RowWidth() > ImGui::GetContentRegionAvail().x;
  DrawUndoRedo(session);
  if (compact) {
    char label[64];
    std::snprintf(label, sizeof(label), "… %s###more", Tr("toolbar.more", "More"));
    SameLineIfFits(ButtonWidth(label));  // at a large UI scale it starts a second row
    if (ImGui::Button(label)) ImGui::OpenPopup("##more");
    RecordItem("toolbar/more");
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("%s", Tr("toolbar.more_tip",
                                 "Presets, links, lessons, export, theme, size and language"));
    if (ImGui::BeginPopup("##more")) {
      DrawMenuItems(session, /*one_row=*/false);
      ImGui::EndPopup();
    }
  } else {
    DrawMenuItems(session, /*one_row=*/true);
    ImGui::Separator();  // (a phone's row goes without: the tab bar under it has its own line)
  }
  RecordRect("toolbar", top,
             ImVec2(top.x + ImGui::GetContentRegionAvail().x, ImGui::GetCursorScreenPos().y));
}

// The width the toolbar needs on one row: every button, the checkbox, the scale control and the
// language toggle, with the spacing between them.
float Toolbar::RowWidth() const {
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const char* theme = services_.dark_theme ? Tr("toolbar.theme_light", "Light theme")
                                           : Tr("toolbar.theme_dark", "Dark theme");
  const char* labels[] = {Tr("toolbar.undo", "Undo"),
                          Tr("toolbar.redo", "Redo"),
                          Tr("toolbar.presets", "Presets..."),
                          Tr("toolbar.copy_link", "Copy link"),
                          Tr("toolbar.copy_embed", "Embed code"),
                          Tr("toolbar.lesson", "Lesson..."),
                          Tr("toolbar.export", "Export..."),
                          theme};
  float width = 0.0f;
  for (const char* label : labels) width += ButtonWidth(label) + gap;
  width += CheckWidth(Tr("toolbar.motion", "Motion")) + gap;
  width += 24.0f + ScaleControlWidth() + gap;  // the theme button keeps 24 px before it
  return width + 24.0f + LanguageToggleWidth();
}

void Toolbar::DrawUndoRedo(AppSession& session) {
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
}

// Everything after Redo: on the toolbar's row (one_row), or one per line in the menu's popup.
void Toolbar::DrawMenuItems(AppSession& session, bool one_row) {
  one_row_ = one_row;
  NextItem(ButtonWidth(Tr("toolbar.presets", "Presets...")));
  if (ImGui::Button(Tr("toolbar.presets", "Presets..."))) ImGui::OpenPopup("##presets");
  RecordItem("toolbar/presets");
  DrawPresetsMenu(session);

  NextItem(ButtonWidth(Tr("toolbar.copy_link", "Copy link")));
  if (ImGui::Button(Tr("toolbar.copy_link", "Copy link"))) {
    services_.host().copy_to_clipboard(ShareUrl(session));
    CloseMenu();
  }
  RecordItem("toolbar/copy_link");
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip(
        "%s", Tr("toolbar.copy_link_tip", "Copy a link that reopens exactly this scene and view"));
  NextItem(ButtonWidth(Tr("toolbar.copy_embed", "Embed code")));
  if (ImGui::Button(Tr("toolbar.copy_embed", "Embed code"))) {
    services_.host().copy_to_clipboard(EmbedCode(session, services_.host()));
    CloseMenu();
  }
  RecordItem("toolbar/copy_embed");
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("%s", Tr("toolbar.copy_embed_tip",
                               "Copy HTML that shows this view in a course page or slide "
                               "(a <script> and an <attention-playground> element)"));

  NextItem(ButtonWidth(Tr("toolbar.lesson", "Lesson...")));
  if (ImGui::Button(Tr("toolbar.lesson", "Lesson..."))) {
    lesson_recorder_open_ = !lesson_recorder_open_;
    CloseMenu();  // the recorder opens below the toolbar, where the menu would cover it
  }
  RecordItem("toolbar/lesson");
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("%s", Tr("toolbar.lesson_tip",
                               "Make a lesson: record steps with a text for each, share them as "
                               "one link, or open a lesson"));

  NextItem(ButtonWidth(Tr("toolbar.export", "Export...")));
  if (ImGui::Button(Tr("toolbar.export", "Export..."))) ImGui::OpenPopup("##export");
  RecordItem("toolbar/export");
  DrawExportMenu(session);
  NextItem(CheckWidth(Tr("toolbar.motion", "Motion")));
  ImGui::Checkbox(Tr("toolbar.motion", "Motion"), &services_.motion);
  RecordItem("toolbar/motion");
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("%s", Tr("toolbar.motion_tip",
                               "Changed values glide to their new size (about 0.15 s). Off when "
                               "your system asks for reduced motion. Numbers are always exact."));
  DrawThemeToggle(session);
  NextItem(ScaleControlWidth());
  DrawScaleControl();
  NextItem(LanguageToggleWidth(), 24.0f);
  DrawLanguageToggle(session, services_);  // "English | 中文" (ui/i18n.h)
}

// In the menu, a command that is done closes it (the motion, size and language controls keep it
// open: one often tries a few values).
void Toolbar::CloseMenu() const {
  if (!one_row_) ImGui::CloseCurrentPopup();
}

// On the row: the next item stays on this line if it fits (`gap` < 0: the style's spacing).
// In the menu: every item starts a line of its own.
void Toolbar::NextItem(float width, float gap) const {
  if (one_row_) SameLineIfFits(width, gap);
}

float Toolbar::ScaleControlWidth() {
  return ButtonWidth("-") + ButtonWidth("300%") + ButtonWidth("+") + 2.0f * 2.0f;
}

float Toolbar::LanguageToggleWidth() {
  return ButtonWidth("English") + ButtonWidth("中文") + 16.0f;
}

// One button that switches to the other theme. Until it is pressed the theme follows the system
// (view.theme "auto"); afterwards the choice is in the link.
void Toolbar::DrawThemeToggle(AppSession& session) {
  const bool dark = services_.dark_theme;
  char label[96];
  std::snprintf(
      label, sizeof(label), "%s###theme",
      dark ? Tr("toolbar.theme_light", "Light theme") : Tr("toolbar.theme_dark", "Dark theme"));
  NextItem(ButtonWidth(label), 24.0f);
  if (ImGui::Button(label)) {
    const Theme next = dark ? Theme::Light : Theme::Dark;
    session.navigate([next](AppState& st) { st.view.theme = next; });
    CloseMenu();
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
