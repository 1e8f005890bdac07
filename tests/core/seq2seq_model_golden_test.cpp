// Golden values for the RNNsearch / RNNencdec forward pass from an independent NumPy
// implementation (tools/gen/golden/make_seq2seq_golden.py → tests/fixtures/seq2seq_golden.json):
// per-step log-probabilities and attention weights under teacher forcing, and the summed loss of
// a padded two-sentence batch (which also checks that padding changes nothing).
#include <gtest/gtest.h>

#include "core/seq2seq/model.h"

#include <nlohmann/json.hpp>

#include "test_util.h"

#include <fstream>

namespace ap::s2s {

// The fixture's configuration object names the ModelConfig sizes (its kind is read on its own).
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(ModelConfig, src_vocab, tgt_vocab, emb, enc_hidden, dec_hidden,
                                   att_dim, readout)

namespace {

nlohmann::json load_golden() { return ap::test::load_fixture("seq2seq_golden.json"); }

template <class S>
Seq2SeqModel<S> model_from(const nlohmann::json& m) {
  ModelConfig cfg = m["config"].get<ModelConfig>();
  cfg.kind = m["kind"] == "search" ? ModelKind::Search : ModelKind::EncDec;
  Rng rng(1);
  Seq2SeqModel<S> model(cfg, rng);
  ap::test::set_all_from_rows(m["weights"], [&](auto&& f) { model.params.visit(f); });
  return model;
}

template <class S>
void check_model(const nlohmann::json& m, double tol) {
  const Seq2SeqModel<S> model = model_from<S>(m);
  std::vector<std::vector<int>> srcs, tgts;
  for (const auto& sent : m["sentences"]) {
    const std::vector<int> src = sent["src"], tgt = sent["tgt"];
    srcs.push_back(src);
    tgts.push_back(tgt);
    const EncodedSource<S> enc = model.encode(src);
    Mat<S> s = enc.s0, logp, s_next, alpha;
    std::vector<int> y_in{kBosId};
    y_in.insert(y_in.end(), tgt.begin(), tgt.end());
    for (size_t i = 0; i < y_in.size(); ++i) {
      Eigen::VectorXi y(1);
      y << y_in[i];
      model.step(enc, s, y, &logp, &s_next, &alpha);
      s = s_next;
      const auto& want = sent["logp"][i];
      ASSERT_EQ(static_cast<Eigen::Index>(want.size()), logp.rows());
      for (Eigen::Index v = 0; v < logp.rows(); ++v)
        EXPECT_NEAR(static_cast<double>(logp(v, 0)), want[v].get<double>(), tol)
            << m["kind"] << " step " << i << " word " << v;
      if (m["kind"] == "search") {
        const auto& wa = sent["alpha"][i];
        ASSERT_EQ(static_cast<Eigen::Index>(wa.size()), alpha.rows());
        for (Eigen::Index j = 0; j < alpha.rows(); ++j)
          EXPECT_NEAR(static_cast<double>(alpha(j, 0)), wa[j].get<double>(), tol);
      } else {
        EXPECT_EQ(alpha.size(), 0);
      }
    }
  }
  const Batch batch = make_batch({&srcs[0], &srcs[1]}, {&tgts[0], &tgts[1]});
  EXPECT_NEAR(static_cast<double>(model.loss(batch, nullptr)), m["batch_loss"].get<double>(),
              tol * 10);
}

TEST(Seq2SeqGolden, DoubleMatchesNumPy) {
  const auto g = load_golden();
  ASSERT_EQ(g["models"].size(), 2u);
  for (const auto& m : g["models"]) check_model<double>(m, 1e-9);
}

TEST(Seq2SeqGolden, FloatMatchesNumPy) {
  const auto g = load_golden();
  for (const auto& m : g["models"]) check_model<float>(m, 2e-5);
}

}  // namespace
}  // namespace ap::s2s
