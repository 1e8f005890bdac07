// GRU cell forward/backward (see gru.h for the equations and shapes).
#include "core/seq2seq/gru.h"

#include "core/seq2seq/linalg.h"
#include "core/seq2seq/scratch.h"

#include <cmath>

namespace ap::s2s {
namespace {

// The step's temporaries, kept between calls (scratch.h).
template <class S>
struct ForwardScratch {
  Mat<S> gx, gh, delta;  // (3H, B), (2H, B), (H, B)
};
template <class S>
struct BackwardScratch {
  Mat<S> dhn, dh, dz, dn, dr, drh;  // (H, B)
  Mat<S> dg;                        // (3H, B)
};

}  // namespace

template <class S>
void GruParams<S>::init(int input, int hidden, Rng& rng) {
  Wx.resize(3 * hidden, input);
  fill_normal(&Wx, rng, 1.0 / std::sqrt(static_cast<double>(input)));
  bx = Mat<S>::Zero(3 * hidden, 1);
  Uzr.resize(2 * hidden, hidden);
  fill_normal(&Uzr, rng, 1.0 / std::sqrt(static_cast<double>(hidden)));
  Un.resize(hidden, hidden);
  fill_normal(&Un, rng, 1.0 / std::sqrt(static_cast<double>(hidden)));
}

template <class S>
void GruParams<S>::set_zero_like(const GruParams& o) {
  Wx = Mat<S>::Zero(o.Wx.rows(), o.Wx.cols());
  bx = Mat<S>::Zero(o.bx.rows(), o.bx.cols());
  Uzr = Mat<S>::Zero(o.Uzr.rows(), o.Uzr.cols());
  Un = Mat<S>::Zero(o.Un.rows(), o.Un.cols());
}

// x: (I, B), h_prev: (H, B), mask: (1, B) → h_out: (H, B)
template <class S>
void gru_step_forward(const GruParams<S>& p, const Mat<S>& x, const Mat<S>& h_prev,
                      const Mat<S>& mask, Mat<S>* h_out, GruStepCache<S>* c) {
  const Eigen::Index H = p.hidden();
  ForwardScratch<S>& s = thread_scratch<ForwardScratch<S>>();
  Mat<S>& gx = s.gx;
  gx.resize(3 * H, x.cols());
  matmul<S>(Trans::N, p.Wx, Trans::N, x, gx, false);
  gx.colwise() += p.bx.col(0);
  Mat<S>& gh = s.gh;
  gh.resize(2 * H, x.cols());
  matmul<S>(Trans::N, p.Uzr, Trans::N, h_prev, gh, false);
  c->z = gx.topRows(H) + gh.topRows(H);
  sigmoid_inplace<S>(c->z);
  c->r = gx.middleRows(H, H) + gh.bottomRows(H);
  sigmoid_inplace<S>(c->r);
  c->rh = c->r.cwiseProduct(h_prev);
  c->n = gx.bottomRows(H);
  matmul<S>(Trans::N, p.Un, Trans::N, c->rh, c->n, true);
  tanh_inplace<S>(c->n);
  c->x = x;
  c->h_prev = h_prev;
  c->mask = mask;
  // h' = h + z ⊙ (n − h); padded columns keep h.
  Mat<S>& delta = s.delta;
  delta = c->z.cwiseProduct(c->n - h_prev);
  if (mask.size() > 0) delta.array().rowwise() *= mask.row(0).array();
  *h_out = h_prev + delta;
}

// dh_out: (H, B) → grads +=, dx += (I, B), dh_prev += (H, B)
template <class S>
void gru_step_backward(const GruParams<S>& p, const GruStepCache<S>& c, const Mat<S>& dh_out,
                       GruParams<S>* g, Mat<S>* dx, Mat<S>* dh_prev) {
  const Eigen::Index H = p.hidden();
  BackwardScratch<S>& s = thread_scratch<BackwardScratch<S>>();
  Mat<S>& dhn = s.dhn;
  dhn = dh_out;  // gradient reaching h' (masked columns get none)
  if (c.mask.size() > 0) dhn.array().rowwise() *= c.mask.row(0).array();
  // out = h + m ⊙ z ⊙ (n − h) → ∂/∂h = 1 − m ⊙ z on the direct path.
  Mat<S>& dh = s.dh;
  dh = dh_out - dhn.cwiseProduct(c.z);
  Mat<S>& dz = s.dz;
  dz = dhn.cwiseProduct(c.n - c.h_prev);
  Mat<S>& dn = s.dn;
  dn = dhn.cwiseProduct(c.z);
  Mat<S>& dg = s.dg;  // pre-activation grads [daz; dar; dan]
  dg.resize(3 * H, dh_out.cols());
  dg.bottomRows(H) = dn.cwiseProduct((S(1) - c.n.array().square()).matrix());
  // rh = r ⊙ h
  Mat<S>& drh = s.drh;
  drh.resize(H, dh_out.cols());
  matmul<S>(Trans::T, p.Un, Trans::N, dg.bottomRows(H), drh, false);
  matmul<S>(Trans::N, dg.bottomRows(H), Trans::T, c.rh, g->Un, true);
  dh += drh.cwiseProduct(c.r);
  Mat<S>& dr = s.dr;
  dr = drh.cwiseProduct(c.h_prev);
  dg.topRows(H) = dz.cwiseProduct(c.z.cwiseProduct((S(1) - c.z.array()).matrix()));
  dg.middleRows(H, H) = dr.cwiseProduct(c.r.cwiseProduct((S(1) - c.r.array()).matrix()));
  matmul<S>(Trans::N, dg.topRows(2 * H), Trans::T, c.h_prev, g->Uzr, true);
  matmul<S>(Trans::T, p.Uzr, Trans::N, dg.topRows(2 * H), dh, true);
  matmul<S>(Trans::N, dg, Trans::T, c.x, g->Wx, true);
  add_row_sums<S>(dg, g->bx);
  if (dx) matmul<S>(Trans::T, p.Wx, Trans::N, dg, *dx, true);
  *dh_prev += dh;
}

template struct GruParams<float>;
template struct GruParams<double>;
template void gru_step_forward(const GruParams<float>&, const Mat<float>&, const Mat<float>&,
                               const Mat<float>&, Mat<float>*, GruStepCache<float>*);
template void gru_step_forward(const GruParams<double>&, const Mat<double>&, const Mat<double>&,
                               const Mat<double>&, Mat<double>*, GruStepCache<double>*);
template void gru_step_backward(const GruParams<float>&, const GruStepCache<float>&,
                                const Mat<float>&, GruParams<float>*, Mat<float>*, Mat<float>*);
template void gru_step_backward(const GruParams<double>&, const GruStepCache<double>&,
                                const Mat<double>&, GruParams<double>*, Mat<double>*, Mat<double>*);

}  // namespace ap::s2s
