// The tiny seq2seq model configuration of the tests (core model file and gradient checks, the app's
// translation service): small enough for finite differences and in-memory model files, yet every
// weight is a real matrix (no dimension of 1), so a transposed index cannot pass unnoticed.
#pragma once

#include "core/seq2seq/model.h"

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

}  // namespace ap::s2s::testing
