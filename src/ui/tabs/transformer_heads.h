// The Transformer's attention in the translator: which map (cross-attention, the encoder's
// self-attention, the decoder's masked self-attention) and, for it, one small heatmap per
// layer × head plus each layer's mean over heads (at least 80 px a side where the width allows;
// hovering a cell reads "été → signed, 0.62"); a click picks the map the large heatmap shows
// (state.translation.attention / layer / head, in the link). On the cross-attention a star marks
// the head whose strongest weights fall where the reference alignment's do: RNNsearch's, when it
// wrote the same French, else the Transformer's own mean over its last layer's heads.
// Widget ids: translate/map/<cross|encoder|decoder>, translate/head/<layer>/<head|mean>,
// translate/heads (the grid), translate/best_head.
#pragma once

#include "app/state/session.h"
#include "core/seq2seq/translator.h"

namespace ap::ui {

// `rnnsearch`: RNNsearch's translation of the same sentence, or null. `show_best`: outline the
// best-agreeing head and say which it is (false while an exercise asks to find it).
void DrawTransformerHeads(AppSession& session, const s2s::Translation& t,
                          const s2s::Translation* rnnsearch, bool show_best = true);

}  // namespace ap::ui
