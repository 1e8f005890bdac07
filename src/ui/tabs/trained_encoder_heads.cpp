// DrawTrainedEncoderHeads (see trained_encoder_heads.h).
#include "ui/tabs/trained_encoder_heads.h"

#include "app/translation/attention_view.h"
#include "ui/i18n.h"
#include "ui/palette.h"
#include "ui/widget_ids.h"
#include "ui/widgets/flow_layout.h"
#include "ui/widgets/heatmap.h"
#include "ui/widgets/wrapped_text.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

namespace ap::ui {

namespace {

// One head (or the mean) with its title, cells `cell` px, the tokens as labels.
void DrawHead(const char* title, const std::vector<std::vector<float>>& w,
              const std::vector<std::string>& tokens, float cell, const char* name) {
  ImGui::BeginGroup();
  ImGui::TextUnformatted(title);
  HeatmapSpec spec;
  spec.id = name;
  spec.rows = static_cast<int>(w.size());
  spec.cols = spec.rows > 0 ? static_cast<int>(w[0].size()) : 0;
  spec.value = [&w](int r, int c) {
    const auto& row = w[static_cast<std::size_t>(r)];
    return c < static_cast<int>(row.size()) ? row[static_cast<std::size_t>(c)] : 0.0f;
  };
  spec.row_labels = &tokens;
  spec.col_labels = &tokens;
  spec.cell = cell;
  spec.values = false;
  spec.legend = false;
  spec.widget_name = name;
  spec.png_name = "trained-head.png";
  DrawHeatmap(spec);
  ImGui::EndGroup();
}

}  // namespace

const s2s::Translation* TrainedTranslation(AppSession& session, TranslationService& service,
                                           const char* error_id) {
  service.request_load();
  if (service.loading()) {
    ImGui::TextUnformatted(Tr("translate.loading", "Downloading the translation models..."));
    return nullptr;
  }
  TranslationState st;
  st.model = s2s::ModelKind::Transformer;
  st.sentence = session.state().demos.self_sentence;
  const TranslationResult& r = service.translate(st);
  if (r.computing) {  // the worker computes this sentence; the last maps stay below
    ImGui::TextDisabled("%s", Tr("translate.computing", "computing…"));
    RecordItem("heads/trained/computing");
    if (!r.ok) return nullptr;
  }
  if (r.ok) return &r.translation;
  ImGui::PushStyleColor(ImGuiCol_Text, Colors().error);
  TextWrappedCjk(
      (std::string(Tr("heads.trained.error", "The Transformer was trained on English words:")) +
       " " + r.error)
          .c_str());
  ImGui::PopStyleColor();
  RecordItem(error_id);
  return nullptr;
}

int DrawTrainedLayerSwitch(AppSession& session, int layers, const char* id_prefix) {
  const int layer = std::clamp(session.state().demos.trained_layer, 0, std::max(layers - 1, 0));
  for (int l = 0; l < layers; ++l) {
    char label[48];
    std::snprintf(label, sizeof(label), "%s %d", Tr("translate.layer", "layer"), l + 1);
    if (l > 0) SameLineIfFits(CheckWidth(label));
    if (ImGui::RadioButton(label, l == layer))
      session.edit([l](AppState& s) { s.demos.trained_layer = l; });
    RecordItem((std::string(id_prefix) + "/" + std::to_string(l)).c_str());
  }
  return layer;
}

void DrawTrainedEncoderHeads(AppSession& session, TranslationService& service) {
  const s2s::Translation* t = TrainedTranslation(session, service, "heads/trained/error");
  if (!t) return;
  const s2s::Translation::Maps& maps = t->encoder_self_attention;
  if (maps.empty() || maps[0].empty()) return;
  TextWrappedCjk(Tr("heads.trained.intro",
                    "The shipped Transformer's encoder reads the sentence: each head of the "
                    "layer below is one map it learned in training (row = word, column = word it "
                    "reads). The Translator tab shows the same maps; the Wₒ mixing and the "
                    "editor apply to the word-list and random sources."));
  const int layer =
      DrawTrainedLayerSwitch(session, static_cast<int>(maps.size()), "heads/trained/layer");
  const auto& heads = maps[static_cast<std::size_t>(layer)];
  const std::vector<std::string>& tokens = t->source_tokens;
  const int n = std::max(static_cast<int>(tokens.size()), 1);
  const float avail = ImGui::GetContentRegionAvail().x;
  const float label_w = 70.0f;  // the row labels' margin
  const int per_row = std::clamp(static_cast<int>(avail / (label_w + 8.0f * n + 16.0f)), 1, 3);
  const float cell = std::clamp(
      (avail / static_cast<float>(per_row) - label_w - 16.0f) / static_cast<float>(n), 8.0f, 28.0f);
  for (std::size_t h = 0; h <= heads.size(); ++h) {
    char title[48], name[48];
    const bool mean = h == heads.size();
    if (mean) {
      std::snprintf(title, sizeof(title), "%s", Tr("translate.mean", "mean"));
      std::snprintf(name, sizeof(name), "heads/trained/mean");
    } else {
      std::snprintf(title, sizeof(title), "%s %zu", Tr("heads.head", "head"), h + 1);
      std::snprintf(name, sizeof(name), "heads/trained/head/%zu", h);
    }
    if (h % static_cast<std::size_t>(per_row) != 0) ImGui::SameLine();
    DrawHead(title, mean ? mean_over_heads(maps, layer) : heads[h], tokens, cell, name);
  }
  DrawHeatmapLegend(0.0f, 1.0f, false, nullptr, std::clamp(avail - 120.0f, 100.0f, 260.0f));
}

}  // namespace ap::ui
