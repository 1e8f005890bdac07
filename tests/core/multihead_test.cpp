// Multi-head self-attention: shapes, causal mask, PE, deterministic init, and finite-difference
// checks of the backward wrt X, every head's Wq/Wk/Wv and Wo, with and without causal mask and PE.
#include "core/multihead.h"
#include "test_util.h"

namespace ap {
namespace {

using test::dot_double;
using test::expect_gradient;
using test::random_mat;

TEST(MultiHead, ShapesAndRowsSumToOne) {
  const MultiHeadParams p = random_multihead_params(3, 8, 4, 1);
  ASSERT_EQ(p.heads(), 3);
  EXPECT_EQ(p.Wq[0].rows(), 4);
  EXPECT_EQ(p.Wq[0].cols(), 8);
  EXPECT_EQ(p.Wo.rows(), 8);
  EXPECT_EQ(p.Wo.cols(), 12);
  Rng rng(2);
  const MultiHeadResult r = multihead_self_attention(random_mat(rng, 5, 8), p);
  EXPECT_EQ(r.output.rows(), 5);
  EXPECT_EQ(r.output.cols(), 8);
  EXPECT_EQ(r.concat.cols(), 12);
  for (const Mat& A : r.weights) {
    ASSERT_EQ(A.rows(), 5);
    EXPECT_TRUE(A.rowwise().sum().isApprox(Vec::Ones(5), 1e-5f));
  }
}

TEST(MultiHead, CausalMaskZeroesTheFuture) {
  const MultiHeadParams p = random_multihead_params(2, 6, 3, 7);
  Rng rng(3);
  const Mat X = random_mat(rng, 5, 6);
  MultiHeadOptions opt;
  opt.causal = true;
  const MultiHeadResult r = multihead_self_attention(X, p, opt);
  for (const Mat& A : r.weights) {
    for (int i = 0; i < 5; ++i)
      for (int j = i + 1; j < 5; ++j) EXPECT_EQ(A(i, j), 0.0f);
    EXPECT_EQ(A(0, 0), 1.0f);  // the first token can only see itself
  }
  // Changing a later token does not change earlier outputs.
  Mat X2 = X;
  X2.row(4).setConstant(9.0f);
  const MultiHeadResult r2 = multihead_self_attention(X2, p, opt);
  EXPECT_TRUE(r2.output.topRows(4).isApprox(r.output.topRows(4), 1e-6f));
  EXPECT_FALSE(r2.output.row(4).isApprox(r.output.row(4), 1e-3f));
}

TEST(MultiHead, PositionalEncodingBreaksPermutationEquivariance) {
  const MultiHeadParams p = random_multihead_params(2, 6, 3, 9);
  Rng rng(4);
  const Mat X = random_mat(rng, 4, 6);
  Mat Xr = X.colwise().reverse();
  // Without PE self-attention is permutation-equivariant: reversing tokens reverses outputs.
  const Mat a = multihead_self_attention(X, p).output;
  const Mat b = multihead_self_attention(Xr, p).output;
  EXPECT_TRUE(b.isApprox(a.colwise().reverse(), 1e-5f));
  MultiHeadOptions opt;
  opt.positional_encoding = true;
  const MultiHeadResult pa = multihead_self_attention(X, p, opt);
  EXPECT_TRUE(pa.input.isApprox(X + sinusoidal_positional_encoding(4, 6), 1e-6f));
  const Mat pb = multihead_self_attention(Xr, p, opt).output;
  EXPECT_FALSE(pb.isApprox(pa.output.colwise().reverse(), 1e-3f));
}

TEST(MultiHead, PositionalEncodingValues) {
  const Mat pe = sinusoidal_positional_encoding(3, 4);
  EXPECT_EQ(pe(0, 0), 0.0f);
  EXPECT_EQ(pe(0, 1), 1.0f);
  EXPECT_NEAR(pe(1, 0), std::sin(1.0), 1e-7);
  EXPECT_NEAR(pe(2, 3), std::cos(2.0 / 100.0), 1e-7);  // 10000^(2/4) = 100
}

TEST(MultiHead, RandomParamsAreDeterministicAndScaled) {
  const MultiHeadParams a = random_multihead_params(2, 16, 8, 42);
  const MultiHeadParams b = random_multihead_params(2, 16, 8, 42);
  const MultiHeadParams c = random_multihead_params(2, 16, 8, 43);
  EXPECT_EQ(a.Wq[1], b.Wq[1]);
  EXPECT_EQ(a.Wo, b.Wo);
  EXPECT_NE(a.Wq[0], c.Wq[0]);
  // Glorot std for (8, 16) is √(2/24) ≈ 0.289; the sample std of 128 draws is within ±30 %.
  const float stddev = std::sqrt(a.Wq[0].array().square().mean());
  EXPECT_NEAR(stddev, std::sqrt(2.0f / 24.0f), 0.3f * std::sqrt(2.0f / 24.0f));
  // Pin the first draw: Wq[0](0,0) = √(2/24) · (first normal of Rng(42)).
  Rng rng(42);
  EXPECT_EQ(a.Wq[0](0, 0), std::sqrt(2.0f / 24.0f) * rng.normal());
}

class MultiHeadGradient : public ::testing::TestWithParam<std::tuple<bool, bool>> {};

TEST_P(MultiHeadGradient, EveryParameterAndInput) {
  MultiHeadOptions opt;
  opt.causal = std::get<0>(GetParam());
  opt.positional_encoding = std::get<1>(GetParam());
  MultiHeadParams p = random_multihead_params(2, 6, 3, 5);
  Rng rng(6);
  Mat X = random_mat(rng, 5, 6);
  const Mat dout = random_mat(rng, 5, 6);
  const MultiHeadResult fwd = multihead_self_attention(X, p, opt);
  const MultiHeadGrads g = multihead_self_attention_backward(p, opt, fwd, dout);
  auto loss = [&] { return dot_double(multihead_self_attention(X, p, opt).output, dout); };
  expect_gradient("dX", X.data(), X.size(), g.dX.data(), loss);
  for (int h = 0; h < p.heads(); ++h) {
    const std::string tag = "[" + std::to_string(h) + "]";
    expect_gradient("dWq" + tag, p.Wq[h].data(), p.Wq[h].size(), g.dWq[h].data(), loss);
    expect_gradient("dWk" + tag, p.Wk[h].data(), p.Wk[h].size(), g.dWk[h].data(), loss);
    expect_gradient("dWv" + tag, p.Wv[h].data(), p.Wv[h].size(), g.dWv[h].data(), loss);
  }
  expect_gradient("dWo", p.Wo.data(), p.Wo.size(), g.dWo.data(), loss);
}

INSTANTIATE_TEST_SUITE_P(CausalAndPe, MultiHeadGradient,
                         ::testing::Combine(::testing::Bool(), ::testing::Bool()),
                         [](const ::testing::TestParamInfo<std::tuple<bool, bool>>& pi) {
                           return std::string(std::get<0>(pi.param) ? "causal" : "full") +
                                  (std::get<1>(pi.param) ? "_pe" : "_nope");
                         });

}  // namespace
}  // namespace ap
