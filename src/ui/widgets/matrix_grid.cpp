// MatrixGrid / VectorGrid (see matrix_grid.h).
#include "ui/widgets/matrix_grid.h"

#include "ui/widget_ids.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

namespace ap::ui {

bool MatrixGrid(AppSession& session, NumberFields& fields, const MatrixGridSpec& spec, const Mat& m,
                const std::function<Mat&(AppState&)>& access) {
  const int rows = static_cast<int>(m.rows()), cols = static_cast<int>(m.cols());
  if (rows == 0 || cols == 0) return false;
  const float row_h = ImGui::GetFrameHeightWithSpacing();
  const float label_w = ImGui::CalcTextSize("q00").x + 8.0f;
  const float content_w = label_w + (spec.cell_width + ImGui::GetStyle().ItemSpacing.x) * cols;
  const float h = std::min(
      spec.max_height, row_h * static_cast<float>(rows) + ImGui::GetStyle().ScrollbarSize + 4.0f);
  bool changed = false;
  ImGui::PushID(spec.id);
  ImGui::BeginChild("##grid", ImVec2(0, h), false, ImGuiWindowFlags_HorizontalScrollbar);
  ImGuiListClipper clipper;
  clipper.Begin(rows, row_h);
  while (clipper.Step()) {
    for (int r = clipper.DisplayStart; r < clipper.DisplayEnd; ++r) {
      ImGui::PushID(r);
      ImGui::AlignTextToFramePadding();
      ImGui::Text("%s%d", spec.row_prefix, r);
      for (int c = 0; c < cols; ++c) {
        ImGui::SameLine(label_w + (spec.cell_width + ImGui::GetStyle().ItemSpacing.x) * c);
        ImGui::SetNextItemWidth(spec.cell_width);
        ImGui::PushID(c);
        const NumberEdit ev = fields.Field("##cell", m(r, c));
        RecordItem(WidgetName("%s/%d/%d", spec.id, r, c));
        ImGui::PopID();
        if (ev.kind != NumberEdit::Kind::None) {
          char name[64];
          std::snprintf(name, sizeof(name), "%s[%d][%d]", spec.field, r, c);
          changed |= ApplyNumberEdit(session, ev, name, [&](AppState& s, float v) {
            Mat& dst = access(s);
            if (r < dst.rows() && c < dst.cols()) dst(r, c) = v;
          });
        }
      }
      ImGui::PopID();
    }
  }
  ImGui::Dummy(ImVec2(content_w, 0));
  ImGui::EndChild();
  ImGui::PopID();
  return changed;
}

bool VectorGrid(AppSession& session, NumberFields& fields, const MatrixGridSpec& spec, const Vec& v,
                const std::function<Vec&(AppState&)>& access) {
  const int n = static_cast<int>(v.size());
  bool changed = false;
  ImGui::PushID(spec.id);
  const float avail = ImGui::GetContentRegionAvail().x;
  const float step = spec.cell_width + ImGui::GetStyle().ItemSpacing.x;
  const int per_line = std::max(1, static_cast<int>(avail / step));
  for (int i = 0; i < n; ++i) {
    if (i % per_line != 0) ImGui::SameLine();
    ImGui::SetNextItemWidth(spec.cell_width);
    ImGui::PushID(i);
    const NumberEdit ev = fields.Field("##cell", v(i));
    RecordItem(WidgetName("%s/%d", spec.id, i));
    ImGui::PopID();
    if (ev.kind != NumberEdit::Kind::None) {
      char name[64];
      std::snprintf(name, sizeof(name), "%s[%d]", spec.field, i);
      changed |= ApplyNumberEdit(session, ev, name, [&](AppState& s, float x) {
        Vec& dst = access(s);
        if (i < dst.size()) dst(i) = x;
      });
    }
  }
  ImGui::PopID();
  return changed;
}

}  // namespace ap::ui
