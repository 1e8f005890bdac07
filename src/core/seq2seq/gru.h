// GRU cell (Cho et al. 2014, the recurrent unit of RNNsearch/RNNencdec), one time step over a
// minibatch, forward and backward.
//
//   x: (I, B) input, h: (H, B) previous state, m: (1, B) mask (1 = real token, 0 = padding)
//   z  = σ(Wz x + bz + Uz h)            update gate
//   r  = σ(Wr x + br + Ur h)            reset gate
//   n  = tanh(Wn x + bn + Un (r ⊙ h))   candidate
//   h' = (1 − z) ⊙ h + z ⊙ n
//   out = m ⊙ h' + (1 − m) ⊙ h          padded columns carry their state through unchanged
// The three input maps are stacked as Wx = [Wz; Wr; Wn] (3H, I) and the two gate recurrences as
// Uzr = [Uz; Ur] (2H, H) so one step is three GEMMs.
#pragma once

#include "core/seq2seq/tensor.h"
#include "core/seq2seq/visit_params.h"

#include <string>

namespace ap::s2s {

template <class S>
struct GruParams : VisitParams<GruParams<S>> {
  Mat<S> Wx;   // (3H, I)
  Mat<S> bx;   // (3H, 1)
  Mat<S> Uzr;  // (2H, H)
  Mat<S> Un;   // (H, H)

  int hidden() const { return static_cast<int>(Un.rows()); }
  int input() const { return static_cast<int>(Wx.cols()); }
  // Random weights ~ N(0, 1/fan_in), biases 0.
  void init(int input, int hidden, Rng& rng);
  void set_zero_like(const GruParams& other);
  // visit(prefix, f): "<prefix>.Wx", … (see visit_params.h).
  template <class Self, class F>
  static void each_param(Self& self, const std::string& prefix, F&& f) {
    f(prefix + ".Wx", self.Wx);
    f(prefix + ".bx", self.bx);
    f(prefix + ".Uzr", self.Uzr);
    f(prefix + ".Un", self.Un);
  }
};

// What the backward pass needs from one forward step.
template <class S>
struct GruStepCache {
  Mat<S> x, h_prev;  // inputs (I, B), (H, B)
  Mat<S> z, r, n;    // gates and candidate (H, B)
  Mat<S> rh;         // r ⊙ h_prev (H, B)
  Mat<S> mask;       // (1, B), empty = all ones
};

// x: (I, B), h_prev: (H, B), mask: (1, B) or empty → h_out: (H, B).
template <class S>
void gru_step_forward(const GruParams<S>& p, const Mat<S>& x, const Mat<S>& h_prev,
                      const Mat<S>& mask, Mat<S>* h_out, GruStepCache<S>* cache);

// dh_out: (H, B) → grads += dθ, dx += (I, B), dh_prev += (H, B). dx may be null.
template <class S>
void gru_step_backward(const GruParams<S>& p, const GruStepCache<S>& c, const Mat<S>& dh_out,
                       GruParams<S>* grads, Mat<S>* dx, Mat<S>* dh_prev);

}  // namespace ap::s2s
