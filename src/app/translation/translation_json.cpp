// The translator's JSON codec (translation_json.h).
#include "app/translation/translation_json.h"

#include "app/json_util.h"

namespace ap {

namespace {

using nlohmann::json;

// [layer][head][i][j]
json maps_json(const s2s::Translation::Maps& maps) {
  json out = json::array();
  for (const auto& layer : maps) {
    json heads = json::array();
    for (const auto& head : layer) heads.push_back(json_float_rows(head));
    out.push_back(std::move(heads));
  }
  return out;
}

}  // namespace

json translation_to_json(const s2s::Translation& t, s2s::ModelKind model, int beam) {
  json copied = json::array();
  for (const s2s::CopiedWord& c : t.copied)
    copied.push_back({{"target", c.target},
                      {"source", c.source},
                      {"word", c.word},
                      {"weight", json_float(c.weight)}});
  json suggestions = json::object();
  for (std::size_t i = 0; i < t.unknown_words.size() && i < t.suggestions.size(); ++i)
    if (!t.suggestions[i].empty()) suggestions[t.unknown_words[i]] = t.suggestions[i];
  json j{{"model", enum_name(model)},
         {"beam", beam},
         {"translation", t.translation},
         {"source_tokens", t.source_tokens},
         {"target_tokens", t.target_tokens},
         {"alignment", json_float_rows(t.alignment)},
         {"unknown_words", t.unknown_words},
         {"unknown_handling", t.unknown_handling},
         {"copied", copied},
         {"did_you_mean", suggestions}};
  if (model == s2s::ModelKind::Transformer) {  // every layer's and head's maps
    j["log_prob"] = t.log_prob;
    j["cross_attention"] = maps_json(t.cross_attention);
    j["encoder_self_attention"] = maps_json(t.encoder_self_attention);
    j["decoder_self_attention"] = maps_json(t.decoder_self_attention);
  }
  return j;
}

}  // namespace ap
