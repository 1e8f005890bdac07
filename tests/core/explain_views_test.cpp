// The attention views and the agreement measures of the explanations (core/explain/views.h,
// agreement.h) on cases small enough to compute by hand (the numbers are worked out in the
// comments), and the views of a tiny Transformer against their definitions.
#include "explain_test_util.h"

#include "core/explain/agreement.h"
#include "core/explain/stepper.h"
#include "core/explain/views.h"

#include <cmath>

namespace ap::explain {
namespace {

MatD rows(std::initializer_list<std::initializer_list<double>> r) {
  MatD m(static_cast<Eigen::Index>(r.size()), static_cast<Eigen::Index>(r.begin()->size()));
  Eigen::Index i = 0;
  for (const auto& row : r) {
    Eigen::Index j = 0;
    for (double v : row) m(i, j++) = v;
    ++i;
  }
  return m;
}

TEST(ExplainViews, RolloutOfTwoEncoderLayersByHand) {
  // Layer 1: heads [[1,0],[1,0]] and [[1,0],[0,1]], mean A1 = [[1,0],[.5,.5]]
  //   → Â1 = ½I + ½A1 = [[1,0],[.25,.75]].
  // Layer 2: one head A2 = [[0,1],[.5,.5]] → Â2 = [[.5,.5],[.25,.75]].
  // R_enc = Â2·Â1 = [[.625,.375],[.4375,.5625]].
  // Cross-attention heads [1,0] and [.5,.5]: mean C̄ = [.75,.25]
  //   → R = .75·[.625,.375] + .25·[.4375,.5625] = [.578125, .421875].
  const std::vector<std::vector<MatD>> enc = {{rows({{1, 0}, {1, 0}}), rows({{1, 0}, {0, 1}})},
                                              {rows({{0, 1}, {0.5, 0.5}})}};
  const MatD R_enc = encoder_rollout(enc);
  EXPECT_NEAR(R_enc(0, 0), 0.625, 1e-15);
  EXPECT_NEAR(R_enc(0, 1), 0.375, 1e-15);
  EXPECT_NEAR(R_enc(1, 0), 0.4375, 1e-15);
  EXPECT_NEAR(R_enc(1, 1), 0.5625, 1e-15);
  const MatD R = rollout(enc, {rows({{1, 0}}), rows({{0.5, 0.5}})});
  ASSERT_EQ(R.rows(), 1);
  EXPECT_NEAR(R(0, 0), 0.578125, 1e-15);
  EXPECT_NEAR(R(0, 1), 0.421875, 1e-15);
}

TEST(ExplainViews, NormOfWeightedTransformedValuesByHand) {
  // D = 2, 2 heads of size 1. values: head 0's row [1, 2], head 1's row [3, −1].
  // W_O = [[1,0],[1,2]]: W_O^0 = [1,1]ᵀ, W_O^1 = [0,2]ᵀ.
  // f^0(x_0) = [1,1], f^0(x_1) = [2,2], f^1(x_0) = [0,6], f^1(x_1) = [0,−2].
  // weights: head 0 [.5,.5], head 1 [.25,.75].
  // N_00 = ‖.5[1,1] + .25[0,6]‖ = ‖[.5,2]‖ = √4.25; N_01 = ‖.5[2,2] + .75[0,−2]‖ = ‖[1,−.5]‖ =
  // √1.25
  const MatD values = rows({{1, 2}, {3, -1}});
  const MatD W_O = rows({{1, 0}, {1, 2}});
  const MatD N = norm_map(values, W_O, {rows({{0.5, 0.5}}), rows({{0.25, 0.75}})});
  EXPECT_NEAR(N(0, 0), std::sqrt(4.25), 1e-15);
  EXPECT_NEAR(N(0, 1), std::sqrt(1.25), 1e-15);
  const MatD shown = rows_normalised(N);
  EXPECT_NEAR(shown(0, 0), std::sqrt(4.25) / (std::sqrt(4.25) + std::sqrt(1.25)), 1e-15);
}

TEST(ExplainAgreement, SpearmanWithAverageRanksByHand) {
  double rho = 0;
  ASSERT_TRUE(spearman(rows({{1, 2, 3, 4}}), rows({{4, 3, 2, 1}}), &rho));
  EXPECT_NEAR(rho, -1, 1e-15);
  ASSERT_TRUE(spearman(rows({{0.1, 0.5, 0.7, 0.9}}), rows({{1, 2, 3, 40}}), &rho));
  EXPECT_NEAR(rho, 1, 1e-15);  // ranks only
  // [1,2,2,3] → ranks [1,2.5,2.5,4]; [1,3,2,4] → [1,3,2,4]. Centred: [−1.5,0,0,1.5] and
  // [−1.5,.5,−.5,1.5]: ρ = 4.5 / √(4.5·5).
  EXPECT_EQ(average_ranks(rows({{1, 2, 2, 3}})), rows({{1, 2.5, 2.5, 4}}));
  ASSERT_TRUE(spearman(rows({{1, 2, 2, 3}}), rows({{1, 3, 2, 4}}), &rho));
  EXPECT_NEAR(rho, 4.5 / std::sqrt(22.5), 1e-15);
  EXPECT_FALSE(spearman(rows({{2, 2, 2}}), rows({{1, 2, 3}}), &rho));  // constant: no ranks
  EXPECT_FALSE(spearman(rows({{1}}), rows({{1}}), &rho));
}

TEST(ExplainAgreement, ArgmaxAgreementAndMeanSpearmanOverRows) {
  // Row 0: argmax 1 and 1; ρ0 = 1.5/√(1.5·2) = √.75 (worked out below).
  // Row 1: argmax 0 (tie: the lowest) and 1; ranks [2.5,2.5,1] and [1,3,2], centred
  //   [.5,.5,−1]·[−1,1,0] = 0: ρ1 = 0.
  // Row 2: argmax 0 and 0 (b constant, the lowest); b has no ranks, so the row is left out of ρ.
  const MatD a = rows({{0.1, 0.8, 0.1}, {0.4, 0.4, 0.2}, {0.9, 0.05, 0.05}});
  const MatD b = rows({{0.2, 0.7, 0.1}, {0.1, 0.7, 0.2}, {0.3, 0.3, 0.3}});
  const RowAgreement r = agreement(a, b);
  EXPECT_EQ(r.rows, 3);
  EXPECT_EQ(r.ranked_rows, 2);
  EXPECT_NEAR(r.argmax_agreement, 2.0 / 3.0, 1e-15);
  // Row 0 in full: a centred [−.5,1,−.5] (Σ² = 1.5), b ranks [2,3,1] centred [0,1,−1] (Σ² = 2),
  // dot = 1 + .5 = 1.5.
  EXPECT_NEAR(r.spearman, 0.5 * (1.5 / std::sqrt(3.0) + 0.0), 1e-15);
}

TEST(ExplainViews, RowsOfTheTinyTransformersViewsSumToOne) {
  const auto model = testing::tiny_transformer<double>();
  const Decoded<double> d = greedy(*transformer_stepper(model), testing::tiny_source(), 10);
  std::vector<MatD> heads(2, MatD(static_cast<Eigen::Index>(d.weights.size()), 6));
  for (size_t t = 0; t < d.weights.size(); ++t)
    for (int h = 0; h < 2; ++h)
      heads[h].row(static_cast<Eigen::Index>(t)) = d.weights[t][1].col(h).transpose();
  const MatD mean = mean_over_heads(heads);
  const MatD R = rollout({}, heads);
  for (Eigen::Index t = 0; t < mean.rows(); ++t) {
    EXPECT_NEAR(mean.row(t).sum(), 1, 1e-12);
    EXPECT_EQ(R.row(t), mean.row(t));  // no encoder layers: the mean cross-attention
  }
}

}  // namespace
}  // namespace ap::explain
