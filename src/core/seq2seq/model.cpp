// Seq2SeqModel: parameter setup, minibatch loss with BPTT, and the one-step decoder (model.h).
//
// Sections: 1. params helpers  2. batching  3. loss forward + backward  4. inference step
#include "core/seq2seq/model.h"

#include "core/seq2seq/attention_decoder.h"
#include "core/seq2seq/dense.h"

#include <algorithm>
#include <cmath>

namespace ap::s2s {

// ── 1. params helpers ────────────────────────────────────────────────────────────────────────

template <class S>
void Seq2SeqParams<S>::set_zero_like(const Seq2SeqParams& o) {
  *this = o;
  this->visit([](const std::string&, Mat<S>& m) { m.setZero(); });
}

template <class S>
size_t Seq2SeqParams<S>::num_parameters() const {
  size_t n = 0;
  this->visit([&](const std::string&, const Mat<S>& m) { n += static_cast<size_t>(m.size()); });
  return n;
}

template <class S>
template <class T>
Seq2SeqParams<T> Seq2SeqParams<S>::cast() const {
  Seq2SeqParams<T> result;
  result.kind = kind;
  std::vector<const Mat<S>*> src;
  this->visit([&](const std::string&, const Mat<S>& m) { src.push_back(&m); });
  size_t i = 0;
  result.visit([&](const std::string&, Mat<T>& m) { m = src[i++]->template cast<T>(); });
  return result;
}

template <class S>
Seq2SeqModel<S>::Seq2SeqModel(const ModelConfig& cfg, Rng& rng) : config(cfg) {
  const int E = cfg.emb, He = cfg.enc_hidden, Hd = cfg.dec_hidden, C = cfg.ctx_dim();
  const int A = cfg.att_dim, R = cfg.readout;
  auto dense = [&](Mat<S>* m, int rows, int cols) {
    m->resize(rows, cols);
    fill_normal(m, rng, 1.0 / std::sqrt(static_cast<double>(cols)));
  };
  Seq2SeqParams<S>& p = params;
  p.kind = cfg.kind;
  // Embeddings: N(0, 0.1²) — small enough that the first GRU steps are near-linear.
  p.enc.emb.resize(E, cfg.src_vocab);
  fill_normal(&p.enc.emb, rng, 0.1);
  p.enc.fwd.init(E, He, rng);
  p.enc.bwd.init(E, He, rng);
  if (cfg.kind == ModelKind::Search) {
    dense(&p.init_W, Hd, He);
    dense(&p.att.W, A, Hd);
    dense(&p.att.U, A, C);
    p.att.v = Mat<S>::Zero(A, 1);  // all scores 0 → uniform attention at the start
  } else {
    dense(&p.ctx.Wc, C, 2 * He);
    p.ctx.bc = Mat<S>::Zero(C, 1);
    dense(&p.init_W, Hd, C);
  }
  p.init_b = Mat<S>::Zero(Hd, 1);
  p.dec.emb.resize(E, cfg.tgt_vocab);
  fill_normal(&p.dec.emb, rng, 0.1);
  p.dec.gru.init(E + C, Hd, rng);
  dense(&p.out.Wr, R, Hd + C + E);
  p.out.br = Mat<S>::Zero(R, 1);
  dense(&p.out.Wo, cfg.tgt_vocab, R);
  p.out.bo = Mat<S>::Zero(cfg.tgt_vocab, 1);
}

std::vector<TensorShape> model_tensor_shapes(const ModelConfig& cfg) {
  const int E = cfg.emb, He = cfg.enc_hidden, Hd = cfg.dec_hidden, C = cfg.ctx_dim();
  const int A = cfg.att_dim, R = cfg.readout;
  std::vector<TensorShape> s;
  auto gru = [&](const std::string& prefix, int input, int hidden) {
    s.push_back({prefix + ".Wx", 3 * hidden, input});
    s.push_back({prefix + ".bx", 3 * hidden, 1});
    s.push_back({prefix + ".Uzr", 2 * hidden, hidden});
    s.push_back({prefix + ".Un", hidden, hidden});
  };
  s.push_back({"enc.emb", E, cfg.src_vocab});
  gru("enc.fwd", E, He);
  gru("enc.bwd", E, He);
  s.push_back({"init.W", Hd, cfg.kind == ModelKind::Search ? He : C});
  s.push_back({"init.b", Hd, 1});
  if (cfg.kind == ModelKind::Search) {
    s.push_back({"att.W", A, Hd});
    s.push_back({"att.U", A, C});
    s.push_back({"att.v", A, 1});
  } else {
    s.push_back({"ctx.W", C, 2 * He});
    s.push_back({"ctx.b", C, 1});
  }
  s.push_back({"dec.emb", E, cfg.tgt_vocab});
  gru("dec.gru", E + C, Hd);
  s.push_back({"out.Wr", R, Hd + C + E});
  s.push_back({"out.br", R, 1});
  s.push_back({"out.Wo", cfg.tgt_vocab, R});
  s.push_back({"out.bo", cfg.tgt_vocab, 1});
  return s;
}

// ── 2. batching ──────────────────────────────────────────────────────────────────────────────

Batch make_batch(const std::vector<const std::vector<int>*>& src,
                 const std::vector<const std::vector<int>*>& tgt) {
  const int B = static_cast<int>(src.size());
  int tx = 1, ty = 1;
  for (int b = 0; b < B; ++b) {
    tx = std::max(tx, static_cast<int>(src[b]->size()) + 1);
    ty = std::max(ty, static_cast<int>(tgt[b]->size()) + 1);
  }
  Batch out;
  out.src = IdMat::Constant(tx, B, kPadId);
  out.src_mask = Eigen::MatrixXf::Zero(tx, B);
  out.tgt_in = IdMat::Constant(ty, B, kPadId);
  out.tgt_out = IdMat::Constant(ty, B, kPadId);
  out.tgt_mask = Eigen::MatrixXf::Zero(ty, B);
  for (int b = 0; b < B; ++b) {
    const auto& s = *src[b];
    const auto& t = *tgt[b];
    const int ns = static_cast<int>(s.size()), nt = static_cast<int>(t.size());
    for (int i = 0; i < ns; ++i) out.src(i, b) = s[i];
    out.src(ns, b) = kEosId;
    out.src_mask.col(b).head(ns + 1).setOnes();
    out.tgt_in(0, b) = kBosId;
    for (int i = 0; i < nt; ++i) {
      out.tgt_in(i + 1, b) = t[i];
      out.tgt_out(i, b) = t[i];
    }
    out.tgt_out(nt, b) = kEosId;
    out.tgt_mask.col(b).head(nt + 1).setOnes();
    out.tokens += nt + 1;
  }
  return out;
}

// ── 3. loss forward + backward ──────────────────────────────────────────────────────────────

template <class S>
S Seq2SeqModel<S>::loss(const Batch& batch, Seq2SeqParams<S>* g) const {
  const Seq2SeqParams<S>& p = params;
  const bool search = p.kind == ModelKind::Search;
  const Eigen::Index B = batch.src.cols(), Ty = batch.tgt_in.rows();
  const Eigen::Index He = p.enc.hidden(), Hd = p.dec.gru.hidden(), C = 2 * He;
  const Eigen::Index E = p.dec.emb.rows();
  const Mat<S> smask = batch.src_mask.cast<S>();

  // Encoder and bridge. ann: (C, Tx·B). The caches live on from one call to the next (one set per
  // thread): their matrices are overwritten, and reused without allocating when shapes repeat.
  thread_local EncoderCache<S> enc_cache;
  Mat<S> ann, uh, summary, fixed_ctx, init_in, s0;
  encoder_forward(p.enc, batch.src, smask, &ann, &enc_cache);
  if (search) {
    attention_precompute(p.att, ann, &uh);
    init_in = ann.block(He, 0, He, B);  // ←h_1
  } else {
    fixed_context_forward(p.ctx, ann, B, &summary, &fixed_ctx);
    init_in = fixed_ctx;
  }
  tanh_layer_forward(p.init_W, p.init_b, init_in, &s0);

  // Decoder over all steps (teacher forcing); z collects [s_i; c_i; emb(y_{i−1})]: (K, Ty·B).
  const Eigen::Index K = Hd + C + E;
  Mat<S> z(K, Ty * B);
  thread_local std::vector<AttentionDecoderCache<S>> att_caches;
  thread_local std::vector<DecoderGruCache<S>> gru_caches;
  if (search && att_caches.size() < static_cast<size_t>(Ty)) att_caches.resize(Ty);
  if (!search && gru_caches.size() < static_cast<size_t>(Ty)) gru_caches.resize(Ty);
  Mat<S> s_prev = s0, s, ctx, emb;
  for (Eigen::Index i = 0; i < Ty; ++i) {
    const Eigen::VectorXi y_prev = batch.tgt_in.row(i).transpose();
    if (search) {
      attention_decoder_forward(p.att, p.dec, s_prev, y_prev, ann, uh, smask, &ctx, &s, &emb,
                                &att_caches[i]);
    } else {
      ctx = fixed_ctx;
      decoder_gru_forward(p.dec, y_prev, ctx, s_prev, &s, &emb, &gru_caches[i]);
    }
    z.block(0, i * B, Hd, B) = s;
    z.block(Hd, i * B, C, B) = ctx;
    z.block(Hd + C, i * B, E, B) = emb;
    s_prev.swap(s);
  }
  Mat<S> t, logits, dlogits;
  output_forward(p.out, z, &t, &logits);
  Eigen::VectorXi targets(Ty * B);
  Mat<S> weights(Ty * B, 1);
  for (Eigen::Index i = 0; i < Ty; ++i)
    for (Eigen::Index b = 0; b < B; ++b) {
      targets(i * B + b) = batch.tgt_out(i, b);
      weights(i * B + b) = S(batch.tgt_mask(i, b));
    }
  const S total = cross_entropy(logits, targets, weights, &dlogits);
  if (!g) return total;

  // Backward: output layer, decoder steps in reverse (BPTT), bridge, encoder.
  Mat<S> dz = Mat<S>::Zero(K, Ty * B);
  output_backward(p.out, z, t, dlogits, &g->out, &dz);
  Mat<S> dann = Mat<S>::Zero(C, ann.cols());
  Mat<S> duh = search ? Mat<S>::Zero(uh.rows(), uh.cols()) : Mat<S>();
  Mat<S> dfixed = Mat<S>::Zero(C, B);
  Mat<S> ds = Mat<S>::Zero(Hd, B), ds_prev;
  for (Eigen::Index i = Ty - 1; i >= 0; --i) {
    ds += dz.block(0, i * B, Hd, B);
    const Mat<S> dctx = dz.block(Hd, i * B, C, B);
    const Mat<S> demb = dz.block(Hd + C, i * B, E, B);
    ds_prev = Mat<S>::Zero(Hd, B);
    if (search) {
      attention_decoder_backward(p.att, p.dec, att_caches[i], ann, ds, dctx, demb, &g->att, &g->dec,
                                 &ds_prev, &dann, &duh);
    } else {
      dfixed += dctx;
      decoder_gru_backward(p.dec, gru_caches[i], ds, demb, &g->dec, &dfixed, &ds_prev);
    }
    ds.swap(ds_prev);
  }
  Mat<S> dinit = Mat<S>::Zero(init_in.rows(), B);
  tanh_layer_backward(p.init_W, init_in, s0, ds, &g->init_W, &g->init_b, &dinit);
  if (search) {
    dann.block(He, 0, He, B) += dinit;
    attention_precompute_backward(p.att, ann, duh, &g->att, &dann);
  } else {
    dfixed += dinit;
    fixed_context_backward(p.ctx, summary, fixed_ctx, dfixed, &g->ctx, &dann);
  }
  encoder_backward(p.enc, enc_cache, dann, &g->enc);
  return total;
}

// ── 4. inference step ────────────────────────────────────────────────────────────────────────

template <class S>
EncodedSource<S> Seq2SeqModel<S>::encode(const std::vector<int>& src) const {
  const Seq2SeqParams<S>& p = params;
  const Eigen::Index He = p.enc.hidden();
  EncodedSource<S> out;
  out.length = static_cast<int>(src.size()) + 1;
  IdMat ids(out.length, 1);
  for (size_t i = 0; i < src.size(); ++i) ids(static_cast<Eigen::Index>(i), 0) = src[i];
  ids(out.length - 1, 0) = kEosId;
  const Mat<S> mask = Mat<S>::Ones(out.length, 1);
  thread_local EncoderCache<S> cache;  // written, not read: reused so its steps keep their storage
  encoder_forward(p.enc, ids, mask, &out.ann, &cache);
  if (p.kind == ModelKind::Search) {
    attention_precompute(p.att, out.ann, &out.uh);
    const Mat<S> back_first = out.ann.block(He, 0, He, 1);
    tanh_layer_forward(p.init_W, p.init_b, back_first, &out.s0);
  } else {
    Mat<S> summary;
    fixed_context_forward(p.ctx, out.ann, 1, &summary, &out.ctx);
    tanh_layer_forward(p.init_W, p.init_b, out.ctx, &out.s0);
  }
  return out;
}

template <class S>
void Seq2SeqModel<S>::step(const EncodedSource<S>& src, const Mat<S>& s_prev,
                           const Eigen::VectorXi& y_prev, Mat<S>* logp, Mat<S>* s, Mat<S>* alpha,
                           const Mat<S>* alpha_override) const {
  const Seq2SeqParams<S>& p = params;
  const Eigen::Index k = y_prev.size();
  Mat<S> ctx, emb;
  thread_local DecoderGruCache<S> step_cache;  // written, not read: reused for its storage
  if (p.kind == ModelKind::Search) {
    // The k hypotheses share the sentence's annotations and projected keys, read in place (they
    // were computed once by encode()); the attention step is then the decoder GRU's input.
    Mat<S> a;
    if (alpha_override) {
      attention_context(src.ann, *alpha_override, &ctx);
      if (alpha) *alpha = *alpha_override;
    } else {
      attention_forward_shared(p.att, s_prev, src.ann, src.uh, &ctx, alpha ? alpha : &a);
    }
    decoder_gru_forward(p.dec, y_prev, ctx, s_prev, s, &emb, &step_cache);
  } else {
    ctx = src.ctx.replicate(1, k);
    decoder_gru_forward(p.dec, y_prev, ctx, s_prev, s, &emb, &step_cache);
    if (alpha) alpha->resize(0, 0);
  }
  Mat<S> z(s->rows() + ctx.rows() + emb.rows(), k);
  z << *s, ctx, emb;
  Mat<S> t, logits;
  output_forward(p.out, z, &t, &logits);
  log_softmax_columns(logits, logp);
}

template struct Seq2SeqParams<float>;
template struct Seq2SeqParams<double>;
template Seq2SeqParams<double> Seq2SeqParams<float>::cast<double>() const;
template Seq2SeqParams<float> Seq2SeqParams<double>::cast<float>() const;
template Seq2SeqParams<float> Seq2SeqParams<float>::cast<float>() const;
template class Seq2SeqModel<float>;
template class Seq2SeqModel<double>;

}  // namespace ap::s2s
