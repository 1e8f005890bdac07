// ExplainTab: does attention explain the translation? For a sentence and a model (RNNsearch or
// the Transformer; RNNencdec has no attention, and the tab says so), the French, then an
// intervention on one French word's attention that re-decodes it (explain_intervention.h; first,
// so it is on screen without scrolling), three maps of the same shape side by side — the
// attention, gradient × input and leave-one-out (app/explain/explain_service.h,
// core/explain/explain.h) — a click on a French word shows its three rows as bars, one line per
// method says how well it agrees with the attention, and the
// test set's figures (assets/models/explain.json) put the one sentence in context. Bad input (empty
// sentence, no known word, a position the sentence no longer has, a model that failed to load) is
// said in place, and the last good maps stay on screen under the message. Widget ids:
// explain/input, explain/input/preset/<i>, explain/model/<search|transformer|encdec>,
// explain/view/<head|mean|rollout|norm>, explain/layer, explain/head, explain/output,
// explain/unknown, explain/error, explain/no_attention, explain/figures, explain/figures_error,
// and those of explain_maps.h and explain_intervention.h.
#pragma once

#include "app/explain/explain_service.h"
#include "app/translation/translation_service.h"
#include "ui/tabs/tab_panel.h"

#include <string>

namespace ap::ui {

class ExplainTab : public TabPanel {
 public:
  ExplainTab(TranslationService& translation, ExplainService& explain)
      : translation_(translation), explain_(explain) {}
  Tab Id() const override { return Tab::Explain; }
  const char* Title() const override;
  void Draw(AppSession& session) override;

 private:
  void DrawControls(AppSession& session);
  void DrawViewControls(AppSession& session);
  void DrawExplanation(AppSession& session, const ExplainResult& r, const ExplainState& shown);
  void DrawFigures(s2s::ModelKind model);
  void DrawAbout();

  TranslationService& translation_;
  ExplainService& explain_;
  // The last explanation that worked, shown under a message when the input goes bad.
  ExplainResult last_good_;
  ExplainState last_good_state_;
  bool has_last_good_ = false;
};

}  // namespace ap::ui
