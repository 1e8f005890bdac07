// The search of beam_search(BeamDecoder) on scripted decoders (no model): a candidate more than
// 8 nats below the step's best is pruned and one within 8 is kept, and a decoder that hands the
// search its raw logits (gives_logits) gets the same search, bit for bit, as one that hands it
// log-probabilities.
#include <gtest/gtest.h>

#include "core/seq2seq/beam_search.h"
#include "core/seq2seq/output_layer.h"

#include <cmath>
#include <cstring>
#include <vector>

namespace ap::s2s {
namespace {

constexpr int kVocab = 8, kWordA = 4, kWordB = 5;

// Step 0: word A at log p ≈ 0, word B `behind` nats below it, the rest far below; every later
// step: </s> certain. Records how many hypotheses each step was given.
BeamDecoder two_word_decoder(double behind, std::vector<int>* hyps_per_step) {
  BeamDecoder d;
  d.step = [=](const Eigen::VectorXi& y_prev, Mat<float>* logp, Mat<float>*) {
    const Eigen::Index k = y_prev.size();
    hyps_per_step->push_back(static_cast<int>(k));
    Mat<float> logits = Mat<float>::Constant(kVocab, k, -40.0f);
    for (Eigen::Index h = 0; h < k; ++h) {
      if (y_prev(h) == kBosId) {
        logits(kWordA, h) = 0.0f;
        logits(kWordB, h) = static_cast<float>(-behind);
      } else {
        logits(kEosId, h) = 0.0f;
      }
    }
    log_softmax_columns(logits, logp);
  };
  d.keep = [](const std::vector<int>&) {};
  return d;
}

TEST(BeamSearch, PrunesACandidateMoreThanEightNatsBehindTheBest) {
  std::vector<int> far, near;
  const Hypothesis a = beam_search(two_word_decoder(9.0, &far), 3, 5);
  const Hypothesis b = beam_search(two_word_decoder(7.0, &near), 3, 5);
  ASSERT_GE(far.size(), 2u);
  ASSERT_GE(near.size(), 2u);
  EXPECT_EQ(far[1], 1);   // word B (9 nats behind) was not stepped
  EXPECT_EQ(near[1], 2);  // word B (7 nats behind) was
  EXPECT_EQ(a.tokens, std::vector<int>{kWordA});
  EXPECT_EQ(b.tokens, std::vector<int>{kWordA});
}

// Logits that depend on the step and on each hypothesis's previous word, so that hypotheses
// compete and reorder; </s> becomes likely after a few steps.
void scripted_logits(const Eigen::VectorXi& y_prev, int step, Mat<float>* logits) {
  const int V = 30;
  logits->resize(V, y_prev.size());
  for (Eigen::Index h = 0; h < y_prev.size(); ++h)
    for (int v = 0; v < V; ++v)
      (*logits)(v, h) = static_cast<float>(2.5 * std::sin(1.3 * v + 0.7 * y_prev(h) + step));
  for (Eigen::Index h = 0; h < y_prev.size(); ++h) (*logits)(kEosId, h) += 0.8f * step - 3.0f;
}

Hypothesis search_scripted(bool gives_logits, int beam) {
  int step = 0;
  BeamDecoder d;
  d.gives_logits = gives_logits;
  d.step = [&](const Eigen::VectorXi& y_prev, Mat<float>* out, Mat<float>*) {
    Mat<float> logits;
    scripted_logits(y_prev, step++, &logits);
    if (gives_logits)
      *out = logits;
    else
      log_softmax_columns(logits, out);
  };
  d.keep = [](const std::vector<int>&) {};
  return beam_search(d, beam, 12);
}

TEST(BeamSearch, RawLogitsGiveTheSameSearchAsLogProbabilities) {
  for (int beam : {1, 3, 5}) {
    const Hypothesis from_logits = search_scripted(true, beam);
    const Hypothesis from_logp = search_scripted(false, beam);
    EXPECT_EQ(from_logits.tokens, from_logp.tokens) << beam;
    EXPECT_EQ(from_logits.finished, from_logp.finished) << beam;
    EXPECT_EQ(std::memcmp(&from_logits.log_prob, &from_logp.log_prob, sizeof(double)), 0)
        << beam << ": " << from_logits.log_prob << " vs " << from_logp.log_prob;
    EXPECT_LT(from_logits.log_prob, 0.0) << beam;  // normalised: a real log-probability
    EXPECT_FALSE(from_logits.tokens.empty()) << beam;
  }
}

}  // namespace
}  // namespace ap::s2s
