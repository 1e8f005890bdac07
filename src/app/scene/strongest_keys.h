// The strongest keys of one row of attention weights, as the page prints them: every key whose
// weight, printed with the shown number of decimals, reads the same as the largest one. Keys that
// print alike are a tie, never a winner and a loser with the same number beside them.
#pragma once

#include <Eigen/Core>

#include <vector>

namespace ap {

// The indices, in key order, of the weights that print like the largest ("%.<decimals>f");
// empty for an empty row.
std::vector<int> strongest_keys(const Eigen::Ref<const Eigen::RowVectorXf>& weights, int decimals);

}  // namespace ap
