// DrawMeasuredReasons (see tour_measured.h): the table of measured figures and the verdicts.
#include "ui/tabs/tour_measured.h"

#include "app/translation/model_facts.h"
#include "ui/i18n.h"
#include "ui/palette.h"
#include "ui/tabs/training_curves.h"
#include "ui/widget_ids.h"
#include "ui/widgets/wrapped_text.h"

#include <imgui.h>

#include <array>
#include <cstdio>
#include <string>

namespace ap::ui {

namespace {

constexpr std::array<s2s::ModelKind, 3> kKinds = {s2s::ModelKind::Search, s2s::ModelKind::EncDec,
                                                  s2s::ModelKind::Transformer};

// The measured figures of one model; a negative number is "not available".
struct Measured {
  double parameters = -1, per_word = -1, training_steps = -1, decoding_steps = -1;
  double native = -1, wasm = -1, bleu_long = -1;
};

Measured MeasureOf(const TranslationService& service, s2s::ModelKind kind) {
  Measured m;
  if (const ModelFacts* facts = service.model_facts(kind)) {
    m.parameters = static_cast<double>(facts->parameters.total);
    m.per_word = static_cast<double>(facts->parameters.per_word);
  }
  if (const SpeedData* speed = service.speed())
    if (const ModelSpeed* s = speed->find(kind)) {
      m.training_steps = s->training_steps;
      m.decoding_steps = s->decoding_steps;
      m.native = s->native_examples_per_s;
      m.wasm = s->wasm_examples_per_s;
    }
  if (const BottleneckData* b = service.bottleneck(); b && !b->buckets.empty()) {
    const BottleneckBucket& last = b->buckets.back();
    m.bleu_long = kind == s2s::ModelKind::Search   ? last.bleu_search
                  : kind == s2s::ModelKind::EncDec ? last.bleu_encdec
                  : last.has_transformer           ? last.bleu_transformer
                                                   : -1;
  }
  return m;
}

void Row(const char* name, const std::array<Measured, 3>& m, double Measured::*field,
         const char* format) {
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(name);
  for (const Measured& x : m) {
    ImGui::TableNextColumn();
    if (x.*field < 0)
      ImGui::TextDisabled("-");
    else
      ImGui::Text(format, x.*field);
  }
}

void Verdict(const char* id, const char* text) {
  TextWrappedCjk(text);
  RecordItem(id);
}

void DrawVerdicts(const std::array<Measured, 3>& m) {
  const Measured &search = m[0], &encdec = m[1], &tfm = m[2];
  char line[640];
  if (search.parameters > 0 && tfm.parameters > 0) {
    const double more = 100.0 * (tfm.parameters / search.parameters - 1.0);
    std::snprintf(line, sizeof(line),
                  more > 0 ? Tr("tour.step7.m_params_no",
                                "Fewer parameters: does not hold at this size. The Transformer "
                                "has %.0f parameters, %.0f%% more than RNNsearch's %.0f: each of "
                                "its layers is smaller than a GRU of the same width (the "
                                "formulas above), but it stacks four, each with a feed-forward "
                                "block.")
                           : Tr("tour.step7.m_params_yes",
                                "Fewer parameters: holds. The Transformer has %.0f parameters, "
                                "%.0f%% fewer than RNNsearch's %.0f."),
                  tfm.parameters, more > 0 ? more : -more, search.parameters);
    Verdict("tour/measured/params", line);
  }
  if (search.per_word > 0 && tfm.per_word > 0) {
    std::snprintf(
        line, sizeof(line),
        Tr("tour.step7.m_params_words",
           "At this size most parameters belong to single words: the embeddings and the output "
           "layer over the vocabulary are %.0f%% of the Transformer's and %.0f%% of RNNsearch's. "
           "Without them the Transformer has %.0f and RNNsearch %.0f. The article's claim is "
           "about the layers (fewer parameters than the RNN that reaches the same quality), not "
           "about two whole models this small."),
        100.0 * tfm.per_word / tfm.parameters, 100.0 * search.per_word / search.parameters,
        tfm.parameters - tfm.per_word, search.parameters - search.per_word);
    Verdict("tour/measured/params_words", line);
  }
  if (search.native > 0 && tfm.native > 0) {
    std::snprintf(line, sizeof(line),
                  tfm.native <= search.native
                      ? Tr("tour.step7.m_speed_no",
                           "Faster: not per example on one CPU core (%.0f against RNNsearch's "
                           "%.0f training examples/s). The Transformer takes %.0f sequential "
                           "steps per sentence where RNNsearch takes %.0f, but one core runs "
                           "every position one after another anyway; the gain needs hardware "
                           "that runs them in parallel (a GPU, many cores).")
                      : Tr("tour.step7.m_speed_yes",
                           "Faster: holds, %.0f against RNNsearch's %.0f training examples/s, "
                           "with %.0f sequential steps per sentence against %.0f."),
                  tfm.native, search.native, tfm.training_steps, search.training_steps);
    Verdict("tour/measured/speed", line);
  }
  if (encdec.bleu_long >= 0 && search.bleu_long >= 0 && tfm.bleu_long >= 0) {
    std::snprintf(line, sizeof(line),
                  Tr("tour.step7.m_quality",
                     "Better long-range quality: at 41-50 words RNNencdec, with its one "
                     "fixed-length vector, keeps %.1f BLEU; the two models with attention keep "
                     "%.1f (RNNsearch) and %.1f (Transformer)."),
                  encdec.bleu_long, search.bleu_long, tfm.bleu_long);
    Verdict("tour/measured/quality", line);
  }
}

}  // namespace

void DrawMeasuredReasons(TranslationService& service) {
  service.request_load();
  ImGui::Separator();
  ImGui::TextUnformatted(Tr("tour.step7.measured", "Measured on the three shipped translators"));
  if (service.loading()) {
    ImGui::TextDisabled("%s", Tr("translate.loading", "Downloading the translation models..."));
    return;
  }
  std::array<Measured, 3> m;
  for (std::size_t i = 0; i < kKinds.size(); ++i) m[i] = MeasureOf(service, kKinds[i]);
  if (ImGui::BeginTable("##tour_measured", 4,
                        ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn(Tr("tour.step7.quantity", "quantity"));
    for (s2s::ModelKind k : kKinds) ImGui::TableSetupColumn(s2s::model_kind_title(k));
    ImGui::TableHeadersRow();
    Row(Tr("tour.step7.m_parameters", "parameters"), m, &Measured::parameters, "%.0f");
    Row(Tr("tour.step7.m_train_steps", "sequential steps per sentence, training"), m,
        &Measured::training_steps, "%.0f");
    Row(Tr("tour.step7.m_decode_steps", "sequential steps per sentence, translating"), m,
        &Measured::decoding_steps, "%.0f");
    Row(Tr("tour.step7.m_native", "training examples/s, native (one core)"), m, &Measured::native,
        "%.0f");
    Row(Tr("tour.step7.m_wasm", "training examples/s, wasm (as in the page)"), m, &Measured::wasm,
        "%.0f");
    Row(Tr("tour.step7.m_bleu", "BLEU at 41-50 words"), m, &Measured::bleu_long, "%.1f");
    ImGui::EndTable();
  }
  RecordItem("tour/measured");
  if (const SpeedData* speed = service.speed()) {
    const std::string how =
        std::string(
            Tr("tour.step7.m_how", "Speed: a batch of 32 sentences of 11-20 words, one thread;")) +
        " " + speed->machine + ", " + speed->date + ".";
    TextDisabledWrappedCjk(how.c_str());
  } else {
    TextDisabledWrappedCjk(
        (std::string(Tr("tour.step7.m_no_speed", "The speed figures are not available:")) + " " +
         service.file_error(TranslationService::kSpeed))
            .c_str());
  }
  DrawVerdicts(m);
}

}  // namespace ap::ui
