// Interventions on the attention (explain.h has the definitions): the weights that replace the
// model's at one target position, and the decoding run that uses them, for either model
// (stepper.h). Templated on the scalar (float for the shipped models, double for the tests).
#pragma once

#include "core/explain/explain.h"
#include "core/explain/stepper.h"

namespace ap::explain {

// A permutation of 0 … n−1 drawn from seed (Fisher–Yates on core/rng.h); never the identity when
// n > 1 (an identity draw gets its first two entries swapped).
std::vector<int> seeded_permutation(int n, std::uint64_t seed);

// own: the model's weights at the position (per layer, (Tx, heads)) → the weights to use:
// uniform 1/Tx; permute: row j ← own row perm[j] (the same perm for every layer and head);
// word: one-hot on source position word (< Tx) for every layer and head.
template <class S>
StepWeights<S> intervention_weights(InterventionKind kind, const StepWeights<S>& own, int word,
                                    std::uint64_t seed);

struct InterventionSpec {
  InterventionKind kind = InterventionKind::Uniform;
  int position = 0;  // < target.size()
  int word = 0;      // < src.size(), for Word
  bool release = false;
  std::uint64_t seed = 1;
  int max_len = 0;  // release: the cap on emitted positions (incl. </s>)
};

template <class S>
struct InterventionRun {
  Decoded<S> run;          // keep: positions 0 … target.size(); release: until </s>
  StepWeights<S> used;     // the weights at the position
  std::vector<int> words;  // keep: argmax per position (the last only if not </s>); release:
                           // the words emitted
};

// base: forced(stepper, src, target) (its weights at the position are the model's own).
template <class S>
InterventionRun<S> intervene(Stepper<S>& stepper, const std::vector<int>& src,
                             const std::vector<int>& target, const Decoded<S>& base,
                             const InterventionSpec& spec);

}  // namespace ap::explain
