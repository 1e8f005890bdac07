// The training benchmarks' minibatch (train_bench, train_compare_bench): the first B training
// pairs of a corpus of 11–20-word sentences (corpus seed 2015), encoded with a translator's
// vocabularies.
#pragma once

#include "core/corpus/corpus.h"
#include "core/seq2seq/translator.h"

#include <vector>

namespace ap::bench {

inline s2s::Batch corpus_batch(const s2s::Translator& tr, int B) {
  s2s::CorpusOptions co;
  co.train = 2000;
  co.valid = 0;
  co.test_per_bucket = 0;
  co.min_len = 11;
  co.max_len = 20;
  const s2s::CorpusSplits corpus = s2s::generate_corpus(co);
  std::vector<std::vector<int>> src, tgt;
  for (int i = 0; i < B && i < static_cast<int>(corpus.train.size()); ++i) {
    src.push_back(tr.source_vocabulary().encode(corpus.train[i].en));
    tgt.push_back(tr.target_vocabulary().encode(corpus.train[i].fr));
  }
  std::vector<const std::vector<int>*> sp, tp;
  for (size_t i = 0; i < src.size(); ++i) sp.push_back(&src[i]), tp.push_back(&tgt[i]);
  return s2s::make_batch(sp, tp);
}

}  // namespace ap::bench
