// Argmax agreement and Spearman rank correlation of two explanations (agreement.h).
#include "core/explain/agreement.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

namespace ap::explain {

Eigen::Index row_argmax(const Eigen::RowVectorXd& row) {
  Eigen::Index best = 0;
  for (Eigen::Index j = 1; j < row.size(); ++j)
    if (row(j) > row(best)) best = j;
  return best;
}

Eigen::RowVectorXd average_ranks(const Eigen::RowVectorXd& row) {
  const Eigen::Index n = row.size();
  std::vector<Eigen::Index> order(static_cast<size_t>(n));
  std::iota(order.begin(), order.end(), Eigen::Index{0});
  std::stable_sort(order.begin(), order.end(),
                   [&](Eigen::Index x, Eigen::Index y) { return row(x) < row(y); });
  Eigen::RowVectorXd ranks(n);
  for (Eigen::Index i = 0; i < n;) {
    Eigen::Index k = i;
    while (k + 1 < n && row(order[k + 1]) == row(order[i])) ++k;
    const double mean_rank = 0.5 * static_cast<double>(i + k) + 1.0;  // ranks i+1 … k+1
    for (Eigen::Index r = i; r <= k; ++r) ranks(order[r]) = mean_rank;
    i = k + 1;
  }
  return ranks;
}

bool spearman(const Eigen::RowVectorXd& a, const Eigen::RowVectorXd& b, double* rho) {
  if (a.size() < 2 || a.size() != b.size()) return false;
  const Eigen::RowVectorXd ra = average_ranks(a), rb = average_ranks(b);
  const Eigen::RowVectorXd da = ra.array() - ra.mean(), db = rb.array() - rb.mean();
  const double va = da.squaredNorm(), vb = db.squaredNorm();
  if (va == 0 || vb == 0) return false;
  *rho = da.dot(db) / std::sqrt(va * vb);
  return true;
}

RowAgreement agreement(const MatD& a, const MatD& b) {
  RowAgreement r;
  r.rows = static_cast<int>(a.rows());
  if (r.rows == 0 || a.cols() == 0) return r;
  int same = 0;
  double sum = 0;
  for (Eigen::Index i = 0; i < a.rows(); ++i) {
    same += row_argmax(a.row(i)) == row_argmax(b.row(i));
    double rho = 0;
    if (spearman(a.row(i), b.row(i), &rho)) {
      sum += rho;
      ++r.ranked_rows;
    }
  }
  r.argmax_agreement = static_cast<double>(same) / r.rows;
  r.spearman = r.ranked_rows > 0 ? sum / r.ranked_rows : 0.0;
  return r;
}

}  // namespace ap::explain
