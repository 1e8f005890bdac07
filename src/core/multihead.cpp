// Multi-head self-attention forward (shapes in multihead.h), its input checks, and the seeded
// parameter init. Per head h, with X' = X (+ PE):
//   Q_h = X' Wq[h]ᵀ, K_h = X' Wk[h]ᵀ, V_h = X' Wv[h]ᵀ        (n, d_head)
//   A_h = softmax_rows(Q_h K_hᵀ / √d_head) (causal: row i sees j ≤ i)   (n, n)
//   head_h = A_h V_h                                          (n, d_head)
// Every matrix product goes through detail::matmul (kern::gemm: f32x4 natively and in wasm).
//   output = [head_0 … head_{H-1}] Woᵀ                        (n, d_model)
#include "core/multihead.h"
#include "core/attention_kernels.h"
#include "core/multihead_check.h"
#include "core/rng.h"
#include "core/softmax.h"

#include <cmath>
#include <stdexcept>
#include <string>

namespace ap {

namespace detail {

void check_multihead(const char* where, Eigen::Index n, Eigen::Index d_model,
                     const MultiHeadParams& p) {
  auto fail = [&](const std::string& msg) {
    throw std::invalid_argument(std::string(where) + ": " + msg);
  };
  const int H = p.heads();
  if (H < 1) fail("need at least one head");
  if (p.Wk.size() != p.Wq.size() || p.Wv.size() != p.Wq.size())
    fail("Wq, Wk and Wv must have one matrix per head");
  const Eigen::Index dh = p.Wq[0].rows();
  if (dh < 1) fail("d_head must be ≥ 1");
  for (int h = 0; h < H; ++h)
    for (const Mat* W : {&p.Wq[h], &p.Wk[h], &p.Wv[h]})
      if (W->rows() != dh || W->cols() != d_model)
        fail("head " + std::to_string(h) + ": projection is (" + std::to_string(W->rows()) + ", " +
             std::to_string(W->cols()) + "), expected (" + std::to_string(dh) + ", " +
             std::to_string(d_model) + ") = (d_head, d_model)");
  if (p.Wo.rows() != d_model || p.Wo.cols() != H * dh)
    fail("Wo is (" + std::to_string(p.Wo.rows()) + ", " + std::to_string(p.Wo.cols()) +
         "), expected (d_model, heads·d_head) = (" + std::to_string(d_model) + ", " +
         std::to_string(H * dh) + ")");
  (void)n;
}

}  // namespace detail

// Scaled normal init, std = √(2 / (fan_in + fan_out)) (Glorot). Draw order, fixed forever:
// for each head Wq[h], Wk[h], Wv[h], then Wo; each matrix row by row.
MultiHeadParams random_multihead_params(int heads, int d_model, int d_head, std::uint64_t seed) {
  if (heads < 1 || d_model < 1 || d_head < 1)
    throw std::invalid_argument("random_multihead_params: heads, d_model and d_head must be ≥ 1");
  Rng rng(seed);
  auto fill = [&rng](Mat& W, int rows, int cols) {
    W.resize(rows, cols);
    const float stddev = std::sqrt(2.0f / static_cast<float>(rows + cols));
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c) W(r, c) = stddev * rng.normal();
  };
  MultiHeadParams p;
  p.Wq.resize(heads);
  p.Wk.resize(heads);
  p.Wv.resize(heads);
  for (int h = 0; h < heads; ++h) {
    fill(p.Wq[h], d_head, d_model);
    fill(p.Wk[h], d_head, d_model);
    fill(p.Wv[h], d_head, d_model);
  }
  fill(p.Wo, d_model, heads * d_head);
  return p;
}

// X: (n, d_model) → MultiHeadResult (caches every intermediate the backward needs)
MultiHeadResult multihead_self_attention(const Eigen::Ref<const Mat>& X, const MultiHeadParams& p,
                                         const MultiHeadOptions& opt) {
  const Eigen::Index n = X.rows(), dm = X.cols();
  detail::check_multihead("multihead_self_attention", n, dm, p);
  const int H = p.heads();
  const Eigen::Index dh = p.Wq[0].rows();

  MultiHeadResult r;
  r.input = X;
  if (opt.positional_encoding)
    r.input += sinusoidal_positional_encoding(static_cast<int>(n), static_cast<int>(dm));
  r.Q.resize(H);
  r.K.resize(H);
  r.V.resize(H);
  r.weights.resize(H);
  r.head_out.resize(H);
  r.concat.resize(n, H * dh);
  const float scale = 1.0f / std::sqrt(static_cast<float>(dh));
  const Mask no_mask;
  Mat S(n, n);
  for (int h = 0; h < H; ++h) {
    // Q, K, V: (n, dh) = input (n, dm) · W (dh, dm)ᵀ; S: (n, n) = scale · Q Kᵀ (kern::gemm)
    r.Q[h].resize(n, dh);
    r.K[h].resize(n, dh);
    r.V[h].resize(n, dh);
    detail::matmul(r.input, false, p.Wq[h], true, r.Q[h], false);
    detail::matmul(r.input, false, p.Wk[h], true, r.K[h], false);
    detail::matmul(r.input, false, p.Wv[h], true, r.V[h], false);
    detail::matmul(r.Q[h], false, r.K[h], true, S, false);
    S *= scale;
    r.weights[h].resize(n, n);
    // Causal: row i may see keys 0..i (limit i+1); row i always has key i, so never all-masked.
    for (Eigen::Index i = 0; i < n; ++i)
      detail::softmax_span(S.row(i), 1.0f, no_mask, opt.causal ? i + 1 : n, r.weights[h].row(i));
    r.head_out[h].resize(n, dh);
    detail::matmul(r.weights[h], false, r.V[h], false, r.head_out[h], false);  // (n, n)·(n, dh)
    r.concat.middleCols(h * dh, dh) = r.head_out[h];
  }
  r.output.resize(n, dm);
  detail::matmul(r.concat, false, p.Wo, true, r.output, false);  // (n, H·dh)·(dm, H·dh)ᵀ
  return r;
}

}  // namespace ap
