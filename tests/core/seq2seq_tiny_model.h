// The tiny seq2seq data of the tests:
//   tiny_model_config     core model file and gradient checks, the app's translation service:
//                         small enough for finite differences and in-memory model files, yet
//                         every weight is a real matrix (no dimension of 1), so a transposed index
//                         cannot pass unnoticed;
//   toy_examples, tiny_train_options   the training tests (train_model, TrainRun, whose pinned
//                         weight hashes were taken with exactly these): a learnable toy task and
//                         a model a little wider than the above, so that the loss really falls;
//   tiny_corpus_options   a small synthetic corpus (corpus splits, the beam cache).
#pragma once

#include "core/corpus/corpus.h"
#include "core/rng.h"
#include "core/seq2seq/model.h"
#include "core/seq2seq/trainer.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace ap::s2s::testing {

inline ModelConfig tiny_model_config(ModelKind kind, int src_vocab, int tgt_vocab) {
  ModelConfig cfg;
  cfg.kind = kind;
  cfg.src_vocab = src_vocab;
  cfg.tgt_vocab = tgt_vocab;
  cfg.emb = 4;
  cfg.enc_hidden = 3;
  cfg.dec_hidden = 5;
  cfg.att_dim = 3;
  cfg.readout = 4;
  return cfg;
}

// n random "sentences" of 2–7 ids over [4, src_vocab); the target is a fixed function of the
// source (reversed, ids mapped into [4, tgt_vocab)), so a model can learn it.
inline std::vector<TrainExample> toy_examples(std::uint64_t seed, int n, int src_vocab = 23,
                                              int tgt_vocab = 19) {
  Rng rng(seed);
  std::vector<TrainExample> out;
  for (int i = 0; i < n; ++i) {
    TrainExample e;
    const int len = 2 + static_cast<int>(rng.below(6));
    for (int k = 0; k < len; ++k) e.src.push_back(4 + static_cast<int>(rng.below(src_vocab - 4)));
    for (int k = len - 1; k >= 0; --k) e.tgt.push_back(4 + (e.src[k] * 3) % (tgt_vocab - 4));
    out.push_back(std::move(e));
  }
  return out;
}

// A model over toy_examples' default vocabularies (23 source, 19 target ids), minibatches of 40
// in chunks of 8 (5 chunks per update); the stopping rule and lr are the trainer's defaults.
inline TrainOptions tiny_train_options(ModelKind kind, std::uint64_t seed = 7) {
  TrainOptions o;
  o.model.kind = kind;
  o.model.src_vocab = 23;
  o.model.tgt_vocab = 19;
  o.model.emb = 8;
  o.model.enc_hidden = 10;
  o.model.dec_hidden = 12;
  o.model.att_dim = 9;
  o.model.readout = 11;
  o.seed = seed;
  o.batch_size = 40;
  o.grad_chunk = 8;
  return o;
}

// `train` and `valid` pairs and `test_per_bucket` test pairs in each length bucket; the seed and
// the length limits keep their defaults.
inline CorpusOptions tiny_corpus_options(int train, int valid, int test_per_bucket) {
  CorpusOptions o;
  o.train = train;
  o.valid = valid;
  o.test_per_bucket = test_per_bucket;
  return o;
}

}  // namespace ap::s2s::testing
