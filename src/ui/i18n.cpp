// Tr, the per-frame language sync and the language toggle (see i18n.h).
#include "ui/i18n.h"

#include "ui/widgets/flow_layout.h"
#include "ui/palette.h"
#include "app/i18n.h"
#include "ui/ui_services.h"
#include "ui/widget_ids.h"

#include <imgui.h>

#include <cstdio>
#include <string>

namespace ap::ui {

const char* DisplayLanguage() {
  const AppServices* services = CurrentServices();
  return services ? services->display_language.c_str() : "en";
}

const char* Tr(const char* key, const char* english) {
  return i18n::translate(DisplayLanguage(), key, english);
}

void SyncLanguage(const AppState& state, AppServices& services) {
  FontDownload& font = services.cjk_font;
  const std::string& wanted = state.view.language;
  if (wanted == "zh") font.request();
  // Chinese text in the open tab (a typed sentence, the self-attention preset) needs the font
  // even in the English UI.
  const Tab tab = state.view.tab;
  if (tab == Tab::Self || tab == Tab::Heads) font.note_text_shown(state.demos.self_sentence);
  if (tab == Tab::Painting) font.note_text_shown(state.demos.painting_query);
  if (tab == Tab::Translate || tab == Tab::Bottleneck)
    font.note_text_shown(state.translation.sentence);
  if (tab == Tab::Lab || tab == Tab::Batched)
    for (const auto& label : state.lab.labels) font.note_text_shown(label);
  services.display_language = i18n::display_language_for(wanted, font.ready());
}

void DrawLanguageToggle(AppSession& session, AppServices& services, const char* id_prefix) {
  FontDownload& font = services.cjk_font;
  const std::string current = session.state().view.language;
  auto option = [&](const char* lang, const char* label) {
    const bool selected = current == lang;
    if (selected)
      ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    // On a touch screen a full-height button: a finger-sized target (app/page/ui_scale.h).
    const bool clicked = services.ui_scale.touch ? ImGui::Button(label) : ImGui::SmallButton(label);
    if (clicked && !selected) {
      const std::string l = lang;
      session.navigate([&](AppState& st) { st.view.language = l; });
    }
    if (selected) ImGui::PopStyleColor();
    RecordItem(WidgetName("%s/%s", id_prefix, lang));
  };
  // The labels are each language's own name, not translated: "English | 中文" in both UIs.
  option("en", "English");
  ImGui::SameLine(0.0f, 4.0f);
  ImGui::TextDisabled("|");
  ImGui::SameLine(0.0f, 4.0f);
  option("zh", "中文");
  switch (font.status()) {
    case CjkFontStatus::Loading: {
      // On a phone the status goes to the next line rather than off the screen.
      char text[128];
      const float p = font.progress();
      if (p >= 0.0f)
        std::snprintf(text, sizeof(text), "%s %d%%", Tr("font.loading", "Loading Chinese font..."),
                      static_cast<int>(p * 100.0f + 0.5f));
      else
        std::snprintf(text, sizeof(text), "%s", Tr("font.loading", "Loading Chinese font..."));
      SameLineIfFits(ImGui::CalcTextSize(text).x);
      ImGui::TextDisabled("%s", text);
      break;
    }
    case CjkFontStatus::Failed: {
      const char* failed = Tr("font.failed", "Chinese font failed to load");
      SameLineIfFits(ImGui::CalcTextSize(failed).x);
      ImGui::TextColored(ToVec4(Colors().error), "%s", failed);
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", font.error().c_str());
      SameLineIfFits(ButtonWidth(Tr("font.retry", "Retry")));
      if (ImGui::SmallButton(Tr("font.retry", "Retry"))) font.retry();
      break;
    }
    default:
      break;
  }
}

}  // namespace ap::ui
