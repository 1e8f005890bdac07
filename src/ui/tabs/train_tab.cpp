// TrainTab (see train_tab.h): controls, buttons, status line, curves, probe heatmap.
#include "ui/tabs/train_tab.h"

#include "ui/palette.h"
#include "app/page/training_api.h"
#include "ui/widgets/flow_layout.h"
#include "ui/i18n.h"
#include "ui/widgets/number_field.h"
#include "ui/tabs/probe_heatmap.h"
#include "ui/tabs/training_curves.h"
#include "ui/widget_ids.h"
#include "ui/widgets/wrapped_text.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace ap::ui {

namespace {

// A set's label: its model's title, or the titles joined ("RNNsearch + Transformer").
const char* ModelLabel(s2s::ModelSet m) {
  static std::vector<std::pair<s2s::ModelSet, std::string>> labels;
  for (const auto& [set, label] : labels)
    if (set == m) return label.c_str();
  std::string label;
  for (s2s::ModelKind k : m.kinds())
    label += (label.empty() ? "" : " + ") + std::string(s2s::model_kind_title(k));
  labels.emplace_back(m, label);
  return labels.back().second.c_str();
}

// "layer 2, head 3" (1-based, as the translator's heads grid names them).
std::string HeadName(const ProbeSnapshot& s, int map) {
  char name[96];
  std::snprintf(name, sizeof name, Tr("train.layer_head", "layer %d, head %d"), map / s.heads + 1,
                map % s.heads + 1);
  return name;
}

}  // namespace

const char* TrainTab::Title() const { return Tr("tab.train", "Train"); }

void TrainTab::Draw(AppSession& session) {
  if (!session.state().view.embed) {
    TextWrappedCjk(Tr("train.intro",
                      "Train the translators here, in your browser, and watch attention learn to "
                      "align words. Press Play: the loss falls, and the probe sentence's heatmap "
                      "goes from uniform to a sharp alignment, reordering included."));
    DrawConfig(session);
  }
  DrawButtons(session);
  DrawStatus();
  TrainingSession& t = services_.training;
  const float width = ImGui::GetContentRegionAvail().x;
  // A share of the screen's height, not of what is left below the settings: on a phone little is,
  // and the charts were too short to read.
  const float line = ImGui::GetTextLineHeight();
  const float chart_h =
      std::clamp(ImGui::GetMainViewport()->WorkSize.y * 0.3f, 9.0f * line, 20.0f * line);
  if (!t.prepared()) {
    // Before Play: the empty charts and the untrained model's probe heatmap, so the tab shows
    // where training starts from (nothing is trained or prepared by drawing it).
    const TrainingPreview& preview = t.preview(session.state().training);
    TextDisabledWrappedCjk(Tr("train.press_play",
                              "Press Play: the charts fill in as the models learn, and the "
                              "probe's heatmap below sharpens from this untrained, near-uniform "
                              "start."));
    charts_.Draw({}, t.data(), width, chart_h);
    DrawPreview(preview);
    return;
  }
  charts_.Draw(t.runs(), t.data(), width, chart_h);
  DrawProbe();
}

void TrainTab::DrawConfig(AppSession& session) {
  const TrainingConfig& c = session.state().training;
  auto set = [&session](const char* key, std::function<void(TrainingConfig&)> fn) {
    session.edit([fn](AppState& st) { fn(st.training); }, std::string("train.") + key);
  };
  ImGui::TextUnformatted(Tr("train.model", "Model"));
  for (s2s::ModelSet m : s2s::named_model_sets()) {
    SameLineIfFits(CheckWidth(ModelLabel(m)));
    if (ImGui::RadioButton(ModelLabel(m), c.models == m))
      set("model", [m](TrainingConfig& x) { x.models = m; });
    RecordItem(WidgetName("train/model/%s", s2s::model_set_name(m)));
  }
  const char* tasks[] = {Tr("train.task_short", "short (3-10 words)"),
                         Tr("train.task_medium", "medium (3-20 words)"),
                         Tr("train.task_full", "full (3-50 words)")};
  int task = static_cast<int>(c.task);
  ImGui::SetNextItemWidth(170);
  if (ImGui::Combo(Tr("train.task", "Task"), &task, tasks, 3))
    set("task", [task](TrainingConfig& x) { x.task = static_cast<TrainTask>(task); });
  RecordItem("train/task");
  SameLineIfFits(LabeledWidth(70, Tr("train.hidden", "Hidden size")));
  const char* sizes[] = {"16", "32", "64", "128"};
  int size = c.hidden == 16 ? 0 : c.hidden == 32 ? 1 : c.hidden == 64 ? 2 : 3;
  ImGui::SetNextItemWidth(70);
  if (ImGui::Combo(Tr("train.hidden", "Hidden size"), &size, sizes, 4))
    set("hidden", [size](TrainingConfig& x) { x.hidden = 16 << size; });
  RecordItem("train/hidden");
  SameLineIfFits(LabeledWidth(120, Tr("train.lr", "Learning rate")));
  float lr = c.lr;
  ImGui::SetNextItemWidth(120);
  if (ImGui::SliderFloat(Tr("train.lr", "Learning rate"), &lr, TrainingConfig::kMinLr,
                         TrainingConfig::kMaxLr, "%.4f", ImGuiSliderFlags_Logarithmic)) {
    lr = std::clamp(lr, TrainingConfig::kMinLr, TrainingConfig::kMaxLr);
    set("lr", [lr](TrainingConfig& x) { x.lr = lr; });
  }
  RecordItem("train/lr");
  int batch = c.batch;
  ImGui::SetNextItemWidth(StepperWidth(60.0f));  // room for the digits between − and +
  if (ImGui::InputInt(Tr("train.batch", "Batch"), &batch)) {
    batch = std::clamp(batch, TrainingConfig::kMinBatch, TrainingConfig::kMaxBatch);
    set("batch", [batch](TrainingConfig& x) { x.batch = batch; });
  }
  RecordItem("train/batch");
  SameLineIfFits(LabeledWidth(110, Tr("train.seed", "Seed")));
  std::uint64_t seed = c.seed;
  ImGui::SetNextItemWidth(110);
  if (ImGui::InputScalar(Tr("train.seed", "Seed"), ImGuiDataType_U64, &seed))
    set("seed", [seed](TrainingConfig& x) { x.seed = seed; });
  RecordItem("train/seed");
  const char* probe_label = Tr("train.probe", "Probe sentence");
  SameLineIfFits(LabeledWidth(160, probe_label));
  std::string probe = c.probe;
  ImGui::SetNextItemWidth(
      std::max(160.0f, ImGui::GetContentRegionAvail().x - LabeledWidth(0, probe_label) - 4.0f));
  if (ImGui::InputText(probe_label, &probe) && probe.size() <= TrainingConfig::kMaxProbeBytes)
    set("probe", [probe](TrainingConfig& x) { x.probe = probe; });
  RecordItem("train/probe");
}

void TrainTab::DrawButtons(AppSession& session) {
  TrainingSession& t = services_.training;
  const TrainingConfig& c = session.state().training;
  if (t.running()) {
    if (ImGui::Button(Tr("train.pause", "Pause"))) t.pause();
  } else {
    if (ImGui::Button(Tr("train.play", "Play"))) {
      t.play(c);
      snapshot_ = -1;
    }
  }
  RecordItem("train/play");
  SameLineIfFits(ButtonWidth(Tr("train.step", "Step")));
  if (ImGui::Button(Tr("train.step", "Step"))) t.step_once(c);
  RecordItem("train/step");
  SameLineIfFits(ButtonWidth(Tr("train.reset", "Reset")));
  if (ImGui::Button(Tr("train.reset", "Reset"))) {
    t.reset();
    snapshot_ = -1;
  }
  RecordItem("train/reset");
  SameLineIfFits(LabeledWidth(100, Tr("train.speed", "Speed")));
  const char* speeds[] = {Tr("train.speed_slow", "slow"), Tr("train.speed_normal", "normal"),
                          Tr("train.speed_fast", "fast")};
  int speed = 0;
  for (int i = 0; i < 3; ++i)
    if (std::fabs(t.budget_ms() - kTrainingSpeedBudgetsMs[i]) < 1e-9) speed = i;
  ImGui::SetNextItemWidth(100);
  if (ImGui::Combo(Tr("train.speed", "Speed"), &speed, speeds, 3))
    t.set_budget_ms(kTrainingSpeedBudgetsMs[speed]);
  RecordItem("train/speed");
  if (t.prepared()) {
    SameLineIfFits(ButtonWidth(Tr("train.export", "Export model")));
    if (ImGui::Button(Tr("train.export", "Export model"))) {
      std::vector<std::uint8_t> bytes;
      std::string filename, error;
      if (trained_model_file(t, "", &bytes, &filename, &error))
        services_.host().download_text(
            filename, "application/octet-stream",
            std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
    }
    RecordItem("train/export");
    SameLineIfFits(ButtonWidth(Tr("train.use", "Use in the translator")));
    if (ImGui::Button(Tr("train.use", "Use in the translator"))) {
      std::string error;
      if (use_trained_models(&session, &services_, &error))
        session.navigate([](AppState& st) { st.view.tab = Tab::Translate; });
      else
        session.set_banner(error);
    }
    RecordItem("train/use");
    if (c != t.config())
      TextDisabledWrappedCjk(Tr("train.changed",
                                "The settings changed: Play after Pause or Reset starts again "
                                "from step 0."));
  }
}

void TrainTab::DrawStatus() {
  const TrainingSession& t = services_.training;
  const char* state = t.state() == TrainingSession::State::Running ? Tr("train.running", "training")
                      : t.state() == TrainingSession::State::Paused ? Tr("train.paused", "paused")
                      : t.state() == TrainingSession::State::Failed
                          ? Tr("train.failed", "stopped")
                          : Tr("train.idle", "not started");
  const double elapsed_s = t.elapsed_ms() / 1000.0;
  const int mins = static_cast<int>(elapsed_s) / 60, secs = static_cast<int>(elapsed_s) % 60;
  ImGui::Text("%s · %s %02d:%02d", state, Tr("train.elapsed", "elapsed"), mins, secs);
  RecordItem("train/status");
  for (const auto& m : t.runs()) {
    const double per_s = elapsed_s > 0 ? static_cast<double>(m.examples) / elapsed_s : 0;
    char loss[32] = "-", bleu[48] = "-";
    if (!m.loss_curve.empty()) std::snprintf(loss, sizeof loss, "%.3f", m.loss_curve.back().loss);
    if (!m.bleu_curve.empty())
      std::snprintf(bleu, sizeof bleu, "%.1f · %s %.0f%%", m.bleu_curve.back().bleu,
                    Tr("train.exact", "exact match"), 100 * m.bleu_curve.back().exact);
    ImGui::PushStyleColor(ImGuiCol_Text, TrainingModelColor(m.kind));
    ImGui::Text("%s", s2s::model_kind_title(m.kind));
    ImGui::PopStyleColor();
    ImGui::SameLine();
    const TrainingData* d = t.data();
    const int steps =
        d ? training_sequential_steps(m.kind, static_cast<int>(std::lround(d->mean_src_tokens)),
                                      static_cast<int>(std::lround(d->mean_tgt_tokens)))
          : 0;
    ImGui::TextWrapped("%s %lld · %s %lld · %.0f %s · %d %s · %s %s · BLEU %s",
                       Tr("train.step_count", "update"), m.steps, Tr("train.examples", "examples"),
                       m.examples, per_s, Tr("train.per_second", "examples/s"), steps,
                       Tr("train.sequential", "sequential steps per sentence"),
                       Tr("train.loss", "loss"), loss, bleu);
    RecordItem(WidgetName("train/run/%s", s2s::model_kind_name(m.kind)));
  }
  if (t.state() == TrainingSession::State::Failed) {
    ImGui::PushStyleColor(ImGuiCol_Text, Colors().error);
    TextWrappedCjk(t.worker_lost() ? Tr("train.worker_lost",
                                        "The training worker stopped. The rest of the page "
                                        "keeps running: press Play to train again from update 0.")
                                   : Tr("train.nan",
                                        "The loss is no longer a number: training stopped, the "
                                        "last good weights are kept. Lower the learning rate and "
                                        "press Reset."));
    ImGui::PopStyleColor();
    RecordItem("train/message");
  }
}

void TrainTab::DrawProbe() {
  const TrainingSession& t = services_.training;
  const auto& runs = t.runs();
  const int count = static_cast<int>(runs.front().snapshots.size());
  if (count == 0) return;
  int pick = snapshot_ < 0 || snapshot_ >= count ? count - 1 : snapshot_;
  const ProbeSnapshot& first = runs.front().snapshots[static_cast<size_t>(pick)];
  char label[96];
  std::snprintf(label, sizeof label, "%s %lld", Tr("train.snapshot", "update"), first.step);
  ImGui::SetNextItemWidth(std::min(420.0f, ImGui::GetContentRegionAvail().x * 0.6f));
  if (ImGui::SliderInt(Tr("train.time", "Replay"), &pick, 0, count - 1, label))
    snapshot_ = pick == count - 1 ? -1 : pick;  // the right end follows the training
  RecordItem("train/time");
  std::vector<s2s::ModelKind>& kinds = shown_kinds_;
  std::vector<const ProbeSnapshot*>& shown = shown_snapshots_;
  kinds.clear();
  shown.clear();
  for (const auto& run : runs) {
    const auto& snaps = run.snapshots;
    if (snaps.empty()) continue;
    // The other model's snapshot of the same update (or the latest before it).
    size_t k = 0;
    while (k + 1 < snaps.size() && snaps[k + 1].step <= first.step) ++k;
    kinds.push_back(run.kind);
    shown.push_back(&run == &runs.front() ? &first : &snaps[k]);
  }
  DrawProbeHeatmaps(kinds, shown, t.probe_source());
}

void TrainTab::DrawPreview(const TrainingPreview& preview) {
  if (preview.snapshots.empty()) {  // the training worker is still building the models
    TextDisabledWrappedCjk(
        Tr("train.preparing", "Preparing the untrained models in the training worker…"));
    RecordItem("train/preparing");
    return;
  }
  // One string, so each language puts its own brackets: "更新 0（未训练）".
  ImGui::TextUnformatted(Tr("train.untrained", "update 0 (untrained)"));
  RecordItem("train/preview");
  shown_snapshots_.clear();
  for (const ProbeSnapshot& s : preview.snapshots) shown_snapshots_.push_back(&s);
  DrawProbeHeatmaps(preview.kinds, shown_snapshots_, preview.probe_tokens);
}

void TrainTab::DrawProbeHeatmaps(const std::vector<s2s::ModelKind>& kinds,
                                 const std::vector<const ProbeSnapshot*>& snapshots,
                                 const std::vector<std::string>& source) {
  // An untrained model's French is random words: say so wherever one is shown.
  bool untrained = false;
  for (const ProbeSnapshot* s : snapshots) untrained = untrained || s->step == 0;
  if (untrained) {
    TextDisabledWrappedCjk(Tr("train.untrained_why",
                              "Untrained: the weights are random, so the French words and the "
                              "attention are random too. Press Play and watch them become a "
                              "translation."));
    RecordItem("train/untrained_why");
  }
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float w = kinds.size() > 1 ? (avail.x - ImGui::GetStyle().ItemSpacing.x) * 0.5f : avail.x;
  for (size_t i = 0; i < kinds.size() && i < snapshots.size(); ++i) {
    if (i > 0) ImGui::SameLine();
    ImGui::BeginGroup();
    ImGui::PushStyleColor(ImGuiCol_Text, TrainingModelColor(kinds[i]));
    ImGui::TextUnformatted(s2s::model_kind_title(kinds[i]));
    ImGui::PopStyleColor();
    const ProbeSnapshot& s = *snapshots[i];
    const int map = s.layers > 0 ? DrawHeadPicker(s, w) : 0;
    DrawAccuracy(s, map);
    const float used = ImGui::GetTextLineHeight() * (s.layers > 0 ? 4.0f : 3.0f);
    DrawProbeHeatmap(s2s::model_kind_name(kinds[i]), source, s, map,
                     ImVec2(w, std::max(120.0f, avail.y - used)));
    ImGui::EndGroup();
  }
}

int TrainTab::DrawHeadPicker(const ProbeSnapshot& s, float width) {
  const int maps = s.maps(), best = s.best_map();
  const int shown = probe_map_ >= 0 && probe_map_ < maps ? probe_map_ : best >= 0 ? best : 0;
  const std::string best_name =
      best >= 0 ? std::string(Tr("train.best_head", "best head")) + ": " + HeadName(s, best) : "";
  const std::string preview = probe_map_ < 0 && best >= 0 ? best_name : HeadName(s, shown);
  ImGui::SetNextItemWidth(std::min(width, 260.0f));
  if (ImGui::BeginCombo("##train_head", preview.c_str())) {
    if (best >= 0) {
      if (ImGui::Selectable(best_name.c_str(), probe_map_ < 0)) probe_map_ = -1;
      RecordItem("train/head/best");
    }
    for (int k = 0; k < maps; ++k) {
      if (ImGui::Selectable(HeadName(s, k).c_str(), probe_map_ == k)) probe_map_ = k;
      RecordItem(WidgetName("train/head/%d", k));
    }
    ImGui::EndCombo();
  }
  RecordItem("train/head");
  return shown;
}

void TrainTab::DrawAccuracy(const ProbeSnapshot& s, int map) {
  const double accuracy = s.layers > 0 && static_cast<size_t>(map) < s.head_accuracy.size()
                              ? s.head_accuracy[static_cast<size_t>(map)]
                              : s.accuracy;
  if (accuracy < 0) return;
  ImGui::Text("%s %.0f%%", Tr("train.accuracy", "words aligned right:"), accuracy * 100);
}

}  // namespace ap::ui
