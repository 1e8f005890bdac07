// MultiHeadTab (see multihead_tab.h). Sections: 1. source  2. heads and shapes  3. editor.
#include "ui/tabs/multihead_tab.h"

#include "core/corpus/corpus.h"
#include "ui/tabs/demo_widgets.h"
#include "ui/tabs/trained_encoder_heads.h"
#include "ui/widgets/flow_layout.h"
#include "ui/i18n.h"
#include "ui/palette.h"
#include "ui/widget_ids.h"
#include "ui/widgets/wrapped_text.h"

#include <imgui.h>

#include <algorithm>
#include <cctype>
#include <cstdio>

namespace ap::ui {
namespace {

// Replace (or add) the edit of one weight.
void SetEdit(std::vector<demos::WeightEdit>* edits, const demos::WeightEdit& e) {
  for (auto& x : *edits)
    if (x.head == e.head && x.matrix == e.matrix && x.row == e.row && x.col == e.col) {
      x.value = e.value;
      return;
    }
  edits->push_back(e);
}

// A signed matrix of the heads' mixing in the diverging map with its own scale, averaged into
// blocks past 64 per side, no numbers (the tooltip has them).
HeatmapSpec SignedSpec(const char* id, const Mat& M, const char* png) {
  HeatmapSpec spec = MatrixHeatmapSpec(id, M, 0.0f, nullptr, true, 64);
  spec.values = false;
  spec.png_name = png;
  spec.min_cell = 1.0f;  // fitted to the panel's width, however many columns
  return spec;
}

// A strip (one row per token: concat, output): as wide as the panel, rows 16 px tall so each
// token's row reads, its tokens down the side.
void DrawStrip(const char* title, HeatmapSpec spec, const std::vector<std::string>& tokens,
               float width) {
  ImGui::TextUnformatted(title);
  spec.row_labels = &tokens;
  spec.col_labels = nullptr;
  spec.size = ImVec2(width, 100000.0f);  // the width fits; the rows take max_cell_h
  spec.max_cell_w = 24.0f;
  spec.max_cell_h = 16.0f;
  DrawHeatmap(spec);
}

// concat, W_o and the output one under the other. W_o (d_model × H·d_head) is square cells
// fitted to the panel's width and at most 360 px high, so it reads as a matrix, not a line.
void DrawMixing(const demos::SelfAttentionRun& run, const std::vector<std::string>& tokens,
                ImVec2 avail) {
  const float width = ImGui::GetContentRegionAvail().x;
  DrawStrip(Tr("heads.concat", "concat(head outputs)"),
            SignedSpec("##concat", run.result.concat, "concat.png"), tokens, width);
  char title[96];
  std::snprintf(title, sizeof(title), "Wₒ (%d×%d)", static_cast<int>(run.params.Wo.rows()),
                static_cast<int>(run.params.Wo.cols()));
  ImGui::TextUnformatted(title);
  HeatmapSpec wo = SignedSpec("##wo", run.params.Wo, "w_o.png");
  wo.square = true;
  wo.size = ImVec2(width, std::clamp(avail.y * 0.5f, 160.0f, 360.0f));
  wo.max_cell_w = wo.max_cell_h = 24.0f;
  DrawHeatmap(wo);
  DrawStrip(Tr("heads.output", "output"), SignedSpec("##output", run.result.output, "output.png"),
            tokens, width);
}

}  // namespace

const char* MultiHeadTab::Title() const { return Tr("tab.heads", "Multi-head"); }

void MultiHeadTab::Draw(AppSession& session) {
  const demos::SelfAttentionRun& run = cache_.get(session.state().demos);
  const bool embed = session.state().view.embed;
  if (!embed) {
    TextWrappedCjk(Tr("heads.intro",
                      "Each head projects the same tokens with its own Wq, Wk, Wv and "
                      "attends on its own. The heads' outputs are concatenated and mixed "
                      "back to d_model by Wₒ. With the word-list parameters every head holds "
                      "its own random code of the same word memory; randomise them (seeded: "
                      "the seed is in the link) or edit single weights to see the patterns "
                      "change."));
    DrawSelfAttentionControls(session);
    DrawSourceControls(session);
  }
  if (session.state().demos.head_source == demos::HeadSource::Trained) {
    DrawTrainedEncoderHeads(session, translation_);
    return;
  }
  if (!run.error.empty()) {
    ImGui::TextColored(ToVec4(Colors().error), "%s", run.error.c_str());
    return;
  }
  const int H = static_cast<int>(run.result.weights.size());
  const int n = static_cast<int>(run.tokens.size());
  const int dm = static_cast<int>(run.X.cols()), dh = run.d_head;
  selected_head_ = std::clamp(selected_head_, 0, H - 1);
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  DrawHeads(run, avail);
  ImGui::Separator();
  TextWrappedF(Tr("heads.shapes",
                  "X: %d×%d  →  per head Q, K, V: %d×%d  →  weights: %d×%d  →  head output: %d×%d"),
               n, dm, n, dh, n, n, n, dh);
  TextWrappedF(Tr("heads.concat_shapes", "concat: %d×%d  ×  Wₒᵀ (%d×%d)  →  output: %d×%d"), n,
               H * dh, H * dh, dm, n, dm);
  std::vector<std::string> tokens;
  for (const auto& t : run.tokens) tokens.push_back(TokenLabel(t));
  DrawMixing(run, tokens, avail);

  if (!embed) {
    ImGui::Separator();
    DrawEditor(session, run);
  }
}

// ---- 1. source -------------------------------------------------------------------------------
void MultiHeadTab::DrawSourceControls(AppSession& session) {
  const DemoState& d = session.state().demos;
  int source = d.head_source == demos::HeadSource::Random    ? 1
               : d.head_source == demos::HeadSource::Trained ? 2
                                                             : 0;
  if (ImGui::RadioButton(Tr("heads.source.words", "from the word list"), &source, 0))
    session.edit([](AppState& st) {
      st.demos.head_source = demos::HeadSource::WordMemory;
      st.demos.weight_edits.clear();
    });
  RecordItem("heads/source_words");
  SameLineIfFits(CheckWidth(Tr("heads.source.random", "random (seed)")));
  if (ImGui::RadioButton(Tr("heads.source.random", "random (seed)"), &source, 1))
    session.edit([](AppState& st) {
      st.demos.head_source = demos::HeadSource::Random;
      st.demos.weight_edits.clear();
    });
  RecordItem("heads/source_random");
  SameLineIfFits(CheckWidth(Tr("heads.source.trained", "trained (Transformer encoder)")));
  if (ImGui::RadioButton(Tr("heads.source.trained", "trained (Transformer encoder)"), &source, 2))
    session.edit([](AppState& st) { SelectHeadSource(st, demos::HeadSource::Trained); });
  RecordItem("heads/source_trained");
  SameLineIfFits(LabeledWidth(120.0f, Tr("heads.seed", "seed")));
  ImGui::SetNextItemWidth(120.0f);
  ImU64 seed = d.head_seed;
  if (ImGui::InputScalar(Tr("heads.seed", "seed"), ImGuiDataType_U64, &seed))
    session.edit([seed](AppState& st) { st.demos.head_seed = seed; }, "heads.seed");
  RecordItem("heads/seed");
  SameLineIfFits(ButtonWidth(Tr("heads.randomise", "Randomise")));
  if (ImGui::Button(Tr("heads.randomise", "Randomise"))) {
    session.edit([](AppState& st) {
      st.demos.head_source = demos::HeadSource::Random;
      st.demos.head_seed += 1;  // a new, still reproducible, draw
      st.demos.weight_edits.clear();
    });
  }
  RecordItem("heads/randomise");
  char clear[64];
  std::snprintf(clear, sizeof(clear), "%s (%zu)###clear_edits",
                Tr("heads.clear_edits", "Clear edits"), d.weight_edits.size());
  SameLineIfFits(ButtonWidth(clear));
  ImGui::BeginDisabled(d.weight_edits.empty());
  if (ImGui::Button(clear)) session.edit([](AppState& st) { st.demos.weight_edits.clear(); });
  ImGui::EndDisabled();
  RecordItem("heads/clear_edits");
}

// ---- 2. heads and shapes: the heads side by side (DrawMixing above: concat, W_o, output) -----
void MultiHeadTab::DrawHeads(const demos::SelfAttentionRun& run, ImVec2 avail) {
  const int H = static_cast<int>(run.result.weights.size());
  const int n = static_cast<int>(run.tokens.size());
  std::vector<std::string> labels;
  for (const auto& t : run.tokens) labels.push_back(TokenLabel(t));
  // As many heads per row as keep cells of at least 12 px (at most 4), each cell as large as the
  // row's width and about half the window's height allow (8 to 96 px).
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  // The row labels' margin, as the heatmap measures it (it does not depend on the cell size).
  const float label_w =
      MeasureHeatmap(MatrixHeatmapSpec("##head_0", run.result.weights[0], 8.0f, &labels))
          .grid_offset.x;
  const int nn = std::max(n, 1);
  auto width_fit = [&](int per_row) {
    return (avail.x / static_cast<float>(per_row) - spacing - label_w) / static_cast<float>(nn);
  };
  int per_row = std::clamp(H, 1, 4);
  while (per_row > 1 && width_fit(per_row) < 12.0f) --per_row;
  const int head_rows = (H + per_row - 1) / per_row;
  const float line_h = ImGui::GetTextLineHeightWithSpacing();
  const float height_fit =
      (std::max(avail.y, 320.0f) * 0.55f / static_cast<float>(head_rows) - line_h * 2.5f) /
      static_cast<float>(nn);
  const float cell = std::clamp(std::min(width_fit(per_row), height_fit), 8.0f, 96.0f);
  const float head_w = label_w + cell * static_cast<float>(nn);
  for (int h = 0; h < H; ++h) {
    if (h % per_row != 0) ImGui::SameLine();
    ImGui::BeginGroup();
    char title[48];
    std::snprintf(title, sizeof(title), "%s %d%s", Tr("heads.head", "head"), h + 1,
                  h == selected_head_ ? " *" : "");
    if (ImGui::Selectable(title, h == selected_head_, 0,
                          ImVec2(std::min(head_w, ImGui::CalcTextSize(title).x + 40.0f), 0)))
      selected_head_ = h;
    char id[32], cells[48], png[32];
    std::snprintf(id, sizeof(id), "##head_%d", h);
    std::snprintf(cells, sizeof(cells), "heads/cell/%d/%%d/%%d", h);
    std::snprintf(png, sizeof(png), "head-%d.png", h + 1);
    HeatmapSpec spec =
        MatrixHeatmapSpec(id, run.result.weights[static_cast<std::size_t>(h)], cell, &labels);
    spec.legend = false;  // the heads share the weight scale: one legend below them
    spec.values = false;
    spec.cell_names = cells;
    spec.png_name = png;
    const HeatmapResult res = DrawHeatmap(spec);
    RecordItem(WidgetName("heads/pattern/%d", h));
    if (res.clicked) selected_head_ = h;
    ImGui::EndGroup();
  }
  char widget[32];
  std::snprintf(widget, sizeof(widget), "heads/patterns");
  RecordItem(widget);
  // The heads' shared weight scale, narrower on a phone.
  DrawHeatmapLegend(
      0.0f, 1.0f, false, nullptr,
      std::clamp(avail.x - ImGui::CalcTextSize("weight").x * 2.0f - space::kL, 100.0f, 260.0f));
}

// ---- 3. editor -------------------------------------------------------------------------------
void MultiHeadTab::DrawEditor(AppSession& session, const demos::SelfAttentionRun& run) {
  const auto h = static_cast<std::size_t>(selected_head_);
  const char* names[3] = {"W_q", "W_k", "W_v"};
  ImGui::Text(Tr("heads.editing", "Head %d:"), selected_head_ + 1);
  for (int m = 0; m < 3; ++m) {
    SameLineIfFits(CheckWidth(names[m]));
    ImGui::RadioButton(names[m], &matrix_, m);
  }
  const Mat& W = matrix_ == 0   ? run.params.Wq[h]
                 : matrix_ == 1 ? run.params.Wk[h]
                                : run.params.Wv[h];
  const int rows = static_cast<int>(W.rows()), cols = static_cast<int>(W.cols());
  char shape[64];
  std::snprintf(shape, sizeof(shape), "(%d×%d = d_head×d_model)", rows, cols);
  SameLineIfFits(ImGui::CalcTextSize(shape).x);
  ImGui::TextDisabled("%s", shape);
  // The matrix as wide as the line allows (2 to 8 px a cell).
  const float avail = ImGui::GetContentRegionAvail().x;
  HeatmapSpec spec = MatrixHeatmapSpec("##w_editing", W, 0.0f, nullptr, true, 96);
  const int drawn = MeasureHeatmap(spec).drawn_cols;
  spec.cell = std::clamp((avail - 90.0f) / static_cast<float>(drawn), 2.0f, 8.0f);
  spec.png_name = "weights.png";
  DrawHeatmap(spec);
  // The editing window: up to 6×6 cells, fewer when the line is narrow.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float column_w = 64.0f + style.CellPadding.x * 2.0f + 1.0f;
  const float index_w = ImGui::CalcTextSize("000").x + style.CellPadding.x * 2.0f + 1.0f;
  const int kWin = std::clamp(static_cast<int>((avail - index_w) / column_w), 2, 6);
  row0_ = std::clamp(row0_, 0, std::max(0, rows - kWin));
  col0_ = std::clamp(col0_, 0, std::max(0, cols - kWin));
  const std::string row_label = FitField(Tr("heads.row0", "first row"), 160.0f);
  ImGui::SliderInt(row_label.c_str(), &row0_, 0, std::max(0, rows - kWin));
  const char* col_label = Tr("heads.col0", "first column");
  SameLineIfFits(LabeledWidth(160.0f, col_label));
  const std::string col_label_fit = FitField(col_label, 160.0f);
  ImGui::SliderInt(col_label_fit.c_str(), &col0_, 0, std::max(0, cols - kWin));
  const char matrix_char = "qkv"[matrix_];
  if (ImGui::BeginTable("##w_grid", kWin + 1,
                        ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    for (int c = col0_; c < std::min(cols, col0_ + kWin); ++c) {
      ImGui::TableNextColumn();
      ImGui::Text("%d", c);
    }
    for (int r = row0_; r < std::min(rows, row0_ + kWin); ++r) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::Text("%d", r);
      for (int c = col0_; c < std::min(cols, col0_ + kWin); ++c) {
        ImGui::TableNextColumn();
        float v = W(r, c);
        ImGui::PushID(r * 4096 + c);
        ImGui::SetNextItemWidth(64.0f);
        if (ImGui::DragFloat("##w", &v, 0.01f, -100.0f, 100.0f, "%.3f")) {
          const demos::WeightEdit e{selected_head_, matrix_char, r, c, v};
          char key[64];
          std::snprintf(key, sizeof(key), "heads.edit.%d.%c.%d.%d", e.head, e.matrix, r, c);
          session.edit([e](AppState& st) { SetEdit(&st.demos.weight_edits, e); }, key);
        }
        ImGui::PopID();
      }
    }
    ImGui::EndTable();
  }
  RecordItem("heads/editor");
}

}  // namespace ap::ui
