// visit() for the parameter sets of the seq2seq layers, const and mutable from ONE list.
//
// A layer's parameter struct derives from VisitParams<itself> and names every matrix once, with
// its stable name and in model-file order, in a static template that serves both constnesses:
//   template <class Self, class F>
//   static void each_param(Self& self, F&& f) { f("out.Wr", self.Wr); f("out.br", self.br); }
// p.visit(f) then calls f(name, m) on every matrix, m being Mat<S>& when p is mutable and
// const Mat<S>& when p is const. Extra leading arguments are passed through (GruParams takes the
// name prefix: p.visit("enc.fwd", f)). The model file, the optimiser and the gradient checks all
// walk the parameters this way, so the order of the list is part of the model file format.
#pragma once

#include <utility>

namespace ap::s2s {

template <class Derived>
struct VisitParams {
  template <class... Args>
  void visit(Args&&... args) {
    Derived::each_param(static_cast<Derived&>(*this), std::forward<Args>(args)...);
  }
  template <class... Args>
  void visit(Args&&... args) const {
    Derived::each_param(static_cast<const Derived&>(*this), std::forward<Args>(args)...);
  }
};

}  // namespace ap::s2s
