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
// Edge cases, decided once here (tests in tests/core/ pin them down):
//   * cosine with a zero vector (q or a key that is exactly 0) scores 0, never NaN; its gradient
//     through that vector is taken as 0. Tiny (1e-30) and huge (1e30) vectors are normalised
//     without under/overflow.
//   * the temperature must be finite and > 0 (attention_input_error says so); values below 1e-20
//     are treated as 1e-20 so that 1/τ stays finite.
//   * a masked key gets weight exactly 0 and contributes exactly 0, even if its value row holds
//     inf or NaN (single-query path). If every key is masked (or n = 0), the weights are all 0,
//     the output is the zero vector and all_masked = true — never NaN.
//   * extreme scores stay finite: ±1e30 works like any other score; +inf scores share the weight
//     equally among themselves (the limit of softmax), and if every unmasked score is -inf the
//     weight is spread uniformly over them. NaN scores give NaN weights (garbage stays visible).
//   * bad shapes (q size ≠ K cols, V rows ≠ K rows, mask size ≠ n, parameter shapes) make every
//     kernel throw std::invalid_argument with the message of attention_input_error().
//
// Sections: 1. types  2. single-query forward/backward  3. batched forward/backward
#pragma once

#include <Eigen/Dense>

#include "core/enum_names.h"

#include <string>
#include <vector>

namespace ap {

using Vec = Eigen::VectorXf;
using Mat = Eigen::MatrixXf;
using Mask = std::vector<bool>;  // n entries, true = may attend; empty = every key may attend

// ---- 1. types --------------------------------------------------------------------------------
enum class ScoreFunction { Dot, ScaledDot, General, Additive, Cosine };

// The CLI/JSON/share-link names (enum_name / enum_from_name, core/enum_names.h).
inline constexpr EnumName<ScoreFunction> kScoreFunctionNames[] = {
    {ScoreFunction::Dot, "dot"},
    {ScoreFunction::ScaledDot, "scaled_dot"},
    {ScoreFunction::General, "general"},
    {ScoreFunction::Additive, "additive"},
    {ScoreFunction::Cosine, "cosine"}};
constexpr const auto& enum_names(ScoreFunction) { return kScoreFunctionNames; }
// Shorthands kept for their many callers.
inline const char* score_function_name(ScoreFunction f) { return enum_name(f); }
inline bool parse_score_function(const std::string& name, ScoreFunction* out) {
  return enum_from_name(name, out);  // false if unknown
}

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
  Vec scores;               // (n)     raw similarity scores, before temperature
  Vec weights;              // (n)     softmax(scores/τ) over unmasked keys; masked keys exactly 0
  Vec output;               // (e)     Σ_i weights_i · V_i
  Mat contributions;        // (n, e)  row i = weights_i · V_i
  bool all_masked = false;  // every key masked: weights all 0 and output the zero vector
};

struct AttentionGrads {
  Vec dquery;           // (d)
  Mat dkeys;            // (n, d)
  Mat dvalues;          // (n, e)
  ScoreParams dparams;  // same shapes as the ScoreParams used (empty where unused)
};

// ---- 2. single query -------------------------------------------------------------------------
// "" if the inputs fit together, else a message naming the problem (for the app layer to show).
// d = K.cols(); Q may be a single query as a (1, d) row or a batch (m, d).
std::string attention_input_error(const AttentionSpec& spec, Eigen::Index query_dim,
                                  const Eigen::Ref<const Mat>& K, const Eigen::Ref<const Mat>& V,
                                  const Mask& mask);

// Raw score of q against every key. q: (d), K: (n, d) → (n)
//   dot qᵀk, scaled_dot qᵀk/√d, general qᵀWk, additive vᵀtanh(Wq q + Wk k), cosine qᵀk/(|q||k|).
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
// Uses fwd.scores and fwd.weights (the forward's cache); the additive score's tanh activations
// are recomputed (cheap, and keeps AttentionResult small for the views).
AttentionGrads attend_backward(const AttentionSpec& spec, const Eigen::Ref<const Vec>& q,
                               const Eigen::Ref<const Mat>& K, const Eigen::Ref<const Mat>& V,
                               const Mask& mask, const AttentionResult& fwd,
                               const Eigen::Ref<const Vec>& doutput);

// ---- 3. batched queries ----------------------------------------------------------------------
struct BatchedAttentionResult {
  Mat scores;               // (m, n)
  Mat weights;              // (m, n)  row j = weights of query j
  Mat output;               // (m, e)
  bool all_masked = false;  // every key masked: weights and output all 0
};
// Q: (m, d), K: (n, d), V: (n, e). mask applies to keys, as above. Row j equals attend() of
// query j, except that the batch uses one GEMM for Σ w V: a masked key whose value row holds
// inf/NaN poisons the batched output (0·inf), where attend() skips it.
BatchedAttentionResult attend_batched(const AttentionSpec& spec, const Eigen::Ref<const Mat>& Q,
                                      const Eigen::Ref<const Mat>& K,
                                      const Eigen::Ref<const Mat>& V, const Mask& mask = {});

struct BatchedAttentionGrads {
  Mat dqueries;  // (m, d)
  Mat dkeys;     // (n, d)
  Mat dvalues;   // (n, e)
  ScoreParams dparams;
};
BatchedAttentionGrads attend_batched_backward(const AttentionSpec& spec,
                                              const Eigen::Ref<const Mat>& Q,
                                              const Eigen::Ref<const Mat>& K,
                                              const Eigen::Ref<const Mat>& V, const Mask& mask,
                                              const BatchedAttentionResult& fwd,
                                              const Eigen::Ref<const Mat>& doutput);

}  // namespace ap
