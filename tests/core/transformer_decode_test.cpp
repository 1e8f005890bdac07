// Incremental decoding of the Transformer: step-by-step logits (cached self-attention K/V, cross
// K/V projected once) equal the teacher-forced batched forward at every step, in float and in
// double; greedy decoding follows the argmax of the teacher-forced logits of its own output.
#include "transformer_test_util.h"

#include "core/transformer/decode.h"

#include <cmath>

namespace ap::tfm {
namespace {

using testing::tiny_config;
using testing::tiny_random_model;

template <class S>
double max_step_error(std::uint64_t seed, const std::vector<int>& src,
                      const std::vector<int>& tgt) {
  const TransformerModel<S> m = tiny_random_model<S>(seed, tiny_config());
  TransformerCache<S> full;
  m.forward(testing::single_batch(src, tgt), &full);
  const EncodedSentence<S> enc = encode_sentence(m, src);
  DecoderState<S> state;
  Mat<S> logits;
  std::vector<int> y_in{s2s::kBosId};
  y_in.insert(y_in.end(), tgt.begin(), tgt.end());
  double worst = 0;
  for (size_t t = 0; t < y_in.size(); ++t) {
    decoder_step(m, enc, y_in[t], &state, &logits);
    EXPECT_EQ(state.steps, static_cast<int>(t) + 1);
    EXPECT_EQ(state.keys(0).cols(), static_cast<Eigen::Index>(t) + 1);
    for (Eigen::Index v = 0; v < logits.rows(); ++v) {
      const double want = full.logits(v, static_cast<Eigen::Index>(t));
      worst = std::max(worst, std::fabs(logits(v, 0) - want) / (1.0 + std::fabs(want)));
    }
  }
  return worst;
}

// Measured: 0 (the same kern::gemm order per element in both paths); 1e-6 is the contract.
TEST(TransformerDecode, IncrementalStepsMatchTeacherForcingFloat) {
  EXPECT_LE(max_step_error<float>(51, {4, 7, 9, 5, 6}, {8, 5, 10, 4, 9, 7}), 1e-6);
  EXPECT_LE(max_step_error<float>(52, {6}, {9, 4}), 1e-6);
}

TEST(TransformerDecode, IncrementalStepsMatchTeacherForcingDouble) {
  EXPECT_LE(max_step_error<double>(53, {4, 7, 9, 5, 6}, {8, 5, 10, 4, 9, 7}), 1e-13);
}

TEST(TransformerDecode, GreedyFollowsTheArgmaxOfItsOwnPrefix) {
  TransformerModel<double> m = tiny_random_model<double>(54, tiny_config());
  const std::vector<int> src{4, 7, 9};
  const int max_len = 6;
  // This random model says <eos> first; without it, it must run to max_len and every step counts.
  ASSERT_TRUE(greedy_decode(m, src, max_len).empty());
  m.params.out.b(s2s::kEosId, 0) -= 20.0;
  const std::vector<int> out = greedy_decode(m, src, max_len);
  ASSERT_EQ(static_cast<int>(out.size()), max_len);
  TransformerCache<double> full;
  m.forward(testing::single_batch(src, out), &full);
  std::vector<int> expected = out;
  if (static_cast<int>(out.size()) < max_len) expected.push_back(s2s::kEosId);
  for (size_t t = 0; t < expected.size(); ++t) {
    Eigen::Index best;
    full.logits.col(static_cast<Eigen::Index>(t)).maxCoeff(&best);
    EXPECT_EQ(best, expected[t]) << "step " << t;
  }
}

// Hypotheses stepped as one batch and reordered between steps (some dropped, some doubled),
// against each one's words decoded alone: the same float bits.
TEST(TransformerDecode, BatchedReorderedStepsEqualSingleSteps) {
  const TransformerModel<float> m = tiny_random_model<float>(55, tiny_config());
  const EncodedSentence<float> enc = encode_sentence(m, {4, 7, 9, 5});
  const std::vector<std::vector<int>> parents{{0, 0, 0}, {2, 0, 0}, {1, 2, 1, 0}, {3, 0}};
  std::vector<std::vector<int>> words{{s2s::kBosId}};  // each hypothesis's input so far
  DecoderState<float> batch;
  reserve_steps(m, 2, 3, &batch);  // too small on purpose: the caches grow on the way
  Mat<float> logits, alone;
  for (size_t t = 0; t <= parents.size(); ++t) {
    Eigen::VectorXi y(static_cast<Eigen::Index>(words.size()));
    for (size_t h = 0; h < words.size(); ++h) y(static_cast<Eigen::Index>(h)) = words[h].back();
    decoder_step(m, enc, y, &batch, &logits);
    for (size_t h = 0; h < words.size(); ++h) {
      DecoderState<float> own;
      for (int w : words[h]) decoder_step(m, enc, w, &own, &alone);
      EXPECT_TRUE(alone.col(0) == logits.col(static_cast<Eigen::Index>(h))) << t << " " << h;
    }
    if (t == parents.size()) break;
    reorder_hypotheses(parents[t], &batch);
    std::vector<std::vector<int>> next;
    for (size_t i = 0; i < parents[t].size(); ++i) {
      next.push_back(words[static_cast<size_t>(parents[t][i])]);
      next.back().push_back(4 + static_cast<int>((3 * i + t) % 7));
    }
    words = std::move(next);
  }
}

}  // namespace
}  // namespace ap::tfm
