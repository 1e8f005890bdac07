// Helpers for the seq2seq model tests (random tensors come from test_util.h): zero gradients shaped
// like a parameter set, and a central-difference gradient check in double precision (so tolerances
// can be tight: error ~ h² from truncation, ~1e-16/h from rounding; with h = 1e-5 both are far
// below the 1e-7 absolute tolerance used).
#pragma once

#include <gtest/gtest.h>

#include "core/rng.h"
#include "core/seq2seq/tensor.h"
#include "test_util.h"

#include <cmath>
#include <functional>
#include <string>

namespace ap::s2s::testing {

using MatD = Mat<double>;
using test::random_mat;  // random_mat(rng, rows, cols, 0.5): a MatD of N(0, 0.25) draws

// A parameter set of the same shapes as p, all zeros (where a backward pass accumulates).
template <class Params>
Params zeros_like(const Params& p) {
  Params z = p;
  z.visit([](const std::string&, MatD& m) { m.setZero(); });
  return z;
}

// Checks up to `samples` entries of `param` (all if fewer): analytic(i) vs (f(θ+h) − f(θ−h))/2h.
inline void check_gradient(const std::string& name, MatD* param, const MatD& analytic,
                           const std::function<double()>& f, Rng& rng, int samples = 12,
                           double atol = 1e-7, double rtol = 1e-6) {
  ASSERT_EQ(param->rows(), analytic.rows()) << name;
  ASSERT_EQ(param->cols(), analytic.cols()) << name;
  const double h = 1e-5;
  const Eigen::Index n = param->size();
  const Eigen::Index count = std::min<Eigen::Index>(n, samples);
  for (Eigen::Index k = 0; k < count; ++k) {
    const Eigen::Index i = count == n ? k : static_cast<Eigen::Index>(rng.below(n));
    const double saved = param->data()[i];
    param->data()[i] = saved + h;
    const double fp = f();
    param->data()[i] = saved - h;
    const double fm = f();
    param->data()[i] = saved;
    const double numeric = (fp - fm) / (2 * h);
    const double a = analytic.data()[i];
    EXPECT_NEAR(a, numeric, atol + rtol * std::abs(numeric))
        << name << " entry " << i << " of " << n;
  }
}

}  // namespace ap::s2s::testing
