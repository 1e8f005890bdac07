// MultiHeadTab (see multihead_panel.h). Sections: 1. source  2. heads and shapes  3. editor.
#include "ui/multihead_panel.h"

#include "ui/palette.h"
#include "ui/demo_widgets.h"
#include "ui/i18n.h"
#include "ui/widget_ids.h"
#include "ui/wrapped_text.h"

#include <imgui.h>

#include <algorithm>
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

// A signed matrix (values and weights of the heads' mixing) in the diverging map; small cells, no
// numbers.
void DrawSigned(const char* id, const Mat& M, float cell, const char* png, bool legend) {
  HeatmapSpec spec = MatrixHeatmapSpec(id, M, cell, nullptr, true, 64);
  spec.values = false;
  spec.legend = legend;
  spec.png_name = png;
  DrawHeatmap(spec);
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
  if (!run.error.empty()) {
    ImGui::TextColored(ToVec4(Colors().error), "%s", run.error.c_str());
    return;
  }
  const int H = static_cast<int>(run.result.weights.size());
  const int n = static_cast<int>(run.tokens.size());
  const int dm = static_cast<int>(run.X.cols()), dh = run.d_head;
  selected_head_ = std::clamp(selected_head_, 0, H - 1);

  // ---- 2. heads side by side, then concat and output ----
  std::vector<std::string> labels;
  for (const auto& t : run.tokens) labels.push_back(TokenLabel(t));
  const float avail = ImGui::GetContentRegionAvail().x;
  const float cell = std::clamp((avail / std::min(H, 4) - 90.0f) / std::max(n, 1), 8.0f, 32.0f);
  for (int h = 0; h < H; ++h) {
    if (h % 4 != 0) ImGui::SameLine();
    ImGui::BeginGroup();
    char title[48];
    std::snprintf(title, sizeof(title), "%s %d%s", Tr("heads.head", "head"), h + 1,
                  h == selected_head_ ? " *" : "");
    if (ImGui::Selectable(title, h == selected_head_, 0, ImVec2(120.0f, 0))) selected_head_ = h;
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
  DrawHeatmapLegend(0.0f, 1.0f, false);  // the heads' shared weight scale

  ImGui::Separator();
  ImGui::Text(Tr("heads.shapes",
                 "X: %d×%d  →  per head Q, K, V: %d×%d  →  weights: %d×%d  →  head output: %d×%d"),
              n, dm, n, dh, n, n, n, dh);
  ImGui::Text(Tr("heads.concat_shapes", "concat: %d×%d  ×  Wₒᵀ (%d×%d)  →  output: %d×%d"), n,
              H * dh, H * dh, dm, n, dm);
  const float small = 6.0f;
  ImGui::BeginGroup();
  ImGui::TextUnformatted(Tr("heads.concat", "concat(head outputs)"));
  DrawSigned("##concat", run.result.concat, small, "concat.png", true);
  ImGui::EndGroup();
  ImGui::SameLine();
  ImGui::BeginGroup();
  ImGui::TextUnformatted("W_o");
  DrawSigned("##wo", run.params.Wo, small * 0.5f, "w_o.png", false);
  ImGui::EndGroup();
  ImGui::SameLine();
  ImGui::BeginGroup();
  ImGui::TextUnformatted(Tr("heads.output", "output"));
  DrawSigned("##output", run.result.output, small, "output.png", false);
  ImGui::EndGroup();

  if (!embed) {
    ImGui::Separator();
    DrawEditor(session, run);
  }
}

// ---- 1. source -------------------------------------------------------------------------------
void MultiHeadTab::DrawSourceControls(AppSession& session) {
  const DemoState& d = session.state().demos;
  int source = d.head_source == demos::HeadSource::Random ? 1 : 0;
  if (ImGui::RadioButton(Tr("heads.source.words", "from the word list"), &source, 0))
    session.edit([](AppState& st) {
      st.demos.head_source = demos::HeadSource::WordMemory;
      st.demos.weight_edits.clear();
    });
  RecordItem("heads/source_words");
  ImGui::SameLine();
  if (ImGui::RadioButton(Tr("heads.source.random", "random (seed)"), &source, 1))
    session.edit([](AppState& st) {
      st.demos.head_source = demos::HeadSource::Random;
      st.demos.weight_edits.clear();
    });
  RecordItem("heads/source_random");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(120.0f);
  ImU64 seed = d.head_seed;
  if (ImGui::InputScalar(Tr("heads.seed", "seed"), ImGuiDataType_U64, &seed))
    session.edit([seed](AppState& st) { st.demos.head_seed = seed; }, "heads.seed");
  RecordItem("heads/seed");
  ImGui::SameLine();
  if (ImGui::Button(Tr("heads.randomise", "Randomise"))) {
    session.edit([](AppState& st) {
      st.demos.head_source = demos::HeadSource::Random;
      st.demos.head_seed += 1;  // a new, still reproducible, draw
      st.demos.weight_edits.clear();
    });
  }
  RecordItem("heads/randomise");
  ImGui::SameLine();
  char clear[64];
  std::snprintf(clear, sizeof(clear), "%s (%zu)###clear_edits",
                Tr("heads.clear_edits", "Clear edits"), d.weight_edits.size());
  ImGui::BeginDisabled(d.weight_edits.empty());
  if (ImGui::Button(clear)) session.edit([](AppState& st) { st.demos.weight_edits.clear(); });
  ImGui::EndDisabled();
  RecordItem("heads/clear_edits");
}

// ---- 3. editor -------------------------------------------------------------------------------
void MultiHeadTab::DrawEditor(AppSession& session, const demos::SelfAttentionRun& run) {
  const auto h = static_cast<std::size_t>(selected_head_);
  const char* names[3] = {"W_q", "W_k", "W_v"};
  ImGui::Text(Tr("heads.editing", "Head %d:"), selected_head_ + 1);
  for (int m = 0; m < 3; ++m) {
    ImGui::SameLine();
    ImGui::RadioButton(names[m], &matrix_, m);
  }
  const Mat& W = matrix_ == 0   ? run.params.Wq[h]
                 : matrix_ == 1 ? run.params.Wk[h]
                                : run.params.Wv[h];
  const int rows = static_cast<int>(W.rows()), cols = static_cast<int>(W.cols());
  ImGui::SameLine();
  ImGui::TextDisabled("(%d×%d = d_head×d_model)", rows, cols);
  HeatmapSpec spec = MatrixHeatmapSpec("##w_editing", W, 4.0f, nullptr, true, 96);
  spec.png_name = "weights.png";
  DrawHeatmap(spec);
  constexpr int kWin = 6;
  row0_ = std::clamp(row0_, 0, std::max(0, rows - kWin));
  col0_ = std::clamp(col0_, 0, std::max(0, cols - kWin));
  ImGui::SetNextItemWidth(160.0f);
  ImGui::SliderInt(Tr("heads.row0", "first row"), &row0_, 0, std::max(0, rows - kWin));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(160.0f);
  ImGui::SliderInt(Tr("heads.col0", "first column"), &col0_, 0, std::max(0, cols - kWin));
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
