// Seq2SeqModel: RNNsearch (attention) and RNNencdec (fixed context) assembled from the layers in
// this folder, with the minibatch loss + BPTT gradient used by the trainer and the one-step
// decoder used by greedy/beam search.
//
//   encoder:  ids → bidirectional GRU annotations h_j (encoder.h)
//   bridge:   RNNsearch  s_0 = tanh(Wi ←h_1 + bi)
//             RNNencdec  c = tanh(Wc [→h_Tx; ←h_1] + bc) (encdec_decoder.h), s_0 = tanh(Wi c + bi)
//   decoder:  RNNsearch  c_i = attention(s_{i−1}, h) (additive_attention.h), else c_i = c
//             s_i = GRU([emb(y_{i−1}); c_i], s_{i−1}) (decoder_gru.h)
//   output:   logits_i = Wo tanh(Wr [s_i; c_i; emb(y_{i−1})] + br) + bo (output_layer.h)
// Sources end with <eos>; targets are fed as <bos> y_1 … y_n and predicted as y_1 … y_n <eos>.
#pragma once

#include "core/seq2seq/additive_attention.h"
#include "core/seq2seq/decoder_gru.h"
#include "core/seq2seq/encdec_decoder.h"
#include "core/seq2seq/encoder.h"
#include "core/seq2seq/model_kind.h"
#include "core/seq2seq/output_layer.h"

#include <string>
#include <vector>

namespace ap::s2s {

struct ModelConfig {
  ModelKind kind = ModelKind::Search;
  int src_vocab = 0, tgt_vocab = 0;
  int emb = 48;                                   // E, both embeddings
  int enc_hidden = 64;                            // He per direction; annotations are 2He
  int dec_hidden = 96;                            // Hd
  int att_dim = 64;                               // A (RNNsearch only)
  int readout = 64;                               // R
  int ctx_dim() const { return 2 * enc_hidden; }  // C
};

// The name and shape of every tensor of a model of this config, in visit() order, without
// allocating any (the model file loader checks a file against it before it allocates). Kept in
// step with the constructor below; a test compares it with visit() on built models.
struct TensorShape {
  std::string name;
  int rows = 0, cols = 0;
};
std::vector<TensorShape> model_tensor_shapes(const ModelConfig& cfg);

// Special ids shared with the Vocabulary (corpus side): <pad>=0 <unk>=1 <bos>=2 <eos>=3.
inline constexpr int kPadId = 0, kUnkId = 1, kBosId = 2, kEosId = 3;

template <class S>
struct Seq2SeqParams : VisitParams<Seq2SeqParams<S>> {
  ModelKind kind = ModelKind::Search;
  EncoderParams<S> enc;
  Mat<S> init_W, init_b;      // (Hd, He) search / (Hd, C) encdec; (Hd, 1)
  AttentionParams<S> att;     // search only
  FixedContextParams<S> ctx;  // encdec only
  DecoderParams<S> dec;
  OutputParams<S> out;

  // Every trainable matrix with a stable name, in model-file order (model file, optimiser,
  // gradient checks): p.visit(f) walks them (visit_params.h).
  template <class Self, class F>
  static void each_param(Self& self, F&& f) {
    self.enc.visit(f);
    f("init.W", self.init_W);
    f("init.b", self.init_b);
    if (self.kind == ModelKind::Search)
      self.att.visit(f);
    else
      self.ctx.visit(f);
    self.dec.visit(f);
    self.out.visit(f);
  }
  void set_zero_like(const Seq2SeqParams& other);
  size_t num_parameters() const;
  template <class T>
  Seq2SeqParams<T> cast() const;
};

// A padded minibatch (column b = sentence b).
struct Batch {
  IdMat src;                 // (Tx, B) ids, <eos> last, <pad> after
  Eigen::MatrixXf src_mask;  // (Tx, B)
  IdMat tgt_in, tgt_out;     // (Ty, B) <bos> y… / y… <eos>
  Eigen::MatrixXf tgt_mask;  // (Ty, B)
  int tokens = 0;            // real target tokens (incl. <eos>)
};

// src/tgt: word ids WITHOUT <bos>/<eos>; this adds them and pads.
Batch make_batch(const std::vector<const std::vector<int>*>& src,
                 const std::vector<const std::vector<int>*>& tgt);

// One source sentence encoded for decoding (batch of 1).
template <class S>
struct EncodedSource {
  int length = 0;  // Tx incl. <eos>
  Mat<S> ann;      // (C, Tx)
  Mat<S> uh;       // (A, Tx) search only
  Mat<S> ctx;      // (C, 1) encdec only
  Mat<S> s0;       // (Hd, 1)
};

template <class S>
class Seq2SeqModel {
 public:
  ModelConfig config;
  Seq2SeqParams<S> params;

  Seq2SeqModel() = default;
  // Paper-style init: v and all biases 0 (so attention starts uniform), weights N(0, 1/fan_in),
  // embeddings N(0, 0.1²).
  Seq2SeqModel(const ModelConfig& cfg, Rng& rng);

  // Σ over real target tokens of −log p(y_t | …); if grads != null, ADDS ∂(that sum)/∂θ to grads.
  S loss(const Batch& batch, Seq2SeqParams<S>* grads) const;

  // src ids WITHOUT <eos> → encoded source.
  EncodedSource<S> encode(const std::vector<int>& src) const;
  // k hypotheses at once. s_prev: (Hd, k), y_prev: (k) → logp: (Vt, k) log-probabilities,
  // s: (Hd, k), alpha: (Tx, k) attention weights (search; empty for encdec).
  // alpha_override (search only, optional): (Tx, k) weights used INSTEAD of the model's for this
  // step (the explanations' interventions, core/explain); *alpha then gets them. Given the
  // weights the model computes, the step is the same bit for bit (attention_context).
  void step(const EncodedSource<S>& src, const Mat<S>& s_prev, const Eigen::VectorXi& y_prev,
            Mat<S>* logp, Mat<S>* s, Mat<S>* alpha, const Mat<S>* alpha_override = nullptr) const;
};

}  // namespace ap::s2s
