// Pre-LN encoder and decoder layers, forward/backward (see layers.h). Backward walks the
// sublayers in reverse; each residual passes its gradient through unchanged and adds the
// sublayer's.
#include "core/transformer/layers.h"

namespace ap::tfm {

template <class S>
void encoder_layer_forward(const EncoderLayerParams<S>& p, int heads, const Mat<S>& x,
                           const SeqShape& s, Mat<S>* y, EncoderLayerCache<S>* c) {
  Mat<S> a, r;
  layer_norm_forward(p.ln1, x, &a, &c->ln1);
  attention_forward(p.self_att, heads, a, s, a, s, false, &r, &c->att);
  const Mat<S> x1 = x + r;
  layer_norm_forward(p.ln2, x1, &a, &c->ln2);
  feed_forward_forward(p.ffn, a, &r, &c->ffn);
  *y = x1 + r;
}

template <class S>
void encoder_layer_backward(const EncoderLayerParams<S>& p, const EncoderLayerCache<S>& c,
                            const Mat<S>& dy, EncoderLayerParams<S>* g, Mat<S>* dx) {
  Mat<S> dx1 = dy;  // residual
  Mat<S> da = Mat<S>::Zero(dy.rows(), dy.cols());
  feed_forward_backward(p.ffn, c.ffn, dy, &g->ffn, &da);
  layer_norm_backward(p.ln2, c.ln2, da, &g->ln2, &dx1);
  *dx += dx1;  // residual
  da.setZero();
  attention_backward(p.self_att, c.att, dx1, &g->self_att, &da, &da);
  layer_norm_backward(p.ln1, c.ln1, da, &g->ln1, dx);
}

template <class S>
void decoder_layer_forward(const DecoderLayerParams<S>& p, int heads, const Mat<S>& x,
                           const SeqShape& st, const Mat<S>& memory, const SeqShape& ss, Mat<S>* y,
                           DecoderLayerCache<S>* c) {
  Mat<S> a, r;
  layer_norm_forward(p.ln1, x, &a, &c->ln1);
  attention_forward(p.self_att, heads, a, st, a, st, true, &r, &c->self_att);
  const Mat<S> x1 = x + r;
  layer_norm_forward(p.ln2, x1, &a, &c->ln2);
  attention_forward(p.cross_att, heads, a, st, memory, ss, false, &r, &c->cross_att);
  const Mat<S> x2 = x1 + r;
  layer_norm_forward(p.ln3, x2, &a, &c->ln3);
  feed_forward_forward(p.ffn, a, &r, &c->ffn);
  *y = x2 + r;
}

template <class S>
void decoder_layer_backward(const DecoderLayerParams<S>& p, const DecoderLayerCache<S>& c,
                            const Mat<S>& dy, DecoderLayerParams<S>* g, Mat<S>* dx,
                            Mat<S>* dmemory) {
  Mat<S> dx2 = dy;
  Mat<S> da = Mat<S>::Zero(dy.rows(), dy.cols());
  feed_forward_backward(p.ffn, c.ffn, dy, &g->ffn, &da);
  layer_norm_backward(p.ln3, c.ln3, da, &g->ln3, &dx2);
  Mat<S> dx1 = dx2;
  da.setZero();
  attention_backward(p.cross_att, c.cross_att, dx2, &g->cross_att, &da, dmemory);
  layer_norm_backward(p.ln2, c.ln2, da, &g->ln2, &dx1);
  *dx += dx1;
  da.setZero();
  attention_backward(p.self_att, c.self_att, dx1, &g->self_att, &da, &da);
  layer_norm_backward(p.ln1, c.ln1, da, &g->ln1, dx);
}

#define AP_INSTANTIATE(S)                                                                         \
  template void encoder_layer_forward(const EncoderLayerParams<S>&, int, const Mat<S>&,           \
                                      const SeqShape&, Mat<S>*, EncoderLayerCache<S>*);           \
  template void encoder_layer_backward(const EncoderLayerParams<S>&, const EncoderLayerCache<S>&, \
                                       const Mat<S>&, EncoderLayerParams<S>*, Mat<S>*);           \
  template void decoder_layer_forward(const DecoderLayerParams<S>&, int, const Mat<S>&,           \
                                      const SeqShape&, const Mat<S>&, const SeqShape&, Mat<S>*,   \
                                      DecoderLayerCache<S>*);                                     \
  template void decoder_layer_backward(const DecoderLayerParams<S>&, const DecoderLayerCache<S>&, \
                                       const Mat<S>&, DecoderLayerParams<S>*, Mat<S>*, Mat<S>*);
AP_INSTANTIATE(float)
AP_INSTANTIATE(double)
#undef AP_INSTANTIATE

}  // namespace ap::tfm
