// SelfAttentionTab (see self_attention_tab.h). Sections: 1. the tab (reading, heatmap)
// 2. the head view.
#include "ui/tabs/self_attention_tab.h"

#include "ui/tabs/demo_widgets.h"
#include "ui/tabs/trained_encoder_heads.h"
#include "ui/widgets/flow_layout.h"
#include "ui/fonts.h"
#include "ui/widgets/heatmap.h"
#include "ui/i18n.h"
#include "ui/palette.h"
#include "ui/widget_ids.h"
#include "ui/widgets/wrapped_text.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>

namespace ap::ui {

namespace {

// The tokens (with code points where the font lacks the glyph; unknown ones flagged), wrapping,
// then the reading and the positional encoding's effect.
void DrawTokensAndReading(AppSession& session, const demos::SelfAttentionRun& run) {
  ImGui::TextUnformatted(Tr("self.tokens", "tokens:"));
  for (std::size_t i = 0; i < run.tokens.size(); ++i) {
    const auto& t = run.tokens[i];
    const std::string label = std::to_string(i) + ":" + TokenLabel(t) + (t.known ? "" : "?");
    SameLineIfFits(ImGui::CalcTextSize(label.c_str()).x);
    if (t.known)
      ImGui::TextUnformatted(label.c_str());
    else
      ImGui::TextColored(ToVec4(Colors().error), "%s", label.c_str());
    if (!t.known && ImGui::IsItemHovered())
      ImGui::SetTooltip(
          "%s",
          Tr("self.unknown", "not in the word list: zero embedding, looks nowhere in particular"));
  }
  // The reading: beside its title when it fits, else wrapped below it.
  ImGui::TextUnformatted(Tr("self.reading", "Reading (pairs by mutual attention):"));
  ImGui::PushStyleColor(ImGuiCol_Text, ToVec4(Colors().emphasis));
  const float reading_w = ImGui::CalcTextSize(run.reading.text.c_str()).x;
  SameLineIfFits(reading_w);
  if (ImGui::GetCursorPosX() > ImGui::GetStyle().WindowPadding.x + 1.0f)
    ImGui::TextUnformatted(run.reading.text.c_str());
  else
    TextWrappedCjk(run.reading.text.c_str());
  ImGui::PopStyleColor();
  NoteTextShown(run.reading.text);
  // (the trained encoder has its own sinusoidal positions: the switch is the word list's)
  if (session.state().demos.positional_encoding &&
      session.state().demos.head_source != demos::HeadSource::Trained) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    TextWrappedF(
        Tr("self.pe_change",
           "Positional encoding changes the weights by up to %.3f (turn it off to compare)."),
        run.pe_max_change);
    ImGui::PopStyleColor();
  }
}

}  // namespace

// ---- 1. the tab ------------------------------------------------------------------------------
const char* SelfAttentionTab::Title() const { return Tr("tab.self", "Self-attention"); }

namespace {

// The source of the weights, as in the multi-head tab (which also has the seed and the editor).
void DrawSourceSwitch(AppSession& session) {
  const demos::HeadSource now = session.state().demos.head_source;
  const struct {
    demos::HeadSource source;
    const char* label;
    const char* id;
  } rows[] = {
      {demos::HeadSource::WordMemory, Tr("heads.source.words", "from the word list"),
       "self/source_words"},
      {demos::HeadSource::Random, Tr("heads.source.random", "random (seed)"), "self/source_random"},
      {demos::HeadSource::Trained, Tr("heads.source.trained", "trained (Transformer encoder)"),
       "self/source_trained"}};
  for (const auto& row : rows) {
    if (row.source != demos::HeadSource::WordMemory) SameLineIfFits(CheckWidth(row.label));
    if (ImGui::RadioButton(row.label, now == row.source)) {
      const demos::HeadSource source = row.source;
      session.edit([source](AppState& st) { SelectHeadSource(st, source); });
    }
    RecordItem(row.id);
  }
}

}  // namespace

bool SelfAttentionTab::TrainedRun(AppSession& session, demos::SelfAttentionRun* out) {
  const s2s::Translation* t = TrainedTranslation(session, translation_, "self/trained/error");
  if (!t) return false;
  const int layer = DrawTrainedLayerSwitch(
      session, static_cast<int>(t->encoder_self_attention.size()), "self/trained/layer");
  *out = trained_encoder_run(*t, layer);
  return true;
}

void SelfAttentionTab::Draw(AppSession& session) {
  const demos::SelfAttentionRun& cached = cache_.get(session.state().demos);
  const bool embed = session.state().view.embed;
  if (!embed) {
    TextWrappedCjk(Tr(
        "self.intro",
        "How can scrambled text still be read? This model has read only a built-in list of ~300 "
        "common words (研究, 表明, 学习 …, and English pairs like \"machine learning\"). From it, "
        "code "
        "computes how strongly two characters belong together (PMI: do they form a listed word, "
        "in either order?) and factors that association into character embeddings and two "
        "projections, so that query·key is high exactly when two characters make a word. No "
        "weight is set by hand. Each row of the heatmap is where one token looks; the reading "
        "pairs tokens that give each other at least half of their attention and writes each pair "
        "in the word's order. Positional encoding, when on, is added to the embeddings and "
        "perturbs the weights a little; a causal mask hides later tokens (研 can no longer see "
        "究)."));
    DrawSelfAttentionControls(session);
    DrawSourceSwitch(session);
  }
  demos::SelfAttentionRun trained;
  const bool use_trained = session.state().demos.head_source == demos::HeadSource::Trained;
  if (use_trained && !TrainedRun(session, &trained)) return;
  const demos::SelfAttentionRun& run = use_trained ? trained : cached;
  if (!run.error.empty()) {
    ImGui::TextColored(ToVec4(Colors().error), "%s", run.error.c_str());
    return;
  }
  DrawTokensAndReading(session, run);

  // Which pattern: the heads' average or one head.
  const int H = static_cast<int>(run.result.weights.size());
  if (shown_head_ >= H) shown_head_ = -1;
  ImGui::RadioButton(Tr("self.average", "average of heads"), &shown_head_, -1);
  for (int h = 0; h < H; ++h) {
    char label[32];
    std::snprintf(label, sizeof(label), "%s %d", Tr("self.head", "head"), h + 1);
    SameLineIfFits(CheckWidth(label));
    ImGui::RadioButton(label, &shown_head_, h);
  }
  const Mat& W = shown_head_ < 0 ? run.mean_weights
                                 : run.result.weights[static_cast<std::size_t>(shown_head_)];

  // The head view and the heatmap side by side, each sized from the space left (the window's
  // height below the controls, at least 240 px), or one above the other on a narrow screen.
  std::vector<std::string> labels;
  for (const auto& t : run.tokens) labels.push_back(TokenLabel(t));
  const int n = std::max(static_cast<int>(run.tokens.size()), 1);
  HeatmapSpec spec = MatrixHeatmapSpec("##self_heatmap", W, 0.0f, &labels);
  const float label_w = MeasureHeatmap(spec).grid_offset.x;  // the row labels' margin
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float line_h = ImGui::GetTextLineHeight();
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float height = std::max(avail.y, 240.0f) - line_h * 4.0f;  // legend and the hover line
  const float view_min = 2.0f * label_w + 120.0f, map_min = label_w + 14.0f * n + 140.0f;
  const bool side = avail.x >= view_min + map_min + spacing;
  const float view_w =
      side ? std::clamp(avail.x * 0.4f, view_min, 720.0f) : std::min(avail.x, 720.0f);
  const float map_w = side ? avail.x - view_w - spacing * 2.0f : avail.x;
  // Cells as large as fit (up to 128 px); beside a small grid the legend needs 80 px more.
  float fit_w = (map_w - label_w) / n;
  if (fit_w * n < 340.0f) fit_w = (map_w - label_w - 80.0f) / n;
  const float cell = std::clamp(std::min(fit_w, (height - line_h * 2.0f) / n), 14.0f, 128.0f);
  // Side by side, the head view's rows line up with the heatmap's (below its column labels).
  const float min_row = ImGui::GetTextLineHeightWithSpacing() + 4.0f;
  const float row_h =
      side ? std::max(cell, min_row) : std::clamp(height / n, min_row, line_h * 3.0f);
  ImGui::BeginGroup();
  if (side && cell >= min_row) ImGui::Dummy(ImVec2(view_w, line_h));
  DrawHeadView(run, W, view_w, row_h, label_w);
  ImGui::EndGroup();
  if (side) ImGui::SameLine(0.0f, spacing * 2.0f);
  ImGui::BeginGroup();
  spec.cell = cell;
  spec.highlight_row = hovered_token_;
  spec.widget_name = "self/heatmap";
  spec.cell_names = "self/cell/%d/%d";
  spec.png_name = "self-attention.png";
  const HeatmapResult res = DrawHeatmap(spec);
  if (res.hovered_row >= 0) hovered_token_ = res.hovered_row;
  if (hovered_token_ >= 0 && hovered_token_ < static_cast<int>(labels.size())) {
    const int p = run.reading.partner[static_cast<std::size_t>(hovered_token_)];
    if (p >= 0)
      TextWrappedF(Tr("self.looks_at", "%s looks most at %s (%.3f), itself excluded"),
                   labels[static_cast<std::size_t>(hovered_token_)].c_str(),
                   labels[static_cast<std::size_t>(p)].c_str(), W(hovered_token_, p));
  }
  ImGui::EndGroup();
}

// ---- 2. the head view ------------------------------------------------------------------------
// BertViz-style head view: tokens twice (left: who looks, right: who is looked at), a line per
// pair with opacity = weight. Hovering a token on the left shows only its lines.
void SelfAttentionTab::DrawHeadView(const demos::SelfAttentionRun& run, const Mat& W, float width,
                                    float line_h, float label_w) {
  const int n = static_cast<int>(run.tokens.size());
  const ImVec2 o = ImGui::GetCursorScreenPos();
  ImGui::InvisibleButton("##head_view", ImVec2(width, line_h * n + 4.0f));
  RecordItem("self/head_view");
  const bool hovered = ImGui::IsItemHovered();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float lx = o.x + label_w, rx = o.x + width - label_w;
  const float thick = std::clamp(line_h / 8.0f, 1.0f, 3.0f);  // lines thicken with the rows
  int hover = -1;
  if (hovered) {
    const ImVec2 m = ImGui::GetIO().MousePos;
    const int r = static_cast<int>((m.y - o.y) / line_h);
    if (r >= 0 && r < n) hover = r;
  }
  if (hover >= 0)
    hovered_token_ = hover;
  else if (!ImGui::IsAnyItemHovered())
    hovered_token_ = -1;
  for (int i = 0; i < n; ++i) {
    const std::string label = TokenLabel(run.tokens[static_cast<std::size_t>(i)]);
    const float y = o.y + i * line_h + line_h * 0.5f;
    const ImVec2 ts = ImGui::CalcTextSize(label.c_str());
    const bool hl = i == hovered_token_;
    const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text);
    const ImU32 c = hl ? Colors().emphasis : text;
    dl->AddText(ImVec2(lx - 6.0f - ts.x, y - ts.y * 0.5f), c, label.c_str());
    dl->AddText(ImVec2(rx + 6.0f, y - ts.y * 0.5f), text, label.c_str());
  }
  for (int i = 0; i < n; ++i) {
    if (hovered_token_ >= 0 && i != hovered_token_) continue;
    for (int j = 0; j < n; ++j) {
      const float w = std::clamp(W(i, j), 0.0f, 1.0f);
      if (w < 0.01f) continue;
      const float yi = o.y + i * line_h + line_h * 0.5f, yj = o.y + j * line_h + line_h * 0.5f;
      dl->AddLine(ImVec2(lx, yi), ImVec2(rx, yj),
                  WithAlpha(Colors().attention, (40.0f + 215.0f * w) / 255.0f),
                  thick * (1.0f + 3.0f * w));
    }
  }
}

}  // namespace ap::ui
