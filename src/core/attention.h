// The attention core: score functions, softmax with temperature and mask, weighted sum, and the
// backward pass of all of it. Eigen only: no UI, SDL or emscripten headers anywhere in src/core.
//
// Storage convention (used by every kernel in src/core): ONE ROW PER ITEM.
//   query  q : (d)          column vector
//   keys   K : (n, d)       row i is key i
//   values V : (n, e)       row i is value i
//   queries Q: (m, d)       row j is query j (batched attention)
// Scalars and matrices are float (fp32), the precision of the browser build.
//
// Sections: 1. types  2. single-query forward/backward  3. batched forward/backward
#pragma once

#include <Eigen/Dense>

#include <string>
#include <vector>

namespace ap {

using Vec = Eigen::VectorXf;
using Mat = Eigen::MatrixXf;
using Mask = std::vector<bool>;  // n entries, true = may attend; empty = every key may attend

// ---- 1. types --------------------------------------------------------------------------------
enum class ScoreFunction { Dot, ScaledDot, General, Additive, Cosine };

// "dot", "scaled_dot", "general", "additive", "cosine"  (the CLI/JSON/share-link names)
const char* score_function_name(ScoreFunction f);
bool parse_score_function(const std::string& name, ScoreFunction* out);  // false if unknown

// Parameters of the parametrised score functions (unused ones may stay empty).
struct ScoreParams {
  Mat W;   // general:  (d, d)        score = qᵀ W k
  Mat Wq;  // additive: (h, d)        score = vᵀ tanh(Wq q + Wk k)
  Mat Wk;  // additive: (h, d)
  Vec v;   // additive: (h)
};

struct AttentionSpec {
  ScoreFunction score = ScoreFunction::Dot;
  float temperature = 1.0f;  // τ > 0: weights = softmax(scores / τ)
  ScoreParams params;
};

// Everything a view needs to show the three steps.
struct AttentionResult {
  Vec scores;         // (n)     raw similarity scores, before temperature
  Vec weights;        // (n)     softmax(scores/τ) over unmasked keys; masked keys exactly 0
  Vec output;         // (e)     Σ_i weights_i · V_i
  Mat contributions;  // (n, e)  row i = weights_i · V_i
  bool all_masked = false;  // every key masked: weights all 0 and output the zero vector
};

struct AttentionGrads {
  Vec dquery;          // (d)
  Mat dkeys;           // (n, d)
  Mat dvalues;         // (n, e)
  ScoreParams dparams; // same shapes as the ScoreParams used (empty where unused)
};

// ---- 2. single query -------------------------------------------------------------------------
// Raw score of q against every key. q: (d), K: (n, d) → (n)
Vec attention_scores(const AttentionSpec& spec, const Eigen::Ref<const Vec>& q,
                     const Eigen::Ref<const Mat>& K);

// Numerically stable masked softmax of scores/τ. scores: (n) → (n).
// If every position is masked the result is all zeros (documented; never NaN).
Vec masked_softmax(const Eigen::Ref<const Vec>& scores, float temperature, const Mask& mask);

// Full forward pass. q: (d), K: (n, d), V: (n, e) → AttentionResult
AttentionResult attend(const AttentionSpec& spec, const Eigen::Ref<const Vec>& q,
                       const Eigen::Ref<const Mat>& K, const Eigen::Ref<const Mat>& V,
                       const Mask& mask = {});

// Backward pass: given dL/d(output) (e), gradients wrt q, K, V and the score parameters.
AttentionGrads attend_backward(const AttentionSpec& spec, const Eigen::Ref<const Vec>& q,
                               const Eigen::Ref<const Mat>& K, const Eigen::Ref<const Mat>& V,
                               const Mask& mask, const AttentionResult& fwd,
                               const Eigen::Ref<const Vec>& doutput);

// ---- 3. batched queries ----------------------------------------------------------------------
struct BatchedAttentionResult {
  Mat scores;   // (m, n)
  Mat weights;  // (m, n)  row j = weights of query j
  Mat output;   // (m, e)
};
// Q: (m, d), K: (n, d), V: (n, e). mask applies to keys, as above.
BatchedAttentionResult attend_batched(const AttentionSpec& spec, const Eigen::Ref<const Mat>& Q,
                                      const Eigen::Ref<const Mat>& K,
                                      const Eigen::Ref<const Mat>& V, const Mask& mask = {});

struct BatchedAttentionGrads {
  Mat dqueries;        // (m, d)
  Mat dkeys;           // (n, d)
  Mat dvalues;         // (n, e)
  ScoreParams dparams;
};
BatchedAttentionGrads attend_batched_backward(const AttentionSpec& spec,
                                              const Eigen::Ref<const Mat>& Q,
                                              const Eigen::Ref<const Mat>& K,
                                              const Eigen::Ref<const Mat>& V, const Mask& mask,
                                              const BatchedAttentionResult& fwd,
                                              const Eigen::Ref<const Mat>& doutput);

}  // namespace ap
