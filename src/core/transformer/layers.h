// The residual blocks: one encoder layer and one decoder layer, PRE-LN (Xiong et al. 2020):
//   encoder:  x1 = x + SelfAttn(LN1(x));             y = x1 + FFN(LN2(x1))
//   decoder:  x1 = x + CausalSelfAttn(LN1(x));
//             x2 = x1 + CrossAttn(LN2(x1), memory);  y = x2 + FFN(LN3(x2))
// Pre-LN rather than the paper's post-LN: the residual path is an identity from input to output,
// so gradients reach the lower layers unscaled and a small model trains with a constant learning
// rate, without the warm-up schedule post-LN needs. The stacks end with one more LN (model.h).
//   x: (D, B·T) (tensor.h layout), memory: (D, B·Tx)
#pragma once

#include "core/transformer/attention.h"
#include "core/transformer/feed_forward.h"
#include "core/transformer/layer_norm.h"

namespace ap::tfm {

template <class S>
struct EncoderLayerParams : VisitParams<EncoderLayerParams<S>> {
  LayerNormParams<S> ln1, ln2;
  AttentionParams<S> self_att;
  FeedForwardParams<S> ffn;
  template <class Self, class F>
  static void each_param(Self& self, const std::string& prefix, F&& f) {
    self.ln1.visit(prefix + ".ln1", f);
    self.self_att.visit(prefix + ".self", f);
    self.ln2.visit(prefix + ".ln2", f);
    self.ffn.visit(prefix + ".ffn", f);
  }
};

template <class S>
struct DecoderLayerParams : VisitParams<DecoderLayerParams<S>> {
  LayerNormParams<S> ln1, ln2, ln3;
  AttentionParams<S> self_att, cross_att;
  FeedForwardParams<S> ffn;
  template <class Self, class F>
  static void each_param(Self& self, const std::string& prefix, F&& f) {
    self.ln1.visit(prefix + ".ln1", f);
    self.self_att.visit(prefix + ".self", f);
    self.ln2.visit(prefix + ".ln2", f);
    self.cross_att.visit(prefix + ".cross", f);
    self.ln3.visit(prefix + ".ln3", f);
    self.ffn.visit(prefix + ".ffn", f);
  }
};

template <class S>
struct EncoderLayerCache {
  LayerNormCache<S> ln1, ln2;
  AttentionCache<S> att;
  FeedForwardCache<S> ffn;
};

template <class S>
struct DecoderLayerCache {
  LayerNormCache<S> ln1, ln2, ln3;
  AttentionCache<S> self_att, cross_att;
  FeedForwardCache<S> ffn;
};

// x: (D, B·T) with shape s → y: (D, B·T)
template <class S>
void encoder_layer_forward(const EncoderLayerParams<S>& p, int heads, const Mat<S>& x,
                           const SeqShape& s, Mat<S>* y, EncoderLayerCache<S>* cache);

// dy: (D, B·T) → g +=, dx += (D, B·T)
template <class S>
void encoder_layer_backward(const EncoderLayerParams<S>& p, const EncoderLayerCache<S>& cache,
                            const Mat<S>& dy, EncoderLayerParams<S>* g, Mat<S>* dx);

// x: (D, B·Ty) with shape st, memory: (D, B·Tx) with shape ss → y: (D, B·Ty)
template <class S>
void decoder_layer_forward(const DecoderLayerParams<S>& p, int heads, const Mat<S>& x,
                           const SeqShape& st, const Mat<S>& memory, const SeqShape& ss, Mat<S>* y,
                           DecoderLayerCache<S>* cache);

// dy: (D, B·Ty) → g +=, dx += (D, B·Ty), dmemory += (D, B·Tx)
template <class S>
void decoder_layer_backward(const DecoderLayerParams<S>& p, const DecoderLayerCache<S>& cache,
                            const Mat<S>& dy, DecoderLayerParams<S>* g, Mat<S>* dx,
                            Mat<S>* dmemory);

}  // namespace ap::tfm
