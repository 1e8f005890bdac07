// AppUi (see app_ui.h): the full-viewport window, banner, shortcuts and the tab bar.
//
// The full-viewport window itself never scrolls: the banner, the toolbar and the tab bar stay on
// screen, and each tab's content scrolls beneath them in a child window of its own ("##content",
// one per tab, so each tab keeps its scroll position). In embed mode there is no tab bar and the
// tab draws straight into the window, which then scrolls.
//
// The tab bar follows state.view.tab both ways: a click on a tab writes view.tab
// (session.navigate), and when view.tab changes from outside (a link, undo, the JS API) the
// matching tab is selected with ImGuiTabItemFlags_SetSelected, which ImGui applies on the next
// frame.
#include "ui/palette.h"
#include "ui/app_ui.h"

#include "ui/tabs/batched_tab.h"
#include "ui/tabs/bottleneck_tab.h"
#include "ui/tabs/explain_tab.h"
#include "ui/tabs/exercises_tab.h"
#include "ui/fonts.h"
#include "ui/i18n.h"
#include "ui/layout_overflow.h"
#include "ui/tabs/lab_tab.h"
#include "ui/tabs/multihead_tab.h"
#include "ui/tabs/painting_tab.h"
#include "ui/tabs/self_attention_tab.h"
#include "ui/tab_bar_rects.h"
#include "ui/tabs/tour_tab.h"
#include "ui/tabs/train_tab.h"
#include "ui/tabs/translate_tab.h"
#include "ui/ui_services.h"
#include "ui/widget_ids.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <cstdio>
#include <optional>

namespace ap::ui {

namespace {

// The tabs, in display order: the Tour first, then the tabs in the order the article (and so the
// Tour) meets them — the bottleneck that motivates attention, the painting, query/key/value and
// the three steps (lab, batched), self-attention, the translator's alignment — then the tabs that
// go further. The order is only the bar's: links and the API name tabs (view_state.h).
// Adding a tab: write its TabPanel file and add one line here.
std::vector<std::unique_ptr<TabPanel>> MakeTabs(AppServices& services) {
  std::vector<std::unique_ptr<TabPanel>> tabs;
  tabs.push_back(std::make_unique<TourTab>(services));
  tabs.push_back(std::make_unique<BottleneckTab>(services.translation));
  tabs.push_back(std::make_unique<PaintingTab>());
  tabs.push_back(std::make_unique<LabTab>());
  tabs.push_back(std::make_unique<BatchedTab>());
  tabs.push_back(std::make_unique<SelfAttentionTab>(services.translation));
  tabs.push_back(std::make_unique<MultiHeadTab>(services.translation));
  tabs.push_back(std::make_unique<TranslateTab>(services.translation, services.exercises));
  tabs.push_back(std::make_unique<ExplainTab>(services.translation, services.explain));
  tabs.push_back(std::make_unique<TrainTab>(services));
  tabs.push_back(std::make_unique<ExercisesTab>(services));
  return tabs;
}

bool ShortcutPressed(ImGuiKey key) {
  return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key), /*repeat=*/true);
}

}  // namespace

AppUi::AppUi(AppServices& services)
    : services_(services),
      tabs_(MakeTabs(services)),
      toolbar_(services),
      exercise_panel_(services),
      lesson_panel_(services),
      welcome_panel_(services) {}
AppUi::~AppUi() = default;

TabPanel* AppUi::FindTab(Tab id) const {
  for (const auto& t : tabs_)
    if (id == t->Id()) return t.get();
  return nullptr;
}

void AppUi::Draw(AppSession& session) {
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(viewport->WorkPos);
  ImGui::SetNextWindowSize(viewport->WorkSize);
  const bool embed = session.state().view.embed;
  const ImGuiWindowFlags flags =
      ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
      ImGuiWindowFlags_NoBringToFrontOnFocus |
      (embed ? 0 : ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
  // Widgets find this UI's services (rects, Tr's language, the CJK font) in the ImGui context.
  InstallServices(&services_);
  // The theme: the link's choice, else the system's (palette.h). ImGui's colours change only
  // when it does; custom drawings read Colors() every frame.
  services_.dark_theme = ThemeIsDark(session.state().view.theme, services_.system_prefers_dark);
  if (applied_dark_ != services_.dark_theme) {
    ApplyTheme(services_.dark_theme);
    applied_dark_ = services_.dark_theme;
  }
  ImGui::Begin("##attention_playground", nullptr, flags);
  ImGui::PopStyleVar(2);

  // Training goes on whatever tab is shown: its budgeted work for this frame (train_tab.h).
  services_.training.advance(services_.training.budget_ms());
  // The active exercise is re-checked when the state or the training moved on (marks it done).
  services_.exercises.watch(session, services_.exercise_services());
  SyncLanguage(session.state(), services_);  // display language + lazy CJK font (ui/i18n.h)
  HandleShortcuts(session);
  DrawBanner(session);
  if (!embed) toolbar_.Draw(session);
  lesson_panel_.Draw(session, toolbar_.lesson_recorder_open());
  DrawTabs(session);

  // Everything laid out this frame, from the top of the content (scrolled or not) to its bottom.
  const ImGuiWindow* window = ImGui::GetCurrentWindow();
  services_.content_height =
      window->DC.CursorMaxPos.y - window->DC.CursorStartPos.y + 2.0f * window->WindowPadding.y;
  welcome_panel_.Draw(session);
  ImGui::End();
  services_.layout_overflow = FindLayoutOverflow();
}

void AppUi::HandleShortcuts(AppSession& session) {
  const ImGuiIO& io = ImGui::GetIO();
  // A focused text field keeps Ctrl+Z for its own text undo.
  if (io.WantTextInput || ImGui::IsAnyItemActive()) return;
  const bool mod = io.ConfigMacOSXBehaviors ? io.KeySuper : io.KeyCtrl;
  if (!mod) return;
  if (ShortcutPressed(ImGuiKey_Z)) {
    if (io.KeyShift)
      session.redo();
    else
      session.undo();
  } else if (ShortcutPressed(ImGuiKey_Y)) {
    session.redo();
  }
}

void AppUi::DrawBanner(AppSession& session) {
  if (session.banner().empty()) return;
  // A bright bar across the top: the message wraps, the dismiss button sits at the right.
  const float dismiss_w = ImGui::CalcTextSize(Tr("banner.dismiss", "Dismiss")).x +
                          ImGui::GetStyle().FramePadding.x * 2.0f;
  const float width = ImGui::GetContentRegionAvail().x;
  ImGui::PushStyleColor(ImGuiCol_ChildBg, Colors().banner_bg);
  ImGui::PushStyleColor(ImGuiCol_Text, Colors().banner_text);
  const float text_w = width - dismiss_w - ImGui::GetStyle().ItemSpacing.x * 3.0f;
  const float text_h = ImGui::CalcTextSize(session.banner().c_str(), nullptr, false, text_w).y;
  const float h = text_h + ImGui::GetStyle().WindowPadding.y * 2.0f;
  ImGui::BeginChild("##banner", ImVec2(width, h), false, ImGuiWindowFlags_NoScrollbar);
  RecordRect("banner", ImGui::GetWindowPos(),
             ImVec2(ImGui::GetWindowPos().x + width, ImGui::GetWindowPos().y + h));
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + text_w);
  ImGui::TextUnformatted(session.banner().c_str());
  ImGui::PopTextWrapPos();
  ImGui::SameLine(width - dismiss_w - ImGui::GetStyle().WindowPadding.x);
  if (ImGui::Button(Tr("banner.dismiss", "Dismiss"))) session.clear_banner();
  RecordItem("banner/dismiss");
  ImGui::EndChild();
  ImGui::PopStyleColor(2);
}

void AppUi::DrawTabs(AppSession& session) {
  const ViewState& view = session.state().view;
  const Tab wanted = FindTab(view.tab) ? view.tab : tabs_.front()->Id();
  // view.tab changed outside the tab bar (or first frame): select it programmatically.
  const bool force = !shown_tab_ || wanted != *shown_tab_;

  if (view.embed) {
    // Embed mode: no tab bar, only the selected tab's views (and no exercise strip).
    FindTab(wanted)->Draw(session);
    shown_tab_ = wanted;
    return;
  }

  std::optional<Tab> selected;
  ImGui::PushFont(Fonts::Title());  // the tab titles (and the bar's height); the tabs draw in Body
  ImGuiWindow* window = ImGui::GetCurrentWindow();
  const float content_right_before_bar = window->DC.CursorMaxPos.x;
  if (ImGui::BeginTabBar("##tabs", ImGuiTabBarFlags_FittingPolicyScroll)) {
    TabBarRects rects;
    for (const auto& tab : tabs_) {
      ImGuiTabItemFlags tab_flags =
          (force && wanted == tab->Id()) ? ImGuiTabItemFlags_SetSelected : 0;
      char label[96];
      std::snprintf(label, sizeof(label), "%s###tab_%s", tab->Title(), tab_name(tab->Id()));
      const bool open = ImGui::BeginTabItem(label, nullptr, tab_flags);
      // The first tab item lays the bar out and counts all tabs' width as the window's content;
      // but the bar scrolls its own tabs (the arrows), so on a phone that width is not content
      // cut off at the right edge (ui/layout_overflow.h): it is taken back out.
      if (tab == tabs_.front())
        window->DC.CursorMaxPos.x = std::max(
            content_right_before_bar, std::min(window->DC.CursorMaxPos.x, window->WorkRect.Max.x));
      rects.RecordTab(WidgetName("tab/%s", tab_name(tab->Id())));
      if (open) {
        selected = tab->Id();
        ImGui::PushFont(Fonts::Body());
        ImGui::BeginChild("##content", ImVec2(0.0f, 0.0f), false);
        const ImVec2 pos = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
        RecordRect("content", pos, ImVec2(pos.x + size.x, pos.y + size.y));
        exercise_panel_.Draw(session, tab->Id());
        tab->Draw(session);
        // The bottom of the tab's lowest item, while it is scrolled into view (a test's "end").
        const float end = ImGui::GetCurrentWindow()->DC.CursorMaxPos.y;
        if (end <= pos.y + size.y + 1.0f)
          RecordRect("content/end", ImVec2(pos.x, end), ImVec2(pos.x + size.x, end));
        ImGui::EndChild();
        ImGui::PopFont();
        ImGui::EndTabItem();
      }
    }
    ImGui::EndTabBar();
  }
  ImGui::PopFont();
  if (!selected) return;
  if (!force && wanted != *selected) {
    // The user clicked another tab.
    const Tab id = *selected;
    session.navigate([id](AppState& st) { st.view.tab = id; });
  }
  shown_tab_ = selected;
}

}  // namespace ap::ui
