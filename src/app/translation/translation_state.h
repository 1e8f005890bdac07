// TranslationState: the translator panel's inputs (owned by the seq2seq feature). Part of the
// share link (as JSON text; a field a link leaves out keeps its default).
#pragma once

#include "app/state_fields.h"
#include "core/corpus/corpus.h"
#include "core/enum_names.h"
#include "core/seq2seq/model_kind.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace ap {

// Which of the Transformer's attention maps the translator shows: the decoder's cross-attention
// over the source (the alignment), the encoder's self-attention, the decoder's masked
// self-attention.
enum class AttentionMap { Cross, EncoderSelf, DecoderSelf };
inline constexpr EnumName<AttentionMap> kAttentionMapNames[] = {
    {AttentionMap::Cross, "cross"},
    {AttentionMap::EncoderSelf, "encoder"},
    {AttentionMap::DecoderSelf, "decoder"}};
constexpr const auto& enum_names(AttentionMap) { return kAttentionMapNames; }

// The Transformer's layers and heads a link can name (the shipped model has 2 and 4).
inline constexpr int kMaxLinkLayers = 16, kMaxLinkHeads = 16;

struct TranslationState {
  // the English source as typed; the tab opens with the article's sentence translated
  std::string sentence = s2s::article_sentence_en();
  // its name in JSON: "search" | "encdec" | "transformer"
  s2s::ModelKind model = s2s::ModelKind::Search;
  int beam = 1;              // 1 = greedy
  int selected_target = -1;  // target word whose attention is shown as bars, -1 = none
  bool compare = false;      // every model's translation one above the other, and the reference
  // The Transformer's map in the large heatmap: which map, which layer (-1 = the last), which
  // head (-1 = the mean over the heads). Out-of-range values (a link for a bigger model) show
  // the last layer and the mean.
  AttentionMap attention = AttentionMap::Cross;
  int layer = -1;
  int head = -1;

  // The one field list (app/state_fields.h): JSON name, how it is read, the field.
  template <class F, class... S>
  static void visit_fields(F&& f, S&... s) {
    f("sentence", Text{2000}, s.sentence...);
    f("model", Named{32, OnUnknownName::RefuseNot}, s.model...);
    f("beam", IntIn{1, 16}, s.beam...);
    f("selected_target", IntIn{-1, 255}, s.selected_target...);
    f("compare", Flag{}, s.compare...);
    f("attention", Named{32, OnUnknownName::RefuseNot}, s.attention...);
    f("layer", IntIn{-1, kMaxLinkLayers - 1}, s.layer...);
    f("head", IntIn{-1, kMaxLinkHeads - 1}, s.head...);
  }
};

inline bool operator==(const TranslationState& a, const TranslationState& b) {
  return fields_equal(a, b);
}
inline bool operator!=(const TranslationState& a, const TranslationState& b) { return !(a == b); }

nlohmann::json to_json(const TranslationState& t);
bool from_json(const nlohmann::json& j, TranslationState* out, std::string* error);

}  // namespace ap
