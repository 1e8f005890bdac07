// TranslationState: the translator panel's inputs (owned by the seq2seq feature). Part of the
// share link (as JSON text; a field a link leaves out keeps its default).
#pragma once

#include "app/state_fields.h"
#include "core/corpus/corpus.h"
#include "core/seq2seq/model_kind.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace ap {

struct TranslationState {
  // the English source as typed; the tab opens with the article's sentence translated
  std::string sentence = s2s::article_sentence_en();
  s2s::ModelKind model = s2s::ModelKind::Search;  // its name in JSON: "search" | "encdec"
  int beam = 1;                                   // 1 = greedy
  int selected_target = -1;  // target word whose attention is shown as bars, -1 = none
  bool compare = false;      // both models' translations one above the other, and the reference

  // The one field list (app/state_fields.h): JSON name, how it is read, the field.
  template <class F, class... S>
  static void visit_fields(F&& f, S&... s) {
    f("sentence", Text{2000}, s.sentence...);
    f("model", Named{32, OnUnknownName::RefuseNot}, s.model...);
    f("beam", IntIn{1, 16}, s.beam...);
    f("selected_target", IntIn{-1, 255}, s.selected_target...);
    f("compare", Flag{}, s.compare...);
  }
};

inline bool operator==(const TranslationState& a, const TranslationState& b) {
  return fields_equal(a, b);
}
inline bool operator!=(const TranslationState& a, const TranslationState& b) { return !(a == b); }

nlohmann::json to_json(const TranslationState& t);
bool from_json(const nlohmann::json& j, TranslationState* out, std::string* error);

}  // namespace ap
