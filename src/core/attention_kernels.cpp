// The attention core's SIMD kernels and their scalar references (see attention_kernels.h).
// Kernels are templates over the lane type V ∈ {float, kern::f32x4}: the scalar reference is the
// same template instantiated with float, so the per-lane operations are identical by construction.
// The one exception, weighted_sum, transposes 4×4 blocks; its reference is its contract, spelled
// out.
#include "core/attention_kernels.h"

#include "core/kernels/elementwise.h"
#include "core/kernels/gemm.h"
#include "core/kernels/simd.h"
#include "core/softmax.h"

#include <cmath>
#include <limits>
#include <type_traits>

namespace ap::detail {

namespace {

using kern::f32x4;

// Strided lane access: element r·stride for lane r (float: one element).
inline float load_lanes(float, const float* p, Eigen::Index) { return *p; }
inline f32x4 load_lanes(f32x4, const float* p, Eigen::Index stride) {
  if (stride == 1) return kern::load4(p);
  alignas(16) float l[4] = {p[0], p[stride], p[2 * stride], p[3 * stride]};
  return kern::load4(l);
}
inline void store_lanes(float* p, Eigen::Index, float x) { *p = x; }
inline void store_lanes(float* p, Eigen::Index stride, f32x4 x) {
  if (stride == 1) return kern::store4(p, x);
  alignas(16) float l[4];
  kern::store4(l, x);
  for (int r = 0; r < 4; ++r) p[r * stride] = l[r];
}
// Lane r of x (float: x itself).
inline float lane(float x, int) { return x; }
inline float lane(f32x4 x, int r) {
  alignas(16) float l[4];
  kern::store4(l, x);
  return l[r];
}
template <class V>
constexpr int kLanes = std::is_same_v<V, float> ? 1 : 4;

void gemm_dispatch(bool simd, const CMatRef& A, bool ta, const CMatRef& B, bool tb, MatRef C,
                   bool acc) {
  const auto M = static_cast<std::size_t>(C.rows()), N = static_cast<std::size_t>(C.cols());
  const auto K = static_cast<std::size_t>(ta ? A.rows() : A.cols());
  if (M == 0 || N == 0) return;
  if (K == 0) {  // an empty sum: 0
    if (!acc) C.setZero();
    return;
  }
  const kern::Trans TA = ta ? kern::Trans::T : kern::Trans::N;
  const kern::Trans TB = tb ? kern::Trans::T : kern::Trans::N;
  (simd ? kern::gemm : kern::gemm_ref)(TA, TB, M, N, K, A.data(), A.outerStride(), B.data(),
                                       B.outerStride(), C.data(), C.outerStride(), acc);
}

// Σ w·V (see weighted_sum). The scalar reference: the contract written out, column by column.
void weighted_sum_scalar(const Eigen::Ref<const Vec>& w, const CMatRef& Vals, MatRef X,
                         Eigen::Ref<Vec> out) {
  for (Eigen::Index c = 0; c < Vals.cols(); ++c) {
    float acc = 0.0f;
    for (Eigen::Index i = 0; i < Vals.rows(); ++i) {
      const float x = w[i] == 0.0f ? 0.0f : w[i] * Vals(i, c);
      X(i, c) = x;
      acc += x;
    }
    out[c] = acc;
  }
}

// The f32x4 version, a 4×4 block at a time: 4 keys i (contiguous in a column) × 4 value columns c.
// x = select(w = 0, 0, w·v) on each column's 4 keys (stored into X as they are), then the block is
// transposed so each key's 4 columns are one vector, added to the columns' accumulators in
// increasing i: the same products and the same sequential sums as the reference, per element.
// B column groups of 4 go side by side, so B accumulator chains hide the add latency.
template <int B>
void weighted_sum_groups(const Eigen::Ref<const Vec>& w, const CMatRef& Vals, Eigen::Index c,
                         MatRef X, Eigen::Ref<Vec> out) {
  const Eigen::Index n = Vals.rows(), n4 = n / 4 * 4;
  const Eigen::Index vs = Vals.outerStride(), xs = X.outerStride();
  const f32x4 zero = kern::splat_f(f32x4{}, 0.0f);
  f32x4 acc[B];
  for (int b = 0; b < B; ++b) acc[b] = zero;
  const float* v = Vals.data() + c * vs;
  float* x = X.data() + c * xs;
  for (Eigen::Index i = 0; i < n4; i += 4) {
    const f32x4 w4 = kern::load4(w.data() + i);
    const kern::m32x4 off = kern::cmp_eq(w4, zero);
    for (int b = 0; b < B; ++b) {
      f32x4 k[4];
      for (int q = 0; q < 4; ++q) {
        const Eigen::Index col = 4 * b + q;
        k[q] = kern::select(off, zero, kern::mul(w4, kern::load4(v + col * vs + i)));
        kern::store4(x + col * xs + i, k[q]);
      }
      kern::transpose4(k[0], k[1], k[2], k[3]);  // k[r] = key i + r's 4 columns
      acc[b] = kern::add(kern::add(kern::add(kern::add(acc[b], k[0]), k[1]), k[2]), k[3]);
    }
  }
  for (Eigen::Index i = n4; i < n; ++i)  // ragged keys: one key's 4 columns at a time
    for (int b = 0; b < B; ++b) {
      f32x4 xi = zero;
      if (w[i] != 0.0f)
        xi = kern::mul(kern::splat_f(f32x4{}, w[i]), load_lanes(f32x4{}, v + 4 * b * vs + i, vs));
      store_lanes(x + 4 * b * xs + i, xs, xi);
      acc[b] = kern::add(acc[b], xi);
    }
  for (int b = 0; b < B; ++b) kern::store4(out.data() + c + 4 * b, acc[b]);
}

void weighted_sum_simd(const Eigen::Ref<const Vec>& w, const CMatRef& Vals, MatRef X,
                       Eigen::Ref<Vec> out) {
  const Eigen::Index e = Vals.cols();
  Eigen::Index c = 0;
  for (; c + 8 <= e; c += 8) weighted_sum_groups<2>(w, Vals, c, X, out);
  for (; c + 4 <= e; c += 4) weighted_sum_groups<1>(w, Vals, c, X, out);
  if (c < e)  // ragged columns
    weighted_sum_scalar(w, Vals.rightCols(e - c), X.rightCols(e - c), out.tail(e - c));
}

// Keys [i0, i0 + lanes) against query j: Σ_c v_c·tanh(PK(i, c) + PQ(j, c)).
template <class V>
void additive_block(const CMatRef& PQ, const CMatRef& PK, const float* v, Eigen::Index j,
                    Eigen::Index i0, MatRef S) {
  const Eigen::Index h = PK.cols(), ldk = PK.outerStride();
  V acc = kern::splat_f(V{}, 0.0f);
  for (Eigen::Index c = 0; c < h; ++c) {
    const V pre =
        kern::add(load_lanes(V{}, PK.data() + i0 + c * ldk, 1), kern::splat_f(V{}, PQ(j, c)));
    acc = kern::add(acc, kern::mul(kern::splat_f(V{}, v[c]), kern::tanh(pre)));
  }
  store_lanes(&S(j, i0), S.outerStride(), acc);
}

void additive_impl(bool simd, const CMatRef& PQ, const CMatRef& PK, const Eigen::Ref<const Vec>& v,
                   MatRef S) {
  const Eigen::Index m = PQ.rows(), n = PK.rows(), n4 = simd ? n / 4 * 4 : 0;
  for (Eigen::Index j = 0; j < m; ++j) {
    for (Eigen::Index i = 0; i < n4; i += 4) additive_block<f32x4>(PQ, PK, v.data(), j, i, S);
    for (Eigen::Index i = n4; i < n; ++i) additive_block<float>(PQ, PK, v.data(), j, i, S);
  }
}

// Rows [j0, j0 + lanes) of the masked softmax; false if some lane's max is ±inf (the caller then
// takes the scalar path for these rows, which knows the limits).
template <class V>
bool softmax_block(const CMatRef& S, float inv_tau, const Mask& mask, Eigen::Index j0, MatRef W) {
  const Eigen::Index n = S.cols(), lds = S.outerStride(), ldw = W.outerStride();
  const float inf = std::numeric_limits<float>::infinity();
  const V it = kern::splat_f(V{}, inv_tau), zero = kern::splat_f(V{}, 0.0f);
  V mx = kern::splat_f(V{}, -inf);
  for (Eigen::Index i = 0; i < n; ++i) {
    float* w = W.data() + j0 + i * ldw;
    if (!mask.empty() && !mask[static_cast<size_t>(i)]) {
      store_lanes(w, 1, zero);
      continue;
    }
    const V z = kern::mul(load_lanes(V{}, S.data() + j0 + i * lds, 1), it);
    store_lanes(w, 1, z);
    mx = kern::select(kern::cmp_gt(z, mx), z, mx);
  }
  for (int r = 0; r < kLanes<V>; ++r)
    if (std::isinf(lane(mx, r))) return false;
  V sum = zero;
  for (Eigen::Index i = 0; i < n; ++i) {
    if (!mask.empty() && !mask[static_cast<size_t>(i)]) continue;
    float* w = W.data() + j0 + i * ldw;
    const V e = kern::exp(kern::sub(load_lanes(V{}, w, 1), mx));
    store_lanes(w, 1, e);
    sum = kern::add(sum, e);
  }
  const V inv_sum = kern::div(kern::splat_f(V{}, 1.0f), sum);
  for (Eigen::Index i = 0; i < n; ++i) {
    float* w = W.data() + j0 + i * ldw;
    store_lanes(w, 1, kern::mul(load_lanes(V{}, w, 1), inv_sum));
  }
  return true;
}

bool softmax_impl(bool simd, const CMatRef& S, float inv_tau, const Mask& mask, MatRef W) {
  const Eigen::Index m = S.rows(), n = S.cols(), m4 = simd ? m / 4 * 4 : 0;
  bool allowed = false;
  for (Eigen::Index i = 0; i < n && !allowed; ++i)
    allowed = mask.empty() || mask[static_cast<size_t>(i)];
  if (!allowed) {
    W.setZero();
    return false;
  }
  // Scalar rows: the ragged tail, and rows whose logits reach ±inf (softmax_span's limits).
  auto scalar_row = [&](Eigen::Index j) {
    if (!softmax_block<float>(S, inv_tau, mask, j, W))
      softmax_span(S.row(j), inv_tau, mask, n, W.row(j));
  };
  Eigen::Index j = 0;
  for (; j < m4; j += 4)
    if (!softmax_block<f32x4>(S, inv_tau, mask, j, W))
      for (Eigen::Index r = j; r < j + 4; ++r) scalar_row(r);
  for (; j < m; ++j) scalar_row(j);
  return true;
}

// Rows [j0, j0 + lanes): dS = W ⊙ (dW − Σ_k W dW) · inv_tau.
template <class V>
void softmax_backward_block(const CMatRef& W, const CMatRef& dW, float inv_tau, Eigen::Index j0,
                            MatRef dS) {
  const Eigen::Index n = W.cols(), ldw = W.outerStride(), ldg = dW.outerStride(),
                     lds = dS.outerStride();
  V dot = kern::splat_f(V{}, 0.0f);
  for (Eigen::Index k = 0; k < n; ++k)
    dot = kern::add(dot, kern::mul(load_lanes(V{}, W.data() + j0 + k * ldw, 1),
                                   load_lanes(V{}, dW.data() + j0 + k * ldg, 1)));
  const V it = kern::splat_f(V{}, inv_tau);
  for (Eigen::Index k = 0; k < n; ++k) {
    const V w = load_lanes(V{}, W.data() + j0 + k * ldw, 1);
    const V g = load_lanes(V{}, dW.data() + j0 + k * ldg, 1);
    store_lanes(dS.data() + j0 + k * lds, 1, kern::mul(kern::mul(w, kern::sub(g, dot)), it));
  }
}

void softmax_backward_impl(bool simd, const CMatRef& W, const CMatRef& dW, float inv_tau,
                           MatRef dS) {
  const Eigen::Index m = W.rows(), m4 = simd ? m / 4 * 4 : 0;
  for (Eigen::Index j = 0; j < m4; j += 4) softmax_backward_block<f32x4>(W, dW, inv_tau, j, dS);
  for (Eigen::Index j = m4; j < m; ++j) softmax_backward_block<float>(W, dW, inv_tau, j, dS);
}

}  // namespace

void matmul(const CMatRef& A, bool ta, const CMatRef& B, bool tb, MatRef C, bool acc) {
  gemm_dispatch(true, A, ta, B, tb, C, acc);
}
void matmul_ref(const CMatRef& A, bool ta, const CMatRef& B, bool tb, MatRef C, bool acc) {
  gemm_dispatch(false, A, ta, B, tb, C, acc);
}

void weighted_sum(const Eigen::Ref<const Vec>& w, const CMatRef& Vals, MatRef X,
                  Eigen::Ref<Vec> out) {
  weighted_sum_simd(w, Vals, X, out);
}
void weighted_sum_ref(const Eigen::Ref<const Vec>& w, const CMatRef& Vals, MatRef X,
                      Eigen::Ref<Vec> out) {
  weighted_sum_scalar(w, Vals, X, out);
}

void additive_scores(const CMatRef& PQ, const CMatRef& PK, const Eigen::Ref<const Vec>& v,
                     MatRef S) {
  additive_impl(true, PQ, PK, v, S);
}
void additive_scores_ref(const CMatRef& PQ, const CMatRef& PK, const Eigen::Ref<const Vec>& v,
                         MatRef S) {
  additive_impl(false, PQ, PK, v, S);
}

bool softmax_rows(const CMatRef& S, float inv_tau, const Mask& mask, MatRef W) {
  return softmax_impl(true, S, inv_tau, mask, W);
}
bool softmax_rows_ref(const CMatRef& S, float inv_tau, const Mask& mask, MatRef W) {
  return softmax_impl(false, S, inv_tau, mask, W);
}

void softmax_rows_backward(const CMatRef& W, const CMatRef& dW, float inv_tau, MatRef dS) {
  softmax_backward_impl(true, W, dW, inv_tau, dS);
}
void softmax_rows_backward_ref(const CMatRef& W, const CMatRef& dW, float inv_tau, MatRef dS) {
  softmax_backward_impl(false, W, dW, inv_tau, dS);
}

}  // namespace ap::detail
