// The attention hook of both decoders and the interventions built on it (core/explain/
// intervention.h): handing a step its own weights changes nothing, bit for bit (words,
// log-probabilities, weights), at every position, in float (the shipped models' scalar) and in
// double; a replaced step changes nothing before it and does change its own log-probabilities;
// the replacement weights are what explain.h defines; the permutation is seeded and never the
// identity.
#include "explain_test_util.h"

#include "core/explain/intervention.h"

#include <algorithm>
#include <set>

namespace ap::explain {
namespace {

using testing::tiny_source;

template <class S>
void expect_own_weights_change_nothing(Stepper<S>& stepper) {
  const std::vector<int> src = tiny_source();
  const std::vector<int> target = greedy(stepper, src, 12).words();
  ASSERT_GE(target.size(), 2u);
  const Decoded<S> base = forced(stepper, src, target);  // ends with the </s> position
  for (size_t p = 0; p < base.weights.size(); ++p) {
    RunPlan<S> plan;
    plan.forced = target;
    plan.override_at = static_cast<int>(p);
    plan.replace = &base.weights[p];
    const Decoded<S> again = decode(stepper, src, plan);
    ASSERT_EQ(again.argmax, base.argmax) << p;
    ASSERT_EQ(again.next, base.next) << p;
    for (size_t t = 0; t < base.logp.size(); ++t) EXPECT_EQ(again.logp[t], base.logp[t]) << p;
    for (size_t t = 0; t < base.weights.size(); ++t)
      for (size_t l = 0; l < base.weights[t].size(); ++l)
        EXPECT_TRUE(again.weights[t][l] == base.weights[t][l]) << p << " " << t << " " << l;
  }
}

TEST(ExplainIntervention, OwnWeightsThroughTheHookChangeNothingSearch) {
  const auto f = testing::tiny_search<float>();
  const auto d = testing::tiny_search<double>();
  expect_own_weights_change_nothing(*search_stepper(f));
  expect_own_weights_change_nothing(*search_stepper(d));
}

TEST(ExplainIntervention, OwnWeightsThroughTheHookChangeNothingTransformer) {
  const auto f = testing::tiny_transformer<float>();
  const auto d = testing::tiny_transformer<double>();
  expect_own_weights_change_nothing(*transformer_stepper(f));
  expect_own_weights_change_nothing(*transformer_stepper(d));
}

// Keep mode: identical before the position, different log-probabilities at it.
template <class S>
void expect_changes_only_from_the_position(Stepper<S>& stepper, InterventionKind kind) {
  const std::vector<int> src = tiny_source();
  const std::vector<int> target = greedy(stepper, src, 12).words();
  const Decoded<S> base = forced(stepper, src, target);
  for (int p = 0; p < static_cast<int>(target.size()); ++p) {
    InterventionSpec spec;
    spec.kind = kind;
    spec.position = p;
    spec.word = 1;
    const InterventionRun<S> r = intervene(stepper, src, target, base, spec);
    ASSERT_EQ(r.run.logp.size(), base.logp.size());
    for (int t = 0; t < p; ++t) {
      EXPECT_EQ(r.run.logp[t], base.logp[t]) << p << " " << t;
      EXPECT_EQ(r.words[t], target[t]) << p << " " << t;
    }
    EXPECT_NE(r.run.logp[p], base.logp[p]) << p;
    EXPECT_TRUE(r.run.weights[p] == r.used) << p;
    // Release: the forced prefix, then the model's own words.
    spec.release = true;
    spec.max_len = 12;
    const InterventionRun<S> free = intervene(stepper, src, target, base, spec);
    ASSERT_GE(free.words.size(), static_cast<size_t>(p));
    for (int t = 0; t < p; ++t) EXPECT_EQ(free.words[t], target[t]);
    EXPECT_EQ(free.run.argmax[p], r.run.argmax[p]) << p;  // the same step at the position
    for (size_t t = p; t + 1 < free.run.next.size(); ++t)
      EXPECT_EQ(free.run.next[t], free.run.argmax[t]) << p << " " << t;
  }
}

TEST(ExplainIntervention, AnInterventionChangesOnlyThePositionAndAfterSearch) {
  const auto m = testing::tiny_search<double>();
  for (InterventionKind k :
       {InterventionKind::Uniform, InterventionKind::Permute, InterventionKind::Word})
    expect_changes_only_from_the_position(*search_stepper(m), k);
}

TEST(ExplainIntervention, AnInterventionChangesOnlyThePositionAndAfterTransformer) {
  const auto m = testing::tiny_transformer<float>();
  for (InterventionKind k :
       {InterventionKind::Uniform, InterventionKind::Permute, InterventionKind::Word})
    expect_changes_only_from_the_position(*transformer_stepper(m), k);
}

TEST(ExplainIntervention, ReplacementWeightsAreUniformPermutedOrOneHot) {
  // Two layers of (Tx = 4, heads = 2) weights; the columns are the heads'.
  StepWeights<double> own(2, s2s::Mat<double>(4, 2));
  own[0] << 0.1, 0.4, 0.2, 0.3, 0.3, 0.2, 0.4, 0.1;
  own[1] << 0.7, 0.0, 0.1, 0.5, 0.1, 0.5, 0.1, 0.0;
  const StepWeights<double> u = intervention_weights(InterventionKind::Uniform, own, 0, 1);
  const StepWeights<double> w = intervention_weights(InterventionKind::Word, own, 2, 1);
  const StepWeights<double> p = intervention_weights(InterventionKind::Permute, own, 0, 7);
  const std::vector<int> perm = seeded_permutation(4, 7);
  for (size_t l = 0; l < 2; ++l)
    for (Eigen::Index j = 0; j < 4; ++j)
      for (Eigen::Index h = 0; h < 2; ++h) {
        EXPECT_EQ(u[l](j, h), 0.25);
        EXPECT_EQ(w[l](j, h), j == 2 ? 1.0 : 0.0);
        EXPECT_EQ(p[l](j, h), own[l](perm[j], h));
      }
}

TEST(ExplainIntervention, ThePermutationIsSeededAndNeverTheIdentity) {
  for (int n = 2; n <= 6; ++n)
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
      const std::vector<int> perm = seeded_permutation(n, seed);
      EXPECT_EQ(std::set<int>(perm.begin(), perm.end()).size(), static_cast<size_t>(n));
      EXPECT_EQ(*std::min_element(perm.begin(), perm.end()), 0);
      EXPECT_EQ(*std::max_element(perm.begin(), perm.end()), n - 1);
      bool identity = true;
      for (int i = 0; i < n; ++i) identity = identity && perm[i] == i;
      EXPECT_FALSE(identity) << n << " " << seed;
      EXPECT_EQ(perm, seeded_permutation(n, seed));
    }
  EXPECT_EQ(seeded_permutation(1, 3), std::vector<int>{0});
  EXPECT_NE(seeded_permutation(6, 1), seeded_permutation(6, 2));
}

}  // namespace
}  // namespace ap::explain
