// ScorePanel (see score_panel.h).
#include "ui/tabs/score_panel.h"

#include "ui/palette.h"
#include "app/scene/scene_ops.h"
#include "ui/widgets/flow_layout.h"
#include "ui/i18n.h"
#include "ui/tabs/key_explain.h"
#include "ui/widgets/matrix_grid.h"
#include "ui/widget_ids.h"

#include <imgui.h>

#include <algorithm>
#include <string>

namespace ap::ui {

namespace {

const char* FunctionTitle(ScoreFunction f) {
  switch (f) {
    case ScoreFunction::Dot:
      return Tr("score.dot", "dot product");
    case ScoreFunction::ScaledDot:
      return Tr("score.scaled_dot", "scaled dot product");
    case ScoreFunction::General:
      return Tr("score.general", "general (bilinear)");
    case ScoreFunction::Additive:
      return Tr("score.additive", "additive (MLP)");
    case ScoreFunction::Cosine:
      return Tr("score.cosine", "cosine similarity");
  }
  return "";
}

constexpr ScoreFunction kFunctions[] = {ScoreFunction::Dot, ScoreFunction::ScaledDot,
                                        ScoreFunction::General, ScoreFunction::Additive,
                                        ScoreFunction::Cosine};

}  // namespace

void ScorePanel::Draw(AppSession& session) {
  const AttentionScene& s = session.state().lab;
  const ScoreFunction f = s.spec.score;

  const float combo_w = std::min(240.0f, ImGui::GetContentRegionAvail().x * 0.6f);
  ImGui::SetNextItemWidth(combo_w);
  if (ImGui::BeginCombo(Tr("score.function", "score function"), FunctionTitle(f))) {
    for (ScoreFunction g : kFunctions) {
      if (ImGui::Selectable(FunctionTitle(g), g == f) && g != f)
        session.edit([g](AppState& st) { set_score_function(&st.lab, g); });
      RecordItem(WidgetName("score/function/%s", score_function_name(g)));
    }
    ImGui::EndCombo();
  }
  RecordItemFrame("score/function", combo_w);

  // The formula, in ASCII (the default font has no superscript T or root sign).
  ImGui::PushStyleColor(ImGuiCol_Text, Colors().info);
  ImGui::TextWrapped("%s", ScoreFormula(session.state().lab.spec.score));
  ImGui::PopStyleColor();

  // sqrt(d) scaling: dot <-> scaled dot.
  const ScoreFunction now = session.state().lab.spec.score;
  const bool scalable = now == ScoreFunction::Dot || now == ScoreFunction::ScaledDot;
  bool scaled = now == ScoreFunction::ScaledDot;
  ImGui::BeginDisabled(!scalable);
  if (ImGui::Checkbox(Tr("score.sqrt_d", "divide by √d"), &scaled)) {
    const ScoreFunction g = scaled ? ScoreFunction::ScaledDot : ScoreFunction::Dot;
    session.edit([g](AppState& st) { set_score_function(&st.lab, g); });
  }
  ImGui::EndDisabled();
  RecordItem("score/sqrt_d");
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("%s",
                      Tr("score.sqrt_d_tip",
                         "Switches between dot (qᵀk) and scaled dot (qᵀk / √d). Dividing by √d "
                         "keeps scores from growing with d, so softmax does not saturate. Only "
                         "for the dot products."));

  // Temperature on a log scale.
  float tau = session.state().lab.spec.temperature;
  const float tau_w = std::min(240.0f, ImGui::GetContentRegionAvail().x * 0.6f);
  ImGui::SetNextItemWidth(tau_w);
  const bool tau_changed =
      ImGui::SliderFloat(Tr("score.temperature", "temperature τ"), &tau, 0.01f, 100.0f, "%.3f",
                         ImGuiSliderFlags_Logarithmic | ImGuiSliderFlags_AlwaysClamp);
  if (ImGui::IsItemActivated()) ++tau_serial_;
  RecordItemFrame("score/temperature", tau_w);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("%s",
                      Tr("score.temperature_tip",
                         "weights = softmax(scores / τ). Small τ: one key takes almost all the "
                         "weight. Large τ: the weights flatten toward uniform. Ctrl+click to "
                         "type a value."));
  if (tau_changed) {
    session.edit([tau](AppState& st) { st.lab.spec.temperature = tau; },
                 "tau#" + std::to_string(tau_serial_));
  }
  SameLineIfFits(ButtonWidth(Tr("score.tau_reset", "τ = 1")));
  if (ImGui::SmallButton(Tr("score.tau_reset", "τ = 1")))
    session.edit([](AppState& st) { st.lab.spec.temperature = 1.0f; });

  // Parameters.
  const AttentionScene& cur = session.state().lab;
  if (cur.spec.score == ScoreFunction::General) {
    ImGui::TextUnformatted(
        Tr("score.W", "W (d × d): score = qᵀW k. Identity = plain dot product."));
    MatrixGridSpec spec;
    spec.id = "W";
    spec.field = "W";
    spec.row_prefix = "r";
    MatrixGrid(session, fields_, spec, cur.spec.params.W,
               [](AppState& st) -> Mat& { return st.lab.spec.params.W; });
  } else if (cur.spec.score == ScoreFunction::Additive) {
    int h = static_cast<int>(cur.spec.params.v.size());
    const float h_w = std::min(200.0f, ImGui::GetContentRegionAvail().x * 0.5f);
    ImGui::SetNextItemWidth(h_w);
    const bool h_changed = ImGui::SliderInt(Tr("score.h", "h (hidden size)"), &h, 1, kMaxHidden);
    if (ImGui::IsItemActivated()) ++h_serial_;
    RecordItemFrame("score/h", h_w);
    if (h_changed && h != cur.spec.params.v.size())
      session.edit([h](AppState& st) { set_hidden_dim(&st.lab, h); },
                   "h#" + std::to_string(h_serial_));
    const AttentionScene& now_s = session.state().lab;
    MatrixGridSpec spec;
    spec.max_height = 150.0f;
    ImGui::TextUnformatted(Tr("score.Wq", "Wq (h × d)"));
    spec.id = "Wq";
    spec.field = "Wq";
    spec.row_prefix = "r";
    MatrixGrid(session, fields_, spec, now_s.spec.params.Wq,
               [](AppState& st) -> Mat& { return st.lab.spec.params.Wq; });
    ImGui::TextUnformatted(Tr("score.Wk", "Wk (h × d)"));
    spec.id = "Wk";
    spec.field = "Wk";
    MatrixGrid(session, fields_, spec, session.state().lab.spec.params.Wk,
               [](AppState& st) -> Mat& { return st.lab.spec.params.Wk; });
    ImGui::TextUnformatted(Tr("score.v", "v (h)"));
    spec.id = "v";
    spec.field = "v";
    VectorGrid(session, fields_, spec, session.state().lab.spec.params.v,
               [](AppState& st) -> Vec& { return st.lab.spec.params.v; });
  }
}

}  // namespace ap::ui
