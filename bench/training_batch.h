// The training benchmarks' minibatch: the first 32 training pairs of a synthetic corpus of 11–20
// source words, encoded with a translator's vocabularies (the shipped RNNsearch's), so every
// model is timed on the same sentences.
#pragma once

#include "core/corpus/corpus.h"
#include "core/seq2seq/translator.h"

#include <vector>

namespace ap::bench {

inline constexpr int kTrainingBatchSize = 32;

inline s2s::Batch training_batch(const s2s::Translator& tr) {
  s2s::CorpusOptions co;
  co.train = 2000;
  co.valid = 0;
  co.test_per_bucket = 0;
  co.min_len = 11;
  co.max_len = 20;
  const s2s::CorpusSplits corpus = s2s::generate_corpus(co);
  std::vector<std::vector<int>> src, tgt;
  for (size_t i = 0; i < kTrainingBatchSize && i < corpus.train.size(); ++i) {
    src.push_back(tr.source_vocabulary().encode(corpus.train[i].en));
    tgt.push_back(tr.target_vocabulary().encode(corpus.train[i].fr));
  }
  std::vector<const std::vector<int>*> sp, tp;
  for (size_t i = 0; i < src.size(); ++i) sp.push_back(&src[i]), tp.push_back(&tgt[i]);
  return s2s::make_batch(sp, tp);
}

}  // namespace ap::bench
