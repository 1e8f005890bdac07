// TranslateTab: the seq2seq translator (English → French) with its attention alignment.
//   the sentence field (translates as you type; autocomplete from the model's source vocabulary:
//   Tab or a click accepts the first/clicked suggestion; unknown words shown in red and listed),
//   the article's sentence as a preset, model switch (RNNsearch / RNNencdec / Transformer), greedy
//   or beam 1–10, the alignment heatmap (source on x, target on y; hover = word pair and weight;
//   click a target word = its attention over the source as bars). RNNencdec has no alignment:
//   the panel says so. The Transformer shows its heads first (transformer_heads.h), and the large
//   heatmap is the map, layer and head picked there (app/translation/attention_view.h).
//   Compare: every model's translation one above the other, under the reference when the
//   sentence is a test-set sentence or the article's (app/translation/reference_translations.h),
//   then RNNsearch's alignment.
// On a narrow screen (a phone), once a sentence is translated, the intro and the settings fold
// into one line, "Model: RNNsearch, beam 5" (translate/settings), so the heatmap is on the first
// screen; a tap unfolds them.
// The inputs live in state.translation (share link); the models are fetched when the tab is
// first drawn (app/translation/translation_service.h), with a progress bar, and a clear message if
// absent. Widget ids: translate/input, translate/suggestion/<i>, translate/preset,
// translate/model/search, translate/model/encdec, translate/model/transformer, translate/beam,
// translate/compare, translate/reference, translate/compare/<model>, translate/cell/<t>/<s>,
// translate/target/<t>.
#pragma once

#include "app/translation/attention_view.h"
#include "app/classroom/exercise_session.h"
#include "app/translation/translation_service.h"
#include "ui/tabs/tab_panel.h"
#include "ui/widgets/fitted_child.h"

#include <string>
#include <vector>

namespace ap::ui {

class TranslateTab : public TabPanel {
 public:
  // `exercises`: the active exercise may hide the best head's outline (ExerciseSession::hides).
  TranslateTab(TranslationService& service, const exercises::ExerciseSession& exercises)
      : service_(service), exercises_(exercises) {}
  Tab Id() const override { return Tab::Translate; }
  const char* Title() const override;
  void Draw(AppSession& session) override;

 private:
  void DrawLoading();
  void DrawIntro();
  void DrawInput(AppSession& session);
  void DrawControls(AppSession& session);
  void DrawFoldedControls(AppSession& session);
  void DrawResult(AppSession& session, const TranslationResult& r);
  void DrawTranslation(AppSession& session, const s2s::Translation& t);
  void DrawUnknownWords(AppSession& session, const s2s::Translation& t);
  void KeepTranslation(const TranslationState& st, const TranslationResult& r);
  void DrawKeptTranslation(AppSession& session);
  void DrawCompare(AppSession& session);
  void DrawAlignment(AppSession& session, const s2s::Translation& t, const AttentionView& view);
  void DrawBars(const AttentionView& view, int target);
  void SetSentence(AppSession& session, const std::string& sentence);

  TranslationService& service_;
  const exercises::ExerciseSession& exercises_;
  std::string buffer_;  // the field's text (follows state.translation.sentence)
  bool buffer_synced_ = false;
  bool field_active_ = false;  // the field had keyboard focus last frame
  int edit_serial_ = 0;        // one undo step per focus of the field
  std::vector<std::string> suggestions_;
  std::string pending_completion_;  // set by the Tab callback, applied after the field
  FittedChild alignment_box_;       // the heatmap on a narrow screen: as tall as it is, in the page
  // The last translation that worked: it stays on screen, under the message, while the field
  // holds an empty, refused or unreadable sentence.
  struct Kept {
    std::string key;  // model, beam and sentence it was made for
    std::string sentence;
    s2s::ModelKind model = s2s::ModelKind::Search;
    s2s::Translation translation;
  };
  Kept kept_;
};

}  // namespace ap::ui
