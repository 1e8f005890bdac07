// Transformer beam search and attention maps (transformer/search.h), on a model trained a little
// on the toy task: beam 1 is greedy_decode; every hypothesis's log-probability is the teacher-
// forced loss of its words (so the cached steps score what the full model scores); beam 4 is
// never worse than greedy on length-normalised log-probability; the maps are distributions,
// causal where they must be.
#include "seq2seq_tiny_model.h"
#include "transformer_test_util.h"

#include "core/seq2seq/beam_search.h"
#include "core/transformer/decode.h"
#include "core/transformer/search.h"
#include "core/transformer/trainer.h"

#include <gtest/gtest.h>

namespace ap::tfm {
namespace {

const TransformerModel<float>& trained_toy_model() {
  static const TransformerModel<float> model = [] {
    const auto data = s2s::testing::toy_examples(1, 200);
    s2s::TrainOptions o;
    o.seed = 7;
    o.batch_size = 40;
    o.grad_chunk = 8;
    o.lr = 3e-3f;
    TransformerTrainRun run(&data, o, testing::sized_config(23, 19, 16, 2, 32, 1));
    for (int k = 0; k < 60; ++k) run.step(2);  // learning, far from perfect: beams differ
    return run.model();
  }();
  return model;
}

double normalised(const s2s::Hypothesis& h) {
  return h.log_prob / static_cast<double>(h.tokens.size() + (h.finished ? 1 : 0));
}

TEST(TransformerSearch, BeamScoresAreTheModelsAndBeamIsNoWorseThanGreedy) {
  const TransformerModel<float>& m = trained_toy_model();
  int better = 0;
  for (const s2s::TrainExample& e : s2s::testing::toy_examples(9, 20)) {
    const int max_len = s2s::default_max_length(static_cast<int>(e.src.size()));
    const s2s::Hypothesis g = beam_search(m, e.src, 1, max_len);
    if (g.finished) {
      EXPECT_EQ(g.tokens, greedy_decode(m, e.src, max_len));
    }
    const s2s::Hypothesis b = beam_search(m, e.src, 4, max_len);
    for (const s2s::Hypothesis* h : {&g, &b}) {
      if (!h->finished) continue;
      const double teacher =
          -m.loss_and_gradients(testing::single_batch(e.src, h->tokens), nullptr);
      EXPECT_NEAR(h->log_prob, teacher, 1e-3 * (1 + std::abs(teacher)));
    }
    if (g.finished && b.finished) {
      EXPECT_GE(normalised(b), normalised(g) - 1e-6);
      better += normalised(b) > normalised(g) + 1e-6;
    }
  }
  std::printf("beam 4 beat greedy on %d of 20 sentences\n", better);
}

TEST(TransformerSearch, AttentionMapsAreDistributionsAndTheDecodersIsCausal) {
  const TransformerModel<float>& m = trained_toy_model();
  const std::vector<int> src{4, 9, 17, 5, 22}, tgt{7, 13, 5};
  const AttentionMaps maps = attention_maps(m, src, tgt);
  ASSERT_EQ(maps.enc_self.size(), 1u);
  ASSERT_EQ(maps.cross.size(), 1u);
  ASSERT_EQ(maps.cross[0].size(), 2u);  // heads
  for (int h = 0; h < 2; ++h) {
    const Mat<float>& c = maps.cross[0][h];
    const Mat<float>& e = maps.enc_self[0][h];
    const Mat<float>& d = maps.dec_self[0][h];
    ASSERT_EQ(c.rows(), 4);  // <bos> y1 y2 y3 → y1 y2 y3 </s>
    ASSERT_EQ(c.cols(), 6);  // 5 words + </s>
    ASSERT_EQ(e.rows(), 6);
    ASSERT_EQ(d.rows(), 4);
    ASSERT_EQ(d.cols(), 4);
    for (const Mat<float>* w : {&c, &e, &d})
      for (Eigen::Index i = 0; i < w->rows(); ++i) {
        EXPECT_NEAR(w->row(i).sum(), 1.0f, 1e-5f);
        EXPECT_GE(w->row(i).minCoeff(), 0.0f);
      }
    for (Eigen::Index i = 0; i < 4; ++i)
      for (Eigen::Index j = i + 1; j < 4; ++j) EXPECT_EQ(d(i, j), 0.0f);
  }
}

}  // namespace
}  // namespace ap::tfm
