// BatchedTab (see batched_tab.h).
#include "ui/batched_tab.h"

#include "app/scene_ops.h"
#include "ui/i18n.h"
#include "ui/matrix_grid.h"
#include "ui/widget_ids.h"
#include "ui/wrapped_text.h"

#include <imgui.h>

#include <algorithm>

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
  heatmap_.Draw(session.state().lab, session.result().batched, ImGui::GetContentRegionAvail());
}

}  // namespace ap::ui
