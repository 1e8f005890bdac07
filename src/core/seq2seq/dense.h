// A dense tanh layer y = tanh(W x + b), batched, forward and backward. Used for the decoder's
// initial state, RNNencdec's fixed context and the readout layer.
//   x: (I, N), W: (O, I), b: (O, 1) → y: (O, N)
#pragma once

#include "core/seq2seq/tensor.h"

namespace ap::s2s {

// x: (I, N) → y: (O, N)
template <class S>
void tanh_layer_forward(const Mat<S>& W, const Mat<S>& b, const Mat<S>& x, Mat<S>* y);

// y: the forward output (O, N), dy: (O, N) → dW += (O, I), db += (O, 1), dx += (I, N) (dx may
// be null)
template <class S>
void tanh_layer_backward(const Mat<S>& W, const Mat<S>& x, const Mat<S>& y, const Mat<S>& dy,
                         Mat<S>* dW, Mat<S>* db, Mat<S>* dx);

}  // namespace ap::s2s
