// A small wasm module for node (bench/tfjs/attention_vs_tfjs.mjs): exports batched scaled-dot
// attention softmax(Q Kᵀ / √d) V of the attention core as a C function, so a JavaScript benchmark
// can time our kernel beside TensorFlow.js on the same tensors. Not part of the page.
// Matrices are passed column-major (Eigen's layout), so nothing is copied on the way in.
#include "core/attention.h"

#include <emscripten/emscripten.h>

extern "C" {

// Qc: (m, d), Kc: (n, d), Vc: (n, e), all column-major → out: (m, e) column-major.
// Returns 0, or 1 if the shapes do not fit (never throws across the JS boundary).
EMSCRIPTEN_KEEPALIVE int ap_bench_attend(const float* Qc, const float* Kc, const float* Vc, int m,
                                         int n, int d, int e, float* out) {
  if (m <= 0 || n <= 0 || d <= 0 || e <= 0) return 1;
  static const ap::AttentionSpec spec = [] {
    ap::AttentionSpec s;
    s.score = ap::ScoreFunction::ScaledDot;
    return s;
  }();
  const Eigen::Map<const ap::Mat> Q(Qc, m, d), K(Kc, n, d), V(Vc, n, e);
  const ap::BatchedAttentionResult r = ap::attend_batched(spec, Q, K, V);
  Eigen::Map<ap::Mat>(out, m, e) = r.output;
  return 0;
}

}  // extern "C"
