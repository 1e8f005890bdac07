// Beam search for the Transformer on the incremental decoder's caches (decode.h), and the
// attention maps of a translation for the translator's views and JSON.
//   beam_search: the one search of seq2seq/beam_search.h (length-normalised ranking, beam 1 =
//     greedy); the alive hypotheses are stepped as one batch of k columns (decode.h), each with
//     its own layers' self-attention K/V in one DecoderState, which the survivors' parents
//     reorder in place; the encoded sentence and the cross-attention K/V are shared and
//     projected once.
//   attention_maps: a teacher-forced forward pass of the source and the chosen words (the same
//     numbers as the incremental steps: decode_test checks they agree) keeps every layer's and
//     head's weights.
#pragma once

#include "core/seq2seq/beam_search.h"
#include "core/transformer/model.h"

#include <vector>

namespace ap::tfm {

// src: word ids without </s>; max_len: cap on emitted tokens (incl. </s>). The hypothesis carries
// no attention rows (attention_maps gives them).
s2s::Hypothesis beam_search(const TransformerModel<float>& model, const std::vector<int>& src,
                            int beam, int max_len);

// Every layer's and head's weights for source x (n words + </s>) and target words y (m words):
// the decoder reads <bos> y_1 … y_m and emits y_1 … y_m </s>.
//   enc_self[l][h]: (n+1, n+1), dec_self[l][h]: (m+1, m+1), cross[l][h]: (m+1, n+1);
//   row i = query position i, column j = key position j (rows sum to 1).
struct AttentionMaps {
  std::vector<std::vector<Mat<float>>> enc_self, dec_self, cross;
};
AttentionMaps attention_maps(const TransformerModel<float>& model, const std::vector<int>& src,
                             const std::vector<int>& tgt);

}  // namespace ap::tfm
