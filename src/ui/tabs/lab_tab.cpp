// LabTab (see lab_tab.h): layout and the shared hover.
#include "ui/fonts.h"
#include "ui/tabs/lab_tab.h"

#include "ui/i18n.h"
#include "ui/tabs/key_explain.h"
#include "ui/widget_ids.h"

#include <imgui.h>

#include <algorithm>

namespace ap::ui {

const char* LabTab::Title() const { return Tr("tab.lab", "Vector lab"); }

void LabTab::Draw(AppSession& session) {
  const bool embed = session.state().view.embed;
  int hover_next = -1;
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  if (embed) {
    DrawViews(session, avail, &hover_next);
  } else if (avail.x >= 900.0f) {
    // Wide: editors on the left (about 45%), views on the right.
    const float editors_w = std::clamp(avail.x * 0.45f, 380.0f, 680.0f);
    ImGui::BeginChild("##editors", ImVec2(editors_w, avail.y), true);
    DrawEditors(session, &hover_next);
    ImGui::EndChild();
    ImGui::SameLine();
    DrawViews(session, ImVec2(avail.x - editors_w - spacing, avail.y), &hover_next);
  } else {
    DrawColumn(session, avail, &hover_next);
  }
  const AppState& state = session.state();
  if (hover_next >= state.lab.n()) hover_next = -1;
  if (hover_next >= 0) KeyComputationTooltip(state.lab, session.result().single, hover_next);
  hovered_ = hover_next;
}

namespace {
// A section header in the title face; the section itself draws in the body face.
bool SectionHeader(const char* title) {
  ImGui::PushFont(Fonts::Title());
  const bool open = ImGui::CollapsingHeader(title, ImGuiTreeNodeFlags_DefaultOpen);
  ImGui::PopFont();
  return open;
}
}  // namespace

void LabTab::DrawEditors(AppSession& session, int* hover_out) {
  if (SectionHeader(Tr("lab.query.title", "Query q"))) query_.Draw(session);
  if (SectionHeader(Tr("lab.keys.title", "Keys and values")))
    keys_.Draw(session, hovered_, hover_out);
  if (SectionHeader(Tr("lab.score.title", "Score function"))) score_.Draw(session);
}

// Narrow (a phone, a tablet in portrait): one column in the tab's scrolling content, the canvas
// first so it is on the first screen, then the three steps and the editors, each as tall as what
// it holds: nothing scrolls inside the page.
void LabTab::DrawColumn(AppSession& session, ImVec2 avail, int* hover_out) {
  const AppState& state = session.state();
  const float w = avail.x;
  const ImVec2 top = ImGui::GetCursorScreenPos();
  const float canvas_h = std::clamp(w * 0.85f, 260.0f, std::max(avail.y * 0.65f, 260.0f));
  canvas_.Draw(session, ImVec2(w, canvas_h), state.view.embed, hovered_, hover_out);
  steps_.DrawStacked(state, session.result(), w, hovered_, hover_out);
  RecordRect("lab/views", top, ImVec2(top.x + w, ImGui::GetItemRectMax().y));
  editors_box_.Begin("##editors", w, true);
  DrawEditors(session, hover_out);
  editors_box_.End();
}

void LabTab::DrawViews(AppSession& session, ImVec2 size, int* hover_out) {
  ImGui::BeginChild("##views", size, false);
  const ImVec2 pos = ImGui::GetWindowPos();
  RecordRect("lab/views", pos, ImVec2(pos.x + size.x, pos.y + size.y));
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const AppState& state = session.state();
  // The steps get the height their rows need, up to 45% of the views (60% when they stack: the
  // narrow view scrolls, and each step keeps three rows in sight); the canvas the rest.
  const float rows = static_cast<float>(std::max(state.lab.n(), state.lab.e()));
  const float wide = avail.x >= 640.0f ? 1.0f : 3.0f;  // narrow: the three steps stack
  const float want = wide * (ImGui::GetTextLineHeightWithSpacing() * (rows + 4.0f) +
                             ImGui::GetStyle().WindowPadding.y * 2.0f);
  const float steps_h = std::min(want, avail.y * (wide > 1.0f ? 0.6f : 0.45f));
  steps_.Draw(state, session.result(), ImVec2(avail.x, steps_h), hovered_, hover_out);
  const float canvas_h = ImGui::GetContentRegionAvail().y;
  canvas_.Draw(session, ImVec2(avail.x, std::max(canvas_h, 200.0f)), state.view.embed, hovered_,
               hover_out);
  ImGui::EndChild();
}

}  // namespace ap::ui
