// Adam with gradient-norm clipping (see optimizer.h).
#include "core/seq2seq/optimizer.h"

#include "core/kernels/reduce.h"
#include "core/kernels/simd.h"

#include <cmath>

namespace ap::s2s {

float global_norm(const std::vector<const Mat<float>*>& g) {
  double sq = 0;
  for (const Mat<float>* m : g)
    sq += kern::dot(m->data(), m->data(), static_cast<std::size_t>(m->size()));
  return static_cast<float>(std::sqrt(sq));
}

namespace {

// One Adam update over n parameters, written out with exact IEEE operations (Eigen's SSE sqrt
// under EIGEN_FAST_MATH is an rsqrt estimate whose bits differ between CPU vendors and from wasm).
// The same expression per lane in the f32x4 body and the scalar tail:
//   g ← grad·s; m ← β1·m + (1 − β1)·g; v ← β2·v + (1 − β2)·g²; θ ← θ − step·m / (√v + ε)
template <class V>
inline void adam_lanes(V* p, V g, V* m, V* v, V s, V b1, V c1, V b2, V c2, V step, V eps) {
  using kern::add;
  using kern::div;
  using kern::mul;
  using kern::sub;
  g = mul(g, s);
  *m = add(mul(b1, *m), mul(c1, g));
  *v = add(mul(b2, *v), mul(c2, mul(g, g)));
  *p = sub(*p, div(mul(step, *m), add(kern::sqrt(*v), eps)));
}

void adam_update(float* p, const float* g, float* m, float* v, std::size_t n, float s, float b1,
                 float b2, float step, float eps) {
  using kern::f32x4;
  const float c1 = 1 - b1, c2 = 1 - b2;
  std::size_t i = 0;
  const f32x4 z{};
  const f32x4 S = kern::splat_f(z, s), B1 = kern::splat_f(z, b1), C1 = kern::splat_f(z, c1);
  const f32x4 B2 = kern::splat_f(z, b2), C2 = kern::splat_f(z, c2);
  const f32x4 St = kern::splat_f(z, step), E = kern::splat_f(z, eps);
  for (; i + 4 <= n; i += 4) {
    f32x4 P = kern::load4(p + i), M = kern::load4(m + i), W = kern::load4(v + i);
    adam_lanes(&P, kern::load4(g + i), &M, &W, S, B1, C1, B2, C2, St, E);
    kern::store4(p + i, P);
    kern::store4(m + i, M);
    kern::store4(v + i, W);
  }
  for (; i < n; ++i) adam_lanes(p + i, g[i], m + i, v + i, s, b1, c1, b2, c2, step, eps);
}

}  // namespace

Adam::Adam(const std::vector<const Mat<float>*>& like, const AdamOptions& opt) : opt_(opt) {
  for (const Mat<float>* m : like) {
    m_.push_back(Mat<float>::Zero(m->rows(), m->cols()));
    v_.push_back(Mat<float>::Zero(m->rows(), m->cols()));
  }
}

float Adam::step(const std::vector<Mat<float>*>& params, const std::vector<const Mat<float>*>& gs,
                 float scale) {
  const float norm = global_norm(gs) * scale;
  float s = scale;
  if (opt_.clip_norm > 0 && norm > opt_.clip_norm) s *= opt_.clip_norm / norm;
  ++t_;
  // βᵗ as running products (exact IEEE multiplies; std::pow is a libm call that may differ by CPU)
  beta1_t_ *= opt_.beta1;
  beta2_t_ *= opt_.beta2;
  const float bc1 = 1.0f - beta1_t_;
  const float bc2 = 1.0f - beta2_t_;
  const float step_size = opt_.lr * std::sqrt(bc2) / bc1;  // bias corrections folded in
  for (size_t i = 0; i < params.size(); ++i)
    adam_update(params[i]->data(), gs[i]->data(), m_[i].data(), v_[i].data(),
                static_cast<std::size_t>(params[i]->size()), s, opt_.beta1, opt_.beta2, step_size,
                opt_.eps);
  return norm;
}

}  // namespace ap::s2s
