// TranslationState: the translator panel's inputs (owned by the seq2seq feature). Part of the
// share link (as JSON text; a field a link leaves out keeps its default).
#pragma once

#include "core/corpus/corpus.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace ap {

// The two translators: RNNsearch (with attention) and RNNencdec (without).
enum class TranslationModel { Search, Encdec };

// The model's name in JSON, share links, the JS API and widget ids: "search" or "encdec".
const char* model_name(TranslationModel model);
// False (and *out untouched) for any other name.
bool model_from_name(std::string_view name, TranslationModel* out);

struct TranslationState {
  // the English source as typed; the tab opens with the article's sentence translated
  std::string sentence = s2s::article_sentence_en();
  TranslationModel model = TranslationModel::Search;
  int beam = 1;              // 1 = greedy
  int selected_target = -1;  // target word whose attention is shown as bars, -1 = none
  bool compare = false;      // both models' translations one above the other, and the reference
};

bool operator==(const TranslationState& a, const TranslationState& b);
inline bool operator!=(const TranslationState& a, const TranslationState& b) { return !(a == b); }

nlohmann::json to_json(const TranslationState& t);
bool from_json(const nlohmann::json& j, TranslationState* out, std::string* error);

}  // namespace ap
