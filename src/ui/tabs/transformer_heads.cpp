// DrawTransformerHeads (see transformer_heads.h): the map switch, the layer × head grid of small
// heatmaps with each layer's mean, the selected and the best-agreeing head outlined.
#include "ui/tabs/transformer_heads.h"

#include "app/translation/attention_view.h"
#include "core/seq2seq/head_agreement.h"
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

const char* MapLabel(AttentionMap m) {
  switch (m) {
    case AttentionMap::EncoderSelf:
      return Tr("translate.map.encoder", "encoder self-attention");
    case AttentionMap::DecoderSelf:
      return Tr("translate.map.decoder", "decoder masked self-attention");
    case AttentionMap::Cross:
      break;
  }
  return Tr("translate.map.cross", "cross-attention (French → English)");
}

void DrawMapSwitch(AppSession& session, AttentionMap shown) {
  for (AttentionMap m :
       {AttentionMap::Cross, AttentionMap::EncoderSelf, AttentionMap::DecoderSelf}) {
    if (m != AttentionMap::Cross) SameLineIfFits(CheckWidth(MapLabel(m)));
    if (ImGui::RadioButton(MapLabel(m), shown == m))
      session.edit([m](AppState& s) {
        s.translation.attention = m;
        s.translation.selected_target = -1;
      });
    RecordItem(WidgetName("translate/map/%s", enum_name(m)));
  }
}

// One thumbnail: the title (a selectable) over the small heatmap; true when either is clicked.
// The hovered cell in words: "été → signed, 0.62" (the row's word, the column's, the weight).
void WordsTooltip(const AttentionView& view, const std::vector<std::vector<float>>& w, int r,
                  int c) {
  auto word = [](const std::vector<std::string>& labels, int i) {
    return i < static_cast<int>(labels.size()) ? labels[static_cast<std::size_t>(i)]
                                               : std::to_string(i + 1);
  };
  const auto& row = w[static_cast<std::size_t>(r)];
  const float v = c < static_cast<int>(row.size()) ? row[static_cast<std::size_t>(c)] : 0.0f;
  ImGui::Text("%s → %s, %.2f", word(view.row_labels, r).c_str(), word(view.col_labels, c).c_str(),
              static_cast<double>(v));
}

bool DrawThumbnail(const AttentionView& view, const char* title,
                   const std::vector<std::vector<float>>& w, float cell, bool selected, bool best,
                   const char* name) {
  const int rows = static_cast<int>(w.size());
  const int cols = rows > 0 ? static_cast<int>(w[0].size()) : 0;
  ImGui::BeginGroup();
  ImGui::PushID(name);
  const float width = std::max(cell * static_cast<float>(cols), ImGui::CalcTextSize(title).x);
  bool clicked = ImGui::Selectable(title, selected, 0, ImVec2(width, 0));
  HeatmapSpec spec;
  spec.id = "##thumb";
  spec.rows = rows;
  spec.cols = cols;
  spec.value = [&w](int r, int c) {
    const auto& row = w[static_cast<std::size_t>(r)];
    return c < static_cast<int>(row.size()) ? row[static_cast<std::size_t>(c)] : 0.0f;
  };
  spec.cell = cell;
  spec.tooltip_main = [&view, &w](int r, int c) { WordsTooltip(view, w, r, c); };
  spec.values = false;
  spec.legend = false;
  spec.ease = false;
  spec.widget_name = name;
  spec.png_name = "head.png";
  const HeatmapResult res = DrawHeatmap(spec);
  clicked = clicked || res.clicked;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  if (best)
    dl->AddRect(ImVec2(res.grid_min.x - 3, res.grid_min.y - 3),
                ImVec2(res.grid_max.x + 3, res.grid_max.y + 3), Colors().attention, 0, 0, 2.0f);
  if (selected)
    dl->AddRect(ImVec2(res.grid_min.x - 1, res.grid_min.y - 1),
                ImVec2(res.grid_max.x + 1, res.grid_max.y + 1), Colors().emphasis, 0, 0, 2.0f);
  ImGui::PopID();
  ImGui::EndGroup();
  return clicked;
}

}  // namespace

void DrawTransformerHeads(AppSession& session, const s2s::Translation& t,
                          const s2s::Translation* rnnsearch, bool show_best) {
  const AttentionView view = attention_view(t, session.state().translation);
  DrawMapSwitch(session, view.map);
  if (view.layers == 0 || view.heads == 0) return;
  const s2s::Translation::Maps& maps = view.map == AttentionMap::Cross ? t.cross_attention
                                       : view.map == AttentionMap::EncoderSelf
                                           ? t.encoder_self_attention
                                           : t.decoder_self_attention;
  // The best-agreeing head of the cross-attention (see the header).
  s2s::HeadAgreement best;
  const bool same_output =
      rnnsearch && rnnsearch->target_tokens == t.target_tokens && !rnnsearch->alignment.empty();
  if (view.map == AttentionMap::Cross && show_best)
    best = s2s::best_agreeing_head(t.cross_attention,
                                   same_output ? rnnsearch->alignment : t.alignment);
  // The thumbnails: heads + 1 (the mean) to a row, cells 2–12 px so a layer fits the width …
  const int cols = view.weights.empty() ? 0 : static_cast<int>(view.weights[0].size());
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  char layer_title[48];
  std::snprintf(layer_title, sizeof(layer_title), "%s %d", Tr("translate.layer", "layer"),
                view.layers);
  const float title_w = ImGui::CalcTextSize(layer_title).x + spacing;
  const float per =
      (ImGui::GetContentRegionAvail().x - title_w) / static_cast<float>(view.heads + 1) - spacing -
      8.0f;
  // … and the grid takes about a third of the window's height, leaving room below (but a
  // thumbnail is never below 80 px where the width has room for that).
  const int rows = static_cast<int>(view.weights.size());
  const float tall = (std::max(ImGui::GetContentRegionAvail().y, 400.0f) * 0.34f /
                          static_cast<float>(view.layers) -
                      ImGui::GetTextLineHeightWithSpacing() * 1.5f) /
                     static_cast<float>(std::max(rows, 1));
  // At least 80 px a side where the width allows it: a smaller map cannot be read.
  const float across = per / static_cast<float>(std::max(cols, 1));
  const float readable =
      std::min(per, 80.0f) / static_cast<float>(std::max(std::min(cols, rows), 1));
  const float cell =
      std::max(std::clamp(std::min(across, tall), 2.0f, 12.0f), std::min(readable, across));
  for (int l = 0; l < view.layers; ++l) {
    std::snprintf(layer_title, sizeof(layer_title), "%s %d", Tr("translate.layer", "layer"), l + 1);
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%s", layer_title);
    for (int h = -1; h < view.heads; ++h) {
      const int head = h + 1 == view.heads ? -1 : h + 1;  // the heads first, the mean last
      char title[32], name[48];
      if (head >= 0)
        std::snprintf(title, sizeof(title), "H%d", head + 1);
      else
        std::snprintf(title, sizeof(title), "%s", Tr("translate.mean", "mean"));
      if (head >= 0)
        std::snprintf(name, sizeof(name), "translate/head/%d/%d", l, head);
      else
        std::snprintf(name, sizeof(name), "translate/head/%d/mean", l);
      const float thumb_w = std::max(cell * static_cast<float>(cols), ImGui::CalcTextSize(title).x);
      SameLineIfFits(thumb_w, h < 0 ? spacing : spacing + 8.0f);
      const auto weights = head >= 0
                               ? maps[static_cast<std::size_t>(l)][static_cast<std::size_t>(head)]
                               : mean_over_heads(maps, l);
      const bool selected = l == view.layer && head == view.head;
      const bool is_best = head >= 0 && l == best.layer && head == best.head;
      if (DrawThumbnail(view, title, weights, cell, selected, is_best, name))
        session.edit([l, head](AppState& s) {
          s.translation.layer = l;
          s.translation.head = head;
        });
    }
  }
  RecordItem("translate/heads");
  if (best.layer >= 0) {
    char line[256];
    std::snprintf(line, sizeof(line),
                  same_output
                      ? Tr("translate.best_head.search",
                           "Outlined: layer %d, head %d, whose strongest weight falls where "
                           "RNNsearch's alignment does for %d of the %d French words.")
                      : Tr("translate.best_head.mean",
                           "Outlined: layer %d, head %d, whose strongest weight falls where "
                           "the mean over the last layer's heads does for %d of the %d "
                           "French words."),
                  best.layer + 1, best.head + 1, best.agreeing, best.rows);
    TextDisabledWrappedCjk(line);
    RecordItem("translate/best_head");
  }
}

}  // namespace ap::ui
