// Whole-model tests of the Transformer on the tiny configuration: finite-difference check of
// loss_and_gradients wrt every parameter matrix (double), the causal mask (a position's logits do
// not move when a later target token changes), padding (a padded batch gives the same logits,
// loss and gradients as its sentences one by one), and the parameter count of the shipped size.
#include "transformer_test_util.h"

#include <cstdio>
#include <stdexcept>

namespace ap::tfm {
namespace {

using testing::check_gradient;
using testing::MatD;
using testing::param_list;
using testing::tiny_batch;
using testing::tiny_config;
using testing::tiny_random_model;

TEST(TransformerModel, GradientMatchesFiniteDifferences) {
  TransformerModel<double> m = tiny_random_model<double>(41, tiny_config());
  const s2s::Batch batch = tiny_batch();
  TransformerParams<double> g = m.zero_params();
  const double loss = m.loss_and_gradients(batch, &g);
  EXPECT_GT(loss, 0.0);
  auto f = [&] { return m.loss_and_gradients(batch, nullptr); };
  std::vector<std::string> names;
  const auto ps = param_list(&m.params, &names);
  const auto gs = param_list(&g, nullptr);
  ASSERT_EQ(ps.size(), gs.size());
  Rng rng(42);
  for (size_t i = 0; i < ps.size(); ++i) {
    // Loss ~25: central-difference rounding ~1e-16·25/1e-5 ≈ 3e-10, far below the 1e-7 used.
    check_gradient(names[i], ps[i], *gs[i], f, rng, 30, 1e-7, 1e-6);
  }
  // The pad id is fed (after the shorter sentences) but never predicted: its target embedding gets
  // no gradient; and id 1 (<unk>) is in neither sentence.
  EXPECT_EQ(g.tgt_emb.col(1).norm(), 0.0);
  EXPECT_EQ(g.tgt_emb.col(s2s::kPadId).norm(), 0.0);
  EXPECT_GT(g.src_emb.col(4).norm(), 0.0);
  EXPECT_EQ(g.src_emb.col(s2s::kPadId).norm(), 0.0);  // padded source tokens are never attended
}

TEST(TransformerModel, CausalMaskHidesLaterTargets) {
  const TransformerModel<float> m = tiny_random_model<float>(43, tiny_config());
  const std::vector<int> src{4, 7, 9}, tgt{8, 5, 6, 9};
  const s2s::Batch a = testing::single_batch(src, tgt);
  s2s::Batch b = a;
  const int changed = 3;  // tgt_in = <bos> 8 5 6 9: position 3 holds 6
  b.tgt_in(changed, 0) = 10;
  TransformerCache<float> ca, cb;
  m.forward(a, &ca);
  m.forward(b, &cb);
  for (int t = 0; t < changed; ++t)
    EXPECT_EQ(ca.logits.col(t), cb.logits.col(t)) << "position " << t << " saw a later token";
  for (int t = changed; t < ca.st.T; ++t)
    EXPECT_GT((ca.logits.col(t) - cb.logits.col(t)).norm(), 1e-4) << "position " << t;
}

// Each sentence of the padded batch, run alone, gives the same logits at its real positions, and
// the batch's loss and gradient are the sums of the sentences' (the padding changes nothing).
TEST(TransformerModel, PaddedBatchEqualsSentencesOneByOne) {
  const TransformerModel<double> m = tiny_random_model<double>(44, tiny_config());
  const auto srcs = testing::tiny_sources(), tgts = testing::tiny_targets();
  const s2s::Batch batch = tiny_batch();
  TransformerCache<double> cb;
  m.forward(batch, &cb);
  TransformerParams<double> gb = m.zero_params(), gs = m.zero_params();
  const double loss_batch = m.loss_and_gradients(batch, &gb);
  double loss_sum = 0;
  for (size_t s = 0; s < srcs.size(); ++s) {
    const s2s::Batch one = testing::single_batch(srcs[s], tgts[s]);
    TransformerCache<double> c1;
    m.forward(one, &c1);
    for (int t = 0; t < c1.st.T; ++t)
      EXPECT_LT((c1.logits.col(t) - cb.logits.col(cb.st.col(static_cast<int>(s), t))).norm(), 1e-12)
          << "sentence " << s << " position " << t;
    loss_sum += m.loss_and_gradients(one, &gs);
  }
  EXPECT_NEAR(loss_batch, loss_sum, 1e-12);
  const auto pb = param_list(&gb, nullptr), ps = param_list(&gs, nullptr);
  for (size_t i = 0; i < pb.size(); ++i) EXPECT_LT((*pb[i] - *ps[i]).norm(), 1e-12) << i;
}

// float, too: the padded batch reproduces each sentence's logits to the bit (kern::gemm's order
// does not depend on the matrix sizes; softmax and layer norm only see the real columns).
TEST(TransformerModel, FloatPaddingIsBitExact) {
  const TransformerModel<float> m = tiny_random_model<float>(45, tiny_config());
  const auto srcs = testing::tiny_sources(), tgts = testing::tiny_targets();
  TransformerCache<float> cb;
  m.forward(tiny_batch(), &cb);
  for (size_t s = 0; s < srcs.size(); ++s) {
    TransformerCache<float> c1;
    m.forward(testing::single_batch(srcs[s], tgts[s]), &c1);
    for (int t = 0; t < c1.st.T; ++t)
      EXPECT_EQ(c1.logits.col(t), cb.logits.col(cb.st.col(static_cast<int>(s), t)))
          << "sentence " << s << " position " << t;
  }
}

TEST(TransformerModel, ParameterCountOfTheShippedSize) {
  TransformerConfig cfg;  // 2 + 2 layers, d_model 64, 4 heads, d_ff 256
  cfg.src_vocab = 844;    // the vocabularies of the shipped RNN models' corpus
  cfg.tgt_vocab = 1089;
  const size_t n = transformer_parameter_count(cfg);
  std::printf(
      "transformer parameters (d_model 64, 4 heads, d_ff 256, 2+2 layers, V 844/1089): "
      "%zu\n",
      n);
  EXPECT_GE(n, 300000u);
  EXPECT_LE(n, 500000u);
  Rng rng(1);
  const TransformerModel<float> m(cfg, rng);
  EXPECT_EQ(m.params.num_parameters(), n);  // the formula agrees with the built model
  const TransformerModel<double> tiny = tiny_random_model<double>(1, tiny_config());
  EXPECT_EQ(tiny.params.num_parameters(), transformer_parameter_count(tiny_config()));
}

TEST(TransformerModel, SameSeedSameWeights) {
  Rng r1(7), r2(7), r3(8);
  const TransformerModel<float> a(tiny_config(), r1), b(tiny_config(), r2), c(tiny_config(), r3);
  EXPECT_EQ(a.params.out.W, b.params.out.W);
  EXPECT_EQ(a.params.enc[0].self_att.q.W, b.params.enc[0].self_att.q.W);
  EXPECT_NE(a.params.enc[0].self_att.q.W, c.params.enc[0].self_att.q.W);
  EXPECT_EQ(a.params.dec_ln.gamma, Mat<float>::Ones(8, 1));
#ifndef __EMSCRIPTEN__  // the wasm tests are linked without exception catching: a throw aborts
  TransformerConfig bad = tiny_config();
  bad.heads = 3;  // 8 is not a multiple of 3
  EXPECT_THROW(TransformerModel<float>(bad, r1), std::invalid_argument);
#endif
}

}  // namespace
}  // namespace ap::tfm
