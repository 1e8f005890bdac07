// head_agreement / best_agreeing_head (core/seq2seq/head_agreement.h) on hand-made maps: rows
// compared by their strongest column, rows past either side's end skipped, out-of-range heads,
// and the tie rule of the best head.
#include <gtest/gtest.h>

#include "core/seq2seq/head_agreement.h"

namespace ap::s2s {
namespace {

using Rows = std::vector<std::vector<float>>;

// Two layers × two heads over 3 target rows and 3 source columns.
Translation::Maps two_by_two() {
  const Rows diagonal = {{0.8f, 0.1f, 0.1f}, {0.1f, 0.8f, 0.1f}, {0.1f, 0.1f, 0.8f}};
  const Rows first_col = {{0.9f, 0.05f, 0.05f}, {0.9f, 0.05f, 0.05f}, {0.9f, 0.05f, 0.05f}};
  const Rows reversed = {{0.1f, 0.1f, 0.8f}, {0.1f, 0.8f, 0.1f}, {0.8f, 0.1f, 0.1f}};
  return {{first_col, reversed}, {diagonal, first_col}};
}

TEST(HeadAgreement, CountsRowsWhoseStrongestColumnMatches) {
  const Rows reference = {{0.6f, 0.3f, 0.1f}, {0.2f, 0.7f, 0.1f}, {0.1f, 0.2f, 0.7f}};
  const Translation::Maps maps = two_by_two();
  const HeadAgreement diagonal = head_agreement(maps, 1, 0, reference);
  EXPECT_EQ(diagonal.agreeing, 3);
  EXPECT_EQ(diagonal.rows, 3);
  EXPECT_EQ(head_agreement(maps, 0, 0, reference).agreeing, 1);  // only row 0 looks at column 0
  EXPECT_EQ(head_agreement(maps, 0, 1, reference).agreeing, 1);  // only the middle row
}

TEST(HeadAgreement, ShorterReferenceAndOutOfRangeHeads) {
  const Rows two_rows = {{0.6f, 0.3f, 0.1f}, {0.6f, 0.3f, 0.1f}};
  const Translation::Maps maps = two_by_two();
  const HeadAgreement a = head_agreement(maps, 0, 0, two_rows);
  EXPECT_EQ(a.rows, 2);
  EXPECT_EQ(a.agreeing, 2);
  EXPECT_EQ(head_agreement(maps, 2, 0, two_rows).rows, 0);
  EXPECT_EQ(head_agreement(maps, 0, 2, two_rows).rows, 0);
  EXPECT_EQ(head_agreement(maps, -1, 0, two_rows).rows, 0);
}

TEST(HeadAgreement, BestHeadAndItsTieRule) {
  const Rows reference = {{0.6f, 0.3f, 0.1f}, {0.2f, 0.7f, 0.1f}, {0.1f, 0.2f, 0.7f}};
  const HeadAgreement best = best_agreeing_head(two_by_two(), reference);
  EXPECT_EQ(best.layer, 1);
  EXPECT_EQ(best.head, 0);
  EXPECT_EQ(best.agreeing, 3);
  // Every row on column 0: layer 0 head 0 and layer 1 head 1 both agree on all three rows; the
  // lower layer wins.
  const Rows all_first = {{1, 0, 0}, {1, 0, 0}, {1, 0, 0}};
  const HeadAgreement tie = best_agreeing_head(two_by_two(), all_first);
  EXPECT_EQ(tie.layer, 0);
  EXPECT_EQ(tie.head, 0);
  EXPECT_EQ(tie.agreeing, 3);
  EXPECT_EQ(best_agreeing_head({}, reference).layer, -1);
}

}  // namespace
}  // namespace ap::s2s
