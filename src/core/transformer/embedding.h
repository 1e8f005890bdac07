// Token embedding plus sinusoidal positions: x_t = √D · E[:, id_t] + PE(t) (Vaswani et al. 2017,
// §3.4 and §3.5). The √D scale lets embeddings initialised with variance 1/D sit at the same
// magnitude as the positions (entries in [−1, 1]). Padding tokens are embedded like any other
// token; the attention masks and the loss weights keep them from mattering.
//   table E: (D, V), ids: (T, B) → x: (D, B·T) (tensor.h layout)
#pragma once

#include "core/transformer/tensor.h"

namespace ap::tfm {

// PE(t, 2i) = sin(t / 10000^(2i/D)), PE(t, 2i+1) = cos(…), one column per position → (D, T).
// For float, the transpose of core/multihead.h's sinusoidal_positional_encoding (a test checks).
template <class S>
Mat<S> positions_columns(int T, int D);

// Column t of positions_columns(T, D) for any T > t, computed alone → pe: (D, 1), the same bits.
template <class S>
void position_column(int t, int D, Mat<S>* pe);

// E: (D, V), ids: (T, B) → x: (D, B·T)
template <class S>
void embedding_forward(const Mat<S>& E, const IdMat& ids, Mat<S>* x);

// dx: (D, B·T) → dE += (D, V) (scatter-add of √D · dx)
template <class S>
void embedding_backward(const IdMat& ids, const Mat<S>& dx, Mat<S>* dE);

}  // namespace ap::tfm
