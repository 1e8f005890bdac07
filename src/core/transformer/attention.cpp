// Multi-head attention forward/backward (see attention.h). Per (sentence, head) every product is
// one s2s::matmul on blocks of the batch matrices, so float results follow kern::gemm's fixed
// summation order.
#include "core/transformer/attention.h"

#include <algorithm>
#include <cmath>

namespace ap::tfm {

template <class S>
void masked_softmax_columns(MRef<S> s, int klen, bool causal) {
  const Eigen::Index Tk = s.rows();
  for (Eigen::Index i = 0; i < s.cols(); ++i) {
    Eigen::Index n = std::min<Eigen::Index>(klen, Tk);
    if (causal) n = std::min<Eigen::Index>(n, i + 1);
    S* c = s.data() + i * s.outerStride();
    std::fill(c + n, c + Tk, S(0));
    if (n == 0) continue;  // nothing visible: the column stays all zero, the context is 0
    // Subtract the max first so exp never overflows (arguments ≤ 0, the largest term is 1).
    const S mx = s2s::column_max<S>(c, n);
    for (Eigen::Index j = 0; j < n; ++j) c[j] = s2s::exp_s<S>(c[j] - mx);
    const S sum = s2s::column_sum<S>(c, n);
    for (Eigen::Index j = 0; j < n; ++j) c[j] /= sum;
  }
}

template <class S>
void attention_forward(const AttentionParams<S>& p, int H, const CArg<S>& xq, const SeqShape& sq,
                       const CArg<S>& xkv, const SeqShape& sk, bool causal, Mat<S>* out,
                       AttentionCache<S>* c) {
  const Eigen::Index D = p.q.W.rows(), dk = D / H, Tq = sq.T, Tk = sk.T;
  c->heads = H;
  c->causal = causal;
  c->sq = sq;
  c->sk = sk;
  c->xq = xq;
  c->xkv = xkv;
  linear_forward(p.q, xq, &c->Q);
  linear_forward(p.k, xkv, &c->K);
  linear_forward(p.v, xkv, &c->V);
  c->P.resize(Tk, static_cast<Eigen::Index>(sq.B) * H * Tq);
  c->C.resize(D, sq.cols());
  const S scale = S(1) / std::sqrt(S(dk));
  for (int b = 0; b < sq.B; ++b) {
    for (int h = 0; h < H; ++h) {
      auto Pb = c->P.middleCols((static_cast<Eigen::Index>(b) * H + h) * Tq, Tq);
      s2s::matmul<S>(Trans::T, c->K.block(h * dk, sk.col(b, 0), dk, Tk), Trans::N,
                     c->Q.block(h * dk, sq.col(b, 0), dk, Tq), Pb, false);
      Pb *= scale;
      masked_softmax_columns<S>(Pb, sk.len[b], causal);
      s2s::matmul<S>(Trans::N, c->V.block(h * dk, sk.col(b, 0), dk, Tk), Trans::N, Pb,
                     c->C.block(h * dk, sq.col(b, 0), dk, Tq), false);
    }
  }
  linear_forward(p.o, c->C, out);
}

// Softmax backward per column: dS = P ⊙ (dP − Σ_j P_j dP_j), then the 1/√dk of the scores.
template <class S>
void softmax_backward_columns(const CArg<S>& P, S scale, MRef<S> dP) {
  for (Eigen::Index i = 0; i < P.cols(); ++i) {
    const S dot = s2s::column_dot<S>(P.col(i).data(), dP.col(i).data(), P.rows());
    dP.col(i) = scale * (P.col(i).array() * (dP.col(i).array() - dot)).matrix();
  }
}

template <class S>
void attention_backward(const AttentionParams<S>& p, const AttentionCache<S>& c, const Mat<S>& dout,
                        AttentionParams<S>* g, Mat<S>* dxq, Mat<S>* dxkv) {
  const int H = c.heads;
  const Eigen::Index D = p.q.W.rows(), dk = D / H, Tq = c.sq.T, Tk = c.sk.T;
  const S scale = S(1) / std::sqrt(S(dk));
  Mat<S> dC = Mat<S>::Zero(D, c.C.cols());
  linear_backward(p.o, c.C, dout, &g->o, &dC);
  // Every (sentence, head) block of dQ, dK, dV is written once below (no accumulation).
  Mat<S> dQ(D, c.Q.cols()), dK(D, c.K.cols()), dV(D, c.V.cols()), dP(Tk, Tq);
  for (int b = 0; b < c.sq.B; ++b) {
    for (int h = 0; h < H; ++h) {
      const auto Pb = c.weights(b, h);
      const auto dCb = dC.block(h * dk, c.sq.col(b, 0), dk, Tq);
      s2s::matmul<S>(Trans::N, dCb, Trans::T, Pb, dV.block(h * dk, c.sk.col(b, 0), dk, Tk), false);
      s2s::matmul<S>(Trans::T, c.V.block(h * dk, c.sk.col(b, 0), dk, Tk), Trans::N, dCb, dP, false);
      softmax_backward_columns<S>(Pb, scale, dP);
      s2s::matmul<S>(Trans::N, c.K.block(h * dk, c.sk.col(b, 0), dk, Tk), Trans::N, dP,
                     dQ.block(h * dk, c.sq.col(b, 0), dk, Tq), false);
      s2s::matmul<S>(Trans::N, c.Q.block(h * dk, c.sq.col(b, 0), dk, Tq), Trans::T, dP,
                     dK.block(h * dk, c.sk.col(b, 0), dk, Tk), false);
    }
  }
  linear_backward(p.q, c.xq, dQ, &g->q, dxq);
  linear_backward(p.k, c.xkv, dK, &g->k, dxkv);
  linear_backward(p.v, c.xkv, dV, &g->v, dxkv);
}

#define AP_INSTANTIATE(S)                                                                          \
  template void masked_softmax_columns(MRef<S>, int, bool);                                        \
  template void attention_forward(const AttentionParams<S>&, int, const CArg<S>&, const SeqShape&, \
                                  const CArg<S>&, const SeqShape&, bool, Mat<S>*,                  \
                                  AttentionCache<S>*);                                             \
  template void attention_backward(const AttentionParams<S>&, const AttentionCache<S>&,            \
                                   const Mat<S>&, AttentionParams<S>*, Mat<S>*, Mat<S>*);
AP_INSTANTIATE(float)
AP_INSTANTIATE(double)
#undef AP_INSTANTIATE

}  // namespace ap::tfm
