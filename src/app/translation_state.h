// TranslationState: the translator panel's inputs (owned by the seq2seq feature). Part of the
// share link (as JSON text).
#pragma once

#include <nlohmann/json.hpp>

#include <string>

namespace ap {

struct TranslationState {
  std::string sentence;          // the English source as typed
  std::string model = "search";  // "search" (RNNsearch) or "encdec" (RNNencdec)
  int beam = 1;                  // 1 = greedy
  int selected_target = -1;      // target word whose attention is shown as bars, -1 = none
};

bool operator==(const TranslationState& a, const TranslationState& b);
inline bool operator!=(const TranslationState& a, const TranslationState& b) { return !(a == b); }

nlohmann::json to_json(const TranslationState& t);
bool from_json(const nlohmann::json& j, TranslationState* out, std::string* error);

}  // namespace ap
