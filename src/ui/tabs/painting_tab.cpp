// PaintingTab (see painting_tab.h). Sections: 1. the picture  2. controls  3. bars.
#include "ui/tabs/painting_tab.h"

#include "ui/widgets/flow_layout.h"
#include "ui/fonts.h"
#include "ui/palette.h"
#include "ui/i18n.h"
#include "ui/widgets/text_with_presets.h"
#include "ui/widget_ids.h"
#include "ui/widgets/wrapped_text.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace ap::ui {
namespace {

using demos::painting_part;

// A colour dimmed by attention: lit parts keep their colour, unattended ones fade to dusk.
ImU32 Lit(float r, float g, float b, float light) {
  const float k = 0.18f + 0.82f * light;
  return ImGui::ColorConvertFloat4ToU32(ImVec4(r * k, g * k, b * k, 1.0f));
}

const char* PartName(int p) {
  static const char* const kKeys[demos::kPaintingParts] = {
      "painting.part.sky",     "painting.part.landscape", "painting.part.stable",
      "painting.part.donkey",  "painting.part.ox",        "painting.part.john",
      "painting.part.madonna", "painting.part.infant"};
  return Tr(kKeys[p], painting_part(p).english);
}

const char* FeatureName(int f) {
  static const char* const kKeys[demos::kPaintingFeatures] = {
      "painting.feature.person",     "painting.feature.animal",     "painting.feature.female",
      "painting.feature.male",       "painting.feature.child",      "painting.feature.mother",
      "painting.feature.holy",       "painting.feature.praying",    "painting.feature.bright",
      "painting.feature.foreground", "painting.feature.background", "painting.feature.building",
      "painting.feature.nature",     "painting.feature.sky",        "painting.feature.horned",
      "painting.feature.long_ears"};
  return Tr(kKeys[f], demos::painting_feature(f).english);
}

// A horizontal bar in [−1, 1] or [0, 1] with its value; the bar starts `label_w` px from the
// line's start (a group's start inside a group).
void Bar(const char* label, float value, float max_value, ImU32 colour, float label_w,
         float width) {
  ImGui::TextUnformatted(label);
  ImGui::SameLine(label_w);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const float h = ImGui::GetTextLineHeight();
  dl->AddRectFilled(p, ImVec2(p.x + width, p.y + h), Colors().grid);
  const float frac = max_value > 0.0f ? std::clamp(std::abs(value) / max_value, 0.0f, 1.0f) : 0.0f;
  dl->AddRectFilled(p, ImVec2(p.x + width * frac, p.y + h),
                    value < 0.0f ? Colors().negative : colour);
  ImGui::Dummy(ImVec2(width, h));
  ImGui::SameLine();
  ImGui::Text("%.3f", value);
}

// The widest of the part and feature names, plus a gap: where the bars start.
float BarLabelWidth() {
  float w = 0.0f;
  for (int p = 0; p < demos::kPaintingParts; ++p)
    w = std::max(w, ImGui::CalcTextSize(PartName(p)).x);
  for (int f = 0; f < demos::kPaintingFeatures; ++f)
    w = std::max(w, ImGui::CalcTextSize(FeatureName(f)).x);
  return w + ImGui::GetStyle().ItemSpacing.x * 2.0f;
}

// The picture's parts at o (width × height), each lit by its weight w(part).
void PaintParts(ImDrawList* dl, ImVec2 o, float width, float height, const Vec& w) {
  auto P = [&](float x, float y) { return ImVec2(o.x + x * width, o.y + y * height); };
  const float wmax = std::max(w.maxCoeff(), 1e-6f);
  // √ so that a part with a quarter of the top weight is still half lit (perception, not maths).
  auto light = [&](int part) { return std::sqrt(std::max(w(part), 0.0f) / wmax); };

  // Sky: a gradient, lighter at the horizon.
  const float ls = light(demos::kSkyPart);
  dl->AddRectFilledMultiColor(P(0, 0), P(1, 0.36f), Lit(0.45f, 0.62f, 0.9f, ls),
                              Lit(0.45f, 0.62f, 0.9f, ls), Lit(0.8f, 0.86f, 0.95f, ls),
                              Lit(0.8f, 0.86f, 0.95f, ls));
  dl->AddCircleFilled(P(0.18f, 0.1f), width * 0.03f, Lit(1.0f, 1.0f, 1.0f, ls * 0.9f));  // a cloud
  dl->AddCircleFilled(P(0.22f, 0.09f), width * 0.035f, Lit(1.0f, 1.0f, 1.0f, ls * 0.9f));
  // Landscape: distant blue hills, green fields, trees, and the foreground ground.
  const float ll = light(demos::kLandscape);
  dl->AddTriangleFilled(P(-0.1f, 0.38f), P(0.2f, 0.2f), P(0.5f, 0.38f), Lit(0.5f, 0.6f, 0.7f, ll));
  dl->AddTriangleFilled(P(0.25f, 0.38f), P(0.45f, 0.24f), P(0.7f, 0.38f),
                        Lit(0.55f, 0.65f, 0.72f, ll));
  dl->AddRectFilled(P(0, 0.36f), P(1, 0.62f), Lit(0.47f, 0.6f, 0.36f, ll));
  for (float x : {0.06f, 0.14f, 0.33f, 0.41f}) {
    dl->AddRectFilled(P(x - 0.004f, 0.36f), P(x + 0.004f, 0.46f), Lit(0.35f, 0.25f, 0.15f, ll));
    dl->AddCircleFilled(P(x, 0.34f), width * 0.025f, Lit(0.25f, 0.42f, 0.22f, ll));
  }
  dl->AddRectFilled(P(0, 0.62f), P(1, 1), Lit(0.5f, 0.42f, 0.3f, ll));
  // The stable: ruined classical columns, a broken wall and a wooden roof.
  const float lb = light(demos::kStable);
  dl->AddRectFilled(P(0.64f, 0.2f), P(1.0f, 0.6f), Lit(0.6f, 0.52f, 0.42f, lb * 0.8f));
  for (float x : {0.66f, 0.8f, 0.94f})
    dl->AddRectFilled(P(x, 0.14f), P(x + 0.035f, 0.62f), Lit(0.78f, 0.72f, 0.62f, lb));
  dl->AddQuadFilled(P(0.62f, 0.16f), P(1.0f, 0.1f), P(1.0f, 0.14f), P(0.62f, 0.2f),
                    Lit(0.45f, 0.32f, 0.2f, lb));
  // The donkey: grey body, long ears.
  const float ld = light(demos::kDonkey);
  const ImU32 donkey = Lit(0.55f, 0.53f, 0.5f, ld);
  dl->AddRectFilled(P(0.69f, 0.48f), P(0.79f, 0.56f), donkey, width * 0.02f);
  dl->AddRectFilled(P(0.66f, 0.43f), P(0.7f, 0.52f), donkey, width * 0.01f);
  dl->AddTriangleFilled(P(0.665f, 0.44f), P(0.672f, 0.36f), P(0.68f, 0.44f), donkey);
  dl->AddTriangleFilled(P(0.683f, 0.44f), P(0.695f, 0.365f), P(0.698f, 0.44f), donkey);
  // The ox: brown body, white horns.
  const float lo = light(demos::kOx);
  const ImU32 ox = Lit(0.66f, 0.45f, 0.28f, lo);
  dl->AddRectFilled(P(0.84f, 0.5f), P(0.98f, 0.59f), ox, width * 0.02f);
  dl->AddRectFilled(P(0.8f, 0.47f), P(0.86f, 0.55f), ox, width * 0.012f);
  dl->AddBezierQuadratic(P(0.805f, 0.475f), P(0.79f, 0.43f), P(0.81f, 0.41f),
                         Lit(0.95f, 0.92f, 0.85f, lo), 3.0f);
  dl->AddBezierQuadratic(P(0.855f, 0.475f), P(0.87f, 0.43f), P(0.85f, 0.41f),
                         Lit(0.95f, 0.92f, 0.85f, lo), 3.0f);
  // Young Saint John: kneeling at the left in a camel-skin tunic, with his reed cross.
  const float lj = light(demos::kJohn);
  dl->AddLine(P(0.14f, 0.5f), P(0.16f, 0.86f), Lit(0.5f, 0.35f, 0.2f, lj), 2.0f);
  dl->AddLine(P(0.125f, 0.56f), P(0.165f, 0.555f), Lit(0.5f, 0.35f, 0.2f, lj), 2.0f);
  dl->AddTriangleFilled(P(0.22f, 0.64f), P(0.15f, 0.86f), P(0.3f, 0.86f),
                        Lit(0.62f, 0.45f, 0.28f, lj));
  dl->AddCircleFilled(P(0.22f, 0.61f), width * 0.028f, Lit(0.93f, 0.76f, 0.6f, lj));
  dl->AddCircle(P(0.22f, 0.6f), width * 0.035f, Lit(1.0f, 0.85f, 0.4f, lj), 0, 1.5f);
  // The Madonna: kneeling, a blue mantle over a red dress, hands joined, a golden halo.
  const float lm = light(demos::kMadonna);
  dl->AddTriangleFilled(P(0.5f, 0.33f), P(0.33f, 0.84f), P(0.67f, 0.84f),
                        Lit(0.2f, 0.3f, 0.7f, lm));
  dl->AddTriangleFilled(P(0.5f, 0.4f), P(0.44f, 0.72f), P(0.56f, 0.72f),
                        Lit(0.78f, 0.18f, 0.16f, lm));
  dl->AddCircleFilled(P(0.5f, 0.33f), width * 0.038f, Lit(0.95f, 0.8f, 0.66f, lm));
  dl->AddCircle(P(0.5f, 0.315f), width * 0.05f, Lit(1.0f, 0.84f, 0.35f, lm), 0, 2.0f);
  // The infant Jesus: lying on the ground, the brightest thing in the picture.
  const float li = light(demos::kInfant);
  dl->AddRectFilled(P(0.43f, 0.85f), P(0.62f, 0.9f), Lit(0.9f, 0.88f, 0.8f, li),
                    width * 0.01f);  // cloth
  dl->AddRectFilled(P(0.46f, 0.83f), P(0.57f, 0.87f), Lit(0.98f, 0.88f, 0.76f, li), width * 0.02f);
  dl->AddCircleFilled(P(0.575f, 0.835f), width * 0.022f, Lit(0.98f, 0.86f, 0.74f, li));
  dl->AddCircle(P(0.575f, 0.83f), width * 0.03f, Lit(1.0f, 0.88f, 0.4f, li), 0, 1.5f);
}

// The front-most part whose region contains `mouse` (the picture at o, width × height); −1 for
// none.
int PartAt(ImVec2 mouse, ImVec2 o, float width, float height) {
  const float mx = (mouse.x - o.x) / width, my = (mouse.y - o.y) / height;
  for (int p = demos::kPaintingParts - 1; p >= 0; --p) {
    const auto& part = painting_part(p);
    const float rad = std::sqrt(part.area / 3.14159f) * 1.1f;
    if (std::hypot(mx - part.x, (my - part.y) * 0.75f) < rad) return p;
  }
  return -1;
}

}  // namespace

const char* PaintingTab::Title() const { return Tr("tab.painting", "The painting"); }

void PaintingTab::Draw(AppSession& session) {
  const demos::PaintingResult& r = cache_.get(session.state().demos);
  const bool embed = session.state().view.embed;
  if (!embed) {
    TextWrappedCjk(Tr("painting.intro",
                      "Ghirlandaio's \"Madonna and Child with Saint John\". Values: what the eye "
                      "receives from each part (its colour and place), unaffected by attention. "
                      "Keys: a short description of each part in 16 features. Query: what you are "
                      "looking for, typed in words (English or Chinese). The weights light up the "
                      "parts; the output is the colour you take in and where your gaze settles."));
    DrawControls(session, r);
  }
  // The picture beside the bars where both fit (the picture as tall as the space left, within
  // [300, 1200] px wide), else the picture across the width and the bars below it.
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const ImGuiStyle& style = ImGui::GetStyle();
  const float bars_min = BarLabelWidth() + 180.0f + ImGui::CalcTextSize("-0.000").x;
  const float below = ImGui::GetFrameHeightWithSpacing() * 2.0f;    // the output line(s)
  const float fit_h = (std::max(avail.y, 240.0f) - below) / 0.75f;  // width whose height fits
  const bool side = avail.x >= bars_min + 300.0f + style.ItemSpacing.x;
  float pic_w = 0.0f;
  if (side)
    pic_w = std::clamp(std::min({fit_h, avail.x * 0.62f, avail.x - bars_min - style.ItemSpacing.x}),
                       300.0f, 1200.0f);
  else
    pic_w = std::min(avail.x, 900.0f);
  ImGui::BeginGroup();
  hovered_part_ = DrawPicture(r, pic_w);
  ImGui::EndGroup();
  if (side) ImGui::SameLine();
  ImGui::BeginGroup();
  DrawBars(r);
  ImGui::EndGroup();
}

// ---- 2. controls -------------------------------------------------------------------------------
void PaintingTab::DrawControls(AppSession& session, const demos::PaintingResult& r) {
  const DemoState& d = session.state().demos;
  DrawTextWithPresets(
      session, {Tr("painting.query", "query"), Tr("painting.presets", "presets:"), "painting/query",
                320.0f, &DemoState::painting_query, &demos::painting_presets(), nullptr, nullptr,
                &demos::painting_preset_latin_names()});

  // The words as understood: known (coloured), skipped stop words (grey), unknown (struck).
  ImGui::TextUnformatted(Tr("painting.words", "words:"));
  for (const demos::QueryToken& t : r.query.tokens) {
    SameLineIfFits(ImGui::CalcTextSize(t.text.c_str()).x);
    if (t.kind == demos::QueryTokenKind::Word) {
      ImGui::TextColored(ToVec4(Colors().emphasis), "%s", t.text.c_str());
      if (ImGui::IsItemHovered() && t.lemma != t.text) ImGui::SetTooltip("= %s", t.lemma.c_str());
    } else if (t.kind == demos::QueryTokenKind::StopWord) {
      ImGui::TextDisabled("%s", t.text.c_str());
    } else {
      ImGui::TextDisabled("%s", t.text.c_str());
      const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
      const float y = (a.y + b.y) * 0.5f;
      ImGui::GetWindowDrawList()->AddLine(ImVec2(a.x, y), ImVec2(b.x, y), Colors().error, 1.5f);
      if (ImGui::IsItemHovered())
        ImGui::SetTooltip("%s", Tr("painting.unknown", "not in the word table: ignored"));
    }
  }
  const auto unknown = r.query.unknown_words();
  if (!unknown.empty()) {
    std::string list;
    for (const auto& u : unknown) list += (list.empty() ? "" : ", ") + u;
    ImGui::PushStyleColor(ImGuiCol_Text, ToVec4(Colors().error));
    TextWrappedCjk(
        (std::string(Tr("painting.ignored", "ignored (unknown):")) + " " + list).c_str());
    ImGui::PopStyleColor();
  }
  if (!r.query.has_known_word()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    TextWrappedCjk(
        Tr("painting.no_known", "No known word: the query is zero and attention spreads evenly."));
    ImGui::PopStyleColor();
  }

  // Score function and temperature.
  int score = d.painting_score == PaintingScore::ScaledDot ? 1 : 0;
  const char* scores[2] = {Tr("painting.score.cosine", "cosine"),
                           Tr("painting.score.scaled_dot", "scaled dot")};
  ImGui::SetNextItemWidth(140.0f);
  if (ImGui::Combo(Tr("painting.score", "score"), &score, scores, 2))
    session.edit([score](AppState& st) {
      st.demos.painting_score = score == 1 ? PaintingScore::ScaledDot : PaintingScore::Cosine;
    });
  RecordItem("painting/score");
  const char* tau_label = Tr("painting.temperature", "temperature");
  SameLineIfFits(LabeledWidth(200.0f, tau_label));
  float tau = d.painting_temperature;
  ImGui::SetNextItemWidth(
      std::clamp(ImGui::GetContentRegionAvail().x - LabeledWidth(0.0f, tau_label), 80.0f, 200.0f));
  if (ImGui::SliderFloat(tau_label, &tau, 0.02f, 2.0f, "%.3f", ImGuiSliderFlags_Logarithmic))
    session.edit(
        [tau](AppState& st) { st.demos.painting_temperature = std::clamp(tau, 0.01f, 10.0f); },
        "painting.temperature");
  RecordItem("painting/temperature");
}

// ---- 1. the picture --------------------------------------------------------------------------
int PaintingTab::DrawPicture(const demos::PaintingResult& r, float width) {
  const float height = width * 0.75f;
  const ImVec2 o = ImGui::GetCursorScreenPos();
  ImGui::InvisibleButton("##painting", ImVec2(width, height));
  RecordItem("painting/picture");
  const bool hovered = ImGui::IsItemHovered();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PushClipRect(o, ImVec2(o.x + width, o.y + height), true);
  auto P = [&](float x, float y) { return ImVec2(o.x + x * width, o.y + y * height); };
  const Vec& w = r.attention.weights;
  PaintParts(dl, o, width, height, w);

  // The output: where the gaze settles (weighted place) and the colour taken in.
  const Vec& out = r.attention.output;
  if (out.size() == 6) {
    const ImVec2 g = P(out(3), out(4));
    dl->AddCircle(g, 9.0f, WithAlpha(Colors().outline, 0.9f), 0, 2.0f);
    dl->AddLine(ImVec2(g.x - 13, g.y), ImVec2(g.x + 13, g.y), WithAlpha(Colors().outline, 0.8f),
                1.0f);
    dl->AddLine(ImVec2(g.x, g.y - 13), ImVec2(g.x, g.y + 13), WithAlpha(Colors().outline, 0.8f),
                1.0f);
  }
  dl->PopClipRect();

  // Hover: the front-most part whose region contains the mouse.
  const int hit = hovered ? PartAt(ImGui::GetIO().MousePos, o, width, height) : -1;
  if (hit >= 0) ImGui::SetTooltip("%s: %.3f", PartName(hit), w(hit));
  if (out.size() == 6) {
    const ImVec4 c(std::clamp(out(0), 0.0f, 1.0f), std::clamp(out(1), 0.0f, 1.0f),
                   std::clamp(out(2), 0.0f, 1.0f), 1.0f);
    ImGui::ColorButton("##out_colour", c, ImGuiColorEditFlags_NoTooltip, ImVec2(28, 18));
    ImGui::SameLine();
    char text[160];
    std::snprintf(text, sizeof(text),
                  Tr("painting.output", "output: colour (%.2f, %.2f, %.2f), gaze at (%.2f, %.2f)"),
                  out(0), out(1), out(2), out(3), out(4));
    TextWrappedCjk(text, std::max(width - 28.0f - ImGui::GetStyle().ItemSpacing.x, 80.0f));
  }
  return hit;
}

// ---- 3. bars ---------------------------------------------------------------------------------
void PaintingTab::DrawBars(const demos::PaintingResult& r) {
  // Bars as wide as the space beside (or under) the picture, up to 560 px; the feature bars half
  // that, with the hovered part's key (key_w) beside them.
  const float label_w = BarLabelWidth();
  const float value_w = ImGui::CalcTextSize("-0.000").x + ImGui::GetStyle().ItemSpacing.x * 2.0f;
  const float bw = std::clamp(ImGui::GetContentRegionAvail().x - label_w - value_w, 80.0f, 560.0f);
  const float key_w = std::clamp(bw * 0.3f, 40.0f, 160.0f);
  const float wrap = label_w + bw + value_w;
  TextWrappedCjk(Tr("painting.weights", "Attention weights (softmax of score / temperature)"),
                 wrap);
  for (int p = 0; p < demos::kPaintingParts; ++p) {
    const bool hl = p == hovered_part_;
    if (hl) ImGui::PushStyleColor(ImGuiCol_Text, ToVec4(Colors().emphasis));
    Bar(PartName(p), r.attention.weights(p), 1.0f, Colors().attention, label_w, bw);
    if (hl) ImGui::PopStyleColor();
  }
  ImGui::Separator();
  const int shown = hovered_part_ >= 0 ? hovered_part_ : -1;
  const Mat& kKeys = keys_;
  if (shown >= 0) {
    char text[160];
    std::snprintf(text, sizeof(text), Tr("painting.features_vs", "Query features vs the key of %s"),
                  PartName(shown));
    TextWrappedCjk(text, wrap);
  } else {
    TextWrappedCjk(Tr("painting.features", "Query features (hover a part to compare its key)"),
                   wrap);
  }
  const float feature_w = std::max(40.0f, bw - key_w - ImGui::GetStyle().ItemSpacing.x);
  for (int f = 0; f < demos::kPaintingFeatures; ++f) {
    Bar(FeatureName(f), r.query.query(f), 1.0f, Colors().feature, label_w, feature_w);
    if (shown >= 0) {
      ImGui::SameLine();
      const ImVec2 p = ImGui::GetCursorScreenPos();
      const float h = ImGui::GetTextLineHeight(), k = kKeys(shown, f);
      ImGui::GetWindowDrawList()->AddRectFilled(p, ImVec2(p.x + key_w * k, p.y + h),
                                                WithAlpha(Colors().attention, 0.8f));
      ImGui::Dummy(ImVec2(key_w, h));
    }
  }
}

}  // namespace ap::ui
