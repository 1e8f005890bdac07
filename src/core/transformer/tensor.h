// Shared vocabulary of the Transformer layers (Vaswani et al. 2017): matrix aliases, the batch
// layout, and the linear layer every other layer is built from.
//
// Storage convention, as in seq2seq/tensor.h: one COLUMN per token. A batch of B sentences padded
// to T tokens is one matrix (D, B·T), SENTENCE-major: token t of sentence b is column b·T + t,
// so each sentence is a contiguous block of columns (attention works inside a sentence) and
// a head's slice of a sentence is a plain block. Token ids are (T, B) like s2s::Batch.
// Padding is always at the END of a sentence, so a sentence is described by its length alone:
// keys j ≥ length get attention weight exactly 0.
// Every layer is templated on the scalar S: float (training, inference: all products go through
// s2s::matmul, i.e. kern::gemm's fixed summation order, so results are bit-reproducible natively
// and in wasm) and double (finite-difference gradient checks).
#pragma once

#include "core/seq2seq/linalg.h"
#include "core/seq2seq/tensor.h"
#include "core/seq2seq/visit_params.h"

#include <string>
#include <vector>

namespace ap::tfm {

using s2s::CRef;
using s2s::IdMat;
using s2s::Mat;
using s2s::MRef;
using s2s::Trans;
using s2s::VisitParams;

// A read-only input (blocks allowed) whose S is taken from the other arguments, not deduced from
// it: Eigen::Ref cannot be deduced from a Mat or a Block.
template <class T>
struct NonDeduced {
  using type = T;
};
template <class S>
using CArg = typename NonDeduced<CRef<S>>::type;

// B sentences of T (padded) tokens each, real lengths len[b] ≤ T.
struct SeqShape {
  int B = 0, T = 0;
  std::vector<int> len;
  Eigen::Index cols() const { return static_cast<Eigen::Index>(B) * T; }
  Eigen::Index col(int b, int t) const { return static_cast<Eigen::Index>(b) * T + t; }
};

// y = W x + b.  W: (O, I), b: (O, 1)
template <class S>
struct LinearParams : VisitParams<LinearParams<S>> {
  Mat<S> W, b;
  void init(int in, int out) {
    W = Mat<S>::Zero(out, in);
    b = Mat<S>::Zero(out, 1);
  }
  template <class Self, class F>
  static void each_param(Self& self, const std::string& prefix, F&& f) {
    f(prefix + ".W", self.W);
    f(prefix + ".b", self.b);
  }
};

// x: (I, N) → y: (O, N)
template <class S>
void linear_forward(const LinearParams<S>& p, const CArg<S>& x, Mat<S>* y);

// x: (I, N) the forward input, dy: (O, N) → g.W += (O, I), g.b += (O, 1), dx += (I, N) (dx may be
// null)
template <class S>
void linear_backward(const LinearParams<S>& p, const CArg<S>& x, const CArg<S>& dy,
                     LinearParams<S>* g, Mat<S>* dx);

}  // namespace ap::tfm
