// BatchedTab (see batched_tab.h). Wide windows: the editors (buttons, the Q grid, each query's
// result) in a column at the left and the heatmap filling the rest; narrow windows: one scrolling
// column, the heatmap below the editors at a usable height.
#include "ui/tabs/batched_tab.h"

#include "app/scene/scene_ops.h"
#include "app/scene/strongest_keys.h"
#include "ui/widgets/flow_layout.h"
#include "ui/widgets/heatmap.h"
#include "ui/i18n.h"
#include "ui/widgets/matrix_grid.h"
#include "ui/palette.h"
#include "ui/widget_ids.h"
#include "ui/widgets/wrapped_text.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace ap::ui {

namespace {
constexpr float kWideLayout = 900.0f;  // px of content: editors and heatmap side by side
constexpr float kMaxCell = 180.0f;     // px: a heatmap cell's largest side
constexpr int kShownComponents = 6;    // output components printed per query (then "…")
}  // namespace

const char* BatchedTab::Title() const { return Tr("tab.batched", "Batched queries"); }

void BatchedTab::Draw(AppSession& session) {
  const AppState& state = session.state();
  if (state.view.embed) {
    DrawWeights(state.lab, session.result().batched, ImGui::GetContentRegionAvail());
    return;
  }
  TextWrappedCjk(Tr("batched.intro",
                    "Each query row attends to the same keys: row j of the heatmap is "
                    "softmax(score(qⱼ, kᵢ) / τ) over the keys i. Row 0 is the lab's query."));
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  if (avail.x >= kWideLayout) {
    const float editors_w = std::clamp(avail.x * 0.36f, 380.0f, 620.0f);
    ImGui::BeginChild("##batched_editors", ImVec2(editors_w, avail.y), true);
    DrawEditors(session, ImGui::GetContentRegionAvail().y * 0.45f);
    ImGui::EndChild();
    ImGui::SameLine();
    DrawWeights(session.state().lab, session.result().batched,
                ImVec2(avail.x - editors_w - ImGui::GetStyle().ItemSpacing.x, avail.y));
  } else {
    ImGui::BeginChild("##batched_scroll", avail, false);
    DrawEditors(session, std::max(120.0f, avail.y * 0.45f));
    ImGui::Separator();
    const float w = ImGui::GetContentRegionAvail().x;
    DrawWeights(session.state().lab, session.result().batched,
                ImVec2(w, std::clamp(w, 260.0f, std::max(260.0f, avail.y * 0.8f))));
    ImGui::EndChild();
  }
}

void BatchedTab::DrawEditors(AppSession& session, float grid_max_height) {
  const AttentionScene& s = session.state().lab;
  ImGui::BeginDisabled(s.m() >= kMaxQueries);
  if (ImGui::Button(Tr("batched.add", "+ Add query"))) {
    const int m = s.m();
    session.edit([m](AppState& st) { add_query(&st.lab, m); });
  }
  ImGui::EndDisabled();
  RecordItem("queries/add");
  SameLineIfFits(ButtonWidth(Tr("batched.delete", "- Delete last query")));
  ImGui::BeginDisabled(s.m() <= 1);
  if (ImGui::Button(Tr("batched.delete", "- Delete last query"))) {
    const int last = s.m() - 1;
    session.edit([last](AppState& st) { delete_query(&st.lab, last); });
  }
  ImGui::EndDisabled();
  RecordItem("queries/delete");
  char sizes[48];
  std::snprintf(sizes, sizeof(sizes), "m = %d, n = %d", s.m(), s.n());
  SameLineIfFits(ImGui::CalcTextSize(sizes).x);
  ImGui::TextDisabled("%s", sizes);
  MatrixGridSpec spec;
  spec.id = "queries";
  spec.field = "queries";
  spec.row_prefix = "q";
  spec.max_height = grid_max_height;
  MatrixGrid(session, fields_, spec, session.state().lab.queries,
             [](AppState& st) -> Mat& { return st.lab.queries; });
  DrawOutputs(session.state().lab, session.result().batched);
}

// Per query: the key it attends to most (with its weight) and its output oⱼ = Σᵢ wⱼᵢ vᵢ.
void BatchedTab::DrawOutputs(const AttentionScene& s, const BatchedAttentionResult& r) {
  const int m = static_cast<int>(r.weights.rows()), n = static_cast<int>(r.weights.cols());
  if (m == 0 || n == 0 || n != s.n() || r.output.rows() != m) return;
  ImGui::Spacing();
  TextDisabledWrappedCjk(Tr("batched.outputs",
                            "Each query's strongest key and its output oⱼ = "
                            "Σᵢ wⱼᵢ vᵢ:"));
  for (int j = 0; j < m; ++j) {
    ImGui::PushID(j);
    ImGui::TextColored(ImColor(Colors().query), "q%d", j);
    if (r.all_masked) {
      ImGui::SameLine();
      ImGui::TextDisabled("%s", Tr("batched.all_masked", "every key is masked"));
    } else {
      // The strongest keys as printed (two decimals): keys that print alike are a tie.
      const std::vector<int> top_keys = strongest_keys(r.weights.row(j), 2);
      const float top_w = r.weights(j, top_keys.front());
      const bool uniform = static_cast<int>(top_keys.size()) == n;
      std::string top = "→ ";
      if (uniform) {
        top += Tr("batched.uniform", "every key");
      } else {
        for (std::size_t k = 0; k < top_keys.size(); ++k)
          top += (k ? ", " : "") + s.labels[static_cast<std::size_t>(top_keys[k])];
      }
      char weight[48];
      std::snprintf(weight, sizeof(weight), " %.2f", static_cast<double>(top_w));
      top += weight;
      if (!uniform && top_keys.size() > 1) top += std::string(" ") + Tr("batched.tie", "(a tie)");
      SameLineIfFits(ImGui::CalcTextSize(top.c_str()).x);
      ImGui::TextColored(top_keys.size() > 1
                             ? ImGui::GetStyleColorVec4(ImGuiCol_Text)
                             : ImGui::ColorConvertU32ToFloat4(KeyColor(top_keys[0])),
                         "%s", top.c_str());
      std::string out = "o = (";
      const int e = static_cast<int>(r.output.cols());
      char num[24];
      for (int c = 0; c < e && c < kShownComponents; ++c) {
        std::snprintf(num, sizeof(num), "%s%.2f", c ? ", " : "",
                      static_cast<double>(r.output(j, c)));
        out += num;
      }
      out += e > kShownComponents ? ", …)" : ")";
      SameLineIfFits(ImGui::CalcTextSize(out.c_str()).x);
      ImGui::TextUnformatted(out.c_str());
    }
    RecordItem(WidgetName("batched/output/%d", j));
    ImGui::PopID();
  }
}

// The m × n weights, fitted into `size`: square cells up to kMaxCell (at least 14 px, then the
// child scrolls); hovering a cell also shows its score.
void BatchedTab::DrawWeights(const AttentionScene& s, const BatchedAttentionResult& r,
                             ImVec2 size) {
  const int m = static_cast<int>(r.weights.rows()), n = static_cast<int>(r.weights.cols());
  if (m == 0 || n == 0 || n != s.n()) return;
  ImGui::BeginChild("##heatmap", size, false, ImGuiWindowFlags_HorizontalScrollbar);
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
  spec.size = ImGui::GetContentRegionAvail();
  spec.square = true;
  spec.min_cell = 14.0f;
  spec.max_cell_w = kMaxCell;
  spec.max_cell_h = kMaxCell;
  spec.widget_name = "batched/heatmap";
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
