// Demo widgets (see demo_widgets.h).
#include "ui/tabs/demo_widgets.h"

#include "core/corpus/corpus.h"

#include "core/demos/text_units.h"
#include "ui/widgets/flow_layout.h"
#include "ui/i18n.h"
#include "ui/widgets/text_with_presets.h"
#include "ui/widget_ids.h"
#include "ui/widgets/wrapped_text.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdarg>
#include <cstdio>

namespace ap::ui {

void TextWrappedF(const char* fmt, ...) {
  char text[512];
  va_list args;
  va_start(args, fmt);
  std::vsnprintf(text, sizeof(text), fmt, args);
  va_end(args);
  TextWrappedCjk(text);
}

std::string FitField(const char* label, float want, float min_w) {
  const float avail = ImGui::GetContentRegionAvail().x;
  const float label_w = LabeledWidth(0.0f, label);
  if (avail - label_w >= min_w) {
    ImGui::SetNextItemWidth(std::min(want, avail - label_w));
    return label;
  }
  ImGui::TextUnformatted(label, ImGui::FindRenderedTextEnd(label));
  ImGui::SetNextItemWidth(std::min(want, avail));
  return std::string("##") + label;
}

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
                300.0f, &DemoState::self_sentence, &demos::self_attention_presets(), nullptr,
                nullptr, &demos::self_attention_preset_latin_names()});

  int heads = d.heads;
  const std::string heads_label = FitField(Tr("self.heads", "heads"), 120.0f);
  if (ImGui::SliderInt(heads_label.c_str(), &heads, 1, 8))
    session.edit(
        [heads](AppState& st) {
          st.demos.heads = heads;
          st.demos.weight_edits.clear();
        },
        "self.heads");
  RecordItem("self/heads");
  static const int kDims[] = {16, 32, 64, 128, 256, 512};
  int dim_index = 4;
  for (int k = 0; k < 6; ++k)
    if (kDims[k] == d.d_model) dim_index = k;
  char preview[16];
  std::snprintf(preview, sizeof(preview), "%d", d.d_model);
  const char* dm_label = Tr("self.d_model", "d_model");
  SameLineIfFits(LabeledWidth(80.0f, dm_label));
  ImGui::SetNextItemWidth(80.0f);
  if (ImGui::BeginCombo(dm_label, preview)) {
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
  const char* causal_label = Tr("self.causal", "causal mask");
  SameLineIfFits(CheckWidth(causal_label));
  bool causal = d.causal;
  if (ImGui::Checkbox(causal_label, &causal))
    session.edit([causal](AppState& st) { st.demos.causal = causal; });
  RecordItem("self/causal");
  const char* pe_label = Tr("self.pe", "positional encoding");
  SameLineIfFits(CheckWidth(pe_label));
  bool pe = d.positional_encoding;
  if (ImGui::Checkbox(pe_label, &pe))
    session.edit([pe](AppState& st) { st.demos.positional_encoding = pe; });
  RecordItem("self/pe");
}

void SelectHeadSource(AppState& st, demos::HeadSource source) {
  st.demos.head_source = source;
  st.demos.weight_edits.clear();
  const std::string& text = st.demos.self_sentence;
  if (source == demos::HeadSource::Trained && std::none_of(text.begin(), text.end(), [](char c) {
        return std::isalpha(static_cast<unsigned char>(c)) != 0;
      }))
    st.demos.self_sentence = s2s::article_sentence_en();
}

}  // namespace ap::ui
