// Multi-head self-attention over a sequence, with optional causal mask and sinusoidal positional
// encoding, and its backward pass. Storage: one row per token (see attention.h).
//   X : (n, d_model)   input tokens
//   per head h: Wq[h], Wk[h], Wv[h] : (d_head, d_model)   so Q_h = X Wq[h]ᵀ : (n, d_head)
//   Wo : (d_model, heads·d_head)                         output = concat(heads) Woᵀ : (n, d_model)
// Each head uses scaled dot-product scores: Q_h K_hᵀ / √d_head.
#pragma once

#include "core/attention.h"

#include <cstdint>
#include <vector>

namespace ap {

struct MultiHeadParams {
  std::vector<Mat> Wq, Wk, Wv;  // heads × (d_head, d_model)
  Mat Wo;                       // (d_model, heads·d_head)
  int heads() const { return static_cast<int>(Wq.size()); }
};

// Deterministic random init (scaled normal, Xavier-like) from a seed: same seed, same numbers,
// on every platform (own PRNG, not std:: distributions, whose output is implementation-defined).
MultiHeadParams random_multihead_params(int heads, int d_model, int d_head, std::uint64_t seed);

// PE(pos, 2i) = sin(pos / 10000^(2i/d)), PE(pos, 2i+1) = cos(...).  → (n, d)
Mat sinusoidal_positional_encoding(int n, int d);
// One entry of it, in double before any rounding: column c of position pos for width d (shared
// with the Transformer's embedding, which needs the double values for its gradient checks).
double sinusoidal_position(int pos, int c, int d);

struct MultiHeadOptions {
  bool causal = false;               // token i may attend only to tokens j ≤ i
  bool positional_encoding = false;  // add sinusoidal PE to X before projecting
};

struct MultiHeadResult {
  Mat input;                  // (n, d_model)  X (+ PE if enabled)
  std::vector<Mat> Q, K, V;   // heads × (n, d_head)
  std::vector<Mat> weights;   // heads × (n, n)  row i = where token i looks
  std::vector<Mat> head_out;  // heads × (n, d_head)
  Mat concat;                 // (n, heads·d_head)
  Mat output;                 // (n, d_model)
};

MultiHeadResult multihead_self_attention(const Eigen::Ref<const Mat>& X, const MultiHeadParams& p,
                                         const MultiHeadOptions& opt = {});

struct MultiHeadGrads {
  Mat dX;                          // (n, d_model)
  std::vector<Mat> dWq, dWk, dWv;  // heads × (d_head, d_model)
  Mat dWo;                         // (d_model, heads·d_head)
};
MultiHeadGrads multihead_self_attention_backward(const MultiHeadParams& p,
                                                 const MultiHeadOptions& opt,
                                                 const MultiHeadResult& fwd,
                                                 const Eigen::Ref<const Mat>& doutput);

}  // namespace ap
