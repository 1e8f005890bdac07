// Incremental decoding (see decode.h). Every product is the same s2s::matmul, per element in the
// same summation order, as in the batched forward, so float steps reproduce the teacher-forced
// logits.
#include "core/transformer/decode.h"

#include "core/transformer/embedding.h"

#include <cmath>

namespace ap::tfm {

namespace {

// Attention of one query over n cached keys: q: (D, 1), K, V: (D, n) → context: (D, 1)
template <class S>
void attend(const Mat<S>& q, const Mat<S>& K, const Mat<S>& V, int heads, Mat<S>* ctx) {
  const Eigen::Index D = q.rows(), dk = D / heads, n = K.cols();
  const S scale = S(1) / std::sqrt(S(dk));
  ctx->resize(D, 1);
  Mat<S> w(n, 1);
  for (int h = 0; h < heads; ++h) {
    s2s::matmul<S>(Trans::T, K.middleRows(h * dk, dk), Trans::N, q.middleRows(h * dk, dk), w,
                   false);
    w *= scale;
    masked_softmax_columns<S>(w, static_cast<int>(n), false);
    s2s::matmul<S>(Trans::N, V.middleRows(h * dk, dk), Trans::N, w, ctx->middleRows(h * dk, dk),
                   false);
  }
}

// m: (R, n), col: (R, 1) → m: (R, n + 1). A reallocation per step: O(t·D), small next to the
// step's own O(t·D) attention.
template <class S>
void append_column(Mat<S>* m, const Mat<S>& col) {
  m->conservativeResize(col.rows(), m->cols() + 1);
  m->col(m->cols() - 1) = col;
}

// One decoder layer (layers.h) at one position: x: (D, 1) → x: (D, 1); the self-attention
// caches self_K, self_V: (D, t) → (D, t + 1); cross_K, cross_V: (D, Tx).
template <class S>
void layer_step(const DecoderLayerParams<S>& p, int heads, const Mat<S>& cross_K,
                const Mat<S>& cross_V, Mat<S>* self_K, Mat<S>* self_V, Mat<S>* x) {
  LayerNormCache<S> ln;
  FeedForwardCache<S> ffc;
  Mat<S> a, q, kv, ctx, r;
  layer_norm_forward(p.ln1, *x, &a, &ln);
  linear_forward(p.self_att.q, a, &q);
  linear_forward(p.self_att.k, a, &kv);
  append_column(self_K, kv);
  linear_forward(p.self_att.v, a, &kv);
  append_column(self_V, kv);
  attend(q, *self_K, *self_V, heads, &ctx);
  linear_forward(p.self_att.o, ctx, &r);
  *x += r;
  layer_norm_forward(p.ln2, *x, &a, &ln);
  linear_forward(p.cross_att.q, a, &q);
  attend(q, cross_K, cross_V, heads, &ctx);
  linear_forward(p.cross_att.o, ctx, &r);
  *x += r;
  layer_norm_forward(p.ln3, *x, &a, &ln);
  feed_forward_forward(p.ffn, a, &r, &ffc);
  *x += r;
}

}  // namespace

template <class S>
EncodedSentence<S> encode_sentence(const TransformerModel<S>& model, const std::vector<int>& src) {
  const int Tx = static_cast<int>(src.size()) + 1;
  IdMat ids(Tx, 1);
  for (int i = 0; i + 1 < Tx; ++i) ids(i, 0) = src[i];
  ids(Tx - 1, 0) = s2s::kEosId;
  TransformerCache<S> cache;
  model.encode(ids, SeqShape{1, Tx, {Tx}}, &cache);
  EncodedSentence<S> out;
  out.memory = std::move(cache.memory);
  for (const auto& l : model.params.dec) {
    out.cross_K.emplace_back();
    out.cross_V.emplace_back();
    linear_forward(l.cross_att.k, out.memory, &out.cross_K.back());
    linear_forward(l.cross_att.v, out.memory, &out.cross_V.back());
  }
  return out;
}

template <class S>
void decoder_step(const TransformerModel<S>& model, const EncodedSentence<S>& src, int y_prev,
                  DecoderState<S>* st, Mat<S>* logits) {
  const TransformerParams<S>& p = model.params;
  const int D = model.config.d_model, t = st->steps;
  if (st->self_K.empty()) {
    st->self_K.assign(p.dec.size(), Mat<S>(D, 0));
    st->self_V.assign(p.dec.size(), Mat<S>(D, 0));
  }
  // The same expression as embedding_forward's column t.
  const S scale = S(std::sqrt(static_cast<double>(D)));
  Mat<S> x = scale * p.tgt_emb.col(y_prev) + positions_columns<S>(t + 1, D).col(t);
  for (size_t l = 0; l < p.dec.size(); ++l)
    layer_step(p.dec[l], model.config.heads, src.cross_K[l], src.cross_V[l], &st->self_K[l],
               &st->self_V[l], &x);
  LayerNormCache<S> ln;
  Mat<S> y;
  layer_norm_forward(p.dec_ln, x, &y, &ln);
  linear_forward(p.out, y, logits);
  ++st->steps;
}

template <class S>
std::vector<int> greedy_decode(const TransformerModel<S>& model, const std::vector<int>& src,
                               int max_len) {
  const EncodedSentence<S> enc = encode_sentence(model, src);
  DecoderState<S> state;
  Mat<S> logits;
  std::vector<int> out;
  int y = s2s::kBosId;
  while (static_cast<int>(out.size()) < max_len) {
    decoder_step(model, enc, y, &state, &logits);
    Eigen::Index best = 0;
    for (Eigen::Index v = 1; v < logits.rows(); ++v)
      if (logits(v, 0) > logits(best, 0)) best = v;
    y = static_cast<int>(best);
    if (y == s2s::kEosId) break;
    out.push_back(y);
  }
  return out;
}

#define AP_INSTANTIATE(S)                                                                \
  template EncodedSentence<S> encode_sentence(const TransformerModel<S>&,                \
                                              const std::vector<int>&);                  \
  template void decoder_step(const TransformerModel<S>&, const EncodedSentence<S>&, int, \
                             DecoderState<S>*, Mat<S>*);                                 \
  template std::vector<int> greedy_decode(const TransformerModel<S>&, const std::vector<int>&, int);
AP_INSTANTIATE(float)
AP_INSTANTIATE(double)
#undef AP_INSTANTIATE

}  // namespace ap::tfm
