// RNNsearch decoder step forward/backward (see attention_decoder.h).
#include "core/seq2seq/attention_decoder.h"

namespace ap::s2s {

template <class S>
void attention_decoder_forward(const AttentionParams<S>& att, const DecoderParams<S>& dec,
                               const Mat<S>& s_prev, const Eigen::VectorXi& y_prev,
                               const Mat<S>& ann, const Mat<S>& uh, const Mat<S>& mask, Mat<S>* ctx,
                               Mat<S>* s, Mat<S>* emb_prev, AttentionDecoderCache<S>* c) {
  attention_forward(att, s_prev, ann, uh, mask, ctx, &c->att);
  decoder_gru_forward(dec, y_prev, *ctx, s_prev, s, emb_prev, &c->dec);
}

template <class S>
void attention_decoder_backward(const AttentionParams<S>& att, const DecoderParams<S>& dec,
                                const AttentionDecoderCache<S>& c, const Mat<S>& ann,
                                const Mat<S>& ds, const Mat<S>& dctx_out, const Mat<S>& demb_out,
                                AttentionParams<S>* gatt, DecoderParams<S>* gdec, Mat<S>* ds_prev,
                                Mat<S>* dann, Mat<S>* duh) {
  Mat<S> dctx = dctx_out;
  decoder_gru_backward(dec, c.dec, ds, demb_out, gdec, &dctx, ds_prev);
  attention_backward(att, c.att, ann, dctx, gatt, ds_prev, dann, duh);
}

#define AP_INSTANTIATE(S)                                                                          \
  template void attention_decoder_forward(const AttentionParams<S>&, const DecoderParams<S>&,      \
                                          const Mat<S>&, const Eigen::VectorXi&, const Mat<S>&,    \
                                          const Mat<S>&, const Mat<S>&, Mat<S>*, Mat<S>*, Mat<S>*, \
                                          AttentionDecoderCache<S>*);                              \
  template void attention_decoder_backward(                                                        \
      const AttentionParams<S>&, const DecoderParams<S>&, const AttentionDecoderCache<S>&,         \
      const Mat<S>&, const Mat<S>&, const Mat<S>&, const Mat<S>&, AttentionParams<S>*,             \
      DecoderParams<S>*, Mat<S>*, Mat<S>*, Mat<S>*);
AP_INSTANTIATE(float)
AP_INSTANTIATE(double)
#undef AP_INSTANTIATE

}  // namespace ap::s2s
