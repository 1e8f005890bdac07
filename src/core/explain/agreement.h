// How far two explanations of the same translation agree, row by row (one row per target word,
// one column per source word):
//   argmax agreement: the fraction of rows whose largest entries are at the same column (the
//     lowest column on ties);
//   Spearman: the mean over rows of the rank correlation of the two rows (ties get the average
//     of their ranks); a row where either side is constant has no rank correlation and is left
//     out of the mean (ranked_rows counts the rows used; 0 of them gives 0).
#pragma once

#include "core/explain/views.h"

namespace ap::explain {

struct RowAgreement {
  double argmax_agreement = 0, spearman = 0;
  int rows = 0, ranked_rows = 0;
};

// The column of the row's largest entry, lowest on ties.
Eigen::Index row_argmax(const Eigen::RowVectorXd& row);

// Ranks 1 … n, ties sharing the mean of their ranks.
Eigen::RowVectorXd average_ranks(const Eigen::RowVectorXd& row);

// Spearman's ρ of two rows of the same length; false if either is constant (or n < 2).
bool spearman(const Eigen::RowVectorXd& a, const Eigen::RowVectorXd& b, double* rho);

// a, b: (rows, cols) of the same shape.
RowAgreement agreement(const MatD& a, const MatD& b);

}  // namespace ap::explain
