// Incremental decoding (see decode.h). Every product is the same s2s::matmul, per element in the
// same summation order, as in the batched forward, so float steps reproduce the teacher-forced
// logits. Stepping k hypotheses as one (D, k) batch keeps that too: kern::gemm's order per element
// does not depend on the number of columns (gemm.h), so each hypothesis gets the bits a step of
// its own would give.
#include "core/transformer/decode.h"

#include "core/transformer/embedding.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace ap::tfm {

namespace {

// Attention of m queries over the same n keys: q: (D, m), K, V: (D, n) → ctx: (D, m); w: scratch
// whose top-left (n, m) block holds one head's weights. replace (optional, (n, heads)): head h's
// weights are column h instead, for every query; record (optional) gets (n, heads) the weights
// used by query 0.
template <class S>
void attend(const CArg<S>& q, const CArg<S>& K, const CArg<S>& V, int heads, Mat<S>* w, MRef<S> ctx,
            const Mat<S>* replace = nullptr, Mat<S>* record = nullptr) {
  const Eigen::Index D = q.rows(), dk = D / heads, n = K.cols(), m = q.cols();
  const S scale = S(1) / std::sqrt(S(dk));
  if (w->rows() < n || w->cols() < m)
    w->resize(std::max<Eigen::Index>(n, 2 * w->rows()), std::max(m, w->cols()));
  auto wn = w->topLeftCorner(n, m);
  if (record) record->resize(n, heads);
  for (int h = 0; h < heads; ++h) {
    if (replace) {
      wn = replace->col(h).replicate(1, m);
    } else {
      s2s::matmul<S>(Trans::T, K.middleRows(h * dk, dk), Trans::N, q.middleRows(h * dk, dk), wn,
                     false);
      wn *= scale;
      masked_softmax_columns<S>(wn, static_cast<int>(n), false);
    }
    if (record) record->col(h) = wn.col(0);
    s2s::matmul<S>(Trans::N, V.middleRows(h * dk, dk), Trans::N, wn, ctx.middleRows(h * dk, dk),
                   false);
  }
}

template <class S>
bool keep_layers(const DecoderState<S>* st, size_t L) {
  return st->self_K.size() == L;
}

// Makes room in the caches for `steps` steps of k hypotheses (D rows, L layers), keeping the first
// st->steps columns of the st->hyps hypotheses there are.
template <class S>
void ensure_room(Eigen::Index D, size_t L, int k, int steps, DecoderState<S>* st) {
  if (keep_layers(st, L) && st->capacity >= steps && st->max_hyps >= k) return;
  const int cap = st->capacity >= steps && keep_layers(st, L)
                      ? st->capacity
                      : std::max({steps, 2 * st->capacity, 16});
  const int max_hyps = std::max(k, st->max_hyps);
  const Eigen::Index cols = static_cast<Eigen::Index>(cap) * max_hyps, n = st->steps;
  const bool keep = keep_layers(st, L);
  for (auto* caches : {&st->self_K, &st->self_V}) {
    std::vector<Mat<S>> grown(L, Mat<S>(D, cols));
    for (size_t l = 0; keep && l < L; ++l)
      for (int h = 0; h < st->hyps; ++h)
        grown[l].middleCols(static_cast<Eigen::Index>(h) * cap, n) =
            (*caches)[l].middleCols(static_cast<Eigen::Index>(h) * st->capacity, n);
    *caches = std::move(grown);
  }
  st->spare_K.assign(L, Mat<S>(D, cols));
  st->spare_V.assign(L, Mat<S>(D, cols));
  st->capacity = cap;
  st->max_hyps = max_hyps;
}

// The step's keys or values kv: (D, k) → column t of each hypothesis's cache in m.
template <class S>
void append_columns(const Mat<S>& kv, int cap, int t, Mat<S>* m) {
  for (Eigen::Index h = 0; h < kv.cols(); ++h) m->col(h * cap + t) = kv.col(h);
}

// One decoder layer (layers.h) at position t = st->steps for the k hypotheses:
// x = st->scratch.x: (D, k) → (D, k); the self-attention caches of layer l gain column t;
// cross_K, cross_V: (D, Tx).
template <class S>
void layer_step(const DecoderLayerParams<S>& p, int heads, const Mat<S>& cross_K,
                const Mat<S>& cross_V, size_t l, const CrossAttentionHook<S>& hook,
                DecoderState<S>* st) {
  DecodeScratch<S>& s = st->scratch;
  const int t = st->steps, cap = st->capacity;
  const Eigen::Index k = s.x.cols(), D = s.x.rows();
  s.ctx.resize(D, k);
  layer_norm_forward(p.ln1, s.x, &s.a, &s.ln);
  linear_forward(p.self_att.q, s.a, &s.q);
  linear_forward(p.self_att.k, s.a, &s.kv);
  append_columns(s.kv, cap, t, &st->self_K[l]);
  linear_forward(p.self_att.v, s.a, &s.kv);
  append_columns(s.kv, cap, t, &st->self_V[l]);
  for (Eigen::Index h = 0; h < k; ++h) {
    const Eigen::Index c0 = h * cap;
    attend<S>(s.q.col(h), st->self_K[l].middleCols(c0, t + 1), st->self_V[l].middleCols(c0, t + 1),
              heads, &s.w, s.ctx.col(h));
  }
  linear_forward(p.self_att.o, s.ctx, &s.r);
  s.x += s.r;
  layer_norm_forward(p.ln2, s.x, &s.a, &s.ln);
  linear_forward(p.cross_att.q, s.a, &s.q);
  attend<S>(s.q, cross_K, cross_V, heads, &s.w, s.ctx,  // the k queries share the keys
            hook.replace ? &(*hook.replace)[l] : nullptr,
            hook.record ? &(*hook.record)[l] : nullptr);
  linear_forward(p.cross_att.o, s.ctx, &s.r);
  s.x += s.r;
  layer_norm_forward(p.ln3, s.x, &s.a, &s.ln);
  feed_forward_forward(p.ffn, s.a, &s.r, &s.ffn);
  s.x += s.r;
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
void reserve_steps(const TransformerModel<S>& model, int steps, int hyps, DecoderState<S>* st) {
  *st = DecoderState<S>();
  ensure_room(model.config.d_model, model.params.dec.size(), hyps, steps, st);
}

template <class S>
void decoder_step(const TransformerModel<S>& model, const EncodedSentence<S>& src,
                  const Eigen::VectorXi& y_prev, DecoderState<S>* st, Mat<S>* logits) {
  decoder_step(model, src, y_prev, st, logits, CrossAttentionHook<S>{});
}

template <class S>
void decoder_step(const TransformerModel<S>& model, const EncodedSentence<S>& src,
                  const Eigen::VectorXi& y_prev, DecoderState<S>* st, Mat<S>* logits,
                  const CrossAttentionHook<S>& hook) {
  const TransformerParams<S>& p = model.params;
  const int D = model.config.d_model, t = st->steps, k = static_cast<int>(y_prev.size());
  if (t == 0) st->hyps = k;
  eigen_assert(k == st->hyps);
  ensure_room(D, p.dec.size(), k, t + 1, st);
  DecodeScratch<S>& s = st->scratch;
  // The same expression as embedding_forward's column t, positions computed for t alone.
  const S scale = S(std::sqrt(static_cast<double>(D)));
  position_column<S>(t, D, &s.pe);
  s.x.resize(D, k);
  for (int h = 0; h < k; ++h) s.x.col(h) = scale * p.tgt_emb.col(y_prev(h)) + s.pe;
  if (hook.record) hook.record->resize(p.dec.size());
  for (size_t l = 0; l < p.dec.size(); ++l)
    layer_step(p.dec[l], model.config.heads, src.cross_K[l], src.cross_V[l], l, hook, st);
  layer_norm_forward(p.dec_ln, s.x, &s.a, &s.ln);
  linear_forward(p.out, s.a, logits);
  ++st->steps;
}

template <class S>
void decoder_step(const TransformerModel<S>& model, const EncodedSentence<S>& src, int y_prev,
                  DecoderState<S>* st, Mat<S>* logits) {
  const Eigen::VectorXi y = Eigen::VectorXi::Constant(1, y_prev);
  decoder_step(model, src, y, st, logits);
}

template <class S>
void reorder_hypotheses(const std::vector<int>& parents, DecoderState<S>* st) {
  const int k = static_cast<int>(parents.size());
  const size_t L = st->self_K.size();
  if (L == 0 || k == 0) {
    st->hyps = k;
    return;
  }
  ensure_room(st->self_K[0].rows(), L, k, st->capacity, st);
  const Eigen::Index cap = st->capacity, n = st->steps;
  // A block that a moved hypothesis reads but another one overwrites is saved in the spares
  // first; hypotheses that stay where they are cost nothing.
  std::vector<char> overwritten(static_cast<size_t>(st->max_hyps), 0), saved = overwritten;
  for (int i = 0; i < k; ++i) overwritten[i] = parents[i] != i;
  for (size_t l = 0; l < L; ++l) {
    std::fill(saved.begin(), saved.end(), 0);
    for (int i = 0; i < k; ++i) {
      const int j = parents[i];
      if (j == i || !overwritten[j] || saved[j]) continue;
      st->spare_K[l].middleCols(j * cap, n) = st->self_K[l].middleCols(j * cap, n);
      st->spare_V[l].middleCols(j * cap, n) = st->self_V[l].middleCols(j * cap, n);
      saved[j] = 1;
    }
    for (int i = 0; i < k; ++i) {
      const int j = parents[i];
      if (j == i) continue;
      const Mat<S>& K = saved[j] ? st->spare_K[l] : st->self_K[l];
      const Mat<S>& V = saved[j] ? st->spare_V[l] : st->self_V[l];
      st->self_K[l].middleCols(i * cap, n) = K.middleCols(j * cap, n);
      st->self_V[l].middleCols(i * cap, n) = V.middleCols(j * cap, n);
    }
  }
  st->hyps = k;
}

template <class S>
std::vector<int> greedy_decode(const TransformerModel<S>& model, const std::vector<int>& src,
                               int max_len) {
  const EncodedSentence<S> enc = encode_sentence(model, src);
  DecoderState<S> state;
  reserve_steps(model, max_len + 1, 1, &state);
  Mat<S> logits;
  std::vector<int> out;
  Eigen::VectorXi y = Eigen::VectorXi::Constant(1, s2s::kBosId);
  while (static_cast<int>(out.size()) < max_len) {
    decoder_step(model, enc, y, &state, &logits);
    Eigen::Index best = 0;
    for (Eigen::Index v = 1; v < logits.rows(); ++v)
      if (logits(v, 0) > logits(best, 0)) best = v;
    y(0) = static_cast<int>(best);
    if (y(0) == s2s::kEosId) break;
    out.push_back(y(0));
  }
  return out;
}

#define AP_INSTANTIATE(S)                                                                \
  template EncodedSentence<S> encode_sentence(const TransformerModel<S>&,                \
                                              const std::vector<int>&);                  \
  template void reserve_steps(const TransformerModel<S>&, int, int, DecoderState<S>*);   \
  template void decoder_step(const TransformerModel<S>&, const EncodedSentence<S>&,      \
                             const Eigen::VectorXi&, DecoderState<S>*, Mat<S>*);         \
  template void decoder_step(const TransformerModel<S>&, const EncodedSentence<S>&, int, \
                             DecoderState<S>*, Mat<S>*);                                 \
  template void decoder_step(const TransformerModel<S>&, const EncodedSentence<S>&,      \
                             const Eigen::VectorXi&, DecoderState<S>*, Mat<S>*,          \
                             const CrossAttentionHook<S>&);                              \
  template void reorder_hypotheses(const std::vector<int>&, DecoderState<S>*);           \
  template std::vector<int> greedy_decode(const TransformerModel<S>&, const std::vector<int>&, int);
AP_INSTANTIATE(float)
AP_INSTANTIATE(double)
#undef AP_INSTANTIATE

}  // namespace ap::tfm
