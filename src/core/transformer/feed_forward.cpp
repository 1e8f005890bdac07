// Position-wise feed-forward forward/backward (see feed_forward.h).
#include "core/transformer/feed_forward.h"

namespace ap::tfm {

template <class S>
void feed_forward_forward(const FeedForwardParams<S>& p, const CArg<S>& x, Mat<S>* y,
                          FeedForwardCache<S>* c) {
  c->x = x;
  linear_forward(p.l1, x, &c->h);
  c->h = c->h.cwiseMax(S(0));
  linear_forward(p.l2, c->h, y);
}

template <class S>
void feed_forward_backward(const FeedForwardParams<S>& p, const FeedForwardCache<S>& c,
                           const Mat<S>& dy, FeedForwardParams<S>* g, Mat<S>* dx) {
  Mat<S> dh = Mat<S>::Zero(c.h.rows(), c.h.cols());
  linear_backward(p.l2, c.h, dy, &g->l2, &dh);
  dh = (c.h.array() > S(0)).select(dh, S(0));  // ReLU'(a) = [a > 0]; at a = 0 we take 0
  linear_backward(p.l1, c.x, dh, &g->l1, dx);
}

#define AP_INSTANTIATE(S)                                                                      \
  template void feed_forward_forward(const FeedForwardParams<S>&, const CArg<S>&, Mat<S>*,     \
                                     FeedForwardCache<S>*);                                    \
  template void feed_forward_backward(const FeedForwardParams<S>&, const FeedForwardCache<S>&, \
                                      const Mat<S>&, FeedForwardParams<S>*, Mat<S>*);
AP_INSTANTIATE(float)
AP_INSTANTIATE(double)
#undef AP_INSTANTIATE

}  // namespace ap::tfm
