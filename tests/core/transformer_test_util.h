// Helpers for the Transformer tests: the tiny configuration (d_model 8, 2 heads, d_ff 16, one
// encoder and one decoder layer, vocabularies of 11), every parameter randomised (so layer-norm
// gains and biases are exercised too), a two-sentence batch of different lengths, and a
// gradient check over every parameter matrix of a model.
#pragma once

#include "seq2seq_model_test_util.h"

#include "core/transformer/model.h"

#include <vector>

namespace ap::tfm::testing {

using s2s::testing::check_gradient;
using s2s::testing::MatD;
using s2s::testing::random_mat;

// A configuration of the given sizes (the tests' tiny and small models).
inline TransformerConfig sized_config(int src_vocab, int tgt_vocab, int d_model, int heads,
                                      int d_ff, int layers) {
  TransformerConfig c;
  c.src_vocab = src_vocab;
  c.tgt_vocab = tgt_vocab;
  c.d_model = d_model;
  c.heads = heads;
  c.d_ff = d_ff;
  c.enc_layers = c.dec_layers = layers;
  return c;
}

inline TransformerConfig tiny_config() { return sized_config(11, 11, 8, 2, 16, 1); }

// A tiny model whose every entry (γ, β and biases included) is a N(0, scale²) draw; γ around 1.
template <class S>
TransformerModel<S> tiny_random_model(std::uint64_t seed, const TransformerConfig& cfg) {
  Rng rng(seed);
  TransformerModel<S> m(cfg, rng);
  m.params.visit([&](const std::string& name, Mat<S>& w) {
    const bool gain = name.size() > 6 && name.compare(name.size() - 6, 6, ".gamma") == 0;
    for (Eigen::Index i = 0; i < w.size(); ++i)
      w.data()[i] = S((gain ? 1.0 : 0.0) + 0.4 * rng.normal());
  });
  return m;
}

// Sentences (word ids without <bos>/<eos>) of different lengths, so the batch has padding on
// both sides.
inline std::vector<std::vector<int>> tiny_sources() { return {{4, 7, 9, 5}, {6, 10}}; }
inline std::vector<std::vector<int>> tiny_targets() { return {{8, 5}, {9, 4, 10, 6}}; }

inline s2s::Batch tiny_batch() {
  static const auto src = tiny_sources(), tgt = tiny_targets();
  return s2s::make_batch({&src[0], &src[1]}, {&tgt[0], &tgt[1]});
}

inline s2s::Batch single_batch(const std::vector<int>& src, const std::vector<int>& tgt) {
  return s2s::make_batch({&src}, {&tgt});
}

// Pointers to every matrix of a parameter set, in visit() order.
template <class S>
std::vector<Mat<S>*> param_list(TransformerParams<S>* p, std::vector<std::string>* names) {
  std::vector<Mat<S>*> out;
  p->visit([&](const std::string& name, Mat<S>& m) {
    out.push_back(&m);
    if (names) names->push_back(name);
  });
  return out;
}

}  // namespace ap::tfm::testing
