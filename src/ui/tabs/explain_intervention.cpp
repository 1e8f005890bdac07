// The Explain tab's intervention (see explain_intervention.h): the controls, then the result.
#include "ui/tabs/explain_intervention.h"

#include "ui/i18n.h"
#include "ui/palette.h"
#include "ui/widget_ids.h"
#include "ui/widgets/flow_layout.h"
#include "ui/widgets/wrapped_text.h"

#include <imgui.h>

#include <cstdio>
#include <string>
#include <vector>

namespace ap::ui {

namespace {

using explain::InterventionKind;

void DrawKinds(AppSession& session) {
  const ExplainState& st = session.state().explain;
  const struct {
    InterventionKind kind;
    const char* label;
  } kinds[] = {{InterventionKind::None, Tr("explain.kind.none", "no intervention")},
               {InterventionKind::Uniform, Tr("explain.kind.uniform", "uniform weights")},
               {InterventionKind::Permute, Tr("explain.kind.permute", "weights permuted")},
               {InterventionKind::Word, Tr("explain.kind.word", "all on one English word")}};
  for (int i = 0; i < static_cast<int>(std::size(kinds)); ++i) {
    if (i) SameLineIfFits(CheckWidth(kinds[i].label));
    if (ImGui::RadioButton(kinds[i].label, st.intervention == kinds[i].kind)) {
      const InterventionKind kind = kinds[i].kind;
      session.edit([kind](AppState& s) {
        s.explain.intervention = kind;
        // The position is the selected French word (kept when none is selected).
        if (s.explain.selected_target >= 0) s.explain.position = s.explain.selected_target;
      });
    }
    RecordItem(WidgetName("explain/intervention/%s", enum_name(kinds[i].kind)));
  }
  const char* release = Tr("explain.release", "let the later words decode freely");
  SameLineIfFits(CheckWidth(release));
  bool released = st.release;
  if (ImGui::Checkbox(release, &released))
    session.edit([released](AppState& s) { s.explain.release = released; });
  RecordItem("explain/release");
}

// "all on one English word": the source words as buttons; the chosen one drawn selected.
void DrawWordChoice(AppSession& session, const explain::Explanation& e) {
  const ExplainState& st = session.state().explain;
  ImGui::TextDisabled("%s", Tr("explain.pick_word", "all the attention on:"));
  for (int s = 0; s < static_cast<int>(e.source_tokens.size()); ++s) {
    const std::string& w = e.source_tokens[static_cast<std::size_t>(s)];
    SameLineIfFits(ButtonWidth(w.c_str()));
    ImGui::PushID(s);
    const bool chosen = st.word == s;
    if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetColorU32(ImGuiCol_ButtonActive));
    if (ImGui::SmallButton(w.c_str())) session.edit([s](AppState& x) { x.explain.word = s; });
    if (chosen) ImGui::PopStyleColor();
    RecordItem(WidgetName("explain/source_word/%d", s));
    ImGui::PopID();
  }
}

// One line of French words; `changed` (may be empty) marks the ones highlighted.
void DrawWords(const std::vector<std::string>& words, const std::vector<bool>& changed,
               const char* id) {
  for (int t = 0; t < static_cast<int>(words.size()); ++t) {
    const std::string& w = words[static_cast<std::size_t>(t)];
    if (t) SameLineIfFits(ImGui::CalcTextSize(w.c_str()).x);
    const bool is_changed =
        t < static_cast<int>(changed.size()) && changed[static_cast<std::size_t>(t)];
    if (is_changed) {
      const ImVec2 p = ImGui::GetCursorScreenPos(), size = ImGui::CalcTextSize(w.c_str());
      ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(p.x - 2, p.y - 1),
                                                ImVec2(p.x + size.x + 2, p.y + size.y + 1),
                                                WithAlpha(Colors().emphasis, 0.35f), 3.0f);
      ImGui::TextColored(ImColor(Colors().emphasis), "%s", w.c_str());
      RecordItem(WidgetName("explain/changed/%d", t));
    } else {
      ImGui::TextUnformatted(w.c_str());
    }
    RecordItem(WidgetName("%s/%d", id, t));
  }
}

}  // namespace

void DrawIntervention(AppSession& session, const ExplainResult& r) {
  const ExplainState& st = session.state().explain;
  const explain::Explanation& e = r.explanation;
  ImGui::TextUnformatted(Tr("explain.intervene_title", "Intervene"));
  TextDisabledWrappedCjk(
      Tr("explain.intervene_help",
         "Change the attention of the selected French word and decode again. If the attention "
         "explained the choice of words, changing it should change them."));
  DrawKinds(session);
  if (st.intervention == InterventionKind::None) return;
  if (st.intervention == InterventionKind::Word) DrawWordChoice(session, e);
  if (!r.intervention_ok) {
    ImGui::PushStyleColor(ImGuiCol_Text, Colors().error);
    TextWrappedCjk((r.intervention_error.empty()
                        ? std::string(Tr("explain.pick_target", "click a French word first"))
                        : r.intervention_error)
                       .c_str());
    ImGui::PopStyleColor();
    RecordItem("explain/intervention_error");
    return;
  }
  const explain::InterventionResult& in = r.intervention;
  ImGui::TextDisabled("%s", Tr("explain.before", "before:"));
  ImGui::SameLine();
  DrawWords(e.target_tokens, {}, "explain/original");
  ImGui::TextDisabled("%s", Tr("explain.after", "after: "));
  ImGui::SameLine();
  const ImVec2 a = ImGui::GetCursorScreenPos();
  DrawWords(in.tokens, in.changed, "explain/intervened");
  RecordRect("explain/intervened", a, ImVec2(ImGui::GetItemRectMax().x, ImGui::GetItemRectMax().y));
  int changes = 0;
  for (bool c : in.changed) changes += c ? 1 : 0;
  char line[160];
  std::snprintf(line, sizeof(line), Tr("explain.changed_count", "%d of %d words changed"), changes,
                static_cast<int>(in.tokens.size()));
  TextDisabledWrappedCjk(line);
}

}  // namespace ap::ui
