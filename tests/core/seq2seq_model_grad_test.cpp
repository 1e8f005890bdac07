// Finite-difference gradient checks for every seq2seq layer, in double: GRU cell (with padding),
// bidirectional encoder, additive attention (with a masked position), RNNsearch decoder step,
// decoder GRU with a fixed context (RNNencdec), output layer + cross-entropy, and the whole-model
// loss of both kinds wrt a sample of every parameter matrix. Layer outputs are reduced to a
// scalar with random weights R (L = Σ R ⊙ out) so every output entry is exercised.
#include "seq2seq_model_test_util.h"
#include "seq2seq_tiny_model.h"

#include "core/seq2seq/attention_decoder.h"
#include "core/seq2seq/encdec_decoder.h"
#include "core/seq2seq/encoder.h"
#include "core/seq2seq/model.h"
#include "core/seq2seq/output_layer.h"

namespace ap::s2s {
namespace {

using testing::check_gradient;
using testing::MatD;
using testing::random_mat;
using testing::zeros_like;

double dot(const MatD& a, const MatD& b) { return a.cwiseProduct(b).sum(); }

TEST(Seq2SeqGrad, GruStepWithPaddedColumn) {
  Rng rng(11);
  const int I = 4, H = 3, B = 3;
  GruParams<double> p;
  p.init(I, H, rng);
  p.bx = random_mat(rng, 3 * H, 1, 0.5);
  MatD x = random_mat(rng, I, B, 0.5), h = random_mat(rng, H, B, 0.5),
       R = random_mat(rng, H, B, 0.5);
  MatD mask(1, B);
  mask << 1, 0, 1;  // column 1 is padding: its state must pass through unchanged
  auto f = [&] {
    MatD out;
    GruStepCache<double> c;
    gru_step_forward(p, x, h, mask, &out, &c);
    return dot(R, out);
  };
  MatD out;
  GruStepCache<double> cache;
  gru_step_forward(p, x, h, mask, &out, &cache);
  EXPECT_TRUE(out.col(1).isApprox(h.col(1)));
  GruParams<double> g;
  g.set_zero_like(p);
  MatD dx = MatD::Zero(I, B), dh = MatD::Zero(H, B);
  gru_step_backward(p, cache, R, &g, &dx, &dh);
  check_gradient("Wx", &p.Wx, g.Wx, f, rng, 100);
  check_gradient("bx", &p.bx, g.bx, f, rng, 100);
  check_gradient("Uzr", &p.Uzr, g.Uzr, f, rng, 100);
  check_gradient("Un", &p.Un, g.Un, f, rng, 100);
  check_gradient("x", &x, dx, f, rng, 100);
  check_gradient("h_prev", &h, dh, f, rng, 100);
  EXPECT_TRUE(dh.col(1).isApprox(R.col(1)));  // padding: identity path
}

TEST(Seq2SeqGrad, BidirectionalEncoder) {
  Rng rng(12);
  const int V = 7, E = 3, H = 4, T = 4, B = 2;
  EncoderParams<double> p;
  p.emb = random_mat(rng, E, V, 0.5);
  p.fwd.init(E, H, rng);
  p.bwd.init(E, H, rng);
  p.fwd.bx = random_mat(rng, 3 * H, 1, 0.5);
  p.bwd.bx = random_mat(rng, 3 * H, 1, 0.5);
  IdMat ids(T, B);  // column 0: three words + pad, column 1: two words + two pads
  ids.col(0) << 4, 6, 3, 0;
  ids.col(1) << 5, 3, 0, 0;
  MatD mask(T, B);
  mask.col(0) << 1, 1, 1, 0;
  mask.col(1) << 1, 1, 0, 0;
  const MatD R = random_mat(rng, 2 * H, T * B, 0.5);
  auto f = [&] {
    MatD ann;
    EncoderCache<double> c;
    encoder_forward(p, ids, mask, &ann, &c);
    return dot(R, ann);
  };
  MatD ann;
  EncoderCache<double> cache;
  encoder_forward(p, ids, mask, &ann, &cache);
  // Backward direction over padding stays at zero.
  EXPECT_EQ(ann.block(H, 3 * B, H, B).norm(), 0.0);
  EncoderParams<double> g = zeros_like(p);
  encoder_backward(p, cache, R, &g);
  check_gradient("emb", &p.emb, g.emb, f, rng, 100);
  p.visit([&](const std::string& name, MatD& m) {
    MatD* gm = nullptr;
    g.visit([&](const std::string& gname, MatD& gmat) {
      if (gname == name) gm = &gmat;
    });
    check_gradient(name, &m, *gm, f, rng, 40);
  });
}

TEST(Seq2SeqGrad, AdditiveAttentionWithMask) {
  Rng rng(13);
  const int A = 3, Hd = 4, C = 5, T = 4, B = 2;
  AttentionParams<double> p;
  p.W = random_mat(rng, A, Hd, 0.5);
  p.U = random_mat(rng, A, C, 0.5);
  p.v = random_mat(rng, A, 1, 1.0);
  MatD s = random_mat(rng, Hd, B, 0.5), ann = random_mat(rng, C, T * B, 0.5);
  MatD mask = MatD::Ones(T, B);
  mask(3, 1) = 0;  // last word of sentence 1 is padding
  const MatD R = random_mat(rng, C, B, 0.5);
  auto f = [&] {
    MatD uh, ctx;
    AttentionCache<double> c;
    attention_precompute(p, ann, &uh);
    attention_forward(p, s, ann, uh, mask, &ctx, &c);
    return dot(R, ctx);
  };
  MatD uh, ctx;
  AttentionCache<double> cache;
  attention_precompute(p, ann, &uh);
  attention_forward(p, s, ann, uh, mask, &ctx, &cache);
  EXPECT_EQ(cache.alpha(3, 1), 0.0);
  EXPECT_NEAR(cache.alpha.col(0).sum(), 1.0, 1e-12);
  EXPECT_NEAR(cache.alpha.col(1).sum(), 1.0, 1e-12);
  AttentionParams<double> g = zeros_like(p);
  MatD ds = MatD::Zero(Hd, B), dann = MatD::Zero(C, T * B), duh = MatD::Zero(A, T * B);
  attention_backward(p, cache, ann, R, &g, &ds, &dann, &duh);
  attention_precompute_backward(p, ann, duh, &g, &dann);
  check_gradient("W", &p.W, g.W, f, rng, 100);
  check_gradient("U", &p.U, g.U, f, rng, 100);
  check_gradient("v", &p.v, g.v, f, rng, 100);
  check_gradient("s", &s, ds, f, rng, 100);
  check_gradient("ann", &ann, dann, f, rng, 100);
  EXPECT_EQ(dann.col(3 * B + 1).norm(), 0.0);  // a masked word gets no gradient
}

TEST(Seq2SeqGrad, AllMaskedColumnGivesZeroWeights) {
  MatD scores(3, 2);
  scores << 1, 2, 3, 4, 5, 6;
  MatD mask = MatD::Ones(3, 2);
  mask.col(1).setZero();
  MatD out;
  masked_softmax_columns(scores, mask, &out);
  EXPECT_TRUE(out.allFinite());
  EXPECT_EQ(out.col(1).norm(), 0.0);
  EXPECT_NEAR(out.col(0).sum(), 1.0, 1e-12);
}

TEST(Seq2SeqGrad, SearchDecoderStep) {
  Rng rng(14);
  const int V = 6, E = 3, A = 3, Hd = 4, C = 4, T = 3, B = 2;
  AttentionParams<double> att;
  att.W = random_mat(rng, A, Hd, 0.5);
  att.U = random_mat(rng, A, C, 0.5);
  att.v = random_mat(rng, A, 1, 1.0);
  DecoderParams<double> dec;
  dec.emb = random_mat(rng, E, V, 0.5);
  dec.gru.init(E + C, Hd, rng);
  MatD s_prev = random_mat(rng, Hd, B, 0.5), ann = random_mat(rng, C, T * B, 0.5);
  const MatD mask = MatD::Ones(T, B);
  Eigen::VectorXi y(B);
  y << 2, 5;
  const MatD R1 = random_mat(rng, Hd, B, 0.5), R2 = random_mat(rng, C, B, 0.5),
             R3 = random_mat(rng, E, B, 0.5);
  auto f = [&] {
    MatD uh, ctx, s, emb;
    AttentionDecoderCache<double> c;
    attention_precompute(att, ann, &uh);
    attention_decoder_forward(att, dec, s_prev, y, ann, uh, mask, &ctx, &s, &emb, &c);
    return dot(R1, s) + dot(R2, ctx) + dot(R3, emb);
  };
  MatD uh, ctx, s, emb;
  AttentionDecoderCache<double> cache;
  attention_precompute(att, ann, &uh);
  attention_decoder_forward(att, dec, s_prev, y, ann, uh, mask, &ctx, &s, &emb, &cache);
  AttentionParams<double> gatt = zeros_like(att);
  DecoderParams<double> gdec = zeros_like(dec);
  MatD ds = MatD::Zero(Hd, B), dann = MatD::Zero(C, T * B), duh = MatD::Zero(A, T * B);
  attention_decoder_backward(att, dec, cache, ann, R1, R2, R3, &gatt, &gdec, &ds, &dann, &duh);
  attention_precompute_backward(att, ann, duh, &gatt, &dann);
  check_gradient("att.W", &att.W, gatt.W, f, rng, 50);
  check_gradient("att.U", &att.U, gatt.U, f, rng, 50);
  check_gradient("att.v", &att.v, gatt.v, f, rng, 50);
  check_gradient("dec.emb", &dec.emb, gdec.emb, f, rng, 50);
  check_gradient("dec.Wx", &dec.gru.Wx, gdec.gru.Wx, f, rng, 50);
  check_gradient("dec.Uzr", &dec.gru.Uzr, gdec.gru.Uzr, f, rng, 50);
  check_gradient("dec.Un", &dec.gru.Un, gdec.gru.Un, f, rng, 50);
  check_gradient("s_prev", &s_prev, ds, f, rng, 50);
  check_gradient("ann", &ann, dann, f, rng, 50);
}

TEST(Seq2SeqGrad, FixedContextDecoderStep) {
  Rng rng(15);
  const int V = 5, E = 3, He = 2, Hd = 3, C = 4, T = 3, B = 2;
  FixedContextParams<double> fc;
  fc.Wc = random_mat(rng, C, 2 * He, 0.5);
  fc.bc = random_mat(rng, C, 1, 0.5);
  DecoderParams<double> dec;
  dec.emb = random_mat(rng, E, V, 0.5);
  dec.gru.init(E + C, Hd, rng);
  MatD ann = random_mat(rng, 2 * He, T * B, 0.5), s_prev = random_mat(rng, Hd, B, 0.5);
  Eigen::VectorXi y(B);
  y << 1, 4;
  const MatD R1 = random_mat(rng, Hd, B, 0.5), R2 = random_mat(rng, C, B, 0.5);
  auto f = [&] {
    MatD summary, ctx, s, emb;
    DecoderGruCache<double> c;
    fixed_context_forward(fc, ann, B, &summary, &ctx);
    decoder_gru_forward(dec, y, ctx, s_prev, &s, &emb, &c);
    return dot(R1, s) + dot(R2, ctx);
  };
  MatD summary, ctx, s, emb;
  DecoderGruCache<double> cache;
  fixed_context_forward(fc, ann, B, &summary, &ctx);
  decoder_gru_forward(dec, y, ctx, s_prev, &s, &emb, &cache);
  DecoderParams<double> gdec = zeros_like(dec);
  FixedContextParams<double> gfc = zeros_like(fc);
  MatD dctx = R2, ds = MatD::Zero(Hd, B), dann = MatD::Zero(2 * He, T * B);
  decoder_gru_backward(dec, cache, R1, MatD(MatD::Zero(E, B)), &gdec, &dctx, &ds);
  fixed_context_backward(fc, summary, ctx, dctx, &gfc, &dann);
  check_gradient("ctx.W", &fc.Wc, gfc.Wc, f, rng, 50);
  check_gradient("ctx.b", &fc.bc, gfc.bc, f, rng, 50);
  check_gradient("dec.Wx", &dec.gru.Wx, gdec.gru.Wx, f, rng, 50);
  check_gradient("dec.emb", &dec.emb, gdec.emb, f, rng, 50);
  check_gradient("s_prev", &s_prev, ds, f, rng, 50);
  check_gradient("ann", &ann, dann, f, rng, 50);
}

TEST(Seq2SeqGrad, OutputLayerCrossEntropy) {
  Rng rng(16);
  const int K = 5, R = 4, V = 6, N = 4;
  OutputParams<double> p;
  p.Wr = random_mat(rng, R, K, 0.5);
  p.br = random_mat(rng, R, 1, 0.5);
  p.Wo = random_mat(rng, V, R, 0.5);
  p.bo = random_mat(rng, V, 1, 0.5);
  MatD z = random_mat(rng, K, N, 0.5);
  Eigen::VectorXi y(N);
  y << 0, 3, 5, 2;
  MatD w(N, 1);
  w << 1, 1, 0, 1;  // a <pad> target contributes nothing
  auto f = [&] {
    MatD t, logits, dl;
    output_forward(p, z, &t, &logits);
    return cross_entropy(logits, y, w, &dl);
  };
  MatD t, logits, dl;
  output_forward(p, z, &t, &logits);
  cross_entropy(logits, y, w, &dl);
  EXPECT_EQ(dl.col(2).norm(), 0.0);
  OutputParams<double> g = zeros_like(p);
  MatD dz = MatD::Zero(K, N);
  output_backward(p, z, t, dl, &g, &dz);
  check_gradient("Wr", &p.Wr, g.Wr, f, rng, 100);
  check_gradient("br", &p.br, g.br, f, rng, 100);
  check_gradient("Wo", &p.Wo, g.Wo, f, rng, 100);
  check_gradient("bo", &p.bo, g.bo, f, rng, 100);
  check_gradient("z", &z, dz, f, rng, 100);
}

void check_whole_model(ModelKind kind) {
  Rng rng(17);
  Seq2SeqModel<double> model(testing::tiny_model_config(kind, 9, 8), rng);
  // Non-zero v and biases so every path carries signal.
  model.params.visit([&](const std::string&, MatD& m) {
    if (m.cols() == 1) fill_normal(&m, rng, 0.3);
  });
  const std::vector<int> s0{4, 5, 6}, s1{7, 8}, t0{4, 5}, t1{6, 7, 4};
  const Batch batch = make_batch({&s0, &s1}, {&t0, &t1});
  EXPECT_EQ(batch.tokens, 3 + 4);
  Seq2SeqParams<double> g;
  g.set_zero_like(model.params);
  const double l0 = model.loss(batch, &g);
  EXPECT_NEAR(l0, model.loss(batch, nullptr), 1e-12);
  auto f = [&] { return model.loss(batch, nullptr); };
  std::vector<MatD*> grads;
  g.visit([&](const std::string&, MatD& m) { grads.push_back(&m); });
  size_t i = 0;
  model.params.visit([&](const std::string& name, MatD& m) {
    check_gradient(std::string(model_kind_name(kind)) + ":" + name, &m, *grads[i++], f, rng, 8);
  });
  EXPECT_EQ(i, grads.size());
}

TEST(Seq2SeqGrad, WholeModelSearch) { check_whole_model(ModelKind::Search); }
TEST(Seq2SeqGrad, WholeModelEncDec) { check_whole_model(ModelKind::EncDec); }

}  // namespace
}  // namespace ap::s2s
