// strongest_keys: a tie is two weights that print alike at the shown precision; a clear winner
// is alone; the row's order is kept.
#include "app/scene/strongest_keys.h"

#include <gtest/gtest.h>

namespace ap {
namespace {

Eigen::RowVectorXf Row(std::initializer_list<float> v) {
  Eigen::RowVectorXf r(static_cast<Eigen::Index>(v.size()));
  Eigen::Index i = 0;
  for (float x : v) r(i++) = x;
  return r;
}

TEST(StrongestKeys, AClearWinnerIsAlone) {
  EXPECT_EQ(strongest_keys(Row({0.1f, 0.7f, 0.2f}), 2), std::vector<int>({1}));
}

TEST(StrongestKeys, WeightsThatPrintAlikeAreATie) {
  // 0.4812 and 0.4797 both print 0.48: cat and dog tie, car (0.04) does not.
  EXPECT_EQ(strongest_keys(Row({0.4812f, 0.4797f, 0.0391f}), 2), std::vector<int>({0, 1}));
  // At three decimals they differ: cat alone.
  EXPECT_EQ(strongest_keys(Row({0.4812f, 0.4797f, 0.0391f}), 3), std::vector<int>({0}));
}

TEST(StrongestKeys, EqualWeightsAreAllStrongest) {
  EXPECT_EQ(strongest_keys(Row({0.25f, 0.25f, 0.25f, 0.25f}), 2), std::vector<int>({0, 1, 2, 3}));
}

TEST(StrongestKeys, AnEmptyRowHasNone) {
  EXPECT_TRUE(strongest_keys(Eigen::RowVectorXf(0), 2).empty());
}

}  // namespace
}  // namespace ap
