// AttentionView: the one attention map the translator's large heatmap shows, chosen by the
// translation state — for RNNsearch its alignment; for the Transformer the map (cross-attention,
// encoder or decoder self-attention), layer and head of state.attention / layer / head, or the
// mean over the layer's heads — with its row and column labels. The translate tab draws it and
// the page API's getTranslation returns it, so a test can check the page shows what it says.
#pragma once

#include "app/translation/translation_state.h"
#include "core/seq2seq/translator.h"

#include <string>
#include <vector>

namespace ap {

struct AttentionView {
  AttentionMap map = AttentionMap::Cross;
  int layer = -1, head = -1;  // resolved: a layer that exists, -1 = the mean over its heads
  int layers = 0, heads = 0;  // the model's (0 for the RNNs)
  std::vector<std::vector<float>> weights;          // [row][column]
  std::vector<std::string> row_labels, col_labels;  // one per row / column
};

// The decoder's input at each position: "<s>", then the target words but the last.
std::vector<std::string> decoder_positions(const s2s::Translation& t);

// The map the state selects (see above). An RNN translation gives its alignment (empty for
// RNNencdec) whatever the state says; a layer past the model's shows the last layer, a head past
// its heads the layer's mean.
AttentionView attention_view(const s2s::Translation& t, const TranslationState& state);

// The mean over the heads of maps[layer] ([head][row][column]).
std::vector<std::vector<float>> mean_over_heads(const s2s::Translation::Maps& maps, int layer);

}  // namespace ap
