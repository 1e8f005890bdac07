// How a translator's parameters split: those that belong to one word each (the source and target
// embeddings, the output layer's projection onto the target vocabulary and its bias) and the rest
// (the layers that model the sentence). At the shipped models' size the per-word part is most of
// each model, which is why whole-model counts say little about the layers (the tour's step 7).
#pragma once

#include "core/seq2seq/model_file.h"

#include <cstddef>

namespace ap {

struct ParameterSplit {
  std::size_t total = 0;
  std::size_t per_word = 0;  // in tensors with a side as long as a vocabulary
  std::size_t layers() const { return total - per_word; }
};

// The split of the bundle's model of this kind (the Transformer's, or the RNN's).
ParameterSplit parameter_split(const s2s::ModelBundle& bundle, s2s::ModelKind kind);

}  // namespace ap
