// attention_view (see attention_view.h).
#include "app/translation/attention_view.h"

namespace ap {

std::vector<std::string> decoder_positions(const s2s::Translation& t) {
  std::vector<std::string> labels;
  if (t.target_tokens.empty()) return labels;
  labels.push_back("<s>");
  for (std::size_t i = 0; i + 1 < t.target_tokens.size(); ++i) labels.push_back(t.target_tokens[i]);
  return labels;
}

std::vector<std::vector<float>> mean_over_heads(const s2s::Translation::Maps& maps, int layer) {
  std::vector<std::vector<float>> mean;
  if (layer < 0 || layer >= static_cast<int>(maps.size())) return mean;
  const auto& heads = maps[static_cast<std::size_t>(layer)];
  if (heads.empty()) return mean;
  mean = heads[0];
  for (std::size_t h = 1; h < heads.size(); ++h)
    for (std::size_t r = 0; r < mean.size() && r < heads[h].size(); ++r)
      for (std::size_t c = 0; c < mean[r].size() && c < heads[h][r].size(); ++c)
        mean[r][c] += heads[h][r][c];
  const float n = static_cast<float>(heads.size());
  for (auto& row : mean)
    for (float& w : row) w /= n;
  return mean;
}

namespace {

const s2s::Translation::Maps& maps_of(const s2s::Translation& t, AttentionMap map) {
  switch (map) {
    case AttentionMap::EncoderSelf:
      return t.encoder_self_attention;
    case AttentionMap::DecoderSelf:
      return t.decoder_self_attention;
    case AttentionMap::Cross:
      break;
  }
  return t.cross_attention;
}

}  // namespace

AttentionView attention_view(const s2s::Translation& t, const TranslationState& state) {
  AttentionView v;
  const s2s::Translation::Maps& maps = maps_of(t, state.attention);
  if (t.cross_attention.empty() || maps.empty()) {  // an RNN: its alignment, if any
    v.weights = t.alignment;
    v.row_labels = t.target_tokens;
    v.col_labels = t.source_tokens;
    return v;
  }
  v.map = state.attention;
  v.layers = static_cast<int>(maps.size());
  v.heads = static_cast<int>(maps[0].size());
  const bool layer_ok = state.layer >= 0 && state.layer < v.layers;
  v.layer = layer_ok ? state.layer : v.layers - 1;
  v.head = layer_ok && state.head >= 0 && state.head < v.heads ? state.head : -1;
  v.weights = v.head >= 0
                  ? maps[static_cast<std::size_t>(v.layer)][static_cast<std::size_t>(v.head)]
                  : mean_over_heads(maps, v.layer);
  switch (v.map) {
    case AttentionMap::Cross:
      v.row_labels = t.target_tokens;
      v.col_labels = t.source_tokens;
      break;
    case AttentionMap::EncoderSelf:
      v.row_labels = v.col_labels = t.source_tokens;
      break;
    case AttentionMap::DecoderSelf:
      v.row_labels = v.col_labels = decoder_positions(t);
      break;
  }
  return v;
}

}  // namespace ap
