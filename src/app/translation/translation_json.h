// The translator's answer as JSON: one codec for the page API (attention.translate(),
// getTranslation()) and the CLI (`attention translate`), so both give the same object, key for
// key and bit for bit:
//   {"model": "search"|"encdec"|"transformer" (the page's kind names, kModelKindNames),
//    "beam", "source_tokens", "target_tokens", "translation",
//    "alignment": [target][source] attention weights (the </s> row and column left out; [] for
//                 RNNencdec, which has no attention; the Transformer's last decoder layer's
//                 cross-attention averaged over heads),
//    "unknown_words", "unknown_handling" ("" when there are none),
//    "copied": [{target, source, word, weight}] (a target <unk> replaced by the source word of
//              strongest attention), "did_you_mean": {unknown word: closest known word}}
// and for the Transformer also "log_prob", "cross_attention" [layer][head][target][source],
// "encoder_self_attention" [layer][head][i][j] (source words) and "decoder_self_attention"
// [layer][head][i][j] (decoder position i emits target word i and reads positions j <= i).
// Weights are written as the shortest decimals that read back as the same floats (json_float).
#pragma once

#include "core/seq2seq/translator.h"

#include <nlohmann/json.hpp>

namespace ap {

nlohmann::json translation_to_json(const s2s::Translation& t, s2s::ModelKind model, int beam);

}  // namespace ap
