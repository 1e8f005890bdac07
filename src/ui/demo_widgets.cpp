// Demo widgets (see demo_widgets.h).
#include "ui/demo_widgets.h"

#include "core/demos/text_units.h"
#include "ui/i18n.h"
#include "ui/text_with_presets.h"
#include "ui/widget_ids.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace ap::ui {

std::string TokenLabel(const demos::SelfAttentionToken& t) {
  const bool missing =
      t.code_point > 0x7F && t.code_point <= 0xFFFF &&
      ImGui::GetFont()->FindGlyphNoFallback(static_cast<ImWchar>(t.code_point)) == nullptr;
  return missing ? t.text + " (" + demos::code_point_label(t.code_point) + ")" : t.text;
}

HeatmapSpec MatrixHeatmapSpec(const char* id, const Mat& M, float cell,
                              const std::vector<std::string>* labels, bool signed_values,
                              int max_cells) {
  HeatmapSpec spec;
  spec.id = id;
  spec.rows = static_cast<int>(M.rows());
  spec.cols = static_cast<int>(M.cols());
  spec.value = [&M](int r, int c) { return M(r, c); };
  spec.cell = cell;
  spec.row_labels = labels;
  spec.col_labels = labels;
  spec.max_cells = max_cells;
  if (signed_values) {
    const float range = M.size() ? std::max(1e-6f, M.cwiseAbs().maxCoeff()) : 1.0f;
    spec.diverging = true;
    spec.lo = -range;
    spec.hi = range;
  }
  return spec;
}

void DrawSelfAttentionControls(AppSession& session) {
  const DemoState& d = session.state().demos;
  DrawTextWithPresets(
      session, {Tr("self.sentence", "sentence"), Tr("self.presets", "presets:"), "self/sentence",
                300.0f, &DemoState::self_sentence, &demos::self_attention_presets()});

  int heads = d.heads;
  ImGui::SetNextItemWidth(120.0f);
  if (ImGui::SliderInt(Tr("self.heads", "heads"), &heads, 1, 8))
    session.edit(
        [heads](AppState& st) {
          st.demos.heads = heads;
          st.demos.weight_edits.clear();
        },
        "self.heads");
  RecordItem("self/heads");
  ImGui::SameLine();
  static const int kDims[] = {16, 32, 64, 128, 256, 512};
  int dim_index = 4;
  for (int k = 0; k < 6; ++k)
    if (kDims[k] == d.d_model) dim_index = k;
  char preview[16];
  std::snprintf(preview, sizeof(preview), "%d", d.d_model);
  ImGui::SetNextItemWidth(80.0f);
  if (ImGui::BeginCombo(Tr("self.d_model", "d_model"), preview)) {
    for (int k = 0; k < 6; ++k) {
      char label[16];
      std::snprintf(label, sizeof(label), "%d", kDims[k]);
      if (ImGui::Selectable(label, k == dim_index)) {
        const int dm = kDims[k];
        session.edit([dm](AppState& st) {
          st.demos.d_model = dm;
          st.demos.weight_edits.clear();
        });
      }
    }
    ImGui::EndCombo();
  }
  RecordItem("self/d_model");
  ImGui::SameLine();
  bool causal = d.causal;
  if (ImGui::Checkbox(Tr("self.causal", "causal mask"), &causal))
    session.edit([causal](AppState& st) { st.demos.causal = causal; });
  RecordItem("self/causal");
  ImGui::SameLine();
  bool pe = d.positional_encoding;
  if (ImGui::Checkbox(Tr("self.pe", "positional encoding"), &pe))
    session.edit([pe](AppState& st) { st.demos.positional_encoding = pe; });
  RecordItem("self/pe");
}

}  // namespace ap::ui
