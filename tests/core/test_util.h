// Helpers shared by the core tests: JSON → Eigen, random test data from our Rng, and the
// finite-difference gradient checker (central differences, loss accumulated in double).
#pragma once

#include "core/attention.h"
#include "core/rng.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>
#include <string>

namespace ap::test {

inline nlohmann::json load_fixture(const std::string& name) {
  const std::string path = std::string(AP_FIXTURES_DIR) + "/" + name;
  std::ifstream in(path);
  if (!in) {
    ADD_FAILURE() << "cannot open fixture " << path;
    return {};
  }
  return nlohmann::json::parse(in);
}

inline Vec to_vec(const nlohmann::json& j) {
  Vec v(static_cast<Eigen::Index>(j.size()));
  for (Eigen::Index i = 0; i < v.size(); ++i) v[i] = j[i].get<float>();
  return v;
}

// Sets a parameter matrix from a fixture's rows (a list of lists of numbers) of the same shape.
template <class Matrix>
void set_from_rows(const nlohmann::json& rows, const std::string& name, Matrix* w) {
  ASSERT_EQ(static_cast<Eigen::Index>(rows.size()), w->rows()) << name;
  for (Eigen::Index r = 0; r < w->rows(); ++r) {
    ASSERT_EQ(static_cast<Eigen::Index>(rows[r].size()), w->cols()) << name;
    for (Eigen::Index k = 0; k < w->cols(); ++k)
      (*w)(r, k) = typename Matrix::Scalar(rows[r][k].template get<double>());
  }
}

// Sets every matrix a parameter set visits from a fixture's "weights" object (name → rows), and
// checks that the fixture holds no matrix the set lacks. visit(f) calls f(name, matrix) for each.
template <class Visit>
void set_all_from_rows(const nlohmann::json& weights, Visit&& visit) {
  int filled = 0;
  visit([&](const std::string& name, auto& w) {
    ASSERT_TRUE(weights.contains(name)) << name;
    set_from_rows(weights[name], name, &w);
    ++filled;
  });
  EXPECT_EQ(filled, static_cast<int>(weights.size()));
}

// Checks a shape list (name, rows, cols per tensor, as the model file's loader computes it from
// a header) against the matrices a built model's parameters visit, in order.
template <class Params, class Shapes>
void expect_shapes_match(const Params& params, const Shapes& shapes) {
  size_t i = 0;
  params.visit([&](const std::string& name, const auto& t) {
    ASSERT_LT(i, shapes.size());
    EXPECT_EQ(shapes[i].name, name);
    EXPECT_EQ(shapes[i].rows, t.rows()) << name;
    EXPECT_EQ(shapes[i].cols, t.cols()) << name;
    ++i;
  });
  EXPECT_EQ(i, shapes.size());
}

inline Mat to_mat(const nlohmann::json& j) {
  const Eigen::Index r = static_cast<Eigen::Index>(j.size());
  const Eigen::Index c = r ? static_cast<Eigen::Index>(j[0].size()) : 0;
  Mat m(r, c);
  for (Eigen::Index i = 0; i < r; ++i)
    for (Eigen::Index k = 0; k < c; ++k) m(i, k) = j[i][k].get<float>();
  return m;
}

inline Mask to_mask(const nlohmann::json& j) {
  Mask m;
  for (const auto& b : j) m.push_back(b.get<bool>());
  return m;
}

// A rows × cols matrix of N(0, scale²) draws from rng, filled in storage (column-major) order
// like s2s::fill_normal. The scale's type is the scalar type: random_mat(rng, 4, 3) and
// random_mat(rng, 4, 3, 0.7f) are float (the attention tests), random_mat(rng, 4, 3, 0.5) is
// double (the seq2seq gradient checks).
template <class S = float>
Eigen::Matrix<S, Eigen::Dynamic, Eigen::Dynamic> random_mat(Rng& rng, Eigen::Index rows,
                                                            Eigen::Index cols, S scale = S(1)) {
  Eigen::Matrix<S, Eigen::Dynamic, Eigen::Dynamic> m(rows, cols);
  for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = scale * static_cast<S>(rng.normal());
  return m;
}

inline Vec random_vec(Rng& rng, Eigen::Index n, float scale = 1.0f) {
  Vec v(n);
  for (Eigen::Index i = 0; i < n; ++i) v[i] = scale * rng.normal();
  return v;
}

// Σ a ⊙ b in double (the scalar loss L = Σ dout ⊙ output whose gradient we check).
template <class A, class B>
double dot_double(const A& a, const B& b) {
  return a.template cast<double>().cwiseProduct(b.template cast<double>()).sum();
}

// Compares analytic dL/dx with central differences (L(x+h) − L(x−h)) / (2h), entry by entry.
// fp32 forward: rounding noise in L is ~1e-7·|L|, so h = 3e-3 gives FD noise ~1e-4 and
// truncation error ~h²·L''' ~1e-5; a real bug gives errors of order |dL/dx| itself.
// Passes if |fd − an| ≤ atol + rtol·max(|fd|, |an|). Also requires some gradient to be non-zero,
// so a backward that returns zeros cannot pass by accident.
template <class Loss>
void expect_gradient(const std::string& what, float* x, Eigen::Index size, const float* analytic,
                     Loss loss, double h = 3e-3, double atol = 2e-3, double rtol = 2e-2) {
  double largest = 0.0;
  int failures = 0;
  for (Eigen::Index i = 0; i < size; ++i) {
    const float old = x[i];
    x[i] = static_cast<float>(old + h);
    const double up = x[i];
    const double lp = loss();
    x[i] = static_cast<float>(old - h);
    const double down = x[i];
    const double lm = loss();
    x[i] = old;
    const double fd = (lp - lm) / (up - down);
    const double an = analytic[i];
    largest = std::max(largest, std::max(std::fabs(fd), std::fabs(an)));
    if (std::fabs(fd - an) > atol + rtol * std::max(std::fabs(fd), std::fabs(an))) {
      if (++failures <= 5)
        ADD_FAILURE() << what << "[" << i << "]: analytic " << an << " vs finite difference " << fd;
    }
  }
  EXPECT_EQ(failures, 0) << what << ": " << failures << " of " << size << " entries differ";
  EXPECT_GT(largest, 1e-3) << what << ": every gradient entry is ~0, the check is vacuous";
}

inline void expect_close(const Eigen::Ref<const Mat>& actual, const Eigen::Ref<const Mat>& expected,
                         double tol, const std::string& what) {
  ASSERT_EQ(actual.rows(), expected.rows()) << what;
  ASSERT_EQ(actual.cols(), expected.cols()) << what;
  for (Eigen::Index i = 0; i < actual.rows(); ++i)
    for (Eigen::Index k = 0; k < actual.cols(); ++k)
      EXPECT_NEAR(actual(i, k), expected(i, k), tol * (1.0 + std::fabs(expected(i, k))))
          << what << "(" << i << ", " << k << ")";
}

}  // namespace ap::test
