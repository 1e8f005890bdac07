// Adam (Kingma & Ba 2015) over a Seq2SeqParams, with global gradient-norm clipping (Pascanu et al.
// 2013: RNN gradients occasionally explode; rescaling the whole gradient keeps its direction).
#pragma once

#include "core/seq2seq/model.h"

#include <vector>

namespace ap::s2s {

struct AdamOptions {
  float lr = 2e-3f;
  float beta1 = 0.9f, beta2 = 0.999f, eps = 1e-8f;
  float clip_norm = 5.0f;  // ≤ 0: no clipping
};

class Adam {
 public:
  Adam(const Seq2SeqParams<float>& like, const AdamOptions& opt);
  // θ ← θ − lr · m̂ / (√v̂ + ε) with grad scaled by `scale` first (e.g. 1/tokens) and then
  // clipped to clip_norm. Returns the gradient norm before clipping.
  float step(Seq2SeqParams<float>* params, const Seq2SeqParams<float>& grads, float scale);
  void set_lr(float lr) { opt_.lr = lr; }
  float lr() const { return opt_.lr; }

 private:
  AdamOptions opt_;
  std::vector<Mat<float>> m_, v_;
  long long t_ = 0;
  float beta1_t_ = 1.0f, beta2_t_ = 1.0f;  // β1ᵗ, β2ᵗ
};

// √(Σ g²) over every matrix.
float global_norm(const Seq2SeqParams<float>& grads);

}  // namespace ap::s2s
