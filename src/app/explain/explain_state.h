// ExplainState: the Explain tab's inputs (does attention explain the translation?). Part of the
// share link (as JSON text under "explain"; a field a link leaves out keeps its default, so links
// older than the tab open as before).
#pragma once

#include "app/state_fields.h"
#include "app/translation/translation_state.h"
#include "core/corpus/corpus.h"
#include "core/explain/explain.h"
#include "core/seq2seq/model_kind.h"

#include <nlohmann/json.hpp>

#include <string>

namespace ap {

struct ExplainState {
  // the English source as typed; the tab opens with the article's sentence
  std::string sentence = s2s::article_sentence_en();
  // "search" | "transformer" ("encdec" is accepted: the tab says it has no attention to explain)
  s2s::ModelKind model = s2s::ModelKind::Search;
  // The Transformer's attention: one layer × head, the mean over the last layer's heads, rollout
  // through the layers, or ‖α v‖ (RNNsearch has one map: the view is not used).
  explain::AttentionView view = explain::AttentionView::Mean;
  int layer = -1;            // -1 = the last
  int head = -1;             // -1 = the first (the view "head" needs one)
  int selected_target = -1;  // the French word whose three rows show as bars, -1 = none
  // The intervention on one French position's attention, re-decoded: none, uniform weights,
  // the weights permuted, or all of it on one source word (`word`); `release` lets the later
  // words decode freely (else they stay the original ones).
  explain::InterventionKind intervention = explain::InterventionKind::None;
  int position = -1;  // the French position intervened on (-1: none)
  int word = -1;      // the English word for "word" (-1: none)
  bool release = false;

  // The one field list (app/state_fields.h): JSON name, how it is read, the field.
  template <class F, class... S>
  static void visit_fields(F&& f, S&... s) {
    f("sentence", Text{2000}, s.sentence...);
    f("model", Named{32, OnUnknownName::RefuseNot}, s.model...);
    f("view", Named{32, OnUnknownName::RefuseNot}, s.view...);
    f("layer", IntIn{-1, kMaxLinkLayers - 1}, s.layer...);
    f("head", IntIn{-1, kMaxLinkHeads - 1}, s.head...);
    f("selected_target", IntIn{-1, 255}, s.selected_target...);
    f("intervention", Named{32, OnUnknownName::RefuseNot}, s.intervention...);
    f("position", IntIn{-1, 255}, s.position...);
    f("word", IntIn{-1, 255}, s.word...);
    f("release", Flag{}, s.release...);
  }
};

inline bool operator==(const ExplainState& a, const ExplainState& b) { return fields_equal(a, b); }
inline bool operator!=(const ExplainState& a, const ExplainState& b) { return !(a == b); }

nlohmann::json to_json(const ExplainState& e);
bool from_json(const nlohmann::json& j, ExplainState* out, std::string* error);

}  // namespace ap
