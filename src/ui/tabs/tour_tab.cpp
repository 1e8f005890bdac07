// TourTab (see tour_tab.h). Section index:
//   navigation (step buttons, previous/next, copy link) · the seven steps · the bars helper
// (the line plots: tour_plot.h)
// Navigation changes state.demos.tour_step without an undo step (like a tab click); edits made
// inside a step (temperature, query, sentence) go through session.edit like anywhere else.
#include "ui/tabs/tour_tab.h"

#include "app/demos/tour_math.h"
#include "core/corpus/corpus.h"
#include "ui/tabs/demo_widgets.h"
#include "ui/tabs/tour_measured.h"
#include "ui/tabs/tour_plot.h"
#include "ui/widgets/flow_layout.h"
#include "ui/fonts.h"
#include "ui/i18n.h"
#include "ui/palette.h"
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

constexpr const char* kScrambledText = "研表究明";
constexpr float kColumnWidth = 1600.0f;  // px: the tour's widest column

int ClampStep(int step) { return std::clamp(step, 0, tour::kStepCount - 1); }

void Heading(const char* text) {
  ImGui::PushStyleColor(ImGuiCol_Text, Colors().emphasis);
  ImGui::PushFont(Fonts::Title());
  TextWrappedCjk(text);
  ImGui::PopFont();
  ImGui::PopStyleColor();
  ImGui::Spacing();
}

// A step's title, its paragraph, and a little space before the step's widgets.
void StepIntro(const char* title, const char* body) {
  Heading(title);
  TextWrappedCjk(body);
  ImGui::Spacing();
}

// Horizontal bars with labels: value / max_value of the available width.
void Bars(const char* const* labels, const double* values, int count, double max_value, ImU32 color,
          const char* fmt) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float label_w = 150.0f;
  const float bar_w = std::clamp(ImGui::GetContentRegionAvail().x - label_w - 90.0f, 40.0f, 900.0f);
  const float h = ImGui::GetTextLineHeight();
  for (int i = 0; i < count; ++i) {
    ImGui::TextUnformatted(labels[i]);
    ImGui::SameLine(label_w);
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float w = max_value > 0 ? static_cast<float>(values[i] / max_value) * bar_w : 0.0f;
    dl->AddRectFilled(p, ImVec2(p.x + std::max(w, 1.0f), p.y + h), color);
    ImGui::Dummy(ImVec2(bar_w, h));
    ImGui::SameLine();
    ImGui::Text(fmt, values[i]);
  }
}

// A button that jumps to another tab — drawn only if that tab exists (the tab bar recorded its
// rect last frame), so the tour never points at a demo this build does not have.
// same_line: beside the previous item when it fits.
bool OpenButton(const WidgetRegistry& widgets, const char* label, const char* tab,
                bool same_line = false) {
  if (!widgets.find(WidgetName("tab/%s", tab).c_str(), nullptr)) return false;
  if (same_line) SameLineIfFits(ButtonWidth(label));
  const bool pressed = ImGui::Button(label);
  RecordItem("tour/open");
  return pressed;
}

// OpenButton that, when pressed, shows `tab` (a navigation: no undo step).
void OpenTabButton(AppSession& session, const WidgetRegistry& widgets, const char* label,
                   const char* tab_id, Tab tab, bool same_line = false) {
  if (OpenButton(widgets, label, tab_id, same_line))
    session.navigate([tab](AppState& st) { st.view.tab = tab; });
}

}  // namespace

const char* TourTab::Title() const { return Tr("tab.tour", "Tour"); }

void TourTab::Draw(AppSession& session) {
  const int step = ClampStep(session.state().demos.tour_step);
  auto go = [&](int s) {
    s = ClampStep(s);
    session.navigate([&](AppState& st) {
      st.demos.tour_step = s;
      st.view.tab = Tab::Tour;
    });
  };

  // On a wide screen the tour is a centred column of at most kColumnWidth px (lines and plots
  // stretched across 2560 px are hard to read).
  const float full = ImGui::GetContentRegionAvail().x;
  const float column = std::min(full, kColumnWidth);
  const float indent = std::floor((full - column) * 0.5f);
  if (indent > 0.0f) ImGui::Indent(indent);

  // ---- navigation ----
  ImGui::BeginDisabled(step == 0);
  if (ImGui::Button(Tr("tour.prev", "< Previous"))) go(step - 1);
  ImGui::EndDisabled();
  RecordItem("tour/prev");
  // The step buttons wrap on a phone (each jump kept whole: previous, the steps, next, link).
  for (int k = 0; k < tour::kStepCount; ++k) {
    char label[16];
    std::snprintf(label, sizeof(label), " %d ##tour_step%d", k + 1, k + 1);
    SameLineIfFits(ButtonWidth(label));
    const bool current = k == step;
    if (current)
      ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (ImGui::Button(label) && !current) go(k);
    if (current) ImGui::PopStyleColor();
    RecordItem(WidgetName("tour/step/%d", k + 1));
  }
  SameLineIfFits(ButtonWidth(Tr("tour.next", "Next >")));
  ImGui::BeginDisabled(step == tour::kStepCount - 1);
  if (ImGui::Button(Tr("tour.next", "Next >"))) go(step + 1);
  ImGui::EndDisabled();
  RecordItem("tour/next");
  char step_of[64];
  std::snprintf(step_of, sizeof(step_of), Tr("tour.step_of", "Step %d of %d"), step + 1,
                tour::kStepCount);
  SameLineIfFits(ImGui::CalcTextSize(step_of).x);
  ImGui::TextDisabled("%s", step_of);
  SameLineIfFits(ButtonWidth(Tr("tour.copy_link", "Copy link to this step")));
  if (ImGui::Button(Tr("tour.copy_link", "Copy link to this step"))) {
    // The link of the current state, which includes tour_step and view.tab = Tab::Tour.
    services_.host().copy_to_clipboard("#" + session.link());
  }
  RecordItem("tour/copy_link");
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("%s",
                      Tr("tour.copy_link_tip",
                         "A link that opens the tour at this step, with the current numbers"));
  ImGui::Separator();

  // ---- the step ----
  ImGui::BeginChild("##tour_content", ImVec2(column, 0), false);
  RecordRect("tour/content", ImGui::GetWindowPos(),
             ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowSize().x,
                    ImGui::GetWindowPos().y + ImGui::GetWindowSize().y));
  // Long texts wrap through TextWrappedCjk; no TextWrapPos here, or table cells would wrap too.
  switch (step) {
    case 0:
      DrawBottleneck(session);
      break;
    case 1:
      DrawWeights(session);
      break;
    case 2:
      DrawPainting(session);
      break;
    case 3:
      DrawThreeSteps(session);
      break;
    case 4:
      DrawSelfAttention(session);
      break;
    case 5:
      DrawTranslation(session);
      break;
    default:
      DrawThreeReasons(session);
      break;
  }
  ImGui::EndChild();
  if (indent > 0.0f) ImGui::Unindent(indent);
}

// ---- 1. the fixed-context bottleneck ---------------------------------------------------------
void TourTab::DrawBottleneck(AppSession& session) {
  StepIntro(Tr("tour.step1.title", "1. The fixed-context bottleneck"),
            Tr("tour.step1.body",
               "In the encoder-decoder model, whatever the length of the input and "
               "output sentences, the context vector in the middle has a fixed "
               "length. Once the sentence gets long, decoding from one fixed-length "
               "context vector becomes an information bottleneck: information may be "
               "lost. The solution is the attention mechanism."));
  const std::string n_label = FitField(Tr("tour.step1.n", "sentence length n (words)"), 200.0f);
  ImGui::SliderInt(n_label.c_str(), &bottleneck_n_, 1, 80);
  const std::string d_label = FitField(Tr("tour.step1.d", "context size d (numbers)"), 200.0f);
  ImGui::SliderInt(d_label.c_str(), &bottleneck_d_, 2, 64);
  const tour::Bottleneck b = tour::bottleneck(bottleneck_n_, bottleneck_d_);
  TextWrappedF(Tr("tour.step1.context", "Fixed context vector: %d numbers, whatever n is."),
               b.context_numbers);
  TextWrappedF(Tr("tour.step1.per_word", "Numbers per source word: d / n = %.2f"),
               b.numbers_per_word);
  TextWrappedF(Tr("tour.step1.attention",
                  "With attention the decoder reads all n encoder states: n × d = %lld "
                  "numbers."),
               static_cast<long long>(b.attention_numbers));

  // The n words funnel into the d cells of the context: one square per number. The drawing
  // grows with the width (k: 1 at 800 px, up to 2.5), the words up to 48·k px, the cells 14·k.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const float avail = std::max(ImGui::GetContentRegionAvail().x, 100.0f);
  const float k = std::clamp(avail / 800.0f, 1.0f, 2.5f);
  const float word_w = std::min(48.0f * k, avail / bottleneck_n_);
  const float word_h = 14.0f * k;
  const float cell = std::min(14.0f * k, avail / bottleneck_d_);
  const float words_w = bottleneck_n_ * word_w;
  const float ctx_x = p.x + (std::max(words_w, bottleneck_d_ * cell) - bottleneck_d_ * cell) * 0.5f;
  const float ctx_y = p.y + word_h + 76.0f * k;
  const float shift = std::max(0.0f, bottleneck_d_ * cell - words_w) * 0.5f;  // words centred
  for (int i = 0; i < bottleneck_n_; ++i)
    dl->AddRectFilled(ImVec2(p.x + shift + i * word_w + 1, p.y),
                      ImVec2(p.x + shift + (i + 1) * word_w - 1, p.y + word_h), Colors().feature);
  for (int i = 0; i < bottleneck_n_; ++i)
    dl->AddLine(ImVec2(p.x + shift + (i + 0.5f) * word_w, p.y + word_h),
                ImVec2(ctx_x + bottleneck_d_ * cell * 0.5f, ctx_y),
                WithAlpha(Colors().feature, 0.35f), k);
  for (int j = 0; j < bottleneck_d_; ++j)
    dl->AddRectFilled(ImVec2(ctx_x + j * cell, ctx_y),
                      ImVec2(ctx_x + (j + 1) * cell - 1, ctx_y + cell), Colors().attention);
  RecordRect("tour/funnel", p, ImVec2(p.x + std::max(words_w, bottleneck_d_ * cell), ctx_y + cell));
  ImGui::Dummy(ImVec2(avail, ctx_y + cell - p.y + 6.0f));

  // numbers per word d / n for n = 1 .. 80, the current n marked.
  float ys[80];
  for (int n = 1; n <= 80; ++n)
    ys[n - 1] = static_cast<float>(tour::bottleneck(n, bottleneck_d_).numbers_per_word);
  ImGui::TextDisabled("%s",
                      Tr("tour.step1.plot", "numbers per word (d / n) as the sentence grows"));
  const PlotSeries s{ys, 80, Colors().attention, nullptr};
  const PlotAxes axes{Tr("tour.axis_n", "sentence length n (words)"),
                      Tr("tour.step1.axis_per_word", "numbers per word"),
                      static_cast<float>(bottleneck_d_)};
  DrawTourPlot("tour/bottleneck_plot", &s, 1, axes, bottleneck_n_ - 1,
               ImVec2(avail, std::clamp(ImGui::GetContentRegionAvail().y -
                                            ImGui::GetFrameHeightWithSpacing() * 1.5f,
                                        100.0f, 480.0f)));
  OpenTabButton(session, services_.widgets, Tr("tour.step1.open", "Open the bottleneck panel"),
                "bottleneck", Tab::Bottleneck);
}

// ---- 2. attention as weights -----------------------------------------------------------------
void TourTab::DrawWeights(AppSession& session) {
  StepIntro(Tr("tour.step2.title", "2. Attention as weights"),
            Tr("tour.step2.body",
               "Mathematically, attention can be understood as a set of weights: when "
               "we understand a picture or a text, the brain gives high weights to "
               "what matters and low weights to what does not, and focuses on "
               "different information in different contexts. Below, the weights of "
               "the vector lab's keys: change the temperature and watch them sharpen "
               "or spread out."));
  float tau = session.state().lab.spec.temperature;
  const std::string tau_label = FitField(Tr("tour.step2.temperature", "temperature τ"), 200.0f);
  if (ImGui::SliderFloat(tau_label.c_str(), &tau, 0.05f, 5.0f, "%.2f",
                         ImGuiSliderFlags_Logarithmic))
    session.edit([&](AppState& st) { st.lab.spec.temperature = std::max(tau, 0.01f); },
                 "tour.temperature");
  const AttentionScene& scene = session.state().lab;
  const AttentionResult& r = session.result().single;
  const int n = std::min<int>(scene.n(), static_cast<int>(r.weights.size()));
  std::vector<const char*> labels;
  std::vector<double> w;
  for (int i = 0; i < n; ++i) {
    labels.push_back(scene.labels[static_cast<std::size_t>(i)].c_str());
    w.push_back(r.weights(i));
  }
  Bars(labels.data(), w.data(), n, 1.0, Colors().attention, "%.3f");
  ImGui::Text(Tr("tour.step2.sum", "The weights add up to %.3f."), n > 0 ? r.weights.sum() : 0.0f);
}

// ---- 3. query, key, value: the painting ------------------------------------------------------
void TourTab::DrawPainting(AppSession& session) {
  StepIntro(Tr("tour.step3.title", "3. Query, key and value: the painting"),
            Tr("tour.step3.body",
               "Take the brain looking at the painting \"Madonna and Child with Saint "
               "Giovannino\". Value: what the retina captures of the whole picture, "
               "pixel by pixel, untouched by attention. Key: the short cue that goes "
               "with each value, e.g. \"Mary and the infant Jesus receiving prayer\". "
               "Query: the viewer's intention, what they look for. Query and keys "
               "give attention scores; only the most attractive values reach the "
               "brain, and the donkey and the ox are ignored."));
  std::string query = session.state().demos.painting_query;
  const std::string query_label =
      FitField(Tr("tour.step3.query", "your query (what you look for)"), 280.0f, 160.0f);
  if (ImGui::InputText(query_label.c_str(), &query))
    session.edit([&](AppState& st) { st.demos.painting_query = query; }, "tour.painting_query");
  RecordItem("tour/painting_query");
  NoteTextShown(query);
  OpenTabButton(session, services_.widgets,
                Tr("tour.step3.open", "Open the painting demo with this query"), "painting",
                Tab::Painting);
}

// ---- 4. the three steps ----------------------------------------------------------------------
void TourTab::DrawThreeSteps(AppSession& session) {
  StepIntro(Tr("tour.step4.title", "4. The three steps"),
            Tr("tour.step4.body",
               "Attention works in three steps: (1) compute the similarity of the "
               "query and each key to get scores; (2) normalise the scores (softmax) "
               "into weights that can be used directly; (3) sum the values weighted "
               "by these weights. The numbers below are live: drag the query and "
               "watch every column change."));
  const AttentionScene& scene = session.state().lab;
  // The query (row 0): drag its first coordinates; the table below follows live.
  const int shown_dims = std::min(scene.d(), 4);
  ImGui::TextUnformatted(Tr("tour.step4.query", "query q"));
  for (int j = 0; j < shown_dims; ++j) {
    SameLineIfFits(70.0f);
    float v = scene.queries(0, j);
    ImGui::SetNextItemWidth(70.0f);
    char id[24];
    std::snprintf(id, sizeof(id), "##tour_q%d", j);
    if (ImGui::DragFloat(id, &v, 0.02f, -10.0f, 10.0f, "%.2f"))
      session.edit([&](AppState& st) { st.lab.queries(0, j) = v; }, "tour.query");
    RecordItem(WidgetName("tour/query/%d", j));
  }
  const AttentionResult& r = session.result().single;
  const int n = scene.n();
  if (ImGui::BeginTable(
          "##tour_steps", 4,
          ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn(Tr("tour.step4.key", "key"));
    ImGui::TableSetupColumn(Tr("tour.step4.score", "1. score sᵢ"));
    ImGui::TableSetupColumn(Tr("tour.step4.weight", "2. weight wᵢ"));
    ImGui::TableSetupColumn(Tr("tour.step4.contribution", "3. wᵢ × vᵢ"));
    ImGui::TableHeadersRow();
    for (int i = 0; i < n && i < r.scores.size(); ++i) {
      const bool on = scene.mask.empty() || scene.mask[static_cast<std::size_t>(i)];
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(scene.labels[static_cast<std::size_t>(i)].c_str());
      ImGui::TableNextColumn();
      if (on)
        ImGui::Text("%.3f", r.scores(i));
      else
        ImGui::TextDisabled("%s", Tr("tour.step4.masked", "masked"));
      ImGui::TableNextColumn();
      ImGui::Text("%.3f", r.weights(i));
      ImGui::TableNextColumn();
      std::string c;
      for (int j = 0; j < r.contributions.cols() && j < 4; ++j) {
        char buf[24];
        std::snprintf(buf, sizeof(buf), j ? ", %.3f" : "%.3f", r.contributions(i, j));
        c += buf;
      }
      if (r.contributions.cols() > 4) c += ", ...";
      ImGui::TextUnformatted(c.c_str());
    }
    ImGui::EndTable();
  }
  std::string out;
  for (int j = 0; j < r.output.size(); ++j) {
    char buf[24];
    std::snprintf(buf, sizeof(buf), j ? ", %.3f" : "%.3f", r.output(j));
    out += buf;
  }
  TextWrappedF("%s (%s)", Tr("tour.step4.output", "output o = Σᵢ wᵢ vᵢ:"), out.c_str());
  OpenTabButton(session, services_.widgets, Tr("tour.step4.open", "Open the vector lab"), "lab",
                Tab::Lab);
}

// ---- 5. self-attention with the scrambled text -----------------------------------------------
void TourTab::DrawSelfAttention(AppSession& session) {
  StepIntro(Tr("tour.step5.title", "5. Self-attention: scrambled text"),
            Tr("tour.step5.body",
               "Read a sentence whose characters are out of order: you still "
               "understand it. Your eyes catch the first character and sweep over the "
               "rest of the line; the brain searches what it has learned for the "
               "pairs that belong together, gives them higher weights, and "
               "reassembles the content by weight. Self-attention does the same: "
               "every word looks at every other word of the same sentence."));
  std::string sentence = session.state().demos.self_sentence;
  NoteTextShown(sentence);
  const std::string sentence_label =
      FitField(Tr("tour.step5.sentence", "sentence"), 280.0f, 160.0f);
  if (ImGui::InputText(sentence_label.c_str(), &sentence))
    session.edit([&](AppState& st) { st.demos.self_sentence = sentence; }, "tour.self_sentence");
  RecordItem("tour/self_sentence");
  if (ImGui::Button(Tr("tour.step5.preset", "Use the article's scrambled text")))
    session.edit([](AppState& st) { st.demos.self_sentence = kScrambledText; });
  RecordItem("tour/preset");
  OpenTabButton(session, services_.widgets,
                Tr("tour.step5.open", "Open self-attention with this sentence"), "self", Tab::Self,
                true);
}

// ---- 6. the translation heatmap --------------------------------------------------------------
void TourTab::DrawTranslation(AppSession& session) {
  StepIntro(Tr("tour.step6.title", "6. The translation heatmap"),
            Tr("tour.step6.body",
               "Attention lets a translation model \"look at\" every word of the "
               "source sentence when it decides how to translate each output word. In "
               "Bahdanau et al. (2015) the English sentence \"The agreement on the "
               "European Economic Area was signed in August 1992.\" becomes "
               "\"L'accord sur la zone économique européenne a été signé en août "
               "1992.\" Word order flips (European Economic Area / zone économique "
               "européenne), and when the model writes \"européenne\" it looks mostly "
               "at \"European\" and \"Economic\". It learned where to look from "
               "thousands of sentence pairs."));
  if (OpenButton(services_.widgets,
                 Tr("tour.step6.open", "Open the translator with the article's sentence"),
                 "translate"))
    session.edit([](AppState& st) {
      st.translation.sentence = s2s::article_sentence_en();
      st.view.tab = Tab::Translate;
    });
}

// ---- 7. the three reasons --------------------------------------------------------------------
void TourTab::DrawThreeReasons(AppSession& /*session*/) {
  StepIntro(Tr("tour.step7.title", "7. Why attention: the article's three reasons"),
            Tr("tour.step7.body",
               "The article gives three reasons: fewer parameters, faster (parallel) "
               "computation and better handling of long-range information. The "
               "numbers below are computed from the formulas for a sentence of n "
               "words and a layer of width d, then measured on the shipped models."));
  const std::string n_label = FitField(Tr("tour.step7.n", "sentence length n"), 200.0f);
  ImGui::SliderInt(n_label.c_str(), &reasons_n_, 2, 100);
  const std::string d_label = FitField(Tr("tour.step7.d", "layer width d"), 200.0f);
  ImGui::SliderInt(d_label.c_str(), &reasons_d_, 8, 1024, "%d", ImGuiSliderFlags_Logarithmic);
  const tour::ThreeReasons r = tour::three_reasons(reasons_n_, reasons_d_);
  if (ImGui::BeginTable("##tour_reasons", 3,
                        ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn(Tr("tour.step7.quantity", "quantity"));
    ImGui::TableSetupColumn(Tr("tour.step7.rnn", "RNN"));
    ImGui::TableSetupColumn(Tr("tour.step7.attention", "attention"));
    ImGui::TableHeadersRow();
    auto row = [](const char* name, long long rnn, long long att) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(name);
      ImGui::TableNextColumn();
      ImGui::Text("%lld", rnn);
      ImGui::TableNextColumn();
      ImGui::Text("%lld", att);
    };
    row(Tr("tour.step7.steps", "sequential steps (speed)"), r.rnn_sequential_steps,
        r.attention_sequential_steps);
    row(Tr("tour.step7.path", "longest path between two words (long range)"), r.rnn_max_path,
        r.attention_max_path);
    row(Tr("tour.step7.params", "parameters of one layer (GRU)"),
        static_cast<long long>(r.gru_params), static_cast<long long>(r.attention_params));
    ImGui::EndTable();
  }
  TextWrappedCjk(Tr("tour.step7.steps_note",
                    "An RNN computes word t only after word t − 1: n steps one after "
                    "another. Attention computes every position at once, like a CNN: 1 "
                    "step."));
  TextWrappedCjk(Tr("tour.step7.path_note",
                    "In an RNN the first word reaches the last through n − 1 steps and "
                    "fades on the way; with attention every word looks at every word "
                    "directly: path 1."));

  // Sequential steps against n: RNN grows as n, attention stays at 1.
  float rnn[100], att[100];
  for (int n = 1; n <= 100; ++n) {
    const tour::ThreeReasons t = tour::three_reasons(n, reasons_d_);
    rnn[n - 1] = static_cast<float>(t.rnn_sequential_steps);
    att[n - 1] = static_cast<float>(t.attention_sequential_steps);
  }
  const float w = std::max(ImGui::GetContentRegionAvail().x, 100.0f);
  ImGui::TextDisabled("%s", Tr("tour.step7.plot_steps", "sequential steps vs n"));
  const PlotSeries s[2] = {
      {rnn, 100, Colors().model_encdec, Tr("tour.step7.legend_rnn", "RNN: n steps")},
      {att, 100, Colors().model_search, Tr("tour.step7.legend_attention", "attention: 1 step"),
       true}};
  const PlotAxes axes{Tr("tour.axis_n", "sentence length n (words)"),
                      Tr("tour.step7.axis_steps", "sequential steps"), 100.0f};
  DrawTourPlot("tour/steps_plot", s, 2, axes, reasons_n_ - 1,
               ImVec2(w, std::clamp(ImGui::GetContentRegionAvail().y * 0.35f, 150.0f, 320.0f)));

  ImGui::TextDisabled("%s", Tr("tour.step7.plot_params", "parameters of one layer"));
  const char* names[4] = {"tanh RNN", "GRU", "LSTM", Tr("tour.step7.attention", "attention")};
  const double params[4] = {static_cast<double>(r.rnn_params), static_cast<double>(r.gru_params),
                            static_cast<double>(r.lstm_params),
                            static_cast<double>(r.attention_params)};
  Bars(names, params, 4, params[2], Colors().feature, "%.0f");
  TextWrappedCjk(Tr("tour.step7.params_note",
                    "Per layer: tanh RNN 2d² + d, GRU 6d² + 3d, LSTM 8d² + 4d, "
                    "self-attention (Wq, Wk, Wv, Wo) 4d². Attention needs fewer parameters "
                    "than the gated RNNs used in practice (GRU, LSTM); a plain tanh RNN is "
                    "smaller still, but it forgets long-range information."));
  DrawMeasuredReasons(services_.translation);
}

}  // namespace ap::ui
