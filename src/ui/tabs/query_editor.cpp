// QueryEditor (see query_editor.h).
#include "ui/tabs/query_editor.h"

#include "app/scene/scene_ops.h"
#include "ui/widgets/flow_layout.h"
#include "ui/i18n.h"
#include "ui/widget_ids.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>

namespace ap::ui {

void QueryEditor::Draw(AppSession& session) {
  const AttentionScene& s = session.state().lab;
  const int d = s.d();

  // d: the key/query dimension. A slider drag is one undo step.
  int new_d = d;
  const float d_w = std::min(220.0f, ImGui::GetContentRegionAvail().x * 0.5f);
  ImGui::SetNextItemWidth(d_w);
  const bool d_changed =
      ImGui::SliderInt(Tr("lab.query.d", "d (query/key size)"), &new_d, 1, kMaxDim);
  if (ImGui::IsItemActivated()) ++d_serial_;
  RecordItemFrame("dim/d", d_w);
  if (d_changed && new_d != d) {
    const std::string key = "dim/d#" + std::to_string(d_serial_);
    session.edit([new_d](AppState& st) { set_key_dim(&st.lab, new_d); }, key);
  }
  // The Sliders switch sits beside d when it fits, else after the coordinates (a phone: no line
  // of its own, so the key table keeps its place on the first screen).
  const char* sliders_label = Tr("lab.query.sliders", "Sliders");
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  const bool switch_beside_d =
      ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + CheckWidth(sliders_label) <=
      right;
  if (switch_beside_d) {
    ImGui::SameLine();
    DrawSliderSwitch();
  }

  // The coordinates, wrapped to the width.
  const float cell_w = sliders_ ? 120.0f : 60.0f;
  const float step = cell_w + ImGui::GetStyle().ItemSpacing.x;
  const int per_line = std::max(1, static_cast<int>(ImGui::GetContentRegionAvail().x / step));
  const int dd = session.state().lab.d();  // d may just have changed
  for (int i = 0; i < dd; ++i) {
    if (i % per_line != 0) ImGui::SameLine();
    ImGui::PushID(i);
    ImGui::SetNextItemWidth(cell_w);
    const float value = session.state().lab.queries(0, i);
    char field[32];
    std::snprintf(field, sizeof(field), "query[%d]", i);
    auto set = [i](AppState& st, float v) { st.lab.queries(0, i) = v; };
    if (sliders_) {
      float v = value;
      char fmt[24];
      std::snprintf(fmt, sizeof(fmt), "q%d = %%.3f", i);
      const bool changed = ImGui::SliderFloat("##q", &v, -slider_range_, slider_range_, fmt);
      if (ImGui::IsItemActivated()) ++slider_serial_;
      RecordItem(WidgetName("query/%d", i));
      if (changed) {
        NumberEdit ev;
        ev.kind = NumberEdit::Kind::Drag;
        ev.value = v;
        const std::string key =
            "query/slider/" + std::to_string(i) + "#" + std::to_string(slider_serial_);
        ev.merge_key = key.c_str();
        ApplyNumberEdit(session, ev, field, set);
      }
    } else {
      const NumberEdit ev = fields_.Field("##q", value);
      RecordItem(WidgetName("query/%d", i));
      if (ImGui::IsItemHovered() && ev.kind == NumberEdit::Kind::None)
        ImGui::SetTooltip("q[%d]: %s", i,
                          Tr("lab.cell_tip", "drag, or click and type a number + Enter"));
      ApplyNumberEdit(session, ev, field, set);
    }
    ImGui::PopID();
  }
  if (!switch_beside_d) {
    SameLineIfFits(CheckWidth(sliders_label));
    DrawSliderSwitch();
  }
}

void QueryEditor::DrawSliderSwitch() {
  ImGui::Checkbox(Tr("lab.query.sliders", "Sliders"), &sliders_);
  if (sliders_) {
    SameLineIfFits(LabeledWidth(80.0f, Tr("lab.query.range", "range")));
    ImGui::SetNextItemWidth(80.0f);
    ImGui::DragFloat(Tr("lab.query.range", "range"), &slider_range_, 0.1f, 0.1f, 100.0f, "+-%.1f",
                     ImGuiSliderFlags_AlwaysClamp | ImGuiSliderFlags_Logarithmic);
  }
}

}  // namespace ap::ui
