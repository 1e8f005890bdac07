// Finite-difference gradient checks in double for every Transformer layer: embedding, layer norm,
// feed-forward, multi-head attention (self with padding, causal self, cross with padded memory),
// and one encoder and one decoder layer. Each layer's output is reduced to L = Σ R ⊙ out with
// random R so every output entry is exercised; every parameter entry and every input entry is
// checked (the shapes are tiny).
#include "seq2seq_model_test_util.h"

#include "core/transformer/embedding.h"
#include "core/transformer/layers.h"
#include "core/multihead.h"

#include <cmath>

namespace ap::tfm {
namespace {

using s2s::testing::check_gradient;
using s2s::testing::MatD;
using s2s::testing::random_mat;

double dot(const MatD& a, const MatD& b) { return a.cwiseProduct(b).sum(); }

// Checks every matrix of a parameter set against its gradient (same visit order).
template <class P, class F>
void check_all(P* p, P& g, F&& f, Rng& rng) {
  std::vector<MatD*> gs;
  g.visit("", [&](const std::string&, MatD& m) { gs.push_back(&m); });
  size_t i = 0;
  p->visit("", [&](const std::string& name, MatD& m) {
    check_gradient(name, &m, *gs[i++], f, rng, 400);
  });
}

template <class P>
P zeros_like(const P& p) {
  P z = p;
  z.visit("", [](const std::string&, MatD& m) { m.setZero(); });
  return z;
}

template <class P>
void randomise(P* p, Rng& rng) {
  p->visit("", [&](const std::string&, MatD& m) { m = random_mat(rng, m.rows(), m.cols(), 0.5); });
}

// An input of the layer under test, with the name its gradient check reports.
struct Input {
  const char* name;
  MatD* value;
};

// What a layer check leaves for the test's own expectations: the forward cache and the gradient
// of every input, in the order the inputs were given.
template <class Cache>
struct LayerCheck {
  Cache cache;
  std::vector<MatD> dinputs;
};

// Checks one layer, out = forward(inputs; p), reduced to L = Σ R ⊙ out:
//   forward(&out, &cache) runs the layer on the current values of p and the inputs;
//   backward(cache, &g, &dinputs) accumulates dL/dp into g and dL/dinput into dinputs[i].
// Every parameter entry and every input entry is compared with central differences.
template <class Cache, class P, class Forward, class Backward>
LayerCheck<Cache> check_layer(P* p, const std::vector<Input>& inputs, const MatD& R,
                              Forward forward, Backward backward, Rng& rng) {
  auto f = [&] {
    MatD out;
    Cache c;
    forward(&out, &c);
    return dot(R, out);
  };
  LayerCheck<Cache> r;
  MatD out;
  forward(&out, &r.cache);
  for (const Input& in : inputs)
    r.dinputs.push_back(MatD::Zero(in.value->rows(), in.value->cols()));
  P g = zeros_like(*p);
  backward(r.cache, &g, &r.dinputs);
  check_all(p, g, f, rng);
  for (size_t i = 0; i < inputs.size(); ++i)
    check_gradient(inputs[i].name, inputs[i].value, r.dinputs[i], f, rng, 100);
  return r;
}

AttentionParams<double> random_attention(int D, Rng& rng) {
  AttentionParams<double> p;
  for (LinearParams<double>* l : {&p.q, &p.k, &p.v, &p.o}) l->init(D, D);
  randomise(&p, rng);
  return p;
}

FeedForwardParams<double> random_ffn(int D, int F, Rng& rng) {
  FeedForwardParams<double> p;
  p.l1.init(D, F);
  p.l2.init(F, D);
  randomise(&p, rng);
  return p;
}

LayerNormParams<double> random_ln(int D, Rng& rng) {
  LayerNormParams<double> p;
  p.init(D);
  randomise(&p, rng);
  p.gamma.array() += 1.0;
  return p;
}

SeqShape shape(int B, int T, std::vector<int> len) { return SeqShape{B, T, std::move(len)}; }

TEST(TransformerGrad, Embedding) {
  Rng rng(31);
  const int D = 4, V = 6;
  MatD E = random_mat(rng, D, V, 0.5);
  IdMat ids(3, 2);
  ids << 1, 5, 3, 1, 0, 0;  // id 1 appears twice: its gradient must be the sum of both uses
  const MatD R = random_mat(rng, D, 6, 0.5);
  auto f = [&] {
    MatD x;
    embedding_forward(E, ids, &x);
    return dot(R, x);
  };
  MatD x, dE = MatD::Zero(D, V);
  embedding_forward(E, ids, &x);
  // Column b·T + t holds √D·E[:, id] + PE(t); PE(0) = (0, 1, 0, 1).
  EXPECT_NEAR(x(1, 0), 2.0 * E(1, 1) + 1.0, 1e-12);
  embedding_backward(ids, R, &dE);
  check_gradient("E", &E, dE, f, rng, 100);
  EXPECT_EQ(dE.col(2).norm(), 0.0);  // an unused word gets no gradient
}

TEST(TransformerGrad, FloatPositionsAreTheDemosPositions) {
  EXPECT_EQ(positions_columns<float>(7, 6), sinusoidal_positional_encoding(7, 6).transpose());
  EXPECT_NEAR(positions_columns<double>(3, 4)(0, 2), std::sin(2.0), 1e-16);
}

TEST(TransformerGrad, LayerNorm) {
  Rng rng(32);
  const int D = 5, N = 3;
  LayerNormParams<double> p = random_ln(D, rng);
  MatD x = random_mat(rng, D, N, 1.0);
  const MatD R = random_mat(rng, D, N, 0.5);
  const auto r = check_layer<LayerNormCache<double>>(
      &p, {{"x", &x}}, R, [&](MatD* y, auto* c) { layer_norm_forward(p, x, y, c); },
      [&](const auto& c, auto* g, auto* d) { layer_norm_backward(p, c, R, g, &(*d)[0]); }, rng);
  EXPECT_NEAR(r.cache.xhat.col(0).mean(), 0.0, 1e-12);
  EXPECT_NEAR(r.cache.xhat.col(0).squaredNorm() / D, 1.0, 1e-4);  // ε keeps it just below 1
}

TEST(TransformerGrad, FeedForward) {
  Rng rng(33);
  const int D = 4, F = 6, N = 3;
  FeedForwardParams<double> p = random_ffn(D, F, rng);
  MatD x = random_mat(rng, D, N, 1.0);
  const MatD R = random_mat(rng, D, N, 0.5);
  const auto r = check_layer<FeedForwardCache<double>>(
      &p, {{"x", &x}}, R, [&](MatD* y, auto* c) { feed_forward_forward(p, x, y, c); },
      [&](const auto& c, auto* g, auto* d) { feed_forward_backward(p, c, R, g, &(*d)[0]); }, rng);
  EXPECT_GT((r.cache.h.array() == 0.0).count(), 0);  // some units are off: the ReLU is exercised
}

// Self-attention (xq = xkv) over two sentences of lengths 4 and 2 padded to 4.
void check_self_attention(bool causal, std::uint64_t seed) {
  Rng rng(seed);
  const int D = 6, H = 2, T = 4;
  const SeqShape s = shape(2, T, {4, 2});
  AttentionParams<double> p = random_attention(D, rng);
  MatD x = random_mat(rng, D, s.cols(), 1.0);
  const MatD R = random_mat(rng, D, s.cols(), 0.5);
  const auto r = check_layer<AttentionCache<double>>(
      &p, {{"x", &x}}, R,
      [&](MatD* out, auto* c) { attention_forward(p, H, x, s, x, s, causal, out, c); },
      [&](const auto& c, auto* g, auto* d) {
        attention_backward(p, c, R, g, &(*d)[0], &(*d)[0]);  // x is both queries and keys
      },
      rng);
  for (int h = 0; h < H; ++h) {
    const MatD w1 = r.cache.weights(1, h);
    EXPECT_EQ(w1.bottomRows(2).norm(), 0.0) << "padded keys get weight exactly 0";
    for (int i = 0; i < T; ++i) EXPECT_NEAR(w1.col(i).sum(), 1.0, 1e-12);
    if (causal) {
      const MatD w0 = r.cache.weights(0, h);
      EXPECT_EQ(w0.triangularView<Eigen::StrictlyLower>().toDenseMatrix().norm(), 0.0)
          << "key j > query i gets weight exactly 0";
    }
  }
}

TEST(TransformerGrad, SelfAttentionWithPadding) { check_self_attention(false, 34); }
TEST(TransformerGrad, CausalSelfAttentionWithPadding) { check_self_attention(true, 35); }

TEST(TransformerGrad, CrossAttentionOverPaddedMemory) {
  Rng rng(36);
  const int D = 6, H = 3;
  const SeqShape sq = shape(2, 3, {3, 2}), sk = shape(2, 5, {5, 3});
  AttentionParams<double> p = random_attention(D, rng);
  MatD xq = random_mat(rng, D, sq.cols(), 1.0), xkv = random_mat(rng, D, sk.cols(), 1.0);
  const MatD R = random_mat(rng, D, sq.cols(), 0.5);
  const auto r = check_layer<AttentionCache<double>>(
      &p, {{"xq", &xq}, {"xkv", &xkv}}, R,
      [&](MatD* out, auto* c) { attention_forward(p, H, xq, sq, xkv, sk, false, out, c); },
      [&](const auto& c, auto* g, auto* d) { attention_backward(p, c, R, g, &(*d)[0], &(*d)[1]); },
      rng);
  EXPECT_EQ(r.dinputs[1].middleCols(sk.col(1, 3), 2).norm(), 0.0)
      << "padded memory gets no gradient";
}

TEST(TransformerGrad, NoVisibleKeyGivesZeroWeightsNotNaN) {
  MatD s = MatD::Constant(3, 2, 1e300);
  s2s::MRef<double> ref(s);
  masked_softmax_columns<double>(ref, 0, false);
  EXPECT_TRUE(s.allFinite());
  EXPECT_EQ(s.norm(), 0.0);
  MatD t(3, 2);
  t << 1, 2, 3, 4, 5, 6;
  s2s::MRef<double> tref(t);
  masked_softmax_columns<double>(tref, 3, true);  // column 0 sees key 0 only
  EXPECT_EQ(t(0, 0), 1.0);
  EXPECT_EQ(t(1, 0), 0.0);
  EXPECT_NEAR(t.col(1).sum(), 1.0, 1e-15);
  EXPECT_EQ(t(2, 1), 0.0);
}

TEST(TransformerGrad, EncoderLayer) {
  Rng rng(37);
  const int D = 6, H = 2, F = 8;
  const SeqShape s = shape(2, 4, {4, 3});
  EncoderLayerParams<double> p;
  p.ln1 = random_ln(D, rng);
  p.ln2 = random_ln(D, rng);
  p.self_att = random_attention(D, rng);
  p.ffn = random_ffn(D, F, rng);
  MatD x = random_mat(rng, D, s.cols(), 1.0);
  const MatD R = random_mat(rng, D, s.cols(), 0.5);
  check_layer<EncoderLayerCache<double>>(
      &p, {{"x", &x}}, R, [&](MatD* y, auto* c) { encoder_layer_forward(p, H, x, s, y, c); },
      [&](const auto& c, auto* g, auto* d) { encoder_layer_backward(p, c, R, g, &(*d)[0]); }, rng);
}

TEST(TransformerGrad, DecoderLayer) {
  Rng rng(38);
  const int D = 6, H = 2, F = 8;
  const SeqShape st = shape(2, 3, {2, 3}), ss = shape(2, 4, {4, 2});
  DecoderLayerParams<double> p;
  p.ln1 = random_ln(D, rng);
  p.ln2 = random_ln(D, rng);
  p.ln3 = random_ln(D, rng);
  p.self_att = random_attention(D, rng);
  p.cross_att = random_attention(D, rng);
  p.ffn = random_ffn(D, F, rng);
  MatD x = random_mat(rng, D, st.cols(), 1.0), mem = random_mat(rng, D, ss.cols(), 1.0);
  const MatD R = random_mat(rng, D, st.cols(), 0.5);
  check_layer<DecoderLayerCache<double>>(
      &p, {{"x", &x}, {"memory", &mem}}, R,
      [&](MatD* y, auto* c) { decoder_layer_forward(p, H, x, st, mem, ss, y, c); },
      [&](const auto& c, auto* g, auto* d) {
        decoder_layer_backward(p, c, R, g, &(*d)[0], &(*d)[1]);
      },
      rng);
}

}  // namespace
}  // namespace ap::tfm
