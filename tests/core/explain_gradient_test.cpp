// Gradient × input of the explanations (core/explain/saliency.h) against central finite
// differences in double precision: for every target position t and source position j (</s>
// included), s_tj = g·e_j must equal d/dε log p(y_t | y_<t, x) with e_j scaled by (1 + ε), at
// ε = 0. Both models, tiny and random; the source words are distinct, so scaling a word's column
// of the embedding table scales e_j alone. A repeated word gets one saliency per position, and
// the two add up to the derivative for the shared column.
#include "explain_test_util.h"

#include "core/explain/saliency.h"

#include <functional>

namespace ap::explain {
namespace {

using testing::tiny_source;
using testing::tiny_target;

// log p(y_t | …) of the forced run for every t, with the embedding column `id` scaled by (1+ε).
using LogProbs = std::function<std::vector<double>(int id, double eps)>;

void expect_finite_differences(const s2s::Mat<double>& g, const std::vector<int>& src,
                               const LogProbs& logp) {
  const int Tx = static_cast<int>(src.size()) + 1;
  ASSERT_EQ(g.cols(), Tx);
  const double h = 1e-5;
  for (int j = 0; j < Tx; ++j) {
    const int id = j + 1 < Tx ? src[j] : s2s::kEosId;
    const std::vector<double> up = logp(id, h), down = logp(id, -h);
    ASSERT_EQ(static_cast<Eigen::Index>(up.size()), g.rows());
    for (Eigen::Index t = 0; t < g.rows(); ++t) {
      const double fd = (up[t] - down[t]) / (2 * h);
      EXPECT_NEAR(g(t, j), fd, 1e-7 + 1e-6 * std::abs(fd)) << "t=" << t << " j=" << j;
    }
  }
}

TEST(ExplainGradient, SearchGradientTimesInputIsTheDerivativeAlongTheEmbedding) {
  const s2s::Seq2SeqModel<double> model = testing::tiny_search<double>();
  const std::vector<int> src = tiny_source(), tgt = tiny_target();
  const s2s::Mat<double> g = gradient_x_input(model, src, tgt);
  EXPECT_EQ(g.rows(), static_cast<Eigen::Index>(tgt.size()) + 1);
  expect_finite_differences(g, src, [&](int id, double eps) {
    s2s::Seq2SeqModel<double> m = model;
    m.params.enc.emb.col(id) *= 1 + eps;
    return forced(*search_stepper(m), src, tgt).logp;
  });
}

TEST(ExplainGradient, TransformerGradientTimesInputIsTheDerivativeAlongTheEmbedding) {
  const tfm::TransformerModel<double> model = testing::tiny_transformer<double>();
  const std::vector<int> src = tiny_source(), tgt = tiny_target();
  const s2s::Mat<double> g = gradient_x_input(model, src, tgt);
  EXPECT_EQ(g.rows(), static_cast<Eigen::Index>(tgt.size()) + 1);
  expect_finite_differences(g, src, [&](int id, double eps) {
    tfm::TransformerModel<double> m = model;
    m.params.src_emb.col(id) *= 1 + eps;
    return forced(*transformer_stepper(m), src, tgt).logp;
  });
}

TEST(ExplainGradient, ARepeatedWordGetsOneSaliencyPerPosition) {
  const s2s::Seq2SeqModel<double> model = testing::tiny_search<double>();
  const std::vector<int> src = {4, 7, 4}, tgt = tiny_target();
  const s2s::Mat<double> g = gradient_x_input(model, src, tgt);
  const double h = 1e-5;
  auto logp = [&](double eps) {
    s2s::Seq2SeqModel<double> m = model;
    m.params.enc.emb.col(4) *= 1 + eps;
    return forced(*search_stepper(m), src, tgt).logp;
  };
  const std::vector<double> up = logp(h), down = logp(-h);
  for (Eigen::Index t = 0; t < g.rows(); ++t) {
    const double fd = (up[t] - down[t]) / (2 * h);
    EXPECT_NEAR(g(t, 0) + g(t, 2), fd, 1e-7 + 1e-6 * std::abs(fd)) << t;
    EXPECT_NE(g(t, 0), g(t, 2)) << t;  // the two positions are not the same input
  }
}

TEST(ExplainGradient, LeaveOneOutIsTheDropWhenTheWordBecomesUnknown) {
  const tfm::TransformerModel<double> model = testing::tiny_transformer<double>();
  const std::vector<int> src = tiny_source(), tgt = tiny_target();
  auto stepper = transformer_stepper(model);
  const Decoded<double> base = forced(*stepper, src, tgt);
  const s2s::Mat<double> loo = leave_one_out(*stepper, src, tgt, base);
  ASSERT_EQ(loo.cols(), static_cast<Eigen::Index>(src.size()));
  std::vector<int> masked = src;
  masked[2] = s2s::kUnkId;
  const Decoded<double> without = forced(*stepper, masked, tgt);
  for (Eigen::Index t = 0; t < loo.rows(); ++t) {
    EXPECT_EQ(loo(t, 2), base.logp[t] - without.logp[t]);
    EXPECT_NE(loo(t, 2), 0.0);
  }
}

}  // namespace
}  // namespace ap::explain
