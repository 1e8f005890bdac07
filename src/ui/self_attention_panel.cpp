// SelfAttentionTab and the shared demo widgets (see self_attention_panel.h).
// Sections: 1. shared widgets  2. controls  3. the tab (reading, head view, heatmap).
#include "ui/self_attention_panel.h"

#include "core/demos/text_units.h"
#include "ui/fonts.h"
#include "ui/i18n.h"
#include "ui/text_with_presets.h"
#include "ui/widget_ids.h"
#include "ui/wrapped_text.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace ap::ui {

// ---- 1. shared widgets -----------------------------------------------------------------------
std::string TokenLabel(const demos::SelfAttentionToken& t) {
  const bool missing =
      t.code_point > 0x7F && t.code_point <= 0xFFFF &&
      ImGui::GetFont()->FindGlyphNoFallback(static_cast<ImWchar>(t.code_point)) == nullptr;
  return missing ? t.text + " (" + demos::code_point_label(t.code_point) + ")" : t.text;
}

int DrawMatrixHeatmap(const char* id, const Mat& M, float cell, float lo, float hi,
                      int highlight_row, const std::vector<std::string>* labels, int max_cells) {
  const int rows = static_cast<int>(M.rows()), cols = static_cast<int>(M.cols());
  if (rows == 0 || cols == 0) {
    ImGui::TextDisabled("(empty)");
    return -1;
  }
  // Blocks: at most max_cells per side (averaged), so a 128×256 matrix stays ~48×48 rectangles.
  const int br = (rows + max_cells - 1) / max_cells, bc = (cols + max_cells - 1) / max_cells;
  const int R = (rows + br - 1) / br, C = (cols + bc - 1) / bc;
  const float label_w = labels ? 70.0f : 0.0f;
  const ImVec2 o = ImGui::GetCursorScreenPos();
  ImGui::InvisibleButton(id, ImVec2(label_w + C * cell, R * cell + (labels ? 18.0f : 0.0f)));
  const bool hovered = ImGui::IsItemHovered();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 g(o.x + label_w, o.y);
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      const int r0 = r * br, c0 = c * bc;
      const float v = M.block(r0, c0, std::min(br, rows - r0), std::min(bc, cols - c0)).mean();
      float t = hi > lo ? (v - lo) / (hi - lo) : 0.5f;
      t = std::isfinite(t) ? std::clamp(t, 0.0f, 1.0f) : 0.0f;
      // Diverging for signed ranges (blue < 0 < orange), sequential dark → orange otherwise.
      ImU32 col;
      if (lo < 0.0f) {
        const float s = 2.0f * t - 1.0f;
        col = s < 0 ? IM_COL32(40, 40 + int(-s * 80), 60 + int(-s * 190), 255)
                    : IM_COL32(40 + int(s * 210), 40 + int(s * 130), 40, 255);
      } else {
        col = IM_COL32(25 + int(t * 230), 25 + int(t * 150), 40 + int(t * 20), 255);
      }
      dl->AddRectFilled(ImVec2(g.x + c * cell, g.y + r * cell),
                        ImVec2(g.x + (c + 1) * cell - 1, g.y + (r + 1) * cell - 1), col);
    }
  if (highlight_row >= 0 && highlight_row < rows) {
    const int r = highlight_row / br;
    dl->AddRect(ImVec2(g.x - 1, g.y + r * cell - 1), ImVec2(g.x + C * cell, g.y + (r + 1) * cell),
                IM_COL32(255, 255, 255, 230), 0, 0, 2.0f);
  }
  if (labels) {
    for (int r = 0; r < R && r < static_cast<int>(labels->size()); ++r)
      dl->AddText(ImVec2(o.x, g.y + r * cell + (cell - ImGui::GetTextLineHeight()) * 0.5f),
                  IM_COL32(220, 220, 220, 255),
                  (*labels)[static_cast<std::size_t>(r * br)].c_str());
    for (int c = 0; c < C && c < static_cast<int>(labels->size()); ++c) {
      // Column labels that do not fit their cell fall back to the token's index.
      const std::string& full = (*labels)[static_cast<std::size_t>(c * bc)];
      const std::string text =
          ImGui::CalcTextSize(full.c_str()).x > cell ? std::to_string(c * bc) : full;
      dl->AddText(ImVec2(g.x + c * cell + 2, g.y + R * cell + 1), IM_COL32(220, 220, 220, 255),
                  text.c_str());
    }
  }
  int hovered_row = -1;
  if (hovered) {
    const ImVec2 m = ImGui::GetIO().MousePos;
    const int c = static_cast<int>((m.x - g.x) / cell), r = static_cast<int>((m.y - g.y) / cell);
    if (r >= 0 && r < R && c >= 0 && c < C) {
      hovered_row = r * br;
      if (br == 1 && bc == 1)
        ImGui::SetTooltip("[%d, %d] = %.4f", r, c, M(r, c));
      else
        ImGui::SetTooltip(
            "rows %d–%d, cols %d–%d: mean %.4f", r * br, std::min(rows, (r + 1) * br) - 1, c * bc,
            std::min(cols, (c + 1) * bc) - 1,
            M.block(r * br, c * bc, std::min(br, rows - r * br), std::min(bc, cols - c * bc))
                .mean());
    }
  }
  return hovered_row;
}

// ---- 2. controls -----------------------------------------------------------------------------
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

// ---- 3. the tab ------------------------------------------------------------------------------
const char* SelfAttentionTab::Title() const { return Tr("tab.self", "Self-attention"); }

void SelfAttentionTab::Draw(AppSession& session) {
  const demos::SelfAttentionRun& run = cache_.get(session.state().demos);
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
  }
  if (!run.error.empty()) {
    ImGui::TextColored(ImVec4(1.0f, 0.45f, 0.4f, 1.0f), "%s", run.error.c_str());
    return;
  }
  // Tokens (with code points where the font lacks the glyph) and unknown flags.
  ImGui::TextUnformatted(Tr("self.tokens", "tokens:"));
  for (std::size_t i = 0; i < run.tokens.size(); ++i) {
    ImGui::SameLine();
    const auto& t = run.tokens[i];
    const std::string label = std::to_string(i) + ":" + TokenLabel(t);
    if (t.known)
      ImGui::TextUnformatted(label.c_str());
    else
      ImGui::TextColored(ImVec4(0.9f, 0.5f, 0.4f, 1.0f), "%s?", label.c_str());
    if (!t.known && ImGui::IsItemHovered())
      ImGui::SetTooltip(
          "%s",
          Tr("self.unknown", "not in the word list: zero embedding, looks nowhere in particular"));
  }
  // The reading.
  ImGui::TextUnformatted(Tr("self.reading", "Reading (pairs by mutual attention):"));
  ImGui::SameLine();
  ImGui::TextColored(ImVec4(1.0f, 0.85f, 0.4f, 1.0f), "%s", run.reading.text.c_str());
  NoteTextShown(run.reading.text);
  if (session.state().demos.positional_encoding)
    ImGui::TextDisabled(
        Tr("self.pe_change",
           "Positional encoding changes the weights by up to %.3f (turn it off to compare)."),
        run.pe_max_change);

  // Which pattern: the heads' average or one head.
  const int H = static_cast<int>(run.result.weights.size());
  if (shown_head_ >= H) shown_head_ = -1;
  ImGui::RadioButton(Tr("self.average", "average of heads"), &shown_head_, -1);
  for (int h = 0; h < H; ++h) {
    ImGui::SameLine();
    char label[32];
    std::snprintf(label, sizeof(label), "%s %d", Tr("self.head", "head"), h + 1);
    ImGui::RadioButton(label, &shown_head_, h);
  }
  const Mat& W = shown_head_ < 0 ? run.mean_weights
                                 : run.result.weights[static_cast<std::size_t>(shown_head_)];

  const float avail = ImGui::GetContentRegionAvail().x;
  ImGui::BeginGroup();
  DrawHeadView(run, W, std::min(360.0f, avail * 0.45f));
  ImGui::EndGroup();
  ImGui::SameLine();
  ImGui::BeginGroup();
  std::vector<std::string> labels;
  for (const auto& t : run.tokens) labels.push_back(TokenLabel(t));
  const int n = static_cast<int>(run.tokens.size());
  const float cell = std::clamp(320.0f / std::max(n, 1), 14.0f, 48.0f);
  const int row = DrawMatrixHeatmap("##self_heatmap", W, cell, 0.0f, 1.0f, hovered_token_, &labels);
  RecordItem("self/heatmap");
  if (row >= 0) hovered_token_ = row;
  if (hovered_token_ >= 0 && hovered_token_ < n) {
    const int p = run.reading.partner[static_cast<std::size_t>(hovered_token_)];
    if (p >= 0)
      ImGui::Text(Tr("self.looks_at", "%s looks most at %s (%.3f), itself excluded"),
                  labels[static_cast<std::size_t>(hovered_token_)].c_str(),
                  labels[static_cast<std::size_t>(p)].c_str(), W(hovered_token_, p));
  }
  ImGui::EndGroup();
}

// BertViz-style head view: tokens twice (left: who looks, right: who is looked at), a line per
// pair with opacity = weight. Hovering a token on the left shows only its lines.
void SelfAttentionTab::DrawHeadView(const demos::SelfAttentionRun& run, const Mat& W, float width) {
  const int n = static_cast<int>(run.tokens.size());
  const float line_h = ImGui::GetTextLineHeightWithSpacing() + 4.0f;
  const ImVec2 o = ImGui::GetCursorScreenPos();
  ImGui::InvisibleButton("##head_view", ImVec2(width, line_h * n + 4.0f));
  RecordItem("self/head_view");
  const bool hovered = ImGui::IsItemHovered();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float lx = o.x + 70.0f, rx = o.x + width - 70.0f;
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
    const ImU32 c = hl ? IM_COL32(255, 220, 120, 255) : IM_COL32(220, 220, 220, 255);
    dl->AddText(ImVec2(lx - 6.0f - ts.x, y - ts.y * 0.5f), c, label.c_str());
    dl->AddText(ImVec2(rx + 6.0f, y - ts.y * 0.5f), IM_COL32(220, 220, 220, 255), label.c_str());
  }
  for (int i = 0; i < n; ++i) {
    if (hovered_token_ >= 0 && i != hovered_token_) continue;
    for (int j = 0; j < n; ++j) {
      const float w = std::clamp(W(i, j), 0.0f, 1.0f);
      if (w < 0.01f) continue;
      const float yi = o.y + i * line_h + line_h * 0.5f, yj = o.y + j * line_h + line_h * 0.5f;
      dl->AddLine(ImVec2(lx, yi), ImVec2(rx, yj),
                  IM_COL32(240, 150, 50, static_cast<int>(40 + 215 * w)), 1.0f + 3.0f * w);
    }
  }
}

}  // namespace ap::ui
