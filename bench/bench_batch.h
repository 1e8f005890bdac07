// The training benchmarks' minibatch (train_bench, train_compare_bench): the first B training
// pairs of a corpus of 11–20-word sentences (corpus seed 2015, the shipped models' world),
// encoded with a translator's vocabularies (the French in the vocabulary's pieces for a model
// trained on subword units: segment_by_vocabulary, as the file holds no merges).
#pragma once

#include "core/corpus/corpus.h"
#include "core/corpus/model_world.h"
#include "core/seq2seq/subwords.h"
#include "core/seq2seq/translator.h"

#include <vector>

namespace ap::bench {

// The French words as ids of the translator's target vocabulary, pieces where it holds pieces.
inline std::vector<int> encode_french(const s2s::Translator& tr,
                                      const std::vector<std::string>& words) {
  const s2s::Vocabulary& v = tr.target_vocabulary();
  const auto has = [&](const std::string& w) { return v.contains(w); };
  std::vector<std::string> pieces;
  for (const std::string& w : words)
    for (std::string& p : s2s::segment_by_vocabulary(w, has)) pieces.push_back(std::move(p));
  return v.encode(pieces);
}

inline s2s::Batch corpus_batch(const s2s::Translator& tr, int B) {
  s2s::CorpusOptions co;
  co.train = 2000;
  co.valid = 0;
  co.test_per_bucket = 0;
  co.min_len = 11;
  co.max_len = 20;
  co.world = s2s::kShippedWorld;
  const s2s::CorpusSplits corpus = s2s::generate_corpus(co);
  std::vector<std::vector<int>> src, tgt;
  for (int i = 0; i < B && i < static_cast<int>(corpus.train.size()); ++i) {
    src.push_back(tr.source_vocabulary().encode(corpus.train[i].en));
    tgt.push_back(encode_french(tr, corpus.train[i].fr));
  }
  std::vector<const std::vector<int>*> sp, tp;
  for (size_t i = 0; i < src.size(); ++i) sp.push_back(&src[i]), tp.push_back(&tgt[i]);
  return s2s::make_batch(sp, tp);
}

}  // namespace ap::bench
