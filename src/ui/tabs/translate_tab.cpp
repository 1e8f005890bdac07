// TranslateTab (see translate_tab.h). Sections: loading/errors, the sentence field with
// autocomplete, the model/beam controls, the result (tokens, unknown words), the alignment heatmap
// and the bars of one target word.
#include "ui/tabs/translate_tab.h"

#include "app/translation/attention_view.h"
#include "core/corpus/corpus.h"
#include "core/seq2seq/tokenizer.h"
#include "ui/widgets/heatmap.h"
#include "ui/widgets/flow_layout.h"
#include "ui/i18n.h"
#include "ui/palette.h"
#include "ui/tabs/training_curves.h"
#include "ui/tabs/transformer_heads.h"
#include "ui/widget_ids.h"
#include "ui/widgets/wrapped_text.h"

#include <imgui.h>
#include <misc/cpp/imgui_stdlib.h>

#include <algorithm>
#include <cctype>
#include <cstdio>

namespace ap::ui {

namespace {

constexpr int kMaxUiBeam = 10;
// Narrower than this (a phone), the settings fold away once a sentence is translated.
constexpr float kFoldBelowWidth = 640.0f;

bool IsWordChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '\'' || c == '-' ||
         (static_cast<unsigned char>(c) >= 0x80);
}

// Start of the word that ends at `end` in text (the word being typed).
std::size_t WordStart(const std::string& text, std::size_t end) {
  std::size_t b = end;
  while (b > 0 && IsWordChar(text[b - 1])) --b;
  return b;
}

std::string Lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// The suggestion as it should be typed: capitalised when the user started with a capital.
std::string MatchCase(const std::string& word, const std::string& typed) {
  std::string w = word;
  if (!typed.empty() && std::isupper(static_cast<unsigned char>(typed[0])) && !w.empty())
    w[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(w[0])));
  return w;
}

// `sentence` with the first whole-word occurrence of `word` (compared lowercase) replaced.
std::string ReplaceWord(const std::string& sentence, const std::string& word,
                        const std::string& replacement) {
  const std::string lower = Lower(sentence);
  for (std::size_t pos = lower.find(word); pos != std::string::npos;
       pos = lower.find(word, pos + 1)) {
    const bool left_ok = pos == 0 || !IsWordChar(sentence[pos - 1]);
    const std::size_t end = pos + word.size();
    const bool right_ok = end >= sentence.size() || !IsWordChar(sentence[end]);
    if (left_ok && right_ok)
      return sentence.substr(0, pos) + MatchCase(replacement, sentence.substr(pos, 1)) +
             sentence.substr(end);
  }
  return sentence;
}

struct CompletionData {
  const std::vector<std::string>* suggestions;
};

// Tab in the field: replace the word before the cursor with the first suggestion.
int CompletionCallback(ImGuiInputTextCallbackData* data) {
  if (data->EventFlag != ImGuiInputTextFlags_CallbackCompletion) return 0;
  const auto* cd = static_cast<const CompletionData*>(data->UserData);
  if (cd->suggestions->empty()) return 0;
  const std::string text(data->Buf, static_cast<std::size_t>(data->BufTextLen));
  const std::size_t end = static_cast<std::size_t>(data->CursorPos);
  const std::size_t start = WordStart(text, end);
  const std::string typed = text.substr(start, end - start);
  if (typed.empty()) return 0;
  const std::string word = MatchCase(cd->suggestions->front(), typed);
  data->DeleteChars(static_cast<int>(start), static_cast<int>(end - start));
  data->InsertChars(static_cast<int>(start), word.c_str());
  return 0;
}

// The large heatmap's caption for a Transformer map: which map, layer and head, and how to read it.
std::string LargeMapCaption(const AttentionView& v) {
  char which[96];
  if (v.head >= 0)
    std::snprintf(which, sizeof(which), Tr("translate.map.layer_head", "Layer %d, head %d"),
                  v.layer + 1, v.head + 1);
  else
    std::snprintf(which, sizeof(which), Tr("translate.map.layer_mean", "Layer %d, mean over heads"),
                  v.layer + 1);
  const char* how = "";
  switch (v.map) {
    case AttentionMap::Cross:
      how = Tr("translate.map.cross_help",
               "row = French word, column = English word it reads. Click a row for its weights.");
      break;
    case AttentionMap::EncoderSelf:
      how = Tr("translate.map.encoder_help", "row = English word, column = English word it reads.");
      break;
    case AttentionMap::DecoderSelf:
      how = Tr("translate.map.decoder_help",
               "row = decoder position, column = position it reads; the causal mask keeps "
               "the upper triangle at 0 (no position sees a later word).");
      break;
  }
  return std::string(which) + ": " + how;
}

}  // namespace

const char* TranslateTab::Title() const { return Tr("tab.translate", "Translator"); }

void TranslateTab::SetSentence(AppSession& session, const std::string& sentence) {
  session.edit(
      [&](AppState& st) {
        st.translation.sentence = sentence;
        st.translation.selected_target = -1;
      },
      "translate/sentence#" + std::to_string(edit_serial_));
}

void TranslateTab::Draw(AppSession& session) {
  service_.request_load();  // first time the tab is shown: fetch the model files
  const TranslationState& st = session.state().translation;
  const bool embed = session.state().view.embed;
  // On a narrow screen, once there is a sentence, the intro and the model settings fold into one
  // line under the sentence, so the translation and its heatmap are on the first screen.
  const bool folded = !embed && !st.sentence.empty() && !service_.loading(st.model) &&
                      ImGui::GetContentRegionAvail().x < kFoldBelowWidth;
  if (!embed && !folded) DrawIntro();
  if (service_.loading(st.model)) {
    DrawLoading();
    return;
  }
  DrawInput(session);
  if (folded)
    DrawFoldedControls(session);
  else
    DrawControls(session);
  ImGui::Separator();
  if (st.sentence.empty()) {
    TextDisabledWrappedCjk(
        Tr("translate.empty", "Type an English sentence above, or use the article's sentence."));
    DrawKeptTranslation(session);
    return;
  }
  if (st.compare)
    DrawCompare(session);
  else
    DrawResult(session, service_.translate(st));
}

void TranslateTab::DrawCompare(AppSession& session) {
  const TranslationState& st = session.state().translation;
  // The reference comes with a translation (found where it is computed): any model's answer.
  std::string reference_text;
  bool answered = false;
  for (s2s::ModelKind model : s2s::all_model_kinds()) {
    TranslationState one = st;
    one.model = model;
    const TranslationResult& r = service_.translate(one);
    if (!r.ok || r.computing) continue;
    answered = true;
    if (reference_text.empty()) reference_text = r.reference;
  }
  const std::string* reference = reference_text.empty() ? nullptr : &reference_text;
  float label_w = ImGui::CalcTextSize(Tr("translate.reference", "reference")).x;
  for (s2s::ModelKind model : s2s::all_model_kinds())
    label_w = std::max(label_w, ImGui::CalcTextSize(s2s::model_kind_title(model)).x);
  label_w += ImGui::GetStyle().ItemSpacing.x * 2;
  const float x0 = ImGui::GetCursorPosX();
  if (reference) {
    ImGui::TextDisabled("%s", Tr("translate.reference", "reference"));
    ImGui::SameLine(x0 + label_w);
    ImGui::TextWrapped("%s", reference->c_str());
    RecordItem("translate/reference");
  }
  const std::vector<std::string> ref_tokens =
      reference ? s2s::tokenize(*reference) : std::vector<std::string>{};
  const s2s::Translation* search = nullptr;
  for (s2s::ModelKind model : s2s::all_model_kinds()) {
    TranslationState one = st;
    one.model = model;
    const TranslationResult& r = service_.translate(one);
    const bool is_search = model == s2s::ModelKind::Search;
    ImGui::PushStyleColor(ImGuiCol_Text, TrainingModelColor(model));
    ImGui::TextUnformatted(s2s::model_kind_title(model));
    ImGui::PopStyleColor();
    ImGui::SameLine(x0 + label_w);
    if (r.computing && !r.ok) {
      ImGui::TextDisabled("%s", Tr("translate.computing", "computing…"));
    } else if (!r.ok) {
      ImGui::PushStyleColor(ImGuiCol_Text, Colors().error);
      ImGui::TextWrapped("%s", r.error.c_str());
      ImGui::PopStyleColor();
    } else {
      const bool same = reference && s2s::tokenize(r.translation.translation) == ref_tokens;
      ImGui::TextWrapped("%s", r.translation.translation.c_str());
      if (same) {
        SameLineIfFits(ImGui::CalcTextSize(Tr("translate.matches", "(= the reference)")).x);
        ImGui::TextDisabled("%s", Tr("translate.matches", "(= the reference)"));
      }
      if (is_search) search = &r.translation;
    }
    RecordItem(WidgetName("translate/compare/%s", s2s::model_kind_name(model)));
  }
  if (!reference && answered)
    TextDisabledWrappedCjk(
        Tr("translate.no_reference", "No reference: this sentence is not in the test set."));
  ImGui::Separator();
  if (search && !search->alignment.empty()) {
    TranslationState shown = st;
    shown.model = s2s::ModelKind::Search;
    DrawAlignment(session, *search, attention_view(*search, shown));
  }
}

void TranslateTab::DrawIntro() {
  TextWrappedCjk(Tr("translate.intro",
                    "Small English-to-French translators trained in this project. RNNsearch "
                    "looks back at the source words through attention while it writes each French "
                    "word; RNNencdec must squeeze the whole sentence into one vector first; the "
                    "Transformer is built from attention alone, in layers of heads."));
}

// The intro and the model settings behind one line that names the model and the beam width.
void TranslateTab::DrawFoldedControls(AppSession& session) {
  const TranslationState& st = session.state().translation;
  char line[160];
  std::snprintf(line, sizeof(line), Tr("translate.settings", "Model: %s, beam %d"),
                s2s::model_kind_title(st.model), std::clamp(st.beam, 1, kMaxUiBeam));
  char label[192];
  std::snprintf(label, sizeof(label), "%s###translate_settings", line);
  const bool open = ImGui::CollapsingHeader(label);
  RecordItem("translate/settings");
  if (!open) return;
  DrawIntro();
  DrawControls(session);
}

void TranslateTab::DrawLoading() {
  ImGui::TextUnformatted(Tr("translate.loading", "Downloading the translation models..."));
  ImGui::ProgressBar(static_cast<float>(service_.progress()),
                     ImVec2(std::min(320.0f, ImGui::GetContentRegionAvail().x), 0));
  RecordItem("translate/progress");
}

void TranslateTab::DrawInput(AppSession& session) {
  const TranslationState& st = session.state().translation;
  const bool embed = session.state().view.embed;
  if (embed) {
    ImGui::TextWrapped("%s", st.sentence.c_str());
    return;
  }
  ImGui::PushID("translate");
  // Follow the state (link, undo, JS) unless the user is typing in the field.
  if (!buffer_synced_ || (!field_active_ && buffer_ != st.sentence)) buffer_ = st.sentence;
  buffer_synced_ = true;

  // Suggestions for the word at the end of the text (the one being typed).
  const std::size_t start = WordStart(buffer_, buffer_.size());
  const std::string typed = buffer_.substr(start);
  suggestions_ = service_.suggest(st.model, Lower(typed), 6);

  ImGui::SetNextItemWidth(std::min(720.0f, ImGui::GetContentRegionAvail().x));
  CompletionData cd{&suggestions_};
  ImGui::PushAllowKeyboardFocus(false);  // Tab completes instead of moving the focus
  const bool changed =
      ImGui::InputTextWithHint("##sentence", Tr("translate.hint", "English sentence"), &buffer_,
                               ImGuiInputTextFlags_CallbackCompletion, CompletionCallback, &cd);
  ImGui::PopAllowKeyboardFocus();
  if (ImGui::IsItemActivated()) ++edit_serial_;
  field_active_ = ImGui::IsItemActive();
  RecordItem("translate/input");
  if (changed) SetSentence(session, buffer_);

  SameLineIfFits(ButtonWidth(Tr("translate.preset", "The article's sentence")));
  if (ImGui::Button(Tr("translate.preset", "The article's sentence"))) {
    buffer_ = s2s::article_sentence_en();
    ++edit_serial_;
    SetSentence(session, buffer_);
  }
  RecordItem("translate/preset");

  if (!suggestions_.empty() && !typed.empty()) {
    ImGui::TextDisabled("%s", Tr("translate.suggest", "Tab:"));
    for (std::size_t i = 0; i < suggestions_.size(); ++i) {
      const std::string word = MatchCase(suggestions_[i], typed);
      SameLineIfFits(ButtonWidth(word.c_str()));
      ImGui::PushID(static_cast<int>(i));
      if (ImGui::SmallButton(word.c_str())) {
        buffer_ = buffer_.substr(0, start) + word + " ";
        ++edit_serial_;
        SetSentence(session, buffer_);
      }
      RecordItem(WidgetName("translate/suggestion/%d", static_cast<int>(i)));
      ImGui::PopID();
    }
  }
  ImGui::PopID();
}

void TranslateTab::DrawControls(AppSession& session) {
  const TranslationState& st = session.state().translation;
  const struct {
    s2s::ModelKind model;
    const char* label;
  } models[] = {
      {s2s::ModelKind::Search, Tr("translate.model.search", "RNNsearch (with attention)")},
      {s2s::ModelKind::EncDec, Tr("translate.model.encdec", "RNNencdec (no attention)")},
      {s2s::ModelKind::Transformer,
       Tr("translate.model.transformer", "Transformer (attention only)")}};
  for (int i = 0; i < static_cast<int>(std::size(models)); ++i) {
    const s2s::ModelKind model = models[i].model;
    const bool available = service_.available(model);
    std::string label = models[i].label;
    if (!available)
      label += std::string(" — ") + (service_.loading(model)
                                         ? Tr("translate.downloading", "downloading…")
                                         : Tr("translate.unavailable", "not available"));
    if (service_.uses_trained_model(model))
      label += std::string(" — ") + Tr("translate.trained_here", "trained in the Train tab");
    if (i) SameLineIfFits(CheckWidth(label.c_str()));
    if (ImGui::RadioButton(label.c_str(), st.model == model)) {
      session.edit([&](AppState& s) {
        s.translation.model = model;
        s.translation.selected_target = -1;
      });
    }
    RecordItem(WidgetName("translate/model/%s", s2s::model_kind_name(model)));
  }
  int beam = std::clamp(st.beam, 1, kMaxUiBeam);
  const float beam_w = std::min(200.0f, ImGui::GetContentRegionAvail().x * 0.45f);
  ImGui::SetNextItemWidth(beam_w);
  if (ImGui::SliderInt(Tr("translate.beam", "beam width (1 = greedy)"), &beam, 1, kMaxUiBeam)) {
    session.edit([beam](AppState& s) { s.translation.beam = beam; }, "translate/beam");
  }
  RecordItemFrame("translate/beam", beam_w);
  SameLineIfFits(CheckWidth(Tr("translate.compare", "Compare the models")));
  bool compare = st.compare;
  if (ImGui::Checkbox(Tr("translate.compare", "Compare the models"), &compare))
    session.edit([compare](AppState& s) { s.translation.compare = compare; });
  RecordItem("translate/compare");
}

void TranslateTab::DrawResult(AppSession& session, const TranslationResult& r) {
  if (r.computing) {  // the worker computes this input; the last result stays below
    ImGui::TextDisabled("%s", Tr("translate.computing", "computing…"));
    RecordItem("translate/computing");
    if (!r.ok && r.error.empty()) return;
  }
  if (!r.ok) {
    ImGui::PushStyleColor(ImGuiCol_Text, Colors().error);
    ImGui::TextWrapped("%s", r.error.c_str());
    ImGui::PopStyleColor();
    RecordItem("translate/error");
    if (!r.computing) DrawKeptTranslation(session);
    return;
  }
  KeepTranslation(session.state().translation, r);
  DrawTranslation(session, r.translation);
}

void TranslateTab::KeepTranslation(const TranslationState& st, const TranslationResult& r) {
  const std::string key = std::string(s2s::model_kind_name(st.model)) + "|" +
                          std::to_string(st.beam) + "|" + st.sentence;
  if (r.computing || key == kept_.key) return;  // a stale answer, or the one already kept
  kept_.key = key;
  kept_.sentence = st.sentence;
  kept_.model = st.model;
  kept_.translation = r.translation;
}

// Under a message: the last translation that worked, said to be that one.
void TranslateTab::DrawKeptTranslation(AppSession& session) {
  if (kept_.key.empty()) return;
  char caption[512];
  std::snprintf(caption, sizeof(caption),
                Tr("translate.kept", "The last translation (%s) of \"%s\" stays below."),
                s2s::model_kind_title(kept_.model), kept_.sentence.c_str());
  TextDisabledWrappedCjk(caption);
  RecordItem("translate/kept");
  DrawTranslation(session, kept_.translation);
}

void TranslateTab::DrawTranslation(AppSession& session, const s2s::Translation& t) {
  // The translation, large enough to read at a glance.
  ImGui::TextUnformatted(Tr("translate.output", "French:"));
  ImGui::SameLine();
  ImGui::TextWrapped("%s", t.translation.c_str());
  RecordItem("translate/output");
  // Words copied through attention (an <unk> the decoder emitted, replaced by the source word
  // it looked at most), highlighted as in the heatmap.
  if (!t.copied.empty()) {
    ImGui::TextDisabled("%s", Tr("translate.copied", "copied through attention:"));
    for (const s2s::CopiedWord& c : t.copied) {
      char word[160];
      std::snprintf(word, sizeof(word), "%s (%.0f%%)", c.word.c_str(),
                    100.0 * static_cast<double>(c.weight));
      SameLineIfFits(ImGui::CalcTextSize(word).x);
      ImGui::TextColored(ImColor(Colors().copied), "%s", word);
    }
    RecordItem("translate/copied");
  }
  // The source as the model saw it: unknown words in red.
  ImGui::TextDisabled("%s", Tr("translate.tokens", "source tokens:"));
  for (const std::string& tok : t.source_tokens) {
    SameLineIfFits(ImGui::CalcTextSize(tok.c_str()).x);  // the tokens wrap on a narrow screen
    const bool unknown =
        std::find(t.unknown_words.begin(), t.unknown_words.end(), tok) != t.unknown_words.end();
    if (unknown)
      ImGui::TextColored(ImColor(Colors().error), "%s", tok.c_str());
    else
      ImGui::TextUnformatted(tok.c_str());
  }
  DrawUnknownWords(session, t);
  ImGui::Separator();
  if (!t.cross_attention.empty()) {  // the Transformer: its heads, then the one picked
    TranslationState search = session.state().translation;
    search.model = s2s::ModelKind::Search;
    const TranslationResult& rs = service_.translate(search);
    DrawTransformerHeads(session, t, rs.ok ? &rs.translation : nullptr,
                         !exercises_.hides("translate/best_head"));
    DrawAlignment(session, t, attention_view(t, session.state().translation));
    return;
  }
  if (t.alignment.empty()) {
    TextWrappedCjk(
        Tr("translate.no_alignment",
           "RNNencdec has no alignment: the encoder squeezes the whole sentence into one "
           "fixed-length vector and the decoder never looks back at the source words. "
           "That bottleneck is why it degrades on long sentences (see the Bottleneck tab)."));
    return;
  }
  TranslationState shown = session.state().translation;
  DrawAlignment(session, t, attention_view(t, shown));
}

// The words outside the model's vocabulary, with its size; a note when they are most of the
// sentence; "did you mean …" for a likely typo (a click puts the suggestion in place).
void TranslateTab::DrawUnknownWords(AppSession& session, const s2s::Translation& t) {
  if (t.unknown_words.empty()) return;
  std::string list;
  for (const std::string& w : t.unknown_words) list += (list.empty() ? "" : ", ") + w;
  const ModelFacts* facts = service_.model_facts(session.state().translation.model);
  // The source vocabulary less its four specials (<pad> <unk> <s> </s>).
  const int known = facts ? static_cast<int>(facts->source_words.size()) - 4 : 0;
  char outside[256];
  std::snprintf(
      outside, sizeof(outside),
      Tr("translate.unknown_vocab", "not among the %d English words this translator knows:"),
      known);
  ImGui::PushStyleColor(ImGuiCol_Text, Colors().error);
  ImGui::TextWrapped("%s %s %s", outside, list.c_str(),
                     Tr("translate.unknown_mapped", "→ mapped to <unk>"));
  ImGui::PopStyleColor();
  RecordItem("translate/unknown");
  if (s2s::mostly_unknown(t)) {
    TextWrappedCjk(Tr("translate.mostly_unknown",
                      "Most of the sentence is outside its vocabulary: this translator knows a "
                      "small world of everyday English sentences, and no other language. The "
                      "French above is mostly guesswork."));
    RecordItem("translate/mostly_unknown");
  }
  for (std::size_t i = 0; i < t.unknown_words.size() && i < t.suggestions.size(); ++i) {
    if (t.suggestions[i].empty()) continue;
    ImGui::TextDisabled("%s", Tr("translate.did_you_mean", "did you mean"));
    SameLineIfFits(ButtonWidth(t.suggestions[i].c_str()));
    ImGui::PushID(static_cast<int>(i));
    if (ImGui::SmallButton(t.suggestions[i].c_str()))
      SetSentence(session, ReplaceWord(session.state().translation.sentence, t.unknown_words[i],
                                       t.suggestions[i]));
    RecordItem(WidgetName("translate/did_you_mean/%d", static_cast<int>(i)));
    ImGui::PopID();
    char instead[160];
    std::snprintf(instead, sizeof(instead), "%s %s?", Tr("translate.instead_of", "instead of"),
                  t.unknown_words[i].c_str());
    SameLineIfFits(ImGui::CalcTextSize(instead).x);
    ImGui::TextDisabled("%s", instead);
  }
}

void TranslateTab::DrawAlignment(AppSession& session, const s2s::Translation& t,
                                 const AttentionView& view) {
  const int rows = static_cast<int>(view.row_labels.size());
  const int cols = static_cast<int>(view.col_labels.size());
  if (rows == 0 || cols == 0 || static_cast<int>(view.weights.size()) < rows) return;
  const int selected = session.state().translation.selected_target;
  const bool show_bars = selected >= 0 && selected < rows;
  const bool cross = view.map == AttentionMap::Cross;  // the copied words' columns are outlined
  if (view.layers == 0)
    TextDisabledWrappedCjk(Tr("translate.alignment_help",
                              "Alignment: row = French word, column = English word. Click a "
                              "French word for its attention."));
  else
    TextDisabledWrappedCjk(LargeMapCaption(view).c_str());
  // The heatmap takes the height left (62% when the bars show below it), but never less than a
  // readable minimum. On a narrow screen (a phone) it is as tall as its rows, and the tab scrolls
  // as one page: no box scrolls inside it.
  const float line_h = ImGui::GetTextLineHeight();
  const float min_h = line_h * 2.0f * static_cast<float>(std::min(rows, 12) + 4);
  const float avail_h = ImGui::GetContentRegionAvail().y;
  // Not in an embed: an embed of height "auto" follows its content's height frame by frame, and
  // a box that takes its height one frame late would make it move twice.
  const bool narrow =
      !session.state().view.embed && ImGui::GetContentRegionAvail().x < kFoldBelowWidth;
  if (narrow)
    alignment_box_.Begin("##alignment", 0.0f, /*border=*/false, /*scroll_x=*/true, min_h);
  else
    ImGui::BeginChild("##alignment",
                      ImVec2(0, std::max(show_bars ? avail_h * 0.62f : avail_h, min_h)), false,
                      ImGuiWindowFlags_HorizontalScrollbar);
  HeatmapSpec spec;
  spec.id = "##alignment_heatmap";
  spec.rows = rows;
  spec.cols = cols;
  spec.value = [&view](int r, int c) {
    const std::vector<float>& row = view.weights[static_cast<std::size_t>(r)];
    return c < static_cast<int>(row.size()) ? row[static_cast<std::size_t>(c)] : 0.0f;
  };
  spec.row_labels = &view.row_labels;
  spec.col_labels = &view.col_labels;
  spec.row_label_color = [&t, cross](int r) {
    return cross && s2s::copied_to_target(t.copied, r) ? Colors().copied
                                                       : ImGui::GetColorU32(ImGuiCol_Text);
  };
  spec.col_label_color = [&t, cross](int c) {
    return cross && s2s::copied_from_source(t.copied, c) ? Colors().copied
                                                         : ImGui::GetColorU32(ImGuiCol_Text);
  };
  spec.min_cell = line_h + 4;  // rows a line high; crowded column labels turn upright
  if (narrow) spec.size = ImVec2(0.0f, min_h);  // a fixed height: the box fits the map
  // Cells grow with the window up to a readable cap (1920 × 1080 and 2560 × 1440 get a bigger
  // grid, not a thin strip at the top).
  spec.max_cell_w = 140.0f;
  spec.max_cell_h = 56.0f;
  spec.selected_row = selected;
  spec.cell_names = "translate/cell/%d/%d";
  spec.row_label_names = "translate/target/%d";
  spec.png_name = "alignment.png";
  const HeatmapResult res = DrawHeatmap(spec);
  // A click on a French word (or one of its cells) selects its row's bars; again: deselects.
  if (res.clicked && res.clicked_row >= 0) {
    const int pick = res.clicked_col < 0 && res.clicked_row == selected ? -1 : res.clicked_row;
    session.edit([pick](AppState& s) { s.translation.selected_target = pick; });
  }
  // The alignment column of each copied word: outlined over the whole height, with the copied
  // cell itself outlined thicker.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (const s2s::CopiedWord& cw : cross ? t.copied : std::vector<s2s::CopiedWord>{}) {
    if (cw.source < 0 || cw.source >= cols || cw.target < 0 || cw.target >= rows) continue;
    ImVec2 top_a, top_b, cell_a, cell_b, bottom_a, bottom_b;
    HeatmapCellRect(res, 0, cw.source, &top_a, &top_b);
    HeatmapCellRect(res, rows - 1, cw.source, &bottom_a, &bottom_b);
    HeatmapCellRect(res, cw.target, cw.source, &cell_a, &cell_b);
    dl->AddRect(top_a, bottom_b, Colors().copied, 0, 0, 1.5f);
    dl->AddRect(cell_a, cell_b, Colors().copied, 0, 0, 3.0f);
    RecordRect(WidgetName("translate/copied_column/%d", cw.source), top_a, bottom_b);
  }
  if (narrow)
    alignment_box_.End();
  else
    ImGui::EndChild();
  if (show_bars) DrawBars(view, selected);
}

void TranslateTab::DrawBars(const AttentionView& view, int target) {
  ImGui::TextWrapped("%s \"%s\"", Tr("translate.bars", "Attention of"),
                     view.row_labels[static_cast<std::size_t>(target)].c_str());
  const std::vector<float>& row = view.weights[static_cast<std::size_t>(target)];
  const std::vector<std::string>& cols = view.col_labels;
  float label_w = 0;
  for (const auto& w : cols) label_w = std::max(label_w, ImGui::CalcTextSize(w.c_str()).x);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float line_h = ImGui::GetTextLineHeight();
  const float bar_max =
      std::max(80.0f, std::min(420.0f, ImGui::GetContentRegionAvail().x - label_w - 80));
  char buf[16];
  for (std::size_t c = 0; c < cols.size() && c < row.size(); ++c) {
    const ImVec2 p = ImGui::GetCursorScreenPos();
    dl->AddText(p, ImGui::GetColorU32(ImGuiCol_Text), cols[c].c_str());
    const ImVec2 a(p.x + label_w + 10, p.y + 2),
        b(a.x + bar_max * std::clamp(row[c], 0.0f, 1.0f), p.y + line_h - 1);
    dl->AddRectFilled(a, ImVec2(std::max(b.x, a.x + 1), b.y), WeightColor(0.35f + 0.65f * row[c]));
    std::snprintf(buf, sizeof(buf), "%.3f", static_cast<double>(row[c]));
    dl->AddText(ImVec2(a.x + bar_max + 8, p.y), ImGui::GetColorU32(ImGuiCol_Text), buf);
    ImGui::Dummy(ImVec2(label_w + bar_max + 70, line_h + 1));
  }
}

}  // namespace ap::ui
