// BottleneckTab (see bottleneck_tab.h): the line chart and the side-by-side sample.
#include "ui/tabs/bottleneck_tab.h"

#include "ui/palette.h"
#include "ui/i18n.h"
#include "ui/widget_ids.h"
#include "ui/widgets/wrapped_text.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>

namespace ap::ui {

namespace {
constexpr float kSideBySide = 1500.0f;  // px of content: the sample beside the chart

// The Transformer's curve is drawn when every bucket has its score.
bool HasTransformer(const BottleneckData& data) {
  return !data.buckets.empty() &&
         std::all_of(data.buckets.begin(), data.buckets.end(),
                     [](const BottleneckBucket& b) { return b.has_transformer; });
}
}  // namespace

const char* BottleneckTab::Title() const { return Tr("tab.bottleneck", "Bottleneck"); }

void BottleneckTab::Draw(AppSession& session) {
  service_.request_load();
  if (!session.state().view.embed) {
    TextWrappedCjk(Tr("bottleneck.intro",
                      "Translation quality (BLEU) against the length of the English sentence. "
                      "RNNencdec squeezes every sentence into one fixed-length vector, so it falls "
                      "off as sentences grow; RNNsearch looks back at the source through attention "
                      "and holds up (Bahdanau et al. 2015, Figure 2). The Transformer, built from "
                      "attention alone, holds up too."));
  }
  if (service_.loading()) {
    ImGui::TextUnformatted(Tr("translate.loading", "Downloading the translation models..."));
    ImGui::ProgressBar(static_cast<float>(service_.progress()),
                       ImVec2(std::min(320.0f, ImGui::GetContentRegionAvail().x), 0));
    return;
  }
  const BottleneckData* data = service_.bottleneck();
  if (!data) {
    ImGui::PushStyleColor(ImGuiCol_Text, Colors().error);
    ImGui::TextWrapped("%s %s",
                       Tr("bottleneck.unavailable", "The precomputed figures are not available:"),
                       service_.file_error(TranslationService::kBottleneck).c_str());
    ImGui::PopStyleColor();
    RecordItem("bottleneck/error");
    return;
  }
  const std::string provenance =
      std::string(Tr("bottleneck.provenance",
                     "Precomputed on the held-out test set by `attention evaluate`")) +
      (data->decoding.empty() ? "" : ", ") + data->decoding;
  TextDisabledWrappedCjk(provenance.c_str());
  // First impression: the longest sentences' sample, where the two models differ most.
  if (!bucket_chosen_ && !data->buckets.empty()) {
    selected_bucket_ = static_cast<int>(data->buckets.size()) - 1;
    bucket_chosen_ = true;
  }
  // A wide screen puts the sample beside the chart (the chart would be absurdly wide and short
  // above it); otherwise the sample goes below.
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const bool side_by_side = avail.x >= kSideBySide;
  if (side_by_side) {
    const float chart_w = avail.x * 0.62f;
    ImGui::BeginChild("##bottleneck_chart", ImVec2(chart_w, avail.y), false);
    DrawChart(*data, ImGui::GetContentRegionAvail().y);
    ImGui::EndChild();
    ImGui::SameLine();
    ImGui::BeginChild("##bottleneck_sample", ImVec2(0, avail.y), false);
  } else {
    DrawChart(*data, std::max(avail.y - ImGui::GetTextLineHeight() * 9.5f, 220.0f));
  }
  if (selected_bucket_ >= 0 && selected_bucket_ < static_cast<int>(data->buckets.size()))
    DrawSample(data->buckets[static_cast<std::size_t>(selected_bucket_)]);
  else
    TextDisabledWrappedCjk(
        Tr("bottleneck.click", "Click a point to see a sample translation of that length."));
  if (side_by_side) ImGui::EndChild();
}

void BottleneckTab::DrawChart(const BottleneckData& data, float height) {
  const int n = static_cast<int>(data.buckets.size());
  const float line_h = ImGui::GetTextLineHeight();
  // The chart takes the width, and `height` (the room the sample below or beside it leaves).
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const ImVec2 size(std::max(avail.x, 280.0f), std::max(height, 220.0f));
  const ImVec2 o = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  // The legend at the right, or (narrow: a phone) on a line above the plot.
  const bool legend_right = size.x >= 560.0f;
  // Narrow: the legend's entries share lines above the plot, as many to a line as fit.
  const float entry_w = ImGui::CalcTextSize("Transformer").x + 44.0f;
  const int per_line = std::max(1, static_cast<int>((size.x - 8.0f) / entry_w));
  const int legend_lines = (HasTransformer(data) ? 3 + per_line - 1 : 2 + per_line - 1) / per_line;
  const float left = 44, right = legend_right ? 150.0f : 12.0f,
              top = line_h * (legend_right ? 1.6f : 1.8f + 1.2f * static_cast<float>(legend_lines)),
              bottom = line_h * 3;  // top: room for "BLEU"
  const ImVec2 p0(o.x + left, o.y + top), p1(o.x + size.x - right, o.y + size.y - bottom);
  auto x_of = [&](int b) {
    return p0.x + (p1.x - p0.x) * (static_cast<float>(b) + 0.5f) / static_cast<float>(n);
  };
  auto y_of = [&](double bleu) {
    return p1.y - (p1.y - p0.y) * static_cast<float>(std::clamp(bleu, 0.0, 100.0) / 100.0);
  };
  const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text), grid = Colors().grid;
  char buf[32];
  for (int g = 0; g <= 100; g += 20) {
    dl->AddLine(ImVec2(p0.x, y_of(g)), ImVec2(p1.x, y_of(g)), grid);
    std::snprintf(buf, sizeof(buf), "%d", g);
    dl->AddText(ImVec2(p0.x - 8 - ImGui::CalcTextSize(buf).x, y_of(g) - line_h * 0.5f), text, buf);
  }
  dl->AddLine(ImVec2(p0.x, p1.y), ImVec2(p1.x, p1.y), text);
  dl->AddLine(ImVec2(p0.x, p0.y), ImVec2(p0.x, p1.y), text);
  dl->AddText(ImVec2(o.x + 4, o.y), text, "BLEU");
  for (int b = 0; b < n; ++b) {
    std::snprintf(buf, sizeof(buf), "%d-%d", data.buckets[b].lo, data.buckets[b].hi);
    dl->AddText(ImVec2(x_of(b) - ImGui::CalcTextSize(buf).x * 0.5f, p1.y + 4), text, buf);
  }
  const char* xlabel = Tr("bottleneck.xlabel", "source sentence length (words)");
  dl->AddText(ImVec2((p0.x + p1.x - ImGui::CalcTextSize(xlabel).x) * 0.5f, p1.y + line_h * 1.6f),
              text, xlabel);

  // Hover: anywhere over a length's column reads out both models' BLEU there; a click selects
  // that length's sample.
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const bool hovered_window = ImGui::IsWindowHovered();
  int hover_b = -1;
  if (hovered_window && mouse.x >= p0.x && mouse.x < p1.x && mouse.y >= p0.y - 8 &&
      mouse.y <= p1.y + 8)
    hover_b = std::clamp(static_cast<int>((mouse.x - p0.x) / (p1.x - p0.x) * static_cast<float>(n)),
                         0, n - 1);
  if (hover_b >= 0)
    dl->AddRectFilled(ImVec2(x_of(hover_b) - (p1.x - p0.x) * 0.5f / static_cast<float>(n), p0.y),
                      ImVec2(x_of(hover_b) + (p1.x - p0.x) * 0.5f / static_cast<float>(n), p1.y),
                      WithAlpha(Colors().outline, 0.07f));
  // below: the number goes under the point (the lower curve), else above it.
  auto series = [&](const char* id, const char* label, ImU32 color, double BottleneckBucket::*bleu,
                    bool below, int row) {
    for (int b = 0; b + 1 < n; ++b) {
      const double y0 = data.buckets[b].*bleu, y1 = data.buckets[b + 1].*bleu;
      dl->AddLine(ImVec2(x_of(b), y_of(y0)), ImVec2(x_of(b + 1), y_of(y1)), color, 2.5f);
    }
    for (int b = 0; b < n; ++b) {
      const double v = data.buckets[b].*bleu;
      const ImVec2 c(x_of(b), y_of(v));
      dl->AddCircleFilled(c, b == hover_b || b == selected_bucket_ ? 6.5f : 4.5f, color);
      RecordRect(WidgetName("bottleneck/point/%s/%d", id, b), ImVec2(c.x - 6, c.y - 6),
                 ImVec2(c.x + 6, c.y + 6));
      if (b == hover_b) {  // the number beside the point
        std::snprintf(buf, sizeof(buf), "%.1f", v);
        dl->AddText(ImVec2(c.x + 9, c.y - line_h * (below ? -0.2f : 1.2f)), color, buf);
      }
    }
    const float lx =
        legend_right ? p1.x + 14 : o.x + 4 + static_cast<float>(row % per_line) * entry_w;
    const float ly = legend_right
                         ? p0.y + 10 + line_h * 1.5f * static_cast<float>(row)
                         : o.y + line_h * (1.9f + 1.2f * static_cast<float>(row / per_line));
    dl->AddLine(ImVec2(lx, ly), ImVec2(lx + 26, ly), color, 2.5f);
    dl->AddText(ImVec2(lx + 32, ly - line_h * 0.5f), text, label);
  };
  series("search", "RNNsearch", Colors().model_search, &BottleneckBucket::bleu_search, false, 0);
  series("encdec", "RNNencdec", Colors().model_encdec, &BottleneckBucket::bleu_encdec, true, 1);
  const bool transformer = HasTransformer(data);
  if (transformer)  // its number goes to the left side's row of the legend, under RNNsearch's
    series("transformer", "Transformer", Colors().model_transformer,
           &BottleneckBucket::bleu_transformer, true, 2);
  if (selected_bucket_ >= 0 && selected_bucket_ < n)
    dl->AddLine(ImVec2(x_of(selected_bucket_), p0.y), ImVec2(x_of(selected_bucket_), p1.y),
                WithAlpha(Colors().axis, 0.35f));
  if (hover_b >= 0) {
    const BottleneckBucket& b = data.buckets[hover_b];
    ImGui::BeginTooltip();
    ImGui::Text("%d-%d %s", b.lo, b.hi, Tr("bottleneck.words", "words"));
    ImGui::TextColored(ImColor(Colors().model_search), "RNNsearch  BLEU %.2f", b.bleu_search);
    ImGui::TextColored(ImColor(Colors().model_encdec), "RNNencdec  BLEU %.2f", b.bleu_encdec);
    if (transformer)
      ImGui::TextColored(ImColor(Colors().model_transformer), "Transformer  BLEU %.2f",
                         b.bleu_transformer);
    ImGui::TextDisabled("%s", Tr("bottleneck.click_short", "click: a sample of this length"));
    ImGui::EndTooltip();
    if (ImGui::IsMouseClicked(0)) selected_bucket_ = hover_b;
  }
  ImGui::Dummy(size);
  RecordRect("bottleneck/chart", o, ImVec2(o.x + size.x, o.y + size.y));
}

void BottleneckTab::DrawSample(const BottleneckBucket& b) {
  ImGui::TextWrapped("%s %d-%d %s", Tr("bottleneck.sample", "Sample sentence of"), b.lo, b.hi,
                     Tr("bottleneck.words", "words"));
  if (!b.has_sample) {
    ImGui::TextDisabled("%s", Tr("bottleneck.no_sample", "No sample for this length."));
    return;
  }
  ImGui::TextWrapped("%s %s", Tr("bottleneck.source", "English:"), b.source.c_str());
  const bool transformer = b.has_transformer && !b.transformer.empty();
  if (ImGui::BeginTable("##sample", transformer ? 4 : 3,
                        ImGuiTableFlags_Borders | ImGuiTableFlags_SizingStretchSame)) {
    ImGui::TableSetupColumn(Tr("bottleneck.reference", "Reference"));
    ImGui::TableSetupColumn("RNNsearch");
    ImGui::TableSetupColumn("RNNencdec");
    if (transformer) ImGui::TableSetupColumn("Transformer");
    ImGui::TableHeadersRow();
    ImGui::TableNextRow();
    ImGui::TableSetColumnIndex(0);
    ImGui::TextWrapped("%s", b.reference.c_str());
    ImGui::TableSetColumnIndex(1);
    ImGui::TextWrapped("%s", b.search.c_str());
    ImGui::TableSetColumnIndex(2);
    ImGui::TextWrapped("%s", b.encdec.c_str());
    if (transformer) {
      ImGui::TableSetColumnIndex(3);
      ImGui::TextWrapped("%s", b.transformer.c_str());
    }
    ImGui::EndTable();
  }
  RecordItem("bottleneck/sample");
  RecordItem(WidgetName("bottleneck/sample/%d", selected_bucket_));
}

}  // namespace ap::ui
