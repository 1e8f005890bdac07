// Golden values for the Transformer from an independent PyTorch implementation with autograd
// (tools/gen/golden/make_transformer_golden.py → tests/fixtures/transformer_golden.json): the
// logits at every real target position of a padded two-sentence batch, the summed loss and the
// gradient of every parameter matrix, on the tiny configuration with the fixture's weights.
#include "test_util.h"
#include "transformer_test_util.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>

namespace ap::tfm {

// The fixture's configuration object names the TransformerConfig sizes.
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(TransformerConfig, src_vocab, tgt_vocab, d_model, heads, d_ff,
                                   enc_layers, dec_layers)

namespace {

// |got − want| ≤ tol·(scale + |want|): relative for large entries, absolute below `scale`.
void expect_close(double got, double want, double tol, double scale, const std::string& what) {
  EXPECT_LE(std::fabs(got - want), tol * (scale + std::fabs(want)))
      << what << ": got " << got << ", want " << want;
}

template <class S>
void check(double tol, double grad_scale) {
  const nlohmann::json g = ap::test::load_fixture("transformer_golden.json");
  Rng rng(1);
  TransformerModel<S> m(g["config"].get<TransformerConfig>(), rng);
  ap::test::set_all_from_rows(g["weights"], [&](auto&& f) { m.params.visit(f); });
  const std::vector<std::vector<int>> srcs = g["sources"], tgts = g["targets"];
  const s2s::Batch batch = s2s::make_batch({&srcs[0], &srcs[1]}, {&tgts[0], &tgts[1]});
  TransformerCache<S> c;
  m.forward(batch, &c);
  for (int b = 0; b < 2; ++b) {
    const auto& want = g["logits"][b];
    ASSERT_EQ(static_cast<int>(want.size()), c.st.len[b]);
    for (int t = 0; t < c.st.len[b]; ++t)
      for (Eigen::Index v = 0; v < c.logits.rows(); ++v)
        expect_close(c.logits(v, c.st.col(b, t)), want[t][v].get<double>(), tol, 1.0,
                     "logit " + std::to_string(b) + "," + std::to_string(t));
  }
  TransformerParams<S> grads = m.zero_params();
  const S loss = m.loss_and_gradients(batch, &grads);
  expect_close(loss, g["loss"].get<double>(), tol, 0.0, "loss");
  grads.visit([&](const std::string& name, const Mat<S>& w) {
    const auto& rows = g["grads"][name];
    for (Eigen::Index r = 0; r < w.rows(); ++r)
      for (Eigen::Index k = 0; k < w.cols(); ++k)
        expect_close(w(r, k), rows[r][k].get<double>(), tol, grad_scale, name);
  });
}

// double: the two implementations differ only in summation order (measured ≤ 2e-15).
TEST(TransformerGolden, DoubleMatchesPyTorch) { check<double>(1e-12, 1.0); }

// float: ~1e-7 per rounding, amplified through two stacks of layer norms (measured ≤ 5e-7 on
// logits and gradients); gradients that nearly cancel (|g| ≪ 1) are compared against an absolute
// floor of tol·1 instead of their own size.
TEST(TransformerGolden, FloatMatchesPyTorch) { check<float>(1e-5, 1.0); }

}  // namespace
}  // namespace ap::tfm
