// BatchedTab (see batched_tab.h).
#include "ui/batched_tab.h"

#include "app/scene_ops.h"
#include "ui/heatmap.h"
#include "ui/i18n.h"
#include "ui/matrix_grid.h"
#include "ui/palette.h"
#include "ui/widget_ids.h"
#include "ui/wrapped_text.h"

#include <imgui.h>

#include <algorithm>
#include <string>

namespace ap::ui {

const char* BatchedTab::Title() const { return Tr("tab.batched", "Batched queries"); }

void BatchedTab::Draw(AppSession& session) {
  const bool embed = session.state().view.embed;
  if (!embed) {
    const AttentionScene& s = session.state().lab;
    TextWrappedCjk(Tr("batched.intro",
                      "Each query row attends to the same keys: row j of the heatmap is "
                      "softmax(score(qⱼ, kᵢ) / τ) over the keys i. Row 0 is the lab's query."));
    ImGui::BeginDisabled(s.m() >= kMaxQueries);
    if (ImGui::Button(Tr("batched.add", "+ Add query"))) {
      const int m = s.m();
      session.edit([m](AppState& st) { add_query(&st.lab, m); });
    }
    ImGui::EndDisabled();
    RecordItem("queries/add");
    ImGui::SameLine();
    ImGui::BeginDisabled(s.m() <= 1);
    if (ImGui::Button(Tr("batched.delete", "- Delete last query"))) {
      const int last = s.m() - 1;
      session.edit([last](AppState& st) { delete_query(&st.lab, last); });
    }
    ImGui::EndDisabled();
    RecordItem("queries/delete");
    ImGui::SameLine();
    ImGui::TextDisabled("m = %d, n = %d", s.m(), s.n());
    MatrixGridSpec spec;
    spec.id = "queries";
    spec.field = "queries";
    spec.row_prefix = "q";
    spec.max_height = std::max(120.0f, ImGui::GetContentRegionAvail().y * 0.3f);
    MatrixGrid(session, fields_, spec, session.state().lab.queries,
               [](AppState& st) -> Mat& { return st.lab.queries; });
    ImGui::Separator();
  }
  DrawWeights(session.state().lab, session.result().batched);
}

// The m × n weights: cells square-ish, filling the space (at least 14 px, then the child scrolls);
// hovering a cell also shows its score.
void BatchedTab::DrawWeights(const AttentionScene& s, const BatchedAttentionResult& r) {
  const int m = static_cast<int>(r.weights.rows()), n = static_cast<int>(r.weights.cols());
  if (m == 0 || n == 0 || n != s.n()) return;
  ImGui::BeginChild("##heatmap", ImGui::GetContentRegionAvail(), false,
                    ImGuiWindowFlags_HorizontalScrollbar);
  queries_.clear();
  for (int j = 0; j < m; ++j) queries_.push_back("q" + std::to_string(j));
  HeatmapSpec spec;
  spec.id = "##batched_weights";
  spec.rows = m;
  spec.cols = n;
  spec.value = [&r](int j, int i) { return r.weights(j, i); };
  spec.row_labels = &queries_;
  spec.col_labels = &s.labels;
  spec.row_label_color = [](int) { return Colors().query; };
  spec.col_label_color = [&s](int i) {
    const bool on = s.mask.empty() || s.mask[static_cast<std::size_t>(i)];
    return on ? KeyColor(i) : Colors().masked;
  };
  spec.row_title = Tr("heatmap.query", "query");
  spec.col_title = Tr("heatmap.key", "key");
  spec.square = true;
  spec.min_cell = 14.0f;
  spec.max_cell_w = 120.0f;
  spec.max_cell_h = 64.0f;
  spec.cell_names = "heatmap/%d/%d";
  spec.tooltip_names = "tooltip/heatmap/%d/%d";
  spec.tooltip_extra = [&r](int j, int i) {
    ImGui::Text("%s = %.4f", Tr("heatmap.score", "score"), static_cast<double>(r.scores(j, i)));
  };
  spec.png_name = "batched-weights.png";
  DrawHeatmap(spec);
  ImGui::EndChild();
}

}  // namespace ap::ui
