// Array forms of the deterministic elementwise functions (see elementwise.h).
#include "core/kernels/elementwise.h"

namespace ap::kern {

namespace {

template <class F4, class F1>
void apply_n(const float* x, float* y, std::size_t n, F4 f4, F1 f1) {
  std::size_t i = 0;
  for (; i + 4 <= n; i += 4) store4(y + i, f4(load4(x + i)));
  for (; i < n; ++i) y[i] = f1(x[i]);
}

}  // namespace

void exp_n(const float* x, float* y, std::size_t n) {
  apply_n(
      x, y, n, [](f32x4 v) { return exp(v); }, [](float v) { return exp(v); });
}
void tanh_n(const float* x, float* y, std::size_t n) {
  apply_n(
      x, y, n, [](f32x4 v) { return tanh(v); }, [](float v) { return tanh(v); });
}
void sigmoid_n(const float* x, float* y, std::size_t n) {
  apply_n(
      x, y, n, [](f32x4 v) { return sigmoid(v); }, [](float v) { return sigmoid(v); });
}
void log_n(const float* x, float* y, std::size_t n) {
  apply_n(
      x, y, n, [](f32x4 v) { return log(v); }, [](float v) { return log(v); });
}

}  // namespace ap::kern
