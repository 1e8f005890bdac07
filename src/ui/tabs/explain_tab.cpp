// ExplainTab (see explain_tab.h). Sections: the sentence and model, the Transformer's view, the
// explanation (French, intervention, maps, bars, agreement), the test set's figures, and what
// the methods measure.
#include "ui/tabs/explain_tab.h"

#include "core/corpus/corpus.h"
#include "ui/i18n.h"
#include "ui/palette.h"
#include "ui/tabs/explain_intervention.h"
#include "ui/tabs/explain_maps.h"
#include "ui/widget_ids.h"
#include "ui/widgets/flow_layout.h"
#include "ui/widgets/text_with_presets.h"
#include "ui/widgets/wrapped_text.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace ap::ui {

namespace {

using explain::AttentionView;

std::string& SentenceOf(AppState& s) { return s.explain.sentence; }

const std::vector<std::string>& Presets() {
  static const std::vector<std::string> presets = {s2s::article_sentence_en(),
                                                   "The European agreement was signed in August."};
  return presets;
}

// The Transformer's layers and heads (from its translation of the sentence; 0 when none).
void LayersAndHeads(TranslationService& ts, const ExplainState& st, int* layers, int* heads) {
  *layers = *heads = 0;
  TranslationState t;
  t.sentence = st.sentence;
  t.model = st.model;
  const TranslationResult& r = ts.translate(t);
  if (!r.ok || r.translation.cross_attention.empty()) return;
  *layers = static_cast<int>(r.translation.cross_attention.size());
  *heads = static_cast<int>(r.translation.cross_attention[0].size());
}

// The attention map's title: which map of which model.
std::string AttentionTitle(const ExplainState& st, int layers) {
  if (st.model != s2s::ModelKind::Transformer)
    return Tr("explain.title.alignment", "attention (RNNsearch's alignment)");
  const int layer = st.layer >= 0 && st.layer < layers ? st.layer + 1 : layers;
  char buf[128];
  switch (st.view) {
    case AttentionView::Head:
      std::snprintf(buf, sizeof(buf), Tr("explain.title.head", "attention: layer %d, head %d"),
                    layer, std::max(st.head, 0) + 1);
      break;
    case AttentionView::Mean:
      std::snprintf(buf, sizeof(buf),
                    Tr("explain.title.mean", "attention: layer %d, mean over the heads"), layer);
      break;
    case AttentionView::Rollout:
      std::snprintf(buf, sizeof(buf), "%s", Tr("explain.title.rollout", "attention rollout"));
      break;
    case AttentionView::Norm:
      std::snprintf(buf, sizeof(buf), Tr("explain.title.norm", "‖α v‖: layer %d"), layer);
      break;
  }
  return buf;
}

void ErrorText(const std::string& message, const char* id) {
  ImGui::PushStyleColor(ImGuiCol_Text, Colors().error);
  TextWrappedCjk(message.c_str());
  ImGui::PopStyleColor();
  RecordItem(id);
}

}  // namespace

const char* ExplainTab::Title() const { return Tr("tab.explain", "Explain"); }

void ExplainTab::Draw(AppSession& session) {
  translation_.request_load();  // the translators are the translation service's
  if (!session.state().view.embed) {
    TextWrappedCjk(Tr("explain.intro",
                      "Does attention explain the translation? The attention weights are one "
                      "account of which English words a French word came from. Two other "
                      "methods give their own: gradient × input and leaving each word out. "
                      "Compare the three, then change the attention and see whether the French "
                      "changes."));
  }
  if (translation_.loading(session.state().explain.model)) {
    ImGui::TextUnformatted(Tr("translate.loading", "Downloading the translation models..."));
    ImGui::ProgressBar(static_cast<float>(translation_.progress()),
                       ImVec2(std::min(320.0f, ImGui::GetContentRegionAvail().x), 0));
    RecordItem("explain/progress");
    return;
  }
  DrawControls(session);
  ImGui::Separator();
  const ExplainState& st = session.state().explain;
  if (st.model == s2s::ModelKind::EncDec) {
    TextWrappedCjk(Tr("explain.no_attention",
                      "RNNencdec has no attention to explain: its decoder never looks back at "
                      "the English words, it reads one fixed-length vector. Choose RNNsearch or "
                      "the Transformer."));
    RecordItem("explain/no_attention");
  } else if (st.sentence.empty()) {
    ErrorText(Tr("explain.empty", "Type an English sentence above, or use a preset."),
              "explain/error");
    if (has_last_good_) DrawExplanation(session, last_good_, last_good_state_);
  } else {
    const ExplainResult& r = explain_.explain(st);
    if (r.computing) {  // the worker computes this input; the last explanation stays below
      ImGui::TextDisabled("%s", Tr("translate.computing", "computing…"));
      RecordItem("explain/computing");
      if (has_last_good_) DrawExplanation(session, last_good_, last_good_state_);
    } else if (r.ok) {
      if (!has_last_good_ || !(last_good_state_ == st)) {
        last_good_ = r;
        last_good_state_ = st;
        has_last_good_ = true;
      }
      DrawExplanation(session, r, st);
    } else {
      ErrorText(r.error, "explain/error");
      if (has_last_good_) DrawExplanation(session, last_good_, last_good_state_);
    }
  }
  ImGui::Separator();
  DrawFigures(st.model);
  if (!session.state().view.embed) DrawAbout();
}

void ExplainTab::DrawControls(AppSession& session) {
  const ExplainState& st = session.state().explain;
  if (session.state().view.embed) {
    ImGui::TextWrapped("%s", st.sentence.c_str());
  } else {
    const std::vector<const char*> labels = {Tr("translate.preset", "The article's sentence"),
                                             Tr("explain.preset_short", "A shorter one")};
    DrawTextWithPresets(
        session, {Tr("explain.sentence", "English sentence"), Tr("explain.presets", "presets:"),
                  "explain/input", 560.0f, nullptr, &Presets(), &SentenceOf, &labels});
  }
  const struct {
    s2s::ModelKind model;
    const char* label;
  } models[] = {
      {s2s::ModelKind::Search, Tr("translate.model.search", "RNNsearch (with attention)")},
      {s2s::ModelKind::Transformer,
       Tr("translate.model.transformer", "Transformer (attention only)")},
      {s2s::ModelKind::EncDec, Tr("translate.model.encdec", "RNNencdec (no attention)")}};
  for (int i = 0; i < static_cast<int>(std::size(models)); ++i) {
    std::string label = models[i].label;
    if (!translation_.available(models[i].model))
      label += std::string(" — ") + Tr("translate.unavailable", "not available");
    if (i) SameLineIfFits(CheckWidth(label.c_str()));
    if (ImGui::RadioButton(label.c_str(), st.model == models[i].model)) {
      const s2s::ModelKind model = models[i].model;
      session.edit([model](AppState& s) { s.explain.model = model; });
    }
    RecordItem(WidgetName("explain/model/%s", s2s::model_kind_name(models[i].model)));
  }
  if (st.model == s2s::ModelKind::Transformer) DrawViewControls(session);
}

void ExplainTab::DrawViewControls(AppSession& session) {
  const ExplainState& st = session.state().explain;
  const struct {
    AttentionView view;
    const char* label;
  } views[] = {{AttentionView::Head, Tr("explain.view.head", "one layer × head")},
               {AttentionView::Mean, Tr("explain.view.mean", "mean over the heads")},
               {AttentionView::Rollout, Tr("explain.view.rollout", "rollout")},
               {AttentionView::Norm, Tr("explain.view.norm", "‖α v‖")}};
  ImGui::TextDisabled("%s", Tr("explain.view", "attention:"));
  for (const auto& v : views) {
    SameLineIfFits(CheckWidth(v.label));
    if (ImGui::RadioButton(v.label, st.view == v.view)) {
      const AttentionView view = v.view;
      session.edit([view](AppState& s) { s.explain.view = view; });
    }
    RecordItem(WidgetName("explain/view/%s", enum_name(v.view)));
  }
  if (st.view == AttentionView::Rollout) return;  // rollout runs through every layer
  int layers = 0, heads = 0;
  LayersAndHeads(translation_, st, &layers, &heads);
  if (layers == 0) return;
  const float w = std::min(160.0f, ImGui::GetContentRegionAvail().x * 0.4f);
  int layer = (st.layer >= 0 && st.layer < layers ? st.layer : layers - 1) + 1;
  ImGui::SetNextItemWidth(w);
  if (ImGui::SliderInt(Tr("explain.layer", "layer"), &layer, 1, layers))
    session.edit([layer](AppState& s) { s.explain.layer = layer - 1; }, "explain/layer");
  RecordItemFrame("explain/layer", w);
  if (st.view != AttentionView::Head) return;
  int head = std::clamp(st.head, 0, heads - 1) + 1;
  SameLineIfFits(LabeledWidth(w, Tr("explain.head", "head")));
  ImGui::SetNextItemWidth(w);
  if (ImGui::SliderInt(Tr("explain.head", "head"), &head, 1, heads))
    session.edit([head](AppState& s) { s.explain.head = head - 1; }, "explain/head");
  RecordItemFrame("explain/head", w);
}

void ExplainTab::DrawExplanation(AppSession& session, const ExplainResult& r,
                                 const ExplainState& shown) {
  const explain::Explanation& e = r.explanation;
  if (&r == &last_good_ && !(shown == session.state().explain))
    TextDisabledWrappedCjk(Tr("explain.last_good", "The last sentence that worked:"));
  ImGui::TextUnformatted(Tr("translate.output", "French:"));
  ImGui::SameLine();
  ImGui::TextWrapped("%s", e.translation.c_str());
  RecordItem("explain/output");
  TranslationState t;  // the unknown words, as the translator reports them (cached there)
  t.sentence = shown.sentence;
  t.model = shown.model;
  const TranslationResult& tr = translation_.translate(t);
  if (tr.ok && !tr.translation.unknown_words.empty()) {
    std::string list;
    for (const std::string& w : tr.translation.unknown_words)
      list += (list.empty() ? "" : ", ") + w;
    ErrorText(std::string(Tr("translate.unknown", "unknown:")) + " " + list + " " +
                  Tr("translate.unknown_mapped", "→ mapped to <unk>"),
              "explain/unknown");
  }
  // The intervention first: the intro promises it, and under the maps it is screens away.
  DrawIntervention(session, r);
  ImGui::Separator();
  int layers = 0, heads = 0;
  LayersAndHeads(translation_, shown, &layers, &heads);
  TextDisabledWrappedCjk(Tr("explain.maps_help",
                            "Rows: French words; columns: English words. Click a French word "
                            "for its three rows."));
  const int selected = session.state().explain.selected_target;
  const int clicked = DrawExplainMaps(e, selected, AttentionTitle(shown, layers).c_str());
  if (clicked >= 0) {
    const int pick = clicked == selected ? -1 : clicked;
    session.edit([pick](AppState& s) {
      s.explain.selected_target = pick;
      if (pick >= 0 && s.explain.intervention != explain::InterventionKind::None)
        s.explain.position = pick;  // the intervention follows the selected word
    });
  }
  DrawExplainBars(e, selected);
  DrawAgreementLines(e);
}

void ExplainTab::DrawFigures(s2s::ModelKind model) {
  ImGui::TextUnformatted(Tr("explain.figures_title", "On the test set"));
  std::string error;
  const ExplainFigures* figures = explain_.figures(&error);
  const ExplainModelFigures* f =
      figures ? figures->find(model == s2s::ModelKind::Transformer ? "transformer" : "search")
              : nullptr;
  if (!f) {
    TextDisabledWrappedCjk(
        (std::string(Tr("explain.figures_missing", "The test set's figures are not available.")) +
         (error.empty() ? "" : " " + error))
            .c_str());
    RecordItem("explain/figures_error");
    return;
  }
  char line[256];
  std::snprintf(line, sizeof(line),
                Tr("explain.figures_help",
                   "%d held-out sentences, %d French words (`attention explain --test-set`): "
                   "how often each method's strongest English word is the attention's, and the "
                   "mean Spearman correlation of the rows."),
                f->sentences, f->target_words);
  TextDisabledWrappedCjk(line);
  if (ImGui::BeginTable("##figures", 3,
                        ImGuiTableFlags_Borders | ImGuiTableFlags_SizingStretchSame)) {
    ImGui::TableSetupColumn(Tr("explain.view", "attention:"));
    ImGui::TableSetupColumn(MethodTitle("gradient"));
    ImGui::TableSetupColumn(MethodTitle("leave_one_out"));
    ImGui::TableHeadersRow();
    for (const ExplainViewFigures& v : f->views) {
      ImGui::TableNextRow();
      ImGui::TableSetColumnIndex(0);
      if (v.view == "best_head" && f->has_best_head)
        ImGui::Text(Tr("explain.best_head", "the best head: layer %d, head %d"), f->best_layer + 1,
                    f->best_head + 1);
      else
        ImGui::TextUnformatted(MethodTitle(v.view));
      ImGui::TableSetColumnIndex(1);
      ImGui::Text("%.0f%%  ρ %.2f", 100.0 * v.gradient_argmax, v.gradient_spearman);
      ImGui::TableSetColumnIndex(2);
      ImGui::Text("%.0f%%  ρ %.2f", 100.0 * v.loo_argmax, v.loo_spearman);
    }
    ImGui::EndTable();
  }
  RecordItem("explain/figures");
  std::snprintf(line, sizeof(line),
                Tr("explain.figures_unchanged",
                   "The French word stays the same for %.0f%% of the words when its attention is "
                   "made uniform, and for %.0f%% when it is permuted."),
                100.0 * f->uniform_unchanged, 100.0 * f->permute_unchanged);
  TextWrappedCjk(line);
}

void ExplainTab::DrawAbout() {
  ImGui::Separator();
  TextWrappedCjk(
      Tr("explain.about",
         "Attention is what the model computes; gradient × input estimates how much each English "
         "word's embedding moves the probability of the French word; leave one out removes the "
         "English word and measures the drop. Argmax agreement is how often two methods point at "
         "the same English word; Spearman compares their whole rankings. Agreement does not prove "
         "that attention is the explanation; disagreement shows the weights alone are not a "
         "faithful account of what the model used. The intervention asks the model directly: if "
         "other weights give the same French, those weights did not decide it."));
}

}  // namespace ap::ui
