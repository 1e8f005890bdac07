// Helpers of the explanation tests (core/explain): tiny random RNNsearch and Transformer models
// whose every weight is a N(0, 0.4²) draw (so RNNsearch's v is not 0 and its attention is not
// uniform), a source and target of distinct ids, and the same models as loaded translators (model
// files with small vocabularies, fp32) for the text-level tests.
#pragma once

#include "core/seq2seq/model.h"
#include "core/seq2seq/model_file.h"
#include "core/seq2seq/translator.h"
#include "core/transformer/model.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace ap::explain::testing {

inline constexpr int kVocab = 11;

template <class S>
s2s::Seq2SeqModel<S> tiny_search(std::uint64_t seed = 3, int vocab = kVocab) {
  s2s::ModelConfig cfg;
  cfg.kind = s2s::ModelKind::Search;
  cfg.src_vocab = cfg.tgt_vocab = vocab;
  cfg.emb = 4;
  cfg.enc_hidden = 3;
  cfg.dec_hidden = 5;
  cfg.att_dim = 3;
  cfg.readout = 4;
  Rng rng(seed);
  s2s::Seq2SeqModel<S> m(cfg, rng);
  Rng draw(seed + 100);
  m.params.visit([&](const std::string&, s2s::Mat<S>& w) {
    for (Eigen::Index i = 0; i < w.size(); ++i) w.data()[i] = S(0.4 * draw.normal());
  });
  return m;
}

// 2 heads, d_model 8, 2 encoder and 2 decoder layers (so rollout has layers to compose).
template <class S>
tfm::TransformerModel<S> tiny_transformer(std::uint64_t seed = 5, int vocab = kVocab) {
  tfm::TransformerConfig c;
  c.src_vocab = c.tgt_vocab = vocab;
  c.d_model = 8;
  c.heads = 2;
  c.d_ff = 16;
  c.enc_layers = c.dec_layers = 2;
  Rng rng(seed);
  tfm::TransformerModel<S> m(c, rng);
  Rng draw(seed + 100);
  m.params.visit([&](const std::string& name, s2s::Mat<S>& w) {
    const bool gain = name.size() > 6 && name.compare(name.size() - 6, 6, ".gamma") == 0;
    for (Eigen::Index i = 0; i < w.size(); ++i)
      w.data()[i] = S((gain ? 1.0 : 0.0) + 0.4 * draw.normal());
  });
  return m;
}

inline std::vector<int> tiny_source() { return {4, 7, 9, 5, 10}; }
inline std::vector<int> tiny_target() { return {8, 5, 6, 10}; }

// The words of the translators' vocabularies: specials, then w4 … w10 (source: English-like
// words, target: French-like ones; the models are random, so what they write means nothing).
inline std::vector<std::string> tiny_words(bool source) {
  std::vector<std::string> w = {"<pad>", "<unk>", "<s>", "</s>"};
  const char* en[] = {"the", "cat", "sees", "a", "dog", "and", "runs"};
  const char* fr[] = {"le", "chat", "voit", "un", "chien", "et", "court"};
  for (int i = 0; i < kVocab - 4; ++i) w.push_back(source ? en[i] : fr[i]);
  return w;
}

// A loaded translator of the tiny model of `kind` (Search or Transformer; EncDec: an RNNencdec of
// the same sizes).
inline s2s::Translator tiny_translator(s2s::ModelKind kind) {
  s2s::ModelBundle b;
  if (kind == s2s::ModelKind::Transformer) {
    b.model.config.kind = kind;
    b.transformer = tiny_transformer<float>();
  } else {
    b.model = tiny_search<float>();
    if (kind == s2s::ModelKind::EncDec) {
      s2s::ModelConfig cfg = b.model.config;
      cfg.kind = kind;
      Rng rng(9);
      b.model = s2s::Seq2SeqModel<float>(cfg, rng);
    }
  }
  b.src_words = tiny_words(true);
  b.tgt_words = tiny_words(false);
  b.info = "explain tests";
  const std::vector<std::uint8_t> bytes = s2s::serialize_model(b, s2s::WeightEncoding::Fp32);
  s2s::Translator t;
  std::string error;
  EXPECT_TRUE(t.load_buffer(bytes.data(), bytes.size(), &error)) << error;
  return t;
}

}  // namespace ap::explain::testing
