// TransformerModel (see model.h). Sections: 1. parameters and init, 2. batch shapes,
// 3. forward, 4. loss and backward.
#include "core/transformer/model.h"

#include "core/transformer/embedding.h"

#include <cmath>
#include <initializer_list>
#include <stdexcept>

namespace ap::tfm {

// ── 1. parameters and init ──────────────────────────────────────────────────────────────────

namespace {

template <class S>
void init_linear(LinearParams<S>* p, int in, int out, Rng& rng) {
  p->init(in, out);
  s2s::fill_normal(&p->W, rng, 1.0 / std::sqrt(static_cast<double>(in)));
}

template <class S>
void init_attention(AttentionParams<S>* p, int d, Rng& rng) {
  init_linear(&p->q, d, d, rng);
  init_linear(&p->k, d, d, rng);
  init_linear(&p->v, d, d, rng);
  init_linear(&p->o, d, d, rng);
}

template <class S>
void init_ffn(FeedForwardParams<S>* p, int d, int f, Rng& rng) {
  init_linear(&p->l1, d, f, rng);
  init_linear(&p->l2, f, d, rng);
}

// γ = 1, β = 0 for each (layer_norm.h); they draw nothing from the generator.
template <class S>
void init_layer_norms(std::initializer_list<LayerNormParams<S>*> norms, int d) {
  for (LayerNormParams<S>* ln : norms) ln->init(d);
}

}  // namespace

template <class S>
size_t TransformerParams<S>::num_parameters() const {
  size_t n = 0;
  this->visit([&](const std::string&, const Mat<S>& m) { n += static_cast<size_t>(m.size()); });
  return n;
}

size_t transformer_parameter_count(const TransformerConfig& c) {
  const size_t D = c.d_model, F = c.d_ff;
  const size_t att = 4 * (D * D + D), ln = 2 * D, ffn = D * F + F + F * D + D;
  const size_t enc_layer = att + ffn + 2 * ln, dec_layer = 2 * att + ffn + 3 * ln;
  return D * (c.src_vocab + c.tgt_vocab) + c.enc_layers * enc_layer + c.dec_layers * dec_layer +
         2 * ln + c.tgt_vocab * (D + 1);
}

std::vector<s2s::TensorShape> transformer_tensor_shapes(const TransformerConfig& c) {
  const int D = c.d_model, F = c.d_ff;
  std::vector<s2s::TensorShape> s;
  auto linear = [&](const std::string& name, int in, int out) {
    s.push_back({name + ".W", out, in});
    s.push_back({name + ".b", out, 1});
  };
  auto ln = [&](const std::string& name) {
    s.push_back({name + ".gamma", D, 1});
    s.push_back({name + ".beta", D, 1});
  };
  auto attention = [&](const std::string& name) {
    for (const char* m : {".q", ".k", ".v", ".o"}) linear(name + m, D, D);
  };
  auto ffn = [&](const std::string& name) {
    linear(name + ".1", D, F);
    linear(name + ".2", F, D);
  };
  s.push_back({"src_emb", D, c.src_vocab});
  for (int l = 0; l < c.enc_layers; ++l) {
    const std::string p = "enc." + std::to_string(l);
    ln(p + ".ln1");
    attention(p + ".self");
    ln(p + ".ln2");
    ffn(p + ".ffn");
  }
  ln("enc.ln");
  s.push_back({"tgt_emb", D, c.tgt_vocab});
  for (int l = 0; l < c.dec_layers; ++l) {
    const std::string p = "dec." + std::to_string(l);
    ln(p + ".ln1");
    attention(p + ".self");
    ln(p + ".ln2");
    attention(p + ".cross");
    ln(p + ".ln3");
    ffn(p + ".ffn");
  }
  ln("dec.ln");
  linear("out", D, c.tgt_vocab);
  return s;
}

template <class S>
TransformerModel<S>::TransformerModel(const TransformerConfig& cfg, Rng& rng) : config(cfg) {
  if (cfg.heads < 1 || cfg.d_model % cfg.heads != 0)
    throw std::invalid_argument("TransformerModel: d_model must be a multiple of heads");
  const int D = cfg.d_model;
  TransformerParams<S>& p = params;
  const double emb_std = 1.0 / std::sqrt(static_cast<double>(D));
  p.src_emb.resize(D, cfg.src_vocab);
  s2s::fill_normal(&p.src_emb, rng, emb_std);
  p.enc.resize(cfg.enc_layers);
  for (auto& l : p.enc) {
    init_layer_norms({&l.ln1, &l.ln2}, D);
    init_attention(&l.self_att, D, rng);
    init_ffn(&l.ffn, D, cfg.d_ff, rng);
  }
  p.enc_ln.init(D);
  p.tgt_emb.resize(D, cfg.tgt_vocab);
  s2s::fill_normal(&p.tgt_emb, rng, emb_std);
  p.dec.resize(cfg.dec_layers);
  for (auto& l : p.dec) {
    init_layer_norms({&l.ln1, &l.ln2, &l.ln3}, D);
    init_attention(&l.self_att, D, rng);
    init_attention(&l.cross_att, D, rng);
    init_ffn(&l.ffn, D, cfg.d_ff, rng);
  }
  p.dec_ln.init(D);
  init_linear(&p.out, D, cfg.tgt_vocab, rng);
}

template <class S>
TransformerParams<S> TransformerModel<S>::zero_params() const {
  TransformerParams<S> z = params;
  z.visit([](const std::string&, Mat<S>& m) { m.setZero(); });
  return z;
}

// ── 2. batch shapes ─────────────────────────────────────────────────────────────────────────

namespace {

SeqShape shape_from_mask(const Eigen::MatrixXf& mask) {
  SeqShape s;
  s.T = static_cast<int>(mask.rows());
  s.B = static_cast<int>(mask.cols());
  s.len.resize(s.B);
  for (int b = 0; b < s.B; ++b) s.len[b] = static_cast<int>(mask.col(b).sum());
  return s;
}

}  // namespace

SeqShape source_shape(const s2s::Batch& batch) { return shape_from_mask(batch.src_mask); }
SeqShape target_shape(const s2s::Batch& batch) { return shape_from_mask(batch.tgt_mask); }

// ── 3. forward ──────────────────────────────────────────────────────────────────────────────

template <class S>
void TransformerModel<S>::encode(const IdMat& src, const SeqShape& ss,
                                 TransformerCache<S>* c) const {
  const TransformerParams<S>& p = params;
  c->ss = ss;
  Mat<S> x, y;
  embedding_forward(p.src_emb, src, &x);
  c->enc.resize(p.enc.size());
  for (size_t l = 0; l < p.enc.size(); ++l) {
    encoder_layer_forward(p.enc[l], config.heads, x, ss, &y, &c->enc[l]);
    x.swap(y);
  }
  layer_norm_forward(p.enc_ln, x, &c->memory, &c->enc_ln);
}

template <class S>
void TransformerModel<S>::forward(const s2s::Batch& batch, TransformerCache<S>* c) const {
  const TransformerParams<S>& p = params;
  const int H = config.heads;
  encode(batch.src, source_shape(batch), c);
  c->st = target_shape(batch);
  Mat<S> x, y;
  embedding_forward(p.tgt_emb, batch.tgt_in, &x);
  c->dec.resize(p.dec.size());
  for (size_t l = 0; l < p.dec.size(); ++l) {
    decoder_layer_forward(p.dec[l], H, x, c->st, c->memory, c->ss, &y, &c->dec[l]);
    x.swap(y);
  }
  layer_norm_forward(p.dec_ln, x, &c->dec_out, &c->dec_ln);
  linear_forward(p.out, c->dec_out, &c->logits);
}

// ── 4. loss and backward ────────────────────────────────────────────────────────────────────

template <class S>
S TransformerModel<S>::loss_and_gradients(const s2s::Batch& batch, TransformerParams<S>* g) const {
  TransformerCache<S> c;
  forward(batch, &c);
  const int B = c.st.B, Ty = c.st.T;
  Eigen::VectorXi targets(c.st.cols());
  Mat<S> weights(1, c.st.cols());
  for (int b = 0; b < B; ++b)
    for (int t = 0; t < Ty; ++t) {
      targets(c.st.col(b, t)) = batch.tgt_out(t, b);
      weights(0, c.st.col(b, t)) = S(batch.tgt_mask(t, b));
    }
  Mat<S> dlogits;
  const S loss = s2s::cross_entropy(c.logits, targets, weights, &dlogits);
  if (g) backward(batch, c, dlogits, g);
  return loss;
}

template <class S>
void TransformerModel<S>::backward(const s2s::Batch& batch, const TransformerCache<S>& c,
                                   const Mat<S>& dlogits, TransformerParams<S>* g) const {
  const TransformerParams<S>& p = params;
  const Eigen::Index D = config.d_model;
  Mat<S> dtop = Mat<S>::Zero(D, c.st.cols());
  linear_backward(p.out, c.dec_out, dlogits, &g->out, &dtop);
  Mat<S> dy = Mat<S>::Zero(D, c.st.cols()), dx, dmemory = Mat<S>::Zero(D, c.ss.cols());
  layer_norm_backward(p.dec_ln, c.dec_ln, dtop, &g->dec_ln, &dy);
  for (size_t l = p.dec.size(); l-- > 0;) {
    dx = Mat<S>::Zero(D, c.st.cols());
    decoder_layer_backward(p.dec[l], c.dec[l], dy, &g->dec[l], &dx, &dmemory);
    dy.swap(dx);
  }
  embedding_backward(batch.tgt_in, dy, &g->tgt_emb);

  dy = Mat<S>::Zero(D, c.ss.cols());
  layer_norm_backward(p.enc_ln, c.enc_ln, dmemory, &g->enc_ln, &dy);
  for (size_t l = p.enc.size(); l-- > 0;) {
    dx = Mat<S>::Zero(D, c.ss.cols());
    encoder_layer_backward(p.enc[l], c.enc[l], dy, &g->enc[l], &dx);
    dy.swap(dx);
  }
  embedding_backward(batch.src, dy, &g->src_emb);
}

template struct TransformerParams<float>;
template struct TransformerParams<double>;
template class TransformerModel<float>;
template class TransformerModel<double>;

}  // namespace ap::tfm
