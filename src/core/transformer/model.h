// TransformerModel: the encoder–decoder Transformer (Vaswani et al. 2017) assembled from the
// layers in this folder, with the minibatch loss and its gradient for the trainer.
//
//   encoder:  x = √D·E_src[src] + PE → L_enc × EncoderLayer (pre-LN, layers.h) → LN → memory
//   decoder:  y = √D·E_tgt[tgt_in] + PE → L_dec × DecoderLayer (causal self-attention,
//             cross-attention over memory) → LN → logits = Wout y + bout → softmax cross-entropy
// Batches are s2s::Batch (sources end with <eos>, targets fed as <bos> y… and predicted as
// y… <eos>, <pad> after), so one trainer can feed either model family.
//
// Output projection: SEPARATE from the target embedding (not tied). Source and target have their
// own vocabularies, so tying could only share the target side; untied keeps each gradient on one
// path, lets the output bias and scale differ from the √D-scaled input embedding, and costs only
// Vt·D parameters (~10% at the shipped size).
// Init: linear weights N(0, 1/fan_in), biases 0, LN γ = 1, β = 0, embeddings N(0, 1/D) (so √D·E
// has unit variance, like the positions).
#pragma once

#include "core/seq2seq/model.h"
#include "core/transformer/layers.h"

#include <vector>

namespace ap::tfm {

struct TransformerConfig {
  int src_vocab = 0, tgt_vocab = 0;
  int d_model = 64, heads = 4, d_ff = 256;
  int enc_layers = 2, dec_layers = 2;
};

template <class S>
struct TransformerParams : VisitParams<TransformerParams<S>> {
  Mat<S> src_emb;  // (D, Vs)
  Mat<S> tgt_emb;  // (D, Vt)
  std::vector<EncoderLayerParams<S>> enc;
  LayerNormParams<S> enc_ln;
  std::vector<DecoderLayerParams<S>> dec;
  LayerNormParams<S> dec_ln;
  LinearParams<S> out;  // D → Vt

  // Every trainable matrix with a stable name, in model-file order (visit_params.h).
  template <class Self, class F>
  static void each_param(Self& self, F&& f) {
    f("src_emb", self.src_emb);
    for (size_t l = 0; l < self.enc.size(); ++l) self.enc[l].visit("enc." + std::to_string(l), f);
    self.enc_ln.visit("enc.ln", f);
    f("tgt_emb", self.tgt_emb);
    for (size_t l = 0; l < self.dec.size(); ++l) self.dec[l].visit("dec." + std::to_string(l), f);
    self.dec_ln.visit("dec.ln", f);
    self.out.visit("out", f);
  }
  size_t num_parameters() const;
};

// The number of parameters of a model of this config, without building one.
size_t transformer_parameter_count(const TransformerConfig& cfg);
// The name and shape of every tensor of a model of this config, in visit() order, without
// allocating any (the model file loader checks a file against it first). Kept in step with
// each_param and the constructor; a test compares it with visit() on built models.
std::vector<s2s::TensorShape> transformer_tensor_shapes(const TransformerConfig& cfg);

// What a forward pass keeps for the backward pass.
template <class S>
struct TransformerCache {
  SeqShape ss, st;  // source / target batch shapes
  std::vector<EncoderLayerCache<S>> enc;
  LayerNormCache<S> enc_ln;
  Mat<S> memory;  // (D, B·Tx)
  std::vector<DecoderLayerCache<S>> dec;
  LayerNormCache<S> dec_ln;
  Mat<S> dec_out;  // (D, B·Ty) after the final LN
  Mat<S> logits;   // (Vt, B·Ty)
};

// Shapes of a batch's source and target sides from its masks (padding at the end).
SeqShape source_shape(const s2s::Batch& batch);
SeqShape target_shape(const s2s::Batch& batch);

template <class S>
class TransformerModel {
 public:
  TransformerConfig config;
  TransformerParams<S> params;

  TransformerModel() = default;
  TransformerModel(const TransformerConfig& cfg, Rng& rng);  // throws if heads ∤ d_model

  // Teacher-forced forward pass: fills cache (logits: (Vt, B·Ty), column b·Ty + t predicts
  // tgt_out(t, b)).
  void forward(const s2s::Batch& batch, TransformerCache<S>* cache) const;

  // The encoder half of forward: src ids (Tx, B) with shape ss → cache->memory: (D, B·Tx) (and the
  // encoder's caches).
  void encode(const IdMat& src, const SeqShape& ss, TransformerCache<S>* cache) const;

  // Σ over real target tokens of −log p(y_t | y_<t, x); if grads != null, ADDS ∂(that sum)/∂θ.
  S loss_and_gradients(const s2s::Batch& batch, TransformerParams<S>* grads) const;

  // The backward half of loss_and_gradients: dlogits (Vt, B·Ty), the gradient of any function of
  // a forward pass's logits (cache from forward(batch)) → grads += its gradient w.r.t. θ. The
  // explanations (core/explain) feed it the gradient of one log-probability per sentence.
  void backward(const s2s::Batch& batch, const TransformerCache<S>& cache, const Mat<S>& dlogits,
                TransformerParams<S>* grads) const;

  // A parameter set shaped like params, all zeros.
  TransformerParams<S> zero_params() const;
};

}  // namespace ap::tfm
