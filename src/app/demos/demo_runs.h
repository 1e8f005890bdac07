// Cached runs of the article's demos for the views: the painting query and the self-attention
// sentence, recomputed only when their inputs in DemoState change (never per frame).
#pragma once

#include "app/demos/demo_state.h"
#include "core/seq2seq/translator.h"
#include "core/demos/painting_query.h"
#include "core/demos/self_attention_text.h"

namespace ap {

// DemoState → the core's configuration (head source, seed, edits included).
demos::SelfAttentionConfig self_attention_config(const DemoState& s);
ScoreFunction painting_score_function(const DemoState& s);

// The self-attention run of the trained source: the Transformer's encoder self-attention of
// layer `layer` (clamped) as the heads' weights, their mean, and the reading by mutual attention
// over the translation's source tokens (every token known but the unknown words). The other
// fields (embeddings, parameters, concat) stay empty: the Transformer's are not shown.
demos::SelfAttentionRun trained_encoder_run(const s2s::Translation& t, int layer);

class PaintingRunCache {
 public:
  const demos::PaintingResult& get(const DemoState& s);  // recomputed only when its inputs changed

 private:
  DemoState inputs_;  // of the cached run
  bool valid_ = false;
  demos::PaintingResult result_;
};

class SelfAttentionRunCache {
 public:
  const demos::SelfAttentionRun& get(
      const DemoState& s);  // recomputed only when its inputs changed

 private:
  DemoState inputs_;  // of the cached run
  bool valid_ = false;
  demos::SelfAttentionRun run_;
};

}  // namespace ap
