// WelcomePanel (see welcome_panel.h).
#include "ui/welcome_panel.h"

#include "ui/fonts.h"
#include "ui/i18n.h"
#include "ui/palette.h"
#include "ui/widget_ids.h"
#include "ui/widgets/wrapped_text.h"

#include <imgui.h>

#include <algorithm>

namespace ap::ui {
namespace {

constexpr const char* kPopupId = "##welcome";
constexpr float kMaxWidth = 560.0f;  // px at UI scale 1: two short lines of text on a desktop

enum class WayIn { None, Tour, Lab, Close };

bool KeyPressed(ImGuiKey key) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key), false); }

// One full-width button and the line under it that says where it leads.
bool WayInButton(const char* label, const char* what, const char* id, float width) {
  const bool pressed = ImGui::Button(label, ImVec2(width, 0.0f));
  RecordItem(id);
  TextDisabledWrappedCjk(what);
  ImGui::Spacing();
  return pressed;
}

WayIn DrawContent(AppSession& session, AppServices& services, float width) {
  // The reader's language first: the page has not been told it yet (a link would say it).
  DrawLanguageToggle(session, services, "welcome/lang");
  ImGui::Spacing();
  ImGui::PushStyleColor(ImGuiCol_Text, Colors().emphasis);
  ImGui::PushFont(Fonts::Title());
  TextWrappedCjk(Tr("welcome.title", "Welcome to the Attention Playground"));
  ImGui::PopFont();
  ImGui::PopStyleColor();
  ImGui::Spacing();
  TextWrappedCjk(Tr("welcome.what",
                    "A page to learn how attention works by changing it: a query scores the keys, "
                    "softmax turns the scores into weights, and the weighted sum of the values is "
                    "the output. Every picture is live."));
  ImGui::Spacing();
  ImGui::Spacing();
  WayIn way = WayIn::None;
  if (WayInButton(Tr("welcome.tour", "Follow the article"),
                  Tr("welcome.tour_what", "The tour: the article's seven steps, one at a time."),
                  "welcome/tour", width))
    way = WayIn::Tour;
  if (WayInButton(
          Tr("welcome.lab", "Play with attention"),
          Tr("welcome.lab_what", "The vector lab: drag a query and keys, watch the weights."),
          "welcome/lab", width))
    way = WayIn::Lab;
  TextDisabledWrappedCjk(Tr("welcome.keys", "Enter follows the article; Esc closes this."));
  if (way == WayIn::None && KeyPressed(ImGuiKey_Enter)) way = WayIn::Tour;
  if (way == WayIn::None && KeyPressed(ImGuiKey_Escape)) way = WayIn::Close;
  return way;
}

}  // namespace

void WelcomePanel::Draw(AppSession& session) {
  if (!services_.welcome.is_open()) return;
  if (!ImGui::IsPopupOpen(kPopupId)) ImGui::OpenPopup(kPopupId);
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const ImGuiStyle& style = ImGui::GetStyle();
  const float scale = services_.ui_scale.value;
  const float outer = std::min(kMaxWidth * scale, viewport->WorkSize.x - 2.0f * space::kL * scale);
  ImGui::SetNextWindowPos(ImVec2(viewport->WorkPos.x + viewport->WorkSize.x * 0.5f,
                                 viewport->WorkPos.y + viewport->WorkSize.y * 0.5f),
                          ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(outer, 0.0f));  // height 0: fits its content
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove |
                                 ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoSavedSettings;
  if (!ImGui::BeginPopupModal(kPopupId, nullptr, flags)) return;
  RecordRect("welcome", ImGui::GetWindowPos(),
             ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowSize().x,
                    ImGui::GetWindowPos().y + ImGui::GetWindowSize().y));
  const WayIn way = DrawContent(session, services_, outer - 2.0f * style.WindowPadding.x);
  if (way != WayIn::None) {
    if (way == WayIn::Tour)
      session.navigate([](AppState& st) {
        st.view.tab = Tab::Tour;
        st.demos.tour_step = 0;
      });
    else if (way == WayIn::Lab)
      session.navigate([](AppState& st) { st.view.tab = Tab::Lab; });
    services_.welcome.dismiss(services_.host());
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

}  // namespace ap::ui
