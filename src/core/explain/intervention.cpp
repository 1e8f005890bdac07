// Replacement weights and the intervened decoding runs (intervention.h).
#include "core/explain/intervention.h"

#include "core/rng.h"

#include <algorithm>
#include <numeric>
#include <utility>

namespace ap::explain {

std::vector<int> seeded_permutation(int n, std::uint64_t seed) {
  std::vector<int> perm(static_cast<size_t>(std::max(n, 0)));
  std::iota(perm.begin(), perm.end(), 0);
  Rng rng(seed);
  for (int i = n - 1; i > 0; --i)
    std::swap(perm[i], perm[rng.below(static_cast<std::uint64_t>(i) + 1)]);
  bool identity = true;
  for (int i = 0; i < n; ++i) identity = identity && perm[i] == i;
  if (identity && n > 1) std::swap(perm[0], perm[1]);
  return perm;
}

template <class S>
StepWeights<S> intervention_weights(InterventionKind kind, const StepWeights<S>& own, int word,
                                    std::uint64_t seed) {
  StepWeights<S> out = own;
  if (own.empty()) return out;
  const Eigen::Index Tx = own[0].rows();
  const std::vector<int> perm = seeded_permutation(static_cast<int>(Tx), seed);
  for (size_t l = 0; l < own.size(); ++l) {
    Mat<S>& w = out[l];
    switch (kind) {
      case InterventionKind::Uniform:
        w.setConstant(S(1) / S(Tx));
        break;
      case InterventionKind::Permute:
        for (Eigen::Index j = 0; j < Tx; ++j) w.row(j) = own[l].row(perm[j]);
        break;
      case InterventionKind::Word:
        w.setZero();
        if (word >= 0 && word < Tx) w.row(word).setOnes();
        break;
      case InterventionKind::None:
        break;
    }
  }
  return out;
}

template <class S>
InterventionRun<S> intervene(Stepper<S>& stepper, const std::vector<int>& src,
                             const std::vector<int>& target, const Decoded<S>& base,
                             const InterventionSpec& spec) {
  InterventionRun<S> r;
  r.used = intervention_weights(spec.kind, base.weights[spec.position], spec.word, spec.seed);
  RunPlan<S> plan;
  plan.forced = target;
  plan.override_at = spec.position;
  plan.replace = &r.used;
  if (spec.release) {
    plan.free_from = spec.position;
    plan.max_len = spec.max_len;
  }
  r.run = decode(stepper, src, plan);
  if (spec.release) {
    r.words = r.run.words();
  } else {
    r.words = r.run.argmax;
    if (!r.words.empty() && r.words.back() == s2s::kEosId) r.words.pop_back();
  }
  return r;
}

#define AP_INSTANTIATE(S)                                                                    \
  template StepWeights<S> intervention_weights(InterventionKind, const StepWeights<S>&, int, \
                                               std::uint64_t);                               \
  template InterventionRun<S> intervene(Stepper<S>&, const std::vector<int>&,                \
                                        const std::vector<int>&, const Decoded<S>&,          \
                                        const InterventionSpec&);
AP_INSTANTIATE(float)
AP_INSTANTIATE(double)
#undef AP_INSTANTIATE

}  // namespace ap::explain
