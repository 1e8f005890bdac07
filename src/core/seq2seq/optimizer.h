// Adam (Kingma & Ba 2015) over any parameter set with a visit() (visit_params.h: Seq2SeqParams,
// tfm::TransformerParams), with global gradient-norm clipping (Pascanu et al. 2013: RNN gradients
// occasionally explode; rescaling the whole gradient keeps its direction). The parameter set is
// walked once into a list of matrices; the update itself (optimizer.cpp) sees only that list, so
// every model family gets the same bits from the same arithmetic.
#pragma once

#include "core/seq2seq/tensor.h"

#include <string>
#include <vector>

namespace ap::s2s {

struct AdamOptions {
  float lr = 2e-3f;
  float beta1 = 0.9f, beta2 = 0.999f, eps = 1e-8f;
  float clip_norm = 5.0f;  // ≤ 0: no clipping
};

// Every matrix of a parameter set, in visit order.
template <class P>
std::vector<Mat<float>*> param_matrices(P* p) {
  std::vector<Mat<float>*> out;
  p->visit([&](const std::string&, Mat<float>& m) { out.push_back(&m); });
  return out;
}
template <class P>
std::vector<const Mat<float>*> param_matrices(const P& p) {
  std::vector<const Mat<float>*> out;
  p.visit([&](const std::string&, const Mat<float>& m) { out.push_back(&m); });
  return out;
}

// √(Σ g²) over the matrices: per matrix a fixed-order float Σ g² (kern::dot), summed over the
// matrices in order in double.
float global_norm(const std::vector<const Mat<float>*>& grads);
template <class P>
float global_norm(const P& grads) {
  return global_norm(param_matrices(grads));
}

class Adam {
 public:
  template <class P>
  Adam(const P& like, const AdamOptions& opt) : Adam(param_matrices(like), opt) {}
  Adam(const std::vector<const Mat<float>*>& like, const AdamOptions& opt);
  // θ ← θ − lr · m̂ / (√v̂ + ε) with grad scaled by `scale` first (e.g. 1/tokens) and then
  // clipped to clip_norm. Returns the gradient norm before clipping.
  template <class P>
  float step(P* params, const P& grads, float scale) {
    return step(param_matrices(params), param_matrices(grads), scale);
  }
  float step(const std::vector<Mat<float>*>& params, const std::vector<const Mat<float>*>& grads,
             float scale);
  void set_lr(float lr) { opt_.lr = lr; }
  float lr() const { return opt_.lr; }

 private:
  AdamOptions opt_;
  std::vector<Mat<float>> m_, v_;
  long long t_ = 0;
  float beta1_t_ = 1.0f, beta2_t_ = 1.0f;  // β1ᵗ, β2ᵗ
};

}  // namespace ap::s2s
